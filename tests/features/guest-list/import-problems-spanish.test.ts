import { describe, expect, it } from 'vitest'
import type { ProblemCode, ProblemDetail } from '../../../web/src/lib/guest-csv/problem'
import { problemInEnglish } from '../../../web/src/lib/guest-csv/problem-english'
import { problemInSpanish } from '../../../web/src/lib/guest-csv/problem-spanish'

/** One example per code; the type refuses to compile when a code has no example. */
const examples: { [Code in ProblemCode]: Extract<ProblemDetail, { code: Code }> } = {
  'workbook-not-csv': { code: 'workbook-not-csv' },
  'not-utf8': { code: 'not-utf8' },
  'empty-file': { code: 'empty-file' },
  'no-invitations': { code: 'no-invitations' },
  'quote-not-closed': { code: 'quote-not-closed' },
  'quote-inside-value': { code: 'quote-inside-value' },
  'unreadable-csv': {
    code: 'unreadable-csv',
    reason: 'Invalid Record Length: columns length is 4',
  },
  'header-not-found': {
    code: 'header-not-found',
    expected: 'human_key,family_name,family_chief,available_tickets',
    found: '001,Familia García,Juan,4',
  },
  'header-columns-missing': {
    code: 'header-columns-missing',
    expected: 'human_key,family_name,family_chief,available_tickets',
    missing: ['family_chief', 'available_tickets'],
  },
  'column-repeated': { code: 'column-repeated' },
  'row-value-count': { code: 'row-value-count', values: 5, columns: 4, separator: ',' },
  'number-lost-zeros': { code: 'number-lost-zeros', key: '7' },
  'number-invalid': { code: 'number-invalid', raw: 'Ñ-12' },
  'number-repeated': { code: 'number-repeated', key: '010', firstLine: 2 },
  'family-empty': { code: 'family-empty' },
  'only-invisible': { code: 'only-invisible' },
  'seats-empty': { code: 'seats-empty', max: 50 },
  'seats-not-whole': { code: 'seats-not-whole', value: 'dos', max: 50 },
  'seats-out-of-range': { code: 'seats-out-of-range', seats: 80, max: 50 },
  'phone-invalid': { code: 'phone-invalid', raw: '55 1234' },
  'event-unknown': {
    code: 'event-unknown',
    title: 'Tornaboda',
    known: ['Ceremonia Religiosa', 'Recepción'],
  },
  'table-invalid': { code: 'table-invalid', raw: 'Mesa\u0007', max: 40 },
  'invitation-exists': { code: 'invitation-exists', key: '002', familyName: 'Familia López' },
  'seats-below-confirmed': { code: 'seats-below-confirmed', key: '002', confirmed: 2 },
  'family-exists': { code: 'family-exists', key: 'K7W', familyName: 'Familia Ibáñez Ríos' },
  'family-ambiguous': {
    code: 'family-ambiguous',
    familyName: 'Familia García',
    keys: ['K7W', 'M3P'],
  },
  'name-repeated': { code: 'name-repeated', familyName: 'Familia García', firstLine: 2 },
  'name-exists': { code: 'name-exists', familyName: 'Familia García', keys: ['K7W'] },
}

// words of the English wording that have no place in a Spanish sentence
const englishWords =
  /\b(the|is|not|are|and|or|must|file|line|row|rows|column|columns|header|empty|write|already|invitation|number|tickets|seats|values|quote|missing|remove|run|save|use|with|without|cannot|looks|like|between)\b|--update-existing/i

describe('the couple’s wording of import problems', () => {
  it.each(Object.values(examples))('words $code in Spanish with no English left', (detail) => {
    const spanish = problemInSpanish(detail)
    expect(spanish.trim()).not.toBe('')
    expect(spanish).not.toBe(problemInEnglish(detail))
    // column names such as human_key are the CSV's own and stay as written
    expect(spanish.replace(/\b[a-z]+_[a-z]+\b/g, '')).not.toMatch(englishWords)
  })

  it('keeps the facts the couple needs to find the mistake', () => {
    expect(problemInSpanish(examples['number-repeated'])).toBe(
      '010 ya está en la línea 2; cada número de invitación puede aparecer una vez.',
    )
    expect(problemInSpanish(examples['number-lost-zeros'])).toMatch(/«7» parece 007.*Escribe 007/)
    expect(problemInSpanish(examples['row-value-count'])).toMatch(/5 valores.*4 columnas.*comas/)
    expect(problemInSpanish(examples['event-unknown'])).toBe(
      '«Tornaboda» no es uno de los eventos de «Preguntas de la confirmación» (' +
        '«Ceremonia Religiosa», «Recepción»). Escribe los títulos como en el Studio, separados ' +
        'por comas o punto y coma, o deja la celda vacía si la familia está invitada a todos.',
    )
  })
})
