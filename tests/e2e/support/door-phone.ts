import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { doorPath } from '../../../web/src/config/paths'
import { siteUrl } from './site-url'

/** The door's page on the suite's site. */
export const doorUrl = () => `${siteUrl()}${doorPath}`

/** The line that says when the list came (its wording changes with the date; it begins so). */
export const listSynced = /^Lista actualizada /

/** Signs the suite's door account in on `page` (already at the door, or opens it). */
export async function signInAtTheDoor(page: Page, open = true) {
  if (open) await page.goto(doorUrl())
  await page.getByLabel('Correo electrónico').fill(inject('door').email)
  await page.getByLabel('Contraseña').fill(inject('door').password)
  await page.getByRole('button', { name: 'Entrar' }).click()
  await page.getByText(listSynced).waitFor()
}

/** Opens a family's card by a search for its name. */
export async function openFamilyByName(page: Page, search: string, familyName: string) {
  await page.getByLabel('Buscar por nombre o número').fill(search)
  await page.getByRole('button', { name: new RegExp(familyName) }).click()
  await page.getByRole('heading', { name: familyName }).waitFor()
}

/** Waits until nothing of this phone waits to be sent. */
export const allSent = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[data-pending-count]'))

/** What the phone's IndexedDB keeps of the day's list: how many families (0 without a list). */
export const familiesOnThePhone = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('boda-puerta')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const db = open.result
          const read = db.transaction('list').objectStore('list').get('day')
          read.onsuccess = () => {
            const list = read.result as { families?: unknown[] } | undefined
            resolve(list?.families?.length ?? 0)
            db.close()
          }
          read.onerror = () => reject(read.error)
        }
      }),
  )

/** Ends every session of the door account, as «Cerrar sesión en todos los dispositivos» would. */
export async function signOutEverywhere() {
  const baseUrl = siteUrl()
  const { email, password } = inject('door')
  const signIn = await fetch(`${baseUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const { access_token: token } = (await signIn.json()) as { access_token?: string }
  if (!token) throw new Error(`The door account could not sign in: ${signIn.status}`)
  const signOut = await fetch(`${baseUrl}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
  if (signOut.status !== 204) throw new Error(`Signing out everywhere answered ${signOut.status}`)
}
