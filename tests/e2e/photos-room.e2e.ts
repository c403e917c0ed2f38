import { execFileSync } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { fakeJpeg, sendPhoto, type PhotosSite } from '../support/photos-contract'
import { launchBrowser, viewports, watchProblems } from './support/browser'
import { siteUrl } from './support/site-url'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})

afterAll(async () => {
  await browser?.close()
})

// the guests' calls, as their page makes them, against the site the browser opens
const site = () =>
  ({ baseUrl: siteUrl(), functionUrl: `${siteUrl()}/functions/v1/photos` }) as PhotosSite

describe('«Fotos» in /novios', () => {
  it('approves a guest’s photo and downloads every original with the CSV in a ZIP that unzip accepts', async () => {
    const first = await sendPhoto(site(), '006', fakeJpeg(300_000), fakeJpeg(20_000))
    const second = await sendPhoto(site(), '014', fakeJpeg(200_000), fakeJpeg(20_000))
    expect([first.status, second.status]).toEqual(['pending', 'pending'])

    const page = await browser.newPage({ viewport: viewports.desktop, acceptDownloads: true })
    const problems = watchProblems(page)
    await page.goto(`${siteUrl()}/novios`, { waitUntil: 'networkidle' })
    await page.getByLabel('Correo electrónico').fill(inject('couple').email)
    await page.getByLabel('Contraseña').fill(inject('couple').password)
    await page.getByRole('button', { name: 'Entrar' }).click()
    await page.getByRole('button', { name: 'Fotos…' }).click()
    const room = page.getByRole('dialog', { name: 'Fotos' })

    const photo = room.getByRole('listitem', { name: /^Foto de Familia Sánchez Olvera/ }).first()
    await photo.getByRole('img').waitFor()
    await photo.getByRole('button', { name: 'Aprobar' }).click()
    await photo.getByText('Aprobada').waitFor()

    const download = page.waitForEvent('download')
    await room.getByRole('button', { name: 'Descargar todas' }).click()
    const file = await download
    expect(file.suggestedFilename()).toBe('fotos-de-la-boda.zip')
    const dir = await mkdtemp(path.join(os.tmpdir(), 'photos-e2e-'))
    try {
      const zip = path.join(dir, 'fotos.zip')
      await file.saveAs(zip)
      expect(execFileSync('unzip', ['-t', zip]).toString()).toContain('No errors detected')
      const names = execFileSync('unzip', ['-Z1', zip]).toString().trim().split('\n')
      expect(names).toContain('fotos.csv')
      for (const sent of [first, second]) {
        const name = names.find((each) => each.includes(sent.photoId.slice(0, 8)))!
        expect(new Uint8Array(execFileSync('unzip', ['-p', zip, name]))).toEqual(sent.photo)
      }
      const csv = execFileSync('unzip', ['-p', zip, 'fotos.csv']).toString()
      expect(csv).toContain('Familia Sánchez Olvera')
      expect(csv).toContain('aprobada')
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
    expect(problems.consoleErrors).toEqual([])
    await page.close()
  })
})
