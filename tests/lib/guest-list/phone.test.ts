import { describe, expect, it } from 'vitest'
import { normalizePhone } from '../../../web/src/lib/guest-list/phone'

describe('a phone as the couple types it', () => {
  it.each([
    ['55 1234 5678', '+525512345678'],
    ['(55) 1234-5678', '+525512345678'],
    ['55.1234.5678', '+525512345678'],
    ['  5512345678  ', '+525512345678'],
    ['33 1234 5678', '+523312345678'],
    ['+52 55 1234 5678', '+525512345678'],
    ['0052 55 1234 5678', '+525512345678'],
    ['(+52) 55-1234-5678', '+525512345678'],
  ])('reads the Mexican %j as %s', (typed, phone) => {
    expect(normalizePhone(typed)).toEqual({ ok: true, phone })
  })

  it('drops the «1» Mexican mobiles carried until 2019, as WhatsApp knows them without it', () => {
    expect(normalizePhone('+52 1 55 1234 5678')).toEqual({ ok: true, phone: '+525512345678' })
    expect(normalizePhone('00 521 55 1234 5678')).toEqual({ ok: true, phone: '+525512345678' })
  })

  it.each([
    ['+1 415 555 0100', '+14155550100'],
    ['001 (415) 555-0100', '+14155550100'],
    ['+34 612 345 678', '+34612345678'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('reads the international %j as %s', (typed, phone) => {
    expect(normalizePhone(typed)).toEqual({ ok: true, phone })
  })

  it('reads 10 digits as a number of the default country', () => {
    expect(normalizePhone('415 555 0100', '1')).toEqual({ ok: true, phone: '+14155550100' })
  })

  it('takes an empty text as no phone', () => {
    expect(normalizePhone('')).toEqual({ ok: true, phone: null })
    expect(normalizePhone('   ')).toEqual({ ok: true, phone: null })
  })

  it.each([
    ['letters', 'cincuenta y cinco'],
    ['letters among the digits', '55 1234 567O'],
    ['an extension', '55 1234 5678 ext 12'],
    ['a link', 'tel:+525512345678'],
    ['a + in the middle', '55+1234 5678'],
    ['garbage', '#$%&'],
    ['a lone +', '+'],
    ['too short a national number', '1234 5678'],
    ['too long a national number', '55 1234 56789'],
    ['52 written without + or 00', '52 55 1234 5678'],
    ['a Mexican number one digit short', '+52 55 1234 567'],
    ['a Mexican number one digit long', '+52 55 1234 56789'],
    ['a US number one digit short', '+1 415 555 010'],
    ['a country code starting with 0', '+0 55 1234 5678'],
    ['too short an international number', '+34 612 34'],
    ['more than E.164’s 15 digits', '+49 1234 5678 9012 34'],
  ])('refuses %s (%j)', (_, typed) => {
    expect(normalizePhone(typed)).toEqual({ ok: false })
  })
})
