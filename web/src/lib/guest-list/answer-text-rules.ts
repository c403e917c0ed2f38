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

// What draws an emoji and stays in it: the pictographs a presentation selector (U+FE0E, U+FE0F)
// may follow and a zero-width joiner may join (👨‍👩‍👧, ❤️‍🔥), the selector of a keycap (1️⃣), the
// tags of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿). The same ranges as private.has_invisible_character.
const pictograph =
  '[\\u00A9\\u00AE\\u203C\\u2049\\u2122\\u2139\\u2194-\\u21FF\\u2300-\\u23FF\\u24C2\\u25A0-\\u27BF' +
  '\\u2934\\u2935\\u2B00-\\u2BFF\\u3030\\u303D\\u3297\\u3299\\u{1F000}-\\u{1FAFF}]'
export const emojiPiece =
  `(?<=${pictograph})[\\uFE0E\\uFE0F]` +
  `|(?<=${pictograph}[\\uFE0E\\uFE0F]?)\\u200D(?=${pictograph})` +
  '|(?<=[0-9#*])\\uFE0F(?=\\u20E3)' +
  '|(?<=\\u{1F3F4})[\\u{E0020}-\\u{E007E}]+\\u{E007F}'

/**
 * Characters the page does not show, which the database refuses in every name and text
 * (private.has_invisible_character writes the same classes out as ranges): every
 * Default_Ignorable_Code_Point (soft hyphen, zero-width spaces and joiners, Hangul fillers,
 * variation selectors, invisible operators, tags, U+FEFF), every Bidi_Control (direction marks,
 * embeddings, overrides, isolates, U+061C), the line and paragraph separators and the Braille
 * blank U+2800. Inside an emoji, the joiners and selectors that draw it are taken
 * (hasInvisibleCharacter).
 */
export const invisibleCharacter =
  /[\p{Default_Ignorable_Code_Point}\p{Bidi_Control}\u2028\u2029\u2800\u115F\u1160\u3164\uFFA0]/u

/** Whether the database would refuse the text for a character the page does not show. */
export function hasInvisibleCharacter(text: string): boolean {
  return invisibleCharacter.test(text.replace(new RegExp(emojiPiece, 'gu'), ''))
}

/**
 * What the database would say of a text once trimmed (String.prototype.trim's spaces, which
 * private.answer_text takes off too), counting characters as char_length does (an emoji is one),
 * or null when it takes it.
 */
export function textProblem(text: string, max: number, keepLineBreaks = false): TextProblem | null {
  const trimmed = text.trim()
  if ([...trimmed].length > max) return 'tooLong'
  return hasControlCharacter(trimmed, keepLineBreaks) || hasInvisibleCharacter(trimmed)
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
