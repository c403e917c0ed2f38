import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { toLocalInput } from '../../web/src/features/security/restore-window'
import type { RpcArgs, RpcName } from '../../web/src/lib/guest-list/call-rpc'
import { postRpc } from '../support/rpc-request'
import { launchBrowser, saveScreenshot, viewports, watchProblems } from './support/browser'
import { siteUrl } from './support/site-url'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

// the demo seed's unanswered invitations
const seedPending = ['001', '004', '005', '007', '008', '010', '012', '013', '015', '016']

const rpc = <Fn extends RpcName>(fn: Fn, args: RpcArgs<Fn>) => postRpc(siteUrl(), fn, args)

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
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex')

    await signIn(page, 'no-es-la-clave')
    await page.getByRole('alert').getByText('El correo o la contraseña no son correctos.').waitFor()

    await signIn(page, inject('couple').password)
    await page.getByRole('heading', { name: 'Resumen' }).waitFor()
    expect(await tally(page, 'Invitaciones')).toBe('16')
    expect(await tally(page, 'Sin respuesta')).toBe(String(pending))
    expect(pending).toBeGreaterThanOrEqual(9)
    await expect(
      page.getByRole('heading', { level: 3, name: / · Familia / }).count(),
    ).resolves.toBe(16)

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
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
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

describe('a dashboard that fits the couple’s screen', () => {
  it('shows the list on the first phone screen, the tallies folded, the actions in one menu', async () => {
    const page = await browser.newPage({ viewport: viewports.phone })
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await signIn(page, inject('couple').password)
    await page.getByRole('heading', { name: 'Resumen' }).waitFor()
    const summary = page.getByRole('button', { name: /^Resumen/ })
    expect(await summary.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('[data-tally="Sin enviar"]').isVisible()).toBe(false)
    // the list is on the first screen: its first card's heading and first facts
    const firstCard = page.locator('li[data-invitation]').first()
    const card = await firstCard.boundingBox()
    expect(card && card.y + 120).toBeLessThanOrEqual(viewports.phone.height)
    // the header is one line, the couple's names whole when they fit
    const header = await page.locator('header').first().boundingBox()
    expect(header && header.height).toBeLessThanOrEqual(56)
    const names = page.locator('[data-couple-names]')
    expect(await names.evaluate((each) => each.scrollWidth <= each.clientWidth)).toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    )
    await saveScreenshot(page, 'couple-dashboard-phone')

    await summary.click()
    const lastTally = page.locator('[data-tally="Sin enviar"]')
    await lastTally.waitFor()
    expect(await summary.getAttribute('aria-expanded')).toBe('true')

    expect(await page.getByRole('button', { name: 'Añadir invitación' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Acciones' }).click()
    await page.getByRole('menuitem', { name: 'Añadir invitación' }).waitFor()
    await page.keyboard.press('Escape')
    // the couple's own header: no guest search or cart
    await page.getByRole('link', { name: 'Ver el sitio' }).waitFor()
    expect(await page.getByRole('button', { name: 'Abrir búsqueda' }).count()).toBe(0)
    await page.close()
  })

  it('opens an invitation on a tap anywhere on its card', async () => {
    const page = await browser.newPage({ viewport: viewports.phone, hasTouch: true })
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await signIn(page, inject('couple').password)
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3, name: /^003 · / }) })
    await card.getByText('Lugares').tap()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('img', { name: 'Código QR de la invitación 003' }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await card.focus()
    await page.keyboard.press('Enter')
    await page
      .getByRole('dialog')
      .getByRole('img', { name: 'Código QR de la invitación 003' })
      .waitFor()
    await page.close()
  })

  it('asks before a zip of QR codes whose links lead to this computer', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop })
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await signIn(page, inject('couple').password)
    await page.getByRole('button', { name: 'Descargar códigos QR (zip)' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Descargar los códigos QR?' })
    const warning = dialog.getByRole('alert')
    await warning.getByText(/Los códigos QR llevan enlaces que no abrirán/).waitFor()
    expect(await warning.textContent()).toContain('«Dirección pública del sitio»')
    const download = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Descargar de todos modos' }).click()
    expect((await download).suggestedFilename()).toBe('codigos-qr.zip')
    await dialog.waitFor({ state: 'detached' })
    await page.close()
  })

  it('is a table on a desktop that sorts by family and by answer', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop })
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await signIn(page, inject('couple').password)
    const table = page.getByRole('table', { name: 'Invitaciones' })
    await table.waitFor()
    const firstFamily = () => table.locator('tbody tr').first().locator('td').nth(1).innerText()
    await table.getByRole('button', { name: 'Familia' }).click()
    expect(await firstFamily()).toMatch(/^Familia Aguilar/)
    await table.getByRole('button', { name: 'Familia' }).click()
    expect(await firstFamily()).toMatch(/^Familia Vargas Ibarra/)
    await table.getByRole('button', { name: 'Respuesta' }).click()
    expect(await table.locator('tbody tr').first().locator('td').nth(3).innerText()).toBe(
      'Asistirán',
    )
    await saveScreenshot(page, 'couple-dashboard-desktop')
    await page.close()
  })
})

