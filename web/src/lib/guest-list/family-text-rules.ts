import { emojiPiece, invisibleCharacter } from './answer-text-rules'

// The couple's side of the text rules (the dashboard and the guest-list import): kept apart from
// answer-text-rules.ts, which a personal link downloads in the guest-list chunk.

// an emoji's own piece (kept, group 1) or an invisible character (taken out)
const pieceOrInvisible = new RegExp(`(${emojiPiece})|${invisibleCharacter.source}`, 'gu')

/** The text without the characters hasInvisibleCharacter refuses; an emoji stays whole. */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(pieceOrInvisible, (_match, piece?: string) => piece ?? '')
}

// the blanks that stand for a space: Hangul fillers and the Braille blank
const blanks = /[\u115F\u1160\u3164\uFFA0\u2800]/gu

// C0 and C1 controls but the line breaks and tabs, which \s turns into spaces first
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const controlCharacters = /[\u0000-\u001F\u007F-\u009F]/gu

/**
 * A family's name or chief, or a table's name, as the couple's functions take it: its spaces
 * collapsed and the invisible and control characters (pasted from a chat, Word or a spreadsheet
 * cell) taken out, which the database would refuse. Empty when nothing visible is left.
 */
export function visibleFamilyText(raw: string): string {
  const spaced = raw.replace(blanks, ' ').replace(/\s+/g, ' ')
  return withoutInvisibleCharacters(spaced)
    .replace(controlCharacters, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Whether the text holds characters but none a reader sees: made only of invisible ones. */
export const onlyInvisibleCharacters = (raw: string): boolean =>
  raw.trim() !== '' && visibleFamilyText(raw) === ''
