// @vitest-environment jsdom
import { render, screen, waitFor } from '../../support/couple/render'
import { Suspense, type ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rsvpQuestionsQuery } from '../../../web/src/content/queries'
import type { RsvpQuestionsQueryResult } from '../../../web/src/content/sanity.types'
import { queryDefaultDataset } from '../../support/default-dataset'
import type { EmbeddedBackend } from '../../server/support/start-embedded-backend'
import { signInAsCouple, stopSignedInCouple } from '../../support/couple/signed-in-couple'

let backend: EmbeddedBackend
let useAnswerRules: () => string | null
let store: typeof import('../../../web/src/content/content-store')

// The hook talks to a real embedded server (PGlite) as the signed-in couple.
beforeAll(async () => {
  backend = await signInAsCouple()
  // loaded once the server's address is known, since the site reads it from the environment
  const [hook, contentStore] = await Promise.all([
    import('../../../web/src/features/guest-list/hooks/use-answer-rules'),
    import('../../../web/src/content/content-store'),
  ])
  store = contentStore
  useAnswerRules = hook.useAnswerRules
})

afterAll(() => stopSignedInCouple(backend))

function publish(questions: RsvpQuestionsQueryResult) {
  store.primeContent({
    [store.contentKey(rsvpQuestionsQuery, {})]: {
      query: rsvpQuestionsQuery,
      params: {},
      result: questions,
    },
  })
}

const RulesStatus: ComponentType = () => <p>{useAnswerRules() ?? 'sin errores'}</p>

async function storedRules() {
  const { rows } = await backend.db.query<{ names: boolean; meals: string[]; events: string[] }>(
    'select attendee_names_required as names, meal_choices as meals, event_keys as events from public.rsvp_settings',
  )
  return rows[0]
}

describe('the dashboard applying the Studio’s questions', () => {
  it('makes the database follow what the couple published', async () => {
    const published = await queryDefaultDataset(rsvpQuestionsQuery)
    publish({
      ...published!,
      namesRequired: true,
      askEvents: true,
      mealChoices: [{ _key: 'pollo', label: 'Pollo', asksDetails: false }],
    })
    render(
      <Suspense fallback="cargando">
        <RulesStatus />
      </Suspense>,
    )

    await waitFor(async () =>
      expect(await storedRules()).toEqual({
        names: true,
        meals: ['pollo'],
        events: ['event-ceremony', 'event-reception'],
      }),
    )
    expect(screen.getByText('sin errores')).toBeTruthy()
  })
})