describe('the sending desk', () => {
  it('opens a family’s own chat once it has a phone, and records a reminder run', async () => {
    const context = await browser.newContext({ viewport: viewports.phone })
    // WhatsApp is a third party: the test never reaches it, and closes the tabs it opens
    await context.route('https://wa.me/**', (route) => route.abort())
    const page = await context.newPage()
    page.on('popup', (opened) => void opened.close())
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await signIn(page, inject('couple').password)

    await page.getByRole('button', { name: 'Ver y editar la invitación 013' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Teléfono (WhatsApp)').fill('55 1234 5678')
    await dialog.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect
      .poll(() =>
        dialog
          .getByRole('link', { name: /WhatsApp/ })
          .first()
          .getAttribute('href'),
      )
      .toMatch(/^https:\/\/wa\.me\/525512345678\?text=.*invitation%3D013/)
    await dialog.getByRole('button', { name: 'Cerrar' }).click()
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /^013 · / }) })
    expect(
      await card.getByRole('link', { name: /^Enviar por WhatsApp/ }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/525512345678\?text=/)

    await page.getByRole('button', { name: 'Acciones' }).click()
    await page.getByRole('menuitem', { name: 'Enviar mensajes…' }).click()
    const run = page.getByRole('dialog', { name: 'Enviar mensajes' })
    await run.getByRole('combobox', { name: 'Mensaje' }).click()
    await page.getByRole('option', { name: 'Recordatorio para responder' }).click()
    await run.getByRole('combobox', { name: 'A quiénes' }).click()
    await page.getByRole('option', { name: 'Abiertas sin respuesta' }).click()
    const families = Number((await run.getByRole('status').innerText()).match(/\d+/)?.[0])
    expect(families).toBeGreaterThan(0)
    await run.getByRole('button', { name: 'Empezar' }).click()
    for (let sent = 1; sent <= families; sent += 1) {
      const oneByOne = run.getByRole('button', { name: 'Enviar una por una' })
      const family = run.getByText(`Recordatorio para responder: ${sent} de ${families}`)
      // the families without a phone come last, together: go through them one by one
      await oneByOne.or(family).waitFor()
      if (await oneByOne.isVisible()) await oneByOne.click()
      await family.waitFor()
      // WhatsApp opens in a new tab; the send is recorded once the couple says it went
      const [whatsapp] = await Promise.all([
        page.context().waitForEvent('page'),
        run.getByRole('link', { name: 'Abrir en WhatsApp' }).click(),
      ])
      await whatsapp.close()
      await run.getByRole('button', { name: 'Sí, se envió' }).click()
    }
    await run
      .getByText(
        `Listo: ${families} ${families === 1 ? 'envío registrado' : 'envíos registrados'} de ${families}`,
      )
      .waitFor()
    await saveScreenshot(page, 'couple-sending-run')
    await context.close()
  })
})

describe('who comes, in the dashboard', () => {
  it('records the people of 002 after a phone call, lists them and counts their meal', async () => {
    const page = await browser.newPage({ viewport: viewports.phone })
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await signIn(page, inject('couple').password)
    await page.getByRole('button', { name: 'Editar las personas de la invitación 002' }).click()
    const dialog = page.getByRole('dialog')
    const person = (number: number) => dialog.getByRole('group', { name: `Persona ${number}` })
    await person(1)
      .getByRole('textbox', { name: /^Nombre/ })
      .fill('Rosa Martínez')
    await person(1).getByRole('combobox', { name: 'Comida' }).selectOption({ label: 'Vegetariano' })
    await person(2)
      .getByRole('textbox', { name: /^Nombre/ })
      .fill('Luis López')
    await saveScreenshot(page, 'couple-people-dialog')
    await dialog.getByRole('button', { name: 'Guardar personas' }).click()
    await page.getByText('Personas guardadas.').waitFor()

    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: '002 · Familia López Martínez' }) })
    await card.getByText('Rosa Martínez · Vegetariano').waitFor()
    await card.getByText('Luis López', { exact: true }).waitFor()
    expect(await tally(page, 'Vegetariano')).toBe('1')
    const found = await (await rpc('find_invitation', { p_human_key: '002' })).json()
    expect(found.people).toMatchObject([
      { name: 'Rosa Martínez', meal: 'vegetariano' },
      { name: 'Luis López', meal: null },
    ])
    await page.close()
  })
})

