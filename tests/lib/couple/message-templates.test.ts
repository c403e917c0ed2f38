import { describe, expect, it } from 'vitest'
import { guestMessages } from '../../../schemas/singletons/guest-messages'
import { guestMessagesQuery } from '../../../web/src/content/queries'
import type { Person } from '../../../web/src/lib/guest-list/guest-record'
import { messageTemplateDefaults } from '../../../web/src/lib/couple/messages/message-template-defaults'
import {
  fillTemplate,
  templateKeys,
  templateLabels,
  whatsappLink,
  type MessageRow,
  type MessageTemplates,
} from '../../../web/src/lib/couple/messages/message-templates'
import { queryDefaultDataset } from '../../support/default-dataset'

const link = 'https://boda.example.com/rsvp?invitation=K7M'
const context = { link, deadline: '2025-10-05' }

const person = (name: string | null): Person => ({
  name,
  child: false,
  meal: null,
  meal_details: null,
  events: [],
})

const row = (fields: Partial<MessageRow> = {}): MessageRow => ({
  family_name: 'Familia Pérez',
  family_chief: 'Juan Pérez',
  confirmed_tickets: 2,
  people: [person('Ana'), person('Luis')],
  ...fields,
})

/** Every template set to the same text, to look at the slots alone. */
const everyTemplate = (text: string): MessageTemplates =>
  Object.fromEntries(Object.keys(messageTemplateDefaults).map((field) => [field, text]))

const textOf = (href: string) => new URL(href).searchParams.get('text')

describe('the templates the database records a send under', () => {
  it('are these keys, each with its Spanish label', () => {
    expect(templateKeys).toEqual(['invitation', 'reminder', 'deadline', 'day_before', 'thanks'])
    expect(templateLabels).toEqual({
      invitation: 'Invitación',
      reminder: 'Recordatorio para responder',
      deadline: 'Recordatorio de la fecha límite',
      day_before: 'Indicaciones del día anterior',
      thanks: 'Agradecimiento',
    })
  })
})

describe('the templates in the Studio', () => {
  it('are the fields of «Mensajes a invitados», each with a default', () => {
    expect(guestMessages.fields.map((field) => field.name)).toEqual(
      Object.keys(messageTemplateDefaults),
    )
  })

  it('hold their Spanish defaults in the default dataset', async () => {
    const messages = await queryDefaultDataset(guestMessagesQuery)
    const templates = Object.fromEntries(
      Object.keys(messageTemplateDefaults).map((field) => [
        field,
        messages?.[field as keyof typeof messageTemplateDefaults],
      ]),
    )
    expect(templates).toEqual(messageTemplateDefaults)
  })
})

describe('filling a template', () => {
  it.each(templateKeys)('fills every slot of the %s template', (key) => {
    const templates = everyTemplate(
      '{familia}|{titular}|{enlace}|{fecha_limite}|{personas}|{nombres}',
    )
    expect(fillTemplate(key, templates, row(), context)).toBe(
      `Familia Pérez|Juan Pérez|${link}|5 de octubre de 2025|2 personas|Ana y Luis`,
    )
  })

  it('takes each key’s own template', () => {
    const templates: MessageTemplates = {
      whatsappInvitation: 'invitación {enlace}',
      whatsappReminder: 'recordatorio {enlace}',
      whatsappDeadline: 'fecha límite {enlace}',
      whatsappDayBefore: 'día anterior',
      whatsappThanks: 'gracias',
    }
    expect(templateKeys.map((key) => fillTemplate(key, templates, row(), context))).toEqual([
      `invitación ${link}`,
      `recordatorio ${link}`,
      `fecha límite ${link}`,
      'día anterior',
      'gracias',
    ])
  })

  it('uses the Spanish default when the couple left a template empty', () => {
    const message = fillTemplate('deadline', { whatsappDeadline: '  ' }, row(), context)
    expect(message).toBe(
      `¡Hola, Familia Pérez! Un recordatorio con cariño: pueden confirmar o cambiar su respuesta antes del 5 de octubre de 2025. Aquí está su invitación: ${link}`,
    )
    expect(fillTemplate('thanks', {}, row(), context)).toBe(
      '¡Gracias, Ana y Luis, por acompañarnos en nuestra boda! Fue un día inolvidable y nos alegra mucho haberlo compartido con ustedes.',
    )
  })

  it.each(['invitation', 'reminder', 'deadline'] as const)(
    'adds the link when the %s template forgot {enlace}',
    (key) => {
      expect(fillTemplate(key, everyTemplate('¡Hola, {familia}!'), row(), context)).toBe(
        `¡Hola, Familia Pérez! ${link}`,
      )
    },
  )

  it.each(['day_before', 'thanks'] as const)('leaves the %s template without a link', (key) => {
    expect(fillTemplate(key, everyTemplate('¡Hola, {familia}!'), row(), context)).toBe(
      '¡Hola, Familia Pérez!',
    )
  })

  it.each(['$&', "$'", '$`', '$$', '{enlace}', '{familia}', '{nombres}', '$<x>'])(
    'writes a name typed as %s exactly as typed, never expanding it',
    (name) => {
      const typed = row({ family_name: name, family_chief: name, people: [person(name)] })
      const template = everyTemplate('{familia}/{titular}/{nombres}: {enlace}')
      expect(fillTemplate('reminder', template, typed, context)).toBe(
        `${name}/${name}/${name}: ${link}`,
      )
    },
  )

  it('greets the family when it has no chief, and counts one person in the singular', () => {
    const message = fillTemplate(
      'day_before',
      everyTemplate('{titular}: {personas}'),
      row({ family_chief: null, confirmed_tickets: 1 }),
      context,
    )
    expect(message).toBe('Familia Pérez: 1 persona')
  })

  it('leaves {fecha_limite} as typed while the deadline is unknown', () => {
    const template = everyTemplate('antes del {fecha_limite}: {enlace}')
    expect(fillTemplate('deadline', template, row(), { link, deadline: null })).toBe(
      `antes del {fecha_limite}: ${link}`,
    )
  })
})

