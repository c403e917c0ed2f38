import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, viewports } from './support/browser'
import {
  type CoupleApi,
  coupleApi,
  deleteTables,
  type ListedInvitation,
} from './support/couple-api'
import { siteUrl } from './support/site-url'

let browser: Browser
let api: CoupleApi
const ourTables = ['Mesa de una llamada', 'Mesa aparte']

beforeAll(async () => {
  browser = await launchBrowser()
  api = await coupleApi()
  await deleteTables(api, ourTables)
})

// deleting the tables unseats whoever this file seated: the other browser tests see no change
afterEach(async () => {
  await deleteTables(api, ourTables)
})

afterAll(async () => {
  await browser?.close()
})

// what the room may read again meanwhile; any other function it calls is a write
const reads = new Set(['couple_invitations', 'couple_seating', 'couple_seating_history'])

describe('«Mesas» in a browser', () => {
  it('places a family with a person seated apart in one write request', async () => {
    for (const [name, seats] of [
      [ourTables[0]!, 8],
      [ourTables[1]!, 4],
    ] as const) {
      await api.call('couple_create_table', { p_name: name, p_seats: seats })
    }
    // a confirmed family of two of this file's own, so no other browser test has seated it
    const family = { human_key: '092', family_name: 'Familia Aparte' }
    await api.call('couple_add_invitation', {
      p_human_key: family.human_key,
      p_family_name: family.family_name,
      p_family_chief: 'Inés Aparte',
      p_available_tickets: 2,
    })
    await api.call('couple_record_answer', {
      p_human_key: family.human_key,
      p_will_attend: true,
      p_confirmed_tickets: 2,
    })

    const context = await browser.newContext({ viewport: viewports.phone, hasTouch: true })
    const page = await context.newPage()
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await page.getByLabel('Correo electrónico').fill(inject('couple').email)
    await page.getByLabel('Contraseña').fill(inject('couple').password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.getByRole('heading', { name: 'Resumen' }).waitFor()
    await page.getByRole('button', { name: 'Acciones' }).click()
    await page.getByRole('menuitem', { name: 'Mesas…', exact: true }).click()
    const room = page.getByRole('dialog', { name: 'Mesas' })
    await room.getByRole('button', { name: `Elegir mesa para ${family.family_name}` }).tap()
    const dialog = page.getByRole('dialog', { name: `Mesa de ${family.family_name}` })
    await dialog.getByRole('radio', { name: new RegExp(`^${ourTables[0]} · `) }).check()
    await dialog.getByRole('combobox', { name: 'Persona 2' }).click()
    await page.getByRole('option', { name: ourTables[1] }).click()

    const writes: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (request.method() !== 'POST' || !path.startsWith('/rest/v1/rpc/')) return
      const name = path.slice('/rest/v1/rpc/'.length)
      if (!reads.has(name)) writes.push(name)
    })
    await dialog.getByRole('button', { name: 'Guardar' }).tap()
    await dialog.waitFor({ state: 'detached' })
    expect(writes).toEqual(['couple_place_family'])

    const saved = (await api.call('couple_invitations', {})) as (ListedInvitation & {
      person_tables: { position: number; table_name: string }[]
    })[]
    expect(saved.find((row) => row.human_key === family.human_key)).toMatchObject({
      table_name: ourTables[0],
      person_tables: [{ position: 2, table_name: ourTables[1] }],
    })
    await context.close()
  })
})