describe('undoing an attack', () => {
  it('shows the security section and restores what the test’s address just changed', async () => {
    const attackStart = new Date()
    attackStart.setSeconds(0, 0)
    // the "attacker" is this test process: answers from 127.0.0.1 with numbers it guessed
    expect(
      (
        await rpc('respond_invitation', {
          p_human_key: '015',
          p_will_attend: false,
          p_confirmed_tickets: 0,
        })
      ).ok,
    ).toBe(true)
    expect(
      (
        await rpc('respond_invitation', {
          p_human_key: '013',
          p_will_attend: true,
          p_confirmed_tickets: 1,
        })
      ).ok,
    ).toBe(true)

    const page = await browser.newPage({ viewport: viewports.desktop })
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await signIn(page, inject('couple').password)
    const section = page.getByRole('region', { name: 'Seguridad' })
    await section.getByText(/Búsquedas de invitación fallidas en las últimas 24 horas/).waitFor()

    await section.getByRole('button', { name: 'Restaurar respuestas…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Restaurar respuestas' })
    await dialog.getByLabel('Desde').fill(toLocalInput(attackStart))
    await dialog.getByRole('button', { name: 'Ver vista previa' }).click()
    await dialog.getByText(/por dirección: 127\.0\.0\.1/).waitFor()
    await dialog.getByLabel('Dirección').selectOption('127.0.0.1')
    await dialog.getByRole('button', { name: 'Ver vista previa' }).click()

    const changes = dialog.getByRole('list', { name: 'Respuestas que se restaurarán' })
    await changes.getByText('015 · Familia Domínguez: No asistirán → Sin respuesta').waitFor()
    await changes.getByText('013 · Familia Aguilar: Asistirán, 1 persona → Sin respuesta').waitFor()
    await dialog.getByRole('button', { name: /^Restaurar \d+ respuestas?$/ }).click()
    await page.getByText(/^Se restaur(ó|aron) \d+ respuestas?\.$/).waitFor()
    await dialog.waitFor({ state: 'detached' })

    for (const key of ['015', '013']) {
      const found = await (await rpc('find_invitation', { p_human_key: key })).json()
      expect(found).toMatchObject({ will_attend: null, confirmed_at: null })
    }
    await page.getByRole('button', { name: 'Ver y editar la invitación 015' }).click()
    await page
      .getByRole('dialog')
      .getByText(/Restaurada a «Sin respuesta», por los novios \(novios@example\.com\)/)
      .waitFor()
    await page.close()
  })
})

