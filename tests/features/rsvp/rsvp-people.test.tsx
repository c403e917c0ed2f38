// @vitest-environment jsdom
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { historyOf } from '../../database/support/owner-queries'
import {
  renderRsvpPage,
  rsvpPageForThisFile,
  searchBox,
  searchButton,
} from './support/render-rsvp-page'
import { askNothing, primeRsvpQuestions } from './support/rsvp-questions'
import { expectToast } from './support/toasts'

// put back before each test as the seed left it, the answer rules included
const backend = rsvpPageForThisFile()

beforeEach(async () => {
  await primeRsvpQuestions()
  vi.useFakeTimers({ now: new Date('2025-09-15T12:00:00Z'), shouldAdvanceTime: true })
})

afterEach(() => {
  vi.useRealTimers()
})

type StoredPerson = {
  full_name: string | null
  is_child: boolean
  meal: string | null
  meal_details: string | null
}

async function storedPeople(humanKey: string): Promise<StoredPerson[]> {
  const { rows } = await backend.db.query<StoredPerson>(
    `select a.full_name, a.is_child, a.meal, a.meal_details from public.rsvp_attendees a
     join public.rsvp_guests g on g.id = a.guest_id where g.human_key = $1 order by a.position`,
    [humanKey],
  )
  return rows
}

async function storedTexts(humanKey: string) {
  const { rows } = await backend.db.query<{ message: string | null; song: string | null }>(
    'select message, song from public.rsvp_guests where human_key = $1',
    [humanKey],
  )
  return rows[0]
}

async function openInvitation(humanKey = '001', familyName = 'Familia García Hernández') {
  const page = await renderRsvpPage({ route: `/rsvp?invitation=${humanKey}` })
  const card = within(await screen.findByRole('region', { name: familyName }))
  const chooseSeats = (label: string) =>
    page.user.selectOptions(card.getByRole('combobox', { name: /Número de personas/ }), label)
  return { ...page, card, chooseSeats }
}

const person = (card: ReturnType<typeof within>, number: number) =>
  within(card.getByRole('group', { name: `Persona ${number}` }))

