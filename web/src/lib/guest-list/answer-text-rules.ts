/** The database's limits on the texts of an answer (rsvp_attendees, private.family_text). */
export const answerTextLimits = { name: 80, mealDetails: 200, message: 1000, song: 200 } as const

/** Why the database would refuse a text: too many characters, or a control or invisible one. */
export type TextProblem = 'tooLong' | 'controlCharacters'

const lineBreaks = new Set(['\t', '\n', '\r'])

// PostgreSQL's [[:cntrl:]]: C0 and C1 controls; a message may keep its tabs and line breaks.
function hasControlCharacter(text: string, keepLineBreaks: boolean): boolean {
  return [...text].some((char) => {
    const code = char.codePointAt(0) ?? 0
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f)
    return control && !(keepLineBreaks && lineBreaks.has(char))
  })
}

/**
 * Characters the page does not show, which the database refuses in an answer's texts
 * (private.has_invisible_character, the same list): soft hyphen, zero-width space, direction marks,
 * embeddings, overrides and isolates, line and paragraph separators, invisible operators, U+FEFF.
 */
export const invisibleCharacter =
  /[\u00AD\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/u

/**
 * A family's name or chief as the couple's functions take it: its spaces collapsed and the
 * invisible characters (pasted from a chat or Word) taken out, which the database would refuse.
 */
export function visibleFamilyText(raw: string): string {
  return raw.replace(/\s+/g, ' ').replace(new RegExp(invisibleCharacter.source, 'gu'), '').trim()
}

/**
 * What the database would say of a text once trimmed (String.prototype.trim's spaces, which
 * private.answer_text takes off too), counting characters as char_length does (an emoji is one),
 * or null when it takes it.
 */
export function textProblem(text: string, max: number, keepLineBreaks = false): TextProblem | null {
  const trimmed = text.trim()
  if ([...trimmed].length > max) return 'tooLong'
  return hasControlCharacter(trimmed, keepLineBreaks) || invisibleCharacter.test(trimmed)
    ? 'controlCharacters'
    : null
}

/** The words for each refusal: «Usa hasta {max} caracteres.» and the like. */
export type TextProblemMessages = { tooLong: string; controlCharacters: string }

/** textProblem in words, or null when the database takes the text. */
export function textProblemMessage(
  text: string,
  max: number,
  messages: TextProblemMessages,
  keepLineBreaks = false,
): string | null {
  const problem = textProblem(text, max, keepLineBreaks)
  if (problem === 'tooLong') return messages.tooLong.replace('{max}', String(max))
  return problem ? messages.controlCharacters : null
}
