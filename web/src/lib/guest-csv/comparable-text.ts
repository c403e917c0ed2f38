// zero-width spaces and joiners, and the byte-order mark, that pasting from WhatsApp or Word leaves
const invisible = /[\u200B-\u200D\u2060\uFEFF]/g

/**
 * Text as a person compares it: accents, case and spacing aside, so «Familia  IBÁÑEZ Ríos» and
 * «familia ibanez rios» are the same family and «Número» is the header «numero».
 */
export function comparableText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(invisible, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}
