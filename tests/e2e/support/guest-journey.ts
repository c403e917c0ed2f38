import type { BrowserContext, Page } from 'playwright-core'

/** The `securitypolicyviolation` events a page raised: what the CSP blocked, and where. */
export type CspViolations = string[]

/**
 * Records every CSP violation of every document the page loads. Other hosts are answered with
 * an empty page, so links and the video player open without the internet.
 */
export async function watchCspViolations(context: BrowserContext, page: Page, ownOrigin: string) {
  const violations: CspViolations = []
  await context.route(
    (url) => url.origin !== ownOrigin,
    (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>x</title>' }),
  )
  await page.exposeFunction('reportCspViolation', (violation: string) => violations.push(violation))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (v: string) => void })
        .reportCspViolation
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`,
      )
    })
  })
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

/** What a guest does on the invitation: the video, a details dialog, a map and the calendar. */
export async function walkThroughInvitation(context: BrowserContext, page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.waitForLoadState('networkidle')

  await page.getByRole('button', { name: 'Reproducir video' }).click()
  const player = page.locator('iframe[src*="player.cloudinary.com"]')
  await player.waitFor()
  await (await player.elementHandle())?.contentFrame().then((frame) => frame?.waitForLoadState())
  await page.getByRole('button', { name: 'Cerrar video' }).click()
  await player.waitFor({ state: 'detached' })

  await page.getByRole('button', { name: 'Ver Detalles' }).first().click()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Cerrar', exact: true }).click()
  await dialog.waitFor({ state: 'detached' })

  const [map] = await Promise.all([
    context.waitForEvent('page'),
    page
      .getByRole('link', { name: /Ubicación/ })
      .first()
      .click(),
  ])
  await map.close()

  await page.getByRole('button', { name: 'Agregar al calendario' }).first().click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: /Descargar archivo \.ics/ }).click(),
  ])
  await download.path()
  await page.getByRole('button', { name: 'Agregar al calendario' }).first().click()
  const [calendar] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('menuitem', { name: /Google Calendar/ }).click(),
  ])
  await calendar.close()
}

/** A family opens its personal link, finds its invitation and confirms one guest. */
export async function answerInvitation(page: Page, baseUrl: string, invitation: string) {
  await page.goto(`${baseUrl}/rsvp?invitation=${invitation}`, { waitUntil: 'networkidle' })
  await page.getByText('¡Invitado encontrado!').waitFor()
  await page
    .getByRole('combobox', { name: /Número de personas/ })
    .selectOption({ label: '1 persona' })
  await page.getByRole('button', { name: 'Enviar Respuesta' }).click()
  await page.getByText('¡Respuesta guardada exitosamente!').waitFor()
}