describe('the couple’s spreadsheet through the dashboard', () => {
  // 016 is unanswered in the seed and no other browser test touches it; its chief is put back
  const spreadsheet = (chief: string) => ({
    name: 'invitados.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Número,Familia,Jefe de familia,Lugares\r\n016,Familia Vargas Ibarra,${chief},3\r\n`,
    ),
  })
  const chiefOf016 = async () =>
    (await (await rpc('find_invitation', { p_human_key: '016' })).json()).family_chief

  async function importFile(page: Page, chief: string) {
    await page.getByRole('button', { name: 'Importar CSV' }).click()
    const dialog = page.getByRole('dialog', { name: 'Importar invitaciones desde CSV' })
    await dialog
      .getByLabel(
        'Actualizar las invitaciones que ya existen (nombre, jefe de familia, lugares, teléfono y eventos)',
      )
      .check()
    await dialog.getByLabel('Archivo CSV').setInputFiles(spreadsheet(chief))
    return dialog
  }

  it('updates a family from a Spanish-headed file, and the same file again changes nothing', async () => {
    const page = await browser.newPage({ viewport: viewports.desktop })
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await signIn(page, inject('couple').password)
    await page.getByRole('heading', { name: 'Resumen' }).waitFor()

    let dialog = await importFile(page, 'Alberto Vargas Ibarra')
    await dialog.getByText(/0 invitaciones nuevas, 1 actualizada y 0 sin cambios/).waitFor()
    await dialog.getByRole('button', { name: 'Guardar 1 invitación' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(chiefOf016).toBe('Alberto Vargas Ibarra')

    dialog = await importFile(page, 'Alberto Vargas Ibarra')
    await dialog.getByText(/0 invitaciones nuevas, 0 actualizadas y 1 sin cambios/).waitFor()
    expect(await dialog.getByRole('button', { name: /^Guardar/ }).isDisabled()).toBe(true)
    await dialog.getByRole('button', { name: 'Cancelar' }).click()
    await dialog.waitFor({ state: 'detached' })

    dialog = await importFile(page, 'Alberto Vargas')
    await dialog.getByRole('button', { name: 'Guardar 1 invitación' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(chiefOf016).toBe('Alberto Vargas')
    await page.close()
  })
})

describe('the door, in the dashboard', () => {
  it('adds a door helper with a password and lists it, and both door sections pass axe', async () => {
    // axe goes in as an inline script, which the site's Content-Security-Policy refuses
    const context = await browser.newContext({ viewport: viewports.phone, bypassCSP: true })
    const page = await context.newPage()
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await signIn(page, inject('couple').password)
    const door = page.getByRole('region', { name: 'Puerta' })
    await door.getByRole('button', { name: 'Agregar a la puerta' }).waitFor()
    await door.getByLabel('Correo de quien ayuda en la puerta').fill('Tio.Beto@Example.com')
    await door.getByLabel('Contraseña para esa persona').fill('la-clave-de-beto')
    await door.getByRole('button', { name: 'Agregar a la puerta' }).click()
    await door
      .getByRole('list', { name: 'Quienes ayudan en la puerta' })
      .getByText('tio.beto@example.com')
      .waitFor()
    expect(await door.locator('[data-door-address]').textContent()).toMatch(/\/novios\/puerta$/)
    await page.getByRole('region', { name: 'Llegadas' }).waitFor()
    await saveScreenshot(page, 'couple-dashboard-door')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewports.phone.width,
    )

    const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
    await page.addScriptTag({ content: await readFile(axePath, 'utf8') })
    const violations = await page.evaluate(async () => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') }
      const sections = [...document.querySelectorAll('section')].filter((section) =>
        /^(Puerta|Llegadas)$/.test(section.querySelector('h2')?.textContent ?? ''),
      )
      const { violations } = await axe.run({ include: sections })
      return violations.map((violation) => `${violation.id}: ${violation.nodes.length}`)
    })
    expect(violations).toEqual([])
    await context.close()
  })
})

describe('strangers', () => {
  it('get no list from the REST table path, the dashboard functions or the guest functions', async () => {
    const table = await fetch(`${siteUrl()}/rest/v1/rsvp_guests?select=*`)
    expect(table.ok).toBe(false)
    expect(JSON.stringify(await table.json())).not.toContain('Familia')

    const list = await rpc('couple_invitations', {})
    expect(list.status).toBe(401)
    expect(JSON.stringify(await list.json())).not.toContain('Familia')

    const miss = await (await rpc('find_invitation', { p_human_key: '%' })).json()
    expect(miss).toBeNull()
  })
})

describe('what is new since the couple’s last visit', () => {
  it('marks a family that answered after the visit, with the count in the title, until seen', async () => {
    const page = await browser.newPage({ viewport: viewports.phone })
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await signIn(page, inject('couple').password)
    await page.getByRole('heading', { name: 'Invitaciones' }).waitFor()
    await page.waitForLoadState('networkidle')
    // what earlier tests' guests answered is seen first, so this visit starts from nothing new
    const markSeen = page.getByRole('button', { name: 'Marcar como visto' })
    if (await markSeen.isVisible()) await markSeen.click()
    await expect.poll(() => page.title()).toBe('Panel de los novios')

    // a family the other browser tests leave unanswered answers through its link
    let key: string | undefined
    for (const candidate of ['012', '010', '008', '007', '005']) {
      const found = await (await rpc('find_invitation', { p_human_key: candidate })).json()
      if (found.will_attend === null) {
        key = candidate
        break
      }
    }
    expect(key).toBeDefined()
    const answer = { p_human_key: key ?? null, p_will_attend: true, p_confirmed_tickets: 1 }
    expect((await rpc('respond_invitation', answer)).ok).toBe(true)

    // the next visit
    await page.reload({ waitUntil: 'networkidle' })
    const card = page.locator(`li[data-invitation="${key}"]`)
    const mark = card.locator('[data-news="new"]')
    await mark.waitFor()
    expect(await mark.textContent()).toBe('Nuevo: respondió desde tu última visita')
    await expect.poll(() => page.title()).toBe('(1) Panel de los novios')
    await page.getByText(/^1 novedad desde tu última visita \(/).waitFor()
    expect(await page.locator('[data-news]').count()).toBe(1)
    await saveScreenshot(page, 'couple-dashboard-whats-new')

    await markSeen.click()
    await expect.poll(() => page.title()).toBe('Panel de los novios')
    expect(await page.locator('[data-news]').count()).toBe(0)
    await page.reload({ waitUntil: 'networkidle' })
    await card.waitFor()
    expect(await page.locator('[data-news]').count()).toBe(0)
    expect(await page.title()).toBe('Panel de los novios')
    await page.close()
  })
})
