import { requiredImportColumns } from './columns'
import type { Separator } from './detect-separator'
import { spanishColumnNames } from './header-names'
import { renderProblem, type ProblemDetail, type ProblemWording } from './problem'

const separatorNames: Record<Separator, string> = {
  ',': 'comas',
  ';': 'punto y coma',
  '\t': 'tabuladores',
}

const allColumns = requiredImportColumns
  .map((column) => spanishColumnNames[column])
  .join(', ')
  .replace(/, ([^,]*)$/, ' y $1')

const optionalColumns =
  `(y, si quieres, ${spanishColumnNames.phone}, ${spanishColumnNames.events} ` +
  `y ${spanishColumnNames.table_name})`

const withZeros = (key: string) => key.padStart(3, '0')

/** The couple's wording, shown in the dashboard at /novios. */
const spanish: ProblemWording = {
  'workbook-not-csv': () =>
    'Es un libro de Excel (.xlsx), no un archivo CSV. En Excel usa Archivo → Guardar como → ' +
    '«CSV UTF-8 (delimitado por comas)»; en Hojas de cálculo de Google, Archivo → Descargar → ' +
    'Valores separados por comas (.csv).',
  'not-utf8': () =>
    'El archivo no está en UTF-8, así que los acentos (García, Muñoz) saldrían mal. En Excel ' +
    'guárdalo como «CSV UTF-8 (delimitado por comas)»; en LibreOffice marca «Editar ' +
    'configuración del filtro» y elige el juego de caracteres Unicode (UTF-8).',
  'empty-file': () => 'El archivo está vacío.',
  'no-invitations': () => 'No hay invitaciones debajo de la línea de encabezado.',
  'quote-not-closed': () =>
    'Unas comillas dobles (") se abren y no se cierran antes del final del archivo.',
  'quote-inside-value': () =>
    'Hay comillas dobles (") a mitad de un valor. Dentro de un valor entre comillas escríbelas ' +
    'dos veces (""), o quita las comillas.',
  'unreadable-csv': () =>
    'No se puede leer el archivo como CSV. Vuelve a guardarlo como CSV desde tu hoja de cálculo.',
  'header-not-found': ({ found }) =>
    `La primera línea debe nombrar las columnas ${allColumns} ${optionalColumns}, pero dice: ${found}`,
  'header-columns-missing': ({ missing }) =>
    `El encabezado debe nombrar las columnas ${allColumns} ${optionalColumns}; faltan: ` +
    `${missing.map((column) => spanishColumnNames[column]).join(', ')}.`,
  'column-repeated': () => 'Esta columna aparece más de una vez.',
  'row-value-count': ({ values, columns, separator }) =>
    `Esta fila tiene ${values} valores, pero el encabezado tiene ${columns} columnas ` +
    `(separadas por ${separatorNames[separator]}). Un nombre que lleve el separador debe ir ` +
    'entre comillas dobles.',
  'number-lost-zeros': ({ key }) =>
    `«${key}» parece ${withZeros(key)} sin sus ceros a la izquierda (Excel los quita de los ` +
    `números). Escribe ${withZeros(key)} y, en Excel, da formato de Texto a la columna ` +
    'Número antes de escribir los números para que se queden como los escribiste.',
  'number-invalid': ({ raw }) =>
    `«${raw}» no es un número de invitación: 3 letras (A–Z, sin acentos) o cifras, ` +
    'por ejemplo 001 o A12.',
  'number-repeated': ({ key, firstLine }) =>
    `${key} ya está en la línea ${firstLine}; cada número de invitación puede aparecer una vez.`,
  'family-empty': () => 'Está vacío. Escribe el nombre de la familia, por ejemplo Familia García.',
  'only-invisible': () =>
    'Solo tiene caracteres invisibles (un relleno coreano, un blanco braille, una marca de ' +
    'ancho cero o de dirección, de los que se pegan desde un chat), que ninguna lista muestra. ' +
    'Escribe el nombre con letras.',
  'seats-empty': ({ max }) =>
    `Está vacío. Escribe cuántos lugares tiene la invitación, de 1 a ${max}.`,
  'seats-not-whole': ({ value, max }) => `«${value}» no es un número entero de 1 a ${max}.`,
  'seats-out-of-range': ({ seats, max }) => `${seats} no está entre 1 y ${max}.`,
  'phone-invalid': ({ raw }) =>
    `«${raw}» no es un teléfono. Escribe los 10 dígitos (55 1234 5678) o, si es de otro país, ` +
    '+ y la lada internacional (+1 415 555 0100). Déjalo vacío si no lo tienes.',
  'event-unknown': ({ title, known }) =>
    known.length === 0
      ? `«${title}» no es un evento: «Preguntas de la confirmación» no pregunta por eventos en ` +
        'el Studio. Deja la columna Eventos vacía (la familia queda invitada a todo).'
      : `«${title}» no es uno de los eventos de «Preguntas de la confirmación» ` +
        `(${known.map((event) => `«${event}»`).join(', ')}). Escribe los títulos como en el ` +
        'Studio, separados por comas o punto y coma, o deja la celda vacía si la familia está ' +
        'invitada a todos.',
  'table-invalid': ({ raw, max }) =>
    `«${raw}» no es el nombre de una mesa: de 1 a ${max} caracteres visibles en una línea, ` +
    'por ejemplo Mesa 4. Déjalo vacío para no cambiar dónde se sienta la familia.',
  'invitation-exists': ({ key, familyName }) =>
    `La invitación ${key} ya existe (${familyName}). Quita la fila, o marca «Actualizar las ` +
    'invitaciones que ya existen» para cambiar su nombre, jefe de familia, lugares, teléfono y eventos.',
  'seats-below-confirmed': ({ key, confirmed }) =>
    `La invitación ${key} ya confirmó ${confirmed} ${confirmed === 1 ? 'lugar' : 'lugares'}, ` +
    `así que no puede tener menos de ${confirmed} ${confirmed === 1 ? 'lugar' : 'lugares'}.`,
  'family-exists': ({ key, familyName }) =>
    `${familyName} ya está en la lista con el número ${key} y otros datos. Marca «Actualizar ` +
    'las invitaciones que ya existen» para cambiarla, o escribe un número para añadir otra ' +
    'familia con ese nombre.',
  'family-ambiguous': ({ familyName, keys }) =>
    `Hay ${keys.length} familias que se llaman ${familyName} (${keys.join(', ')}). Escribe ` +
    'en la fila el número de la que quieres cambiar.',
  'name-repeated': ({ familyName, firstLine }) =>
    `${familyName} también está en la línea ${firstLine}: ¿dos invitaciones para la misma familia?`,
  'name-exists': ({ familyName, keys }) =>
    `Ya hay una invitación para ${familyName} (${keys.join(', ')}); esta fila añade otra.`,
}

export const problemInSpanish = (detail: ProblemDetail) => renderProblem(spanish, detail)
