import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { doorPath } from '../../../web/src/config/paths'
import { paseLink } from '../../../web/src/lib/guest-list/invitation-link'
import { postRpc } from '../../support/rpc-request'
import { coupleApi } from '../support/couple-api'
import { type Engine, type EngineName, enginesOfThisRun, launchEngine } from './engine'
import { button, css, field, group, heading, personAt, region, text } from './person'
import { qrCameraScript, qrModules, refusedCameraScript } from './qr-camera'
import { siteUrl } from '../support/site-url'

/**
 * The guest's and the door's paths, written once and run by each engine's adapter:
 * `npm run test:e2e -- --engine chromium|firefox|webkit` (docs/testing.md, «Every engine»).
 */

/**
 * Each engine answers and lets in families of its own, so the engines of one run (one server:
 * `--engine firefox,webkit`) never read what another wrote.
 */
const families: Record<EngineName, { guest: Family; door: Family }> = {
  chromium: {
    guest: { key: '001', name: 'Familia García Hernández' },
    door: { key: '002', name: 'Familia López Martínez', search: 'lopez martinez' },
  },
  firefox: {
    guest: { key: '005', name: 'Familia Hernández Ruiz' },
    door: { key: '006', name: 'Familia Sánchez Olvera', search: 'SANCHEZ' },
  },
  webkit: {
    guest: { key: '007', name: 'Familia Mendoza' },
    door: { key: '014', name: 'Familia Navarro Gil', search: 'navarro' },
  },
}

type Family = { key: string; name: string; search?: string }

