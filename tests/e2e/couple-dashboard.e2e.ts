import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, saveScreenshot, viewports, watchProblems } from './support/browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

// the demo seed's unanswered invitations
const seedPending = ['001', '004', '005', '007', '008', '010', '012', '013', '015', '016']

const rpc = (fn: string, body: unknown) =>
  fetch(`${inject('baseUrl')}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

/** How many of the seed's pending invitations other browser tests have left unanswered. */
async function stillPending(): Promise<number> {
  const found = await Promise.all(
    seedPending.map(async (key) => (await rpc('find_invitation', { p_human_key: key })).json()),
  )
  return found.filter(
    (invitation: { will_attend: boolean | null }) => invitation.will_attend === null,
  ).length
}

const tally = (page: Page, label: string) =>
  page.locator(`[data-tally="${label}"] dd`).textContent()

async function signIn(page: Page, password: string) {
  await page.getByLabel('Correo electrónico').fill(inject('couple').email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

describe('the couple’s dashboard at /novios', () => {
  it('refuses a wrong password in Spanish, then shows every invitation to the right one', async () => {
    const pending = await stillPending()
    const page = await browser.newPage({ viewport: viewports.phone })
    const problems = watchProblems(page)
    await page.goto(`${inject('baseUrl')}/novios`, { waitUntil: 'networkidle' })
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')

    await signIn(page, 'no-es-la-clave')
    await page.getByRole('alert').getByText('El correo o la contraseña no son correctos.').waitFor()

    await signIn(page, inject('couple').password)
    await page.getByRole('heading', { name: 'Resumen' }).waitFor()
    expect(await tally(page, 'Invitaciones')).toBe('16')
    expect(await tally(page, 'Sin respuesta')).toBe(String(pending))
    expect(pending).toBeGreaterThanOrEqual(9)
    await expect(page.getByRole('heading', { level: 3 }).count()).resolves.toBe(16)

    const whatsapp = page.getByRole('link', { name: /^Enviar por WhatsApp a / })
    expect(await whatsapp.count()).toBe(16)
    for (const href of await whatsapp.evaluateAll((links) =>
      links.map((link) => link.getAttribute('href') ?? ''),
    )) {
      expect(href.startsWith('https://wa.me/?text=')).toBe(true)
      expect(decodeURIComponent(href)).toMatch(/\/rsvp\?invitation=[A-Z0-9]{1,3}\b/)
    }
    await saveScreenshot(page, 'couple-dashboard')

    await page.reload({ waitUntil: 'networkidle' })
    await page.getByRole('heading', { name: 'Resumen' }).waitFor()
    expect(await tally(page, 'Invitaciones')).toBe('16')

    await page.getByRole('button', { name: 'Cerrar sesión' }).click()
    await page.getByRole('button', { name: 'Entrar' }).waitFor()
    await page.reload({ waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Entrar' }).waitFor()
    // the refused password is a 400 from /auth/v1/token, as Supabase Auth answers it
    expect(problems.consoleErrors.filter((error) => !/status of 400/.test(error))).toEqual([])
    expect(problems.consoleErrors.length).toBeLessThanOrEqual(1)
    await page.close()
  })

  it('records an answer on a family’s behalf and shows who gave it', async () => {
    const page = await browser.newPage({ viewport: viewports.phone })
    await page.goto(`${inject('baseUrl')}/novios`, { waitUntil: 'networkidle' })
    await signIn(page, inject('couple').password)
    await page.getByRole('button', { name: 'Ver y editar la invitación 016' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio', { name: 'No asistirán' }).check()
    await dialog.getByRole('button', { name: 'Guardar respuesta' }).click()
    await dialog.getByText(/No asistirán, por los novios \(novios@example\.com\)/).waitFor()
    await dialog.getByRole('img', { name: 'Código QR de la invitación 016' }).waitFor()
    await page.close()
  })
})

describe('strangers', () => {
  it('get no list from the REST table path, the dashboard functions or the guest functions', async () => {
    const table = await fetch(`${inject('baseUrl')}/rest/v1/rsvp_guests?select=*`)
    expect(table.ok).toBe(false)
    expect(JSON.stringify(await table.json())).not.toContain('Familia')

    const list = await rpc('couple_invitations', {})
    expect(list.status).toBe(401)
    expect(JSON.stringify(await list.json())).not.toContain('Familia')

    const miss = await (await rpc('find_invitation', { p_human_key: '%' })).json()
    expect(miss).toBeNull()
  })
})
