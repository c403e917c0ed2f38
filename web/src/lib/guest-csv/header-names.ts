import { importColumns, type ImportColumn } from './columns'
import { comparableText } from './comparable-text'

/** The names the couple reads in the dashboard, its exports and the template. */
export const spanishColumnNames: Record<ImportColumn, string> = {
  human_key: 'Número',
  family_name: 'Familia',
  family_chief: 'Jefe de familia',
  available_tickets: 'Lugares',
  phone: 'Teléfono',
  events: 'Eventos',
}

// every other name a couple is likely to give a column, compared as comparableText
const otherNames: Record<ImportColumn, string[]> = {
  human_key: ['número de invitación', 'no.', 'núm.', 'código', 'clave'],
  family_name: ['nombre', 'nombre de la familia', 'invitados'],
  family_chief: ['jefe', 'jefa de familia', 'titular'],
  available_tickets: ['boletos', 'pases', 'lugares ofrecidos', 'asientos'],
  phone: ['teléfono (whatsapp)', 'whatsapp', 'celular', 'móvil', 'tel.', 'tel'],
  events: ['evento', 'event_keys', 'eventos a los que está invitada'],
}

const headerKey = (name: string) => comparableText(name.replaceAll('_', ' '))

const columnByName = new Map<string, ImportColumn>(
  importColumns.flatMap((column) =>
    [column, spanishColumnNames[column], ...otherNames[column]].map(
      (name) => [headerKey(name), column] as const,
    ),
  ),
)

/** The column a header names, in English or Spanish, any case, accents or not; null if none. */
export const importColumnNamed = (header: string): ImportColumn | null =>
  columnByName.get(headerKey(header)) ?? null

/** A column as the couple's dashboard names it: «Número» for human_key; any other as written. */
export const spanishColumnName = (column: string): string =>
  Object.hasOwn(spanishColumnNames, column) ? spanishColumnNames[column as ImportColumn] : column