describe('the people of an answer, as the couple asks by default', () => {
  it('asks nothing more until the number is chosen, then one block per person', async () => {
    const { card, chooseSeats } = await openInvitation()
    expect(card.queryByRole('group', { name: 'Persona 1' })).toBeNull()
    expect(card.queryByRole('textbox', { name: /Mensaje para los novios/ })).toBeNull()

    await chooseSeats('3 personas')
    await card.findByRole('group', { name: 'Persona 1' })
    expect(card.getAllByRole('group', { name: /^Persona \d$/ })).toHaveLength(3)
    expect(card.getByRole('heading', { name: '¿Quiénes vienen?' })).toBeVisible()
    const first = person(card, 1)
    expect(first.getByRole('textbox', { name: 'Nombre completo (opcional)' })).not.toBeRequired()
    const meals = within(first.getByRole('combobox', { name: 'Comida' }))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(meals).toEqual([
      'Sin preferencia',
      'Sin restricciones',
      'Vegetariano',
      'Vegano',
      'Sin gluten',
      'Alergia o intolerancia',
    ])
    expect(first.queryByRole('textbox', { name: '¿Cuál?' })).toBeNull()
    expect(card.getByRole('textbox', { name: /Mensaje para los novios/ })).toBeVisible()
    expect(card.queryByRole('textbox', { name: /canción/ })).toBeNull()

    await chooseSeats('1 persona')
    expect(card.getAllByRole('group', { name: /^Persona \d$/ })).toHaveLength(1)
  })

  it('saves two names, a meal with details and a message, and shows all of it back', async () => {
    const { card, chooseSeats, user } = await openInvitation()
    await chooseSeats('2 personas')
    const first = person(card, 1)
    await card.findByRole('group', { name: 'Persona 2' })
    const second = person(card, 2)
    await user.type(first.getByRole('textbox', { name: /Nombre completo/ }), 'Juan García')
    await user.type(second.getByRole('textbox', { name: /Nombre completo/ }), '  Ana Hernández ')
    await user.selectOptions(
      second.getByRole('combobox', { name: 'Comida' }),
      'Alergia o intolerancia',
    )
    await user.type(second.getByRole('textbox', { name: '¿Cuál?' }), 'Nueces')
    await user.selectOptions(first.getByRole('combobox', { name: 'Comida' }), 'Vegetariano')
    await user.type(card.getByRole('textbox', { name: /Mensaje para los novios/ }), '¡Felicidades!')

    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))

    await expectToast('¡Respuesta guardada exitosamente!', 'success')
    expect(card.getByText('Confirmaste asistencia para 2 personas')).toBeVisible()
    const answer = within(card.getByRole('list'))
    const [juan, ana] = answer.getAllByRole('listitem')
    expect(juan).toHaveTextContent('Juan GarcíaComida: Vegetariano')
    expect(ana).toHaveTextContent('Ana HernándezComida: Alergia o intolerancia (Nueces)')
    expect(card.getByText('Tu mensaje: ¡Felicidades!')).toBeVisible()
    expect(await storedPeople('001')).toEqual([
      { full_name: 'Juan García', is_child: false, meal: 'vegetariano', meal_details: null },
      { full_name: 'Ana Hernández', is_child: false, meal: 'alergia', meal_details: 'Nueces' },
    ])
    expect(await storedTexts('001')).toEqual({ message: '¡Felicidades!', song: null })
  })

  it('fills the form from the stored answer on «Modificar», and keeps what fewer seats still hold', async () => {
    const { card, chooseSeats, user } = await openInvitation()
    await chooseSeats('2 personas')
    await card.findByRole('group', { name: 'Persona 2' })
    await user.type(person(card, 1).getByRole('textbox', { name: /Nombre/ }), 'Juan García')
    await user.type(person(card, 2).getByRole('textbox', { name: /Nombre/ }), 'Ana Hernández')
    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))
    await expectToast('¡Respuesta guardada exitosamente!', 'success')
    await act(() => vi.advanceTimersByTimeAsync(2000))

    await user.type(searchBox(), '001')
    await user.click(searchButton())
    const again = within(await screen.findByRole('region', { name: 'Familia García Hernández' }))
    await user.click(again.getByRole('button', { name: 'Modificar' }))
    await act(() => vi.advanceTimersByTimeAsync(500))
    await again.findByRole('group', { name: 'Persona 2' })
    expect(person(again, 1).getByRole('textbox', { name: /Nombre/ })).toHaveValue('Juan García')
    expect(person(again, 2).getByRole('textbox', { name: /Nombre/ })).toHaveValue('Ana Hernández')

    await user.selectOptions(
      again.getByRole('combobox', { name: /Número de personas/ }),
      '1 persona',
    )
    await user.click(again.getByRole('button', { name: 'Guardar Cambios' }))
    await expectToast('¡Respuesta guardada exitosamente!', 'success')
    expect(await storedPeople('001')).toEqual([
      { full_name: 'Juan García', is_child: false, meal: null, meal_details: null },
    ])
  })

  it('declining hides the people and stores none', async () => {
    const { card, chooseSeats, user } = await openInvitation()
    await chooseSeats('2 personas')
    await card.findByRole('group', { name: 'Persona 1' })
    await user.click(card.getByRole('radio', { name: 'No podré asistir' }))
    expect(card.queryByRole('group', { name: 'Persona 1' })).toBeNull()
    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))
    await expectToast('¡Respuesta guardada exitosamente!', 'success')
    expect(await storedPeople('001')).toEqual([])
  })
})

