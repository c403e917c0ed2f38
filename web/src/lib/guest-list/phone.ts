/** A phone as the couple may type it, normalized to E.164 (+525512345678), or refused. */
export type NormalizedPhone = { ok: true; phone: string | null } | { ok: false }

// Spaces, dashes, dots and parentheses are how people group digits; they carry no meaning.
const separators = /[\s\-.()]/g

// The digits after the country code where it is known to us: Mexico and the North American
// numbering plan both use 10. Other countries get only E.164's own limit of 15 digits.
const nationalLengths: Record<string, number> = { '52': 10, '1': 10 }

const e164Digits = /^[1-9]\d{7,14}$/

/**
 * The phone the database stores (E.164, rsvp_guests.phone) from what the couple typed: an empty
 * text is no phone; a leading + or 00 starts an international number; 10 digits without one are
 * a national number of `defaultCountryCode` (Mexico's 52). A Mexican mobile written with the
 * «1» that preceded it until 2019 (+52 1 55 1234 5678) loses that 1: WhatsApp knows the number
 * as 52 and its 10 digits only.
 */
export function normalizePhone(input: string, defaultCountryCode = '52'): NormalizedPhone {
  const typed = input.trim()
  if (typed === '') return { ok: true, phone: null }
  const compact = typed.replace(separators, '')
  let digits: string
  if (compact.startsWith('+')) digits = compact.slice(1)
  else if (compact.startsWith('00')) digits = compact.slice(2)
  else if (/^\d{10}$/.test(compact)) digits = defaultCountryCode + compact
  else return { ok: false }

  if (/^521\d{10}$/.test(digits)) digits = `52${digits.slice(3)}`
  if (!e164Digits.test(digits)) return { ok: false }
  const code = Object.keys(nationalLengths).find((prefix) => digits.startsWith(prefix))
  if (code && digits.length !== code.length + (nationalLengths[code] ?? 0)) return { ok: false }
  return { ok: true, phone: `+${digits}` }
}