describe('{nombres}, the people who come', () => {
  const names = (people: Person[]) =>
    fillTemplate('thanks', { whatsappThanks: '{nombres}' }, row({ people }), context)

  it('is the family’s name while nobody is named', () => {
    expect(names([])).toBe('Familia Pérez')
    expect(names([person(null), person('  ')])).toBe('Familia Pérez')
  })

  it('joins one, two or three names in Spanish', () => {
    expect(names([person('Ana')])).toBe('Ana')
    expect(names([person('Ana'), person('Luis')])).toBe('Ana y Luis')
    expect(names([person('Ana'), person('Luis'), person('Sofía')])).toBe('Ana, Luis y Sofía')
  })

  it('skips the seats nobody has named', () => {
    expect(names([person('Ana'), person(null), person('Sofía')])).toBe('Ana y Sofía')
  })
})

describe('the WhatsApp link', () => {
  const familyNames = [
    'Familia Núñez Ibáñez',
    'Familia 💍 López 🎉',
    `Familia ${'Á'.repeat(192)}`,
    'Pérez & Hijos',
    '¿Quién? Los García',
    'Familia #1',
    '100% Ruiz',
    'Ana+Luis',
    'a=b&text=otro',
  ]

  it.each(familyNames)('carries the whole message for %s, decoded as typed', (familyName) => {
    const message = fillTemplate('invitation', {}, row({ family_name: familyName }), context)
    expect(message).toContain(familyName)
    const href = whatsappLink(message)
    expect(href.startsWith('https://wa.me/?text=')).toBe(true)
    expect(textOf(href)).toBe(message)
    expect(new URL(href).searchParams.getAll('text')).toHaveLength(1)
    expect(new URL(href).hash).toBe('')
  })

  it('has room for a family name of 200 characters', () => {
    const familyName = `Familia ${'ñ'.repeat(192)}`
    expect(familyName).toHaveLength(200)
    const message = fillTemplate('reminder', {}, row({ family_name: familyName }), context)
    expect(textOf(whatsappLink(message))).toBe(message)
  })

  it('opens the family’s own chat when its phone is known, by the digits of its E.164 number', () => {
    const href = whatsappLink('¡Hola!', '+525512345678')
    expect(href).toBe('https://wa.me/525512345678?text=%C2%A1Hola!')
    expect(new URL(href).pathname).toBe('/525512345678')
    expect(textOf(href)).toBe('¡Hola!')
  })

  it.each([null, undefined, ''])(
    'lets the couple pick the contact without a phone (%s)',
    (phone) => {
      expect(whatsappLink('Hola', phone)).toBe('https://wa.me/?text=Hola')
    },
  )
})