describe('the couple’s rules, beside each field', () => {
  it('asks for every name when the couple requires them, and sends nothing until then', async () => {
    await primeRsvpQuestions((questions) => (questions.namesRequired = true))
    await backend.db.query('update public.rsvp_settings set attendee_names_required = true')
    const { card, chooseSeats, user } = await openInvitation()
    await chooseSeats('2 personas')
    await card.findByRole('group', { name: 'Persona 2' })
    await user.type(
      person(card, 1).getByRole('textbox', { name: 'Nombre completo' }),
      'Juan García',
    )

    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))

    const missing = person(card, 2).getByRole('textbox', { name: 'Nombre completo' })
    expect(missing).toBeRequired()
    expect(missing).toHaveAttribute('aria-invalid', 'true')
    expect(missing).toHaveAccessibleDescription('Escribe el nombre de cada persona.')
    expect(missing).toHaveFocus()
    await expectToast('Escribe el nombre de cada persona.', 'error')
    expect(await historyOf(backend.db, '001')).toHaveLength(0)
  })

  it('refuses control characters in a name before sending', async () => {
    const { card, chooseSeats, user } = await openInvitation()
    await chooseSeats('1 persona')
    const name = await person(card, 1).findByRole('textbox', { name: /Nombre/ })
    await user.click(name)
    await user.paste('Juan\u0007García')
    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))
    expect(name).toHaveAccessibleDescription('Quita los caracteres especiales de este texto.')
    expect(await historyOf(backend.db, '001')).toHaveLength(0)
  })

  it('names the choice the database no longer takes, saves nothing, and offers the rest', async () => {
    const { card, chooseSeats, user } = await openInvitation()
    await backend.db.query(
      "update public.rsvp_settings set meal_choices = array['sin-restricciones', 'vegetariano']",
    )
    await chooseSeats('1 persona')
    await user.selectOptions(
      await person(card, 1).findByRole('combobox', { name: 'Comida' }),
      'Vegano',
    )
    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))

    await expectToast('«Vegano»: Esa opción ya no está disponible: elige otra.', 'error')
    expect(card.getByRole('alert')).toHaveTextContent('«Vegano»: Esa opción ya no está disponible')
    expect(await historyOf(backend.db, '001')).toHaveLength(0)
    const meals = within(person(card, 1).getByRole('combobox', { name: 'Comida' }))
      .getAllByRole('option')
      .map((option) => option.textContent)
    expect(meals).not.toContain('Vegano')
    expect(meals).toContain('Vegetariano')
  })
})

describe('the events each person attends', () => {
  const askEvents = (asked: boolean) =>
    primeRsvpQuestions((questions) => (questions.askEvents = asked))

  beforeEach(async () => {
    await backend.db.query(
      "update public.rsvp_settings set event_keys = array['event-ceremony', 'event-reception']",
    )
  })

  it('asks each person for at least one event, beside the field, and sends nothing until then', async () => {
    await askEvents(true)
    const { card, chooseSeats, user } = await openInvitation()
    await chooseSeats('2 personas')
    const second = within(await card.findByRole('group', { name: 'Persona 2' }))
    const events = within(second.getByRole('group', { name: '¿A qué eventos asistirá?' }))
    const firstEvents = within(
      person(card, 1).getByRole('group', { name: '¿A qué eventos asistirá?' }),
    )
    await user.click(firstEvents.getByRole('checkbox', { name: 'Ceremonia Religiosa' }))
    expect(events.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(
      false,
    )

    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))

    const [first] = events.getAllByRole('checkbox')
    expect(first).toHaveAttribute('aria-invalid', 'true')
    expect(first).toHaveAccessibleDescription('Elige al menos un evento.')
    expect(first).toHaveFocus()
    for (const box of firstEvents.getAllByRole('checkbox'))
      expect(box).not.toHaveAttribute('aria-invalid')
    await expectToast('Elige al menos un evento.', 'error')
    expect(await historyOf(backend.db, '001')).toHaveLength(0)

    await user.click(events.getByRole('checkbox', { name: 'Recepción' }))
    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))
    await expectToast('¡Respuesta guardada exitosamente!', 'success')
    expect(await historyOf(backend.db, '001')).toHaveLength(1)
  })

  it('says the database’s refusal of a person without an event in the couple’s words', async () => {
    // a page whose questions ask no event while the database still does
    await askEvents(false)
    const { card, chooseSeats, user } = await openInvitation()
    await chooseSeats('1 persona')
    await user.type(await person(card, 1).findByRole('textbox', { name: /Nombre/ }), 'Juan García')
    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))

    await expectToast('Elige al menos un evento.', 'error')
    expect(await historyOf(backend.db, '001')).toHaveLength(0)
  })
})

describe('with every question off', () => {
  it('is the spec’s form: the number of people, the date and the button', async () => {
    await primeRsvpQuestions(askNothing)
    const { card, chooseSeats, user } = await openInvitation()
    await chooseSeats('2 personas')
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(card.queryByRole('group', { name: /Persona/ })).toBeNull()
    expect(card.queryAllByRole('textbox')).toHaveLength(0)

    await user.click(card.getByRole('button', { name: 'Enviar Respuesta' }))
    await expectToast('¡Respuesta guardada exitosamente!', 'success')
    expect(card.getByText('Confirmaste asistencia para 2 personas')).toBeVisible()
    expect(await storedPeople('001')).toEqual([])
  })
})