/** «Han llegado A de P» on the family's card, as numbers. */
const arrivals = (text: string) => {
  const [, arrived, pases] = /^Han llegado (\d+) de (\d+)$/.exec(text) ?? []
  return { arrived: Number(arrived), pases: Number(pases) }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** What «Guardar pase» handed the browser: a download's name and the image's first bytes. */
const saveSpy = `
window.__saved = null
const blobs = new Map()
const createObjectURL = URL.createObjectURL
URL.createObjectURL = (blob) => {
  const url = createObjectURL(blob)
  blobs.set(url, blob)
  return url
}
HTMLAnchorElement.prototype.click = function () {
  const blob = blobs.get(this.href)
  if (!this.download || !blob) return
  const name = this.download
  blob.arrayBuffer().then((buffer) => {
    const bytes = new Uint8Array(buffer)
    window.__saved = { name, type: blob.type, size: bytes.length, head: [...bytes.slice(0, 8)] }
  })
}
`

describe.each(enginesOfThisRun())('the guest’s and the door’s paths in %s', (name) => {
  let engine: Engine
  const { guest: invited, door: arriving } = families[name]

  beforeAll(async () => {
    engine = await launchEngine(name, siteUrl())
  })

  afterAll(async () => {
    await engine?.close()
  })

  it('a family answers with people, meals and a message, sees it back after a reload, changes it and saves its pase', async () => {
    // the family may still change its answer (the seed's deadline has passed by the suite's day)
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
    const api = await coupleApi()
    await api.call('couple_set_invitation_deadline', {
      p_human_key: invited.key,
      p_deadline: inAMonth,
    })
    // unanswered, as the seed has it, whatever ran before
    const seen = (await (
      await postRpc(siteUrl(), 'find_invitation', { p_human_key: invited.key })
    ).json()) as { will_attend: boolean | null }
    if (seen.will_attend !== null) {
      await api.call('couple_clear_answer', { p_human_key: invited.key })
    }
    const page = await engine.newPage()
    const guest = personAt(page)
    await page.goto(`${engine.siteUrl}/rsvp?invitation=${invited.key}`)
    await guest.see(text('¡Invitado encontrado!'))
    await guest.choose('2 personas', field(/Número de personas/))
    await guest.typeInto('Juan García', group('Persona 1'), field(/Nombre completo/))
    await guest.typeInto('Ana Hernández', group('Persona 2'), field(/Nombre completo/))
    await guest.choose('Alergia o intolerancia', group('Persona 2'), field(/^Comida/))
    await guest.typeInto('Nueces', group('Persona 2'), field(/¿Cuál\?/))
    await guest.typeInto('¡Felicidades!', field(/Mensaje para los novios/))
    await guest.tap(button('Enviar Respuesta'))
    await guest.see(text('¡Respuesta guardada exitosamente!'))
    await guest.see(text(/^Confirmaste asistencia para 2 personas?/))

    await page.reload()
    const family = region(invited.name)
    await guest.see(text(/^Confirmaste asistencia para 2 personas?/))
    await guest.see(family, text(/^Ana Hernández\s*Comida: Alergia o intolerancia \(Nueces\)$/))
    await guest.see(text('Tu mensaje: ¡Felicidades!'))
    const stored = (await (
      await postRpc(siteUrl(), 'find_invitation', { p_human_key: invited.key })
    ).json()) as { message: string; people: { name: string }[] }
    expect(stored.message).toBe('¡Felicidades!')
    expect(stored.people.map((person) => person.name)).toEqual(['Juan García', 'Ana Hernández'])

    // «Modificar» opens the answer as it was, and a change is kept
    await guest.tap(button('Modificar'))
    await guest.until(
      'the message back in its field',
      'return [...document.querySelectorAll("textarea")].some((t) => t.value === arguments[0])',
      '¡Felicidades!',
    )
    await guest.typeInto('¡Felicidades a los dos!', field(/Mensaje para los novios/))
    await guest.tap(button('Guardar Cambios'))
    await guest.see(text('Tu mensaje: ¡Felicidades a los dos!'))

    // «Ver mi pase», then «Guardar pase»: a PNG named after the family
    await guest.tap(button('Ver mi pase'))
    const pase = region('Tu pase')
    await guest.see(pase, text('2 pases'))
    await guest.see(pase, {
      role: 'img',
      name: new RegExp(`^Código QR del pase de ${escape(invited.name)}`),
    })
    await page.run(saveSpy)
    await guest.tap(pase, button('Guardar pase'))
    await guest.until('the pase saved', 'return window.__saved !== null')
    const saved = await page.run<{ name: string; type: string; size: number; head: number[] }>(
      'return window.__saved',
    )
    expect(saved).toMatchObject({
      name: `pase-${invited.name}.png`,
      type: 'image/png',
      head: [137, 80, 78, 71, 13, 10, 26, 10],
    })
    expect(saved.size).toBeGreaterThan(5_000)
    expect(await page.consoleErrors()).toEqual([])
    await page.close()
  })

  it('the home page opens with no console error', async () => {
    const page = await engine.newPage()
    const guest = personAt(page)
    await page.goto(`${engine.siteUrl}/`)
    await guest.see(heading(/./))
    await guest.until('the page settled', 'return document.readyState === "complete"')
    expect(await page.consoleErrors()).toEqual([])
    await page.close()
  })

  it('the door signs in, finds a family by name and by its pase’s QR code, records an arrival and reopens without signal', async () => {
    const found = await postRpc(siteUrl(), 'find_invitation', { p_human_key: arriving.key })
    const { pase_token: token } = (await found.json()) as { pase_token: string }
    const page = await engine.newPage()
    const helper = personAt(page)
    await page.goto(`${engine.siteUrl}${doorPath}`)
    await helper.typeInto(inject('door').email, field(/Correo electrónico/))
    await helper.typeInto(inject('door').password, field(/Contraseña/))
    await helper.tap(button('Entrar'))
    await helper.see(text(/^Lista actualizada el \d+ de \p{L}+ a las \d\d:\d\d$/u))

    // the list, searched without accents or case
    await helper.typeInto('jimenez', field(/Buscar por nombre o número/))
    await helper.tap(button(/^Familia Jiménez/))
    await helper.see(heading('Familia Jiménez'))
    await helper.tap(button('Buscar otra familia'))

    // the camera refused at its prompt: the page says so, and the search by name stays
    await page.run(refusedCameraScript)
    await helper.tap(button('Escanear pase'))
    await helper
      .see(text('El teléfono no deja usar la cámara. Permítelo en los ajustes o busca por nombre.'))
      .catch(async (error: Error) => {
        // Now and then in WebKit, beside other work, the page used the real camera: was the
        // refusal still in this document, and did the page's camera call ever reach it?
        const refusal = await page
          .run<string>(
            'return `${Boolean(window.__cameraOriginal)}, refused ${window.__cameraRefusals || 0} times`',
          )
          .catch(() => 'unknown')
        throw new Error(`${error.message} (the refusal in this document: ${refusal})`)
      })
    await helper.tap(button('Cerrar la cámara'))
    await helper.see(field(/Buscar por nombre o número/))

    // the family's pase shown to the camera: its QR holds the pase's link, matched by its hash
    await page.run(qrCameraScript, qrModules(paseLink(token, siteUrl())))
    await helper.tap(button('Escanear pase'))
    await helper.see(heading(arriving.name))
    expect(await page.run('return window.__cameraAnswered === true')).toBe(true)
    const before = arrivals(await helper.textOf('[data-arrived]', /^Han llegado \d+ de \d+$/))
    expect(before.pases - before.arrived).toBeGreaterThanOrEqual(2)
    const after = (more: number) =>
      new RegExp(`^Han llegado ${before.arrived + more} de ${before.pases}$`)
    await helper.tap(button('Registrar 1 llegada'))
    await helper.textOf('[data-arrived]', after(1))
    await helper.until(
      'nothing left to send',
      'return !document.querySelector("[data-pending-count]")',
    )

    // the door's worker keeps the page: without signal it opens with the list on the phone
    await helper.until(
      'the door’s worker in control',
      'return navigator.serviceWorker && navigator.serviceWorker.controller !== null',
    )
    // what the page said until now; without signal it may log the requests that failed
    expect(await page.consoleErrors()).toEqual([])
    await engine.goOffline(page)
    try {
      await page.reload()
      await helper.see(text(/^Lista actualizada el \d+ de \p{L}+ a las \d\d:\d\d$/u))
      await helper.typeInto(arriving.search ?? arriving.name, field(/Buscar por nombre o número/))
      await helper.tap(button(new RegExp(`^${escape(arriving.name)}`)))
      await helper.textOf('[data-arrived]', after(1))
      await helper.tap(button('Registrar 1 llegada'))
      await helper.see(css('[data-pending-count="1"]'))
    } finally {
      await engine.goOnline(page)
    }
    // back online, the arrival kept on the phone is sent
    await helper.until(
      'nothing left to send',
      'return !document.querySelector("[data-pending-count]")',
    )
    await helper.textOf('[data-arrived]', after(2))
    await page.close()
  })
})
