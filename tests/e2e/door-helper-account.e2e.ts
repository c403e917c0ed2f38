import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { doorPath } from '../../web/src/config/paths'
import { launchBrowser, saveScreenshot, viewports, watchProblems } from './support/browser'
import { siteUrl } from './support/site-url'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

const helper = { email: 'prima.lu@example.com', password: 'la-clave-de-lu' }

async function signInToDashboard(page: Page) {
  await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
  await page.getByLabel('Correo electrónico').fill(inject('couple').email)
  await page.getByLabel('Contraseña').fill(inject('couple').password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.getByRole('heading', { name: 'Resumen' }).waitFor()
}

async function signInAtTheDoor(page: Page) {
  await page.goto(`${siteUrl()}${doorPath}`, { waitUntil: 'networkidle' })
  await page.getByLabel('Correo electrónico').fill(helper.email)
  await page.getByLabel('Contraseña').fill(helper.password)
  await page.getByRole('button', { name: 'Entrar' }).click()
}

describe('a door helper the couple adds in the dashboard, with no terminal', () => {
  it('signs in at the door with the password the couple chose, and no more once removed', async () => {
    const couple = await browser.newContext({ viewport: viewports.phone })
    const dashboard = await couple.newPage()
    const problems = watchProblems(dashboard)
    await signInToDashboard(dashboard)
    const door = dashboard.getByRole('region', { name: 'Puerta' })
    await door.getByLabel('Correo de quien ayuda en la puerta').fill(' Prima.Lu@Example.com')
    await door.getByLabel('Contraseña para esa persona').fill(helper.password)
    await door.getByRole('button', { name: 'Agregar a la puerta' }).click()
    const list = door.getByRole('list', { name: 'Quienes ayudan en la puerta' })
    await list.getByText(helper.email, { exact: true }).waitFor()
    await dashboard.getByText(`Listo: ${helper.email} ya puede entrar a la puerta`).waitFor()
    await saveScreenshot(dashboard, 'couple-dashboard-door-helper-added')

    // the helper's own phone: a fresh browser, nothing of the couple's in it
    const phone = await browser.newContext({ viewport: viewports.phone })
    const doorPage = await phone.newPage()
    const doorProblems = watchProblems(doorPage)
    await signInAtTheDoor(doorPage)
    await doorPage.getByText(/^Lista actualizada/).waitFor()
    expect(await doorPage.getByRole('button', { name: 'Entrar' }).count()).toBe(0)
    expect(doorProblems).toEqual({ consoleErrors: [], failedRequests: [] })
    await phone.close()

    await door.getByRole('button', { name: `Quitar a ${helper.email}` }).click()
    await dashboard.getByRole('dialog').getByRole('button', { name: 'Quitar' }).click()
    await dashboard
      .getByText(`${helper.email} ya no está en la puerta y su cuenta se borró.`)
      .waitFor()
    expect(await list.getByText(helper.email, { exact: true }).count()).toBe(0)
    expect(problems).toEqual({ consoleErrors: [], failedRequests: [] })
    await couple.close()

    const another = await browser.newContext({ viewport: viewports.phone })
    const refused = await another.newPage()
    await signInAtTheDoor(refused)
    await refused.getByRole('alert').waitFor()
    expect(await refused.getByText(/^Lista actualizada/).count()).toBe(0)
    await another.close()
  })
})
