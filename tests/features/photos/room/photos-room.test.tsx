// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { execFileSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { ComponentType } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PhotosRoomDialogProps } from '../../../../web/src/features/photos/room/photos-room-dialog'
import { captureDownloads } from '../../../support/captured-downloads'
import { sendPhoto, type PhotosSite } from '../../../support/photos-contract'
import type { EmbeddedBackend } from '../../../server/support/start-embedded-backend'
import { signInAsCouple, stopSignedInCouple } from '../../../support/couple/signed-in-couple'
import { serverWait } from '../../../support/server-wait'

let backend: EmbeddedBackend
let site: PhotosSite
let PhotosRoomDialog: ComponentType<PhotosRoomDialogProps>
const downloads = captureDownloads()

beforeAll(async () => {
  backend = await signInAsCouple()
  site = {
    db: backend.db,
    baseUrl: backend.baseUrl,
    functionUrl: `${backend.baseUrl}/functions/v1/photos`,
    storage: backend.storage,
  }
  // a family whose name a spreadsheet would run as a formula
  await backend.db.query(
    "update public.rsvp_guests set family_name = '=HYPERLINK(\"http://x\")' where human_key = '009'",
  )
  ;({ PhotosRoomDialog } =
    await import('../../../../web/src/features/photos/room/photos-room-dialog'))
})
afterAll(() => stopSignedInCouple(backend))

const statusOf = async (id: string) =>
  (
    await backend.db.query<{ status: string }>('select status from public.photos where id = $1', [
      id,
    ])
  ).rows[0]?.status
const settings = async () =>
  (
    await backend.db.query<{
      gallery_visible: boolean
      quota_per_invitation: number
      auto_approve: boolean
    }>('select gallery_visible, quota_per_invitation, auto_approve from public.photo_settings')
  ).rows[0]!

const photoItem = (family: string) =>
  screen.findAllByRole('listitem', { name: new RegExp(`^Foto de ${family}`) }, serverWait)

describe('«Fotos»: the couple reviews the guests’ photos', () => {
  it('shows every photo with its family, and approves, hides and deletes it', async () => {
    const photo = await sendPhoto(site, '002')
    const user = userEvent.setup()
    render(<PhotosRoomDialog siteUrl="https://boda.example.com" onClose={() => {}} />)

    const [item] = await photoItem('Familia López Martínez')
    expect(within(item!).getByText('Por revisar')).toBeTruthy()
    await user.click(within(item!).getByRole('button', { name: 'Aprobar' }))
    await within(item!).findByText('Aprobada', undefined, serverWait)
    expect(await statusOf(photo.photoId)).toBe('approved')

    await user.click(within(item!).getByRole('button', { name: 'Ocultar' }))
    await within(item!).findByText('Oculta', undefined, serverWait)
    expect(await statusOf(photo.photoId)).toBe('hidden')

    await user.click(within(item!).getByRole('button', { name: 'Borrar' }))
    await user.click(within(item!).getByRole('button', { name: 'Sí, borrar' }))
    // the row goes first, then the function deletes the objects
    await expect.poll(() => backend.storage.exists('photos', photo.path), serverWait).toBe(false)
    expect(await statusOf(photo.photoId)).toBeUndefined()
  })

  it('sets the gallery, auto-approval and the quota, and refuses a quota that is not a number', async () => {
    const user = userEvent.setup()
    render(<PhotosRoomDialog siteUrl="https://boda.example.com" onClose={() => {}} />)
    const gallery = await screen.findByRole(
      'switch',
      { name: 'Mostrar la galería a los invitados' },
      serverWait,
    )
    await user.click(gallery)
    await expect.poll(async () => (await settings()).gallery_visible, serverWait).toBe(true)
    const auto = () => screen.getByRole('switch', { name: 'Aprobar automáticamente' })
    // the switches wait while a change is saved
    await expect.poll(() => (auto() as HTMLInputElement).disabled, serverWait).toBe(false)
    await user.click(auto())
    await expect.poll(async () => (await settings()).auto_approve, serverWait).toBe(true)

    const quota = screen.getByRole('textbox', { name: 'Fotos por invitación' })
    await user.clear(quota)
    await user.type(quota, 'mil')
    await expect
      .poll(
        () => screen.getByRole('button', { name: 'Guardar' }).hasAttribute('disabled'),
        serverWait,
      )
      .toBe(false)
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('de 0 a 1000')
    await user.clear(quota)
    await user.type(quota, '25')
    await user.click(screen.getByRole('button', { name: 'Guardar' }))
    await expect.poll(async () => (await settings()).quota_per_invitation, serverWait).toBe(25)
    await backend.db.query(
      'update public.photo_settings set gallery_visible = false, auto_approve = false',
    )
  })

  it('prints the tables’ cards with the QR of the public site’s upload page', async () => {
    const user = userEvent.setup()
    render(<PhotosRoomDialog siteUrl="https://boda.example.com" onClose={() => {}} />)
    await screen.findByRole('img', { name: 'Código QR de https://boda.example.com/fotos' })
    await user.click(screen.getByRole('button', { name: 'Imprimir tarjetas…' }))
    const sheet = await screen.findByRole('dialog', { name: 'Tarjetas para las mesas' })
    expect(
      within(sheet).getAllByRole('img', { name: 'Código QR de https://boda.example.com/fotos' }),
    ).toHaveLength(8)
    expect(within(sheet).getAllByText('Comparte tus fotos')).toHaveLength(8)
  })

  it('makes the TV’s link once, its key after # so no server logs it', async () => {
    const user = userEvent.setup()
    render(<PhotosRoomDialog siteUrl="https://boda.example.com" onClose={() => {}} />)
    await user.click(
      await screen.findByRole('button', { name: 'Crear enlace de pantalla' }, serverWait),
    )
    const link = await screen.findByRole('link', { name: /\/fotos\/pantalla#/ }, serverWait)
    const key = link.getAttribute('href')!.split('#')[1]!
    const response = await fetch(`${site.functionUrl}/screen`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key }),
    })
    expect(response.status).toBe(200)
  })

  it('downloads every original and the CSV in a ZIP that unzip accepts, names guarded', async () => {
    const first = await sendPhoto(site, '006')
    const second = await sendPhoto(site, '009')
    const user = userEvent.setup()
    render(<PhotosRoomDialog siteUrl="https://boda.example.com" onClose={() => {}} />)
    await photoItem('Familia Sánchez Olvera')
    await user.click(screen.getByRole('button', { name: 'Descargar todas' }))
    await expect.poll(() => downloads.length, serverWait).toBe(1)

    const dir = await mkdtemp(path.join(os.tmpdir(), 'photos-zip-'))
    try {
      const zip = path.join(dir, 'fotos.zip')
      await writeFile(zip, new Uint8Array(await downloads[0]!.arrayBuffer()))
      expect(execFileSync('unzip', ['-t', zip]).toString()).toContain('No errors detected')
      const listing = execFileSync('unzip', ['-Z1', zip]).toString().split('\n')
      expect(listing).toContain('fotos.csv')
      expect(listing.filter((name) => name.endsWith('.jpg'))).toHaveLength(2)
      const original = execFileSync('unzip', [
        '-p',
        zip,
        listing.find((name) => name.startsWith('006_'))!,
      ])
      expect(new Uint8Array(original)).toEqual(first.photo)
      const csv = execFileSync('unzip', ['-p', zip, 'fotos.csv']).toString()
      expect(csv).toContain('Familia Sánchez Olvera')
      expect(csv).not.toMatch(/(^|,)=HYPERLINK/m)
      expect(
        listing.some(
          (name) => name.startsWith(`009_`) && name.includes(second.photoId.slice(0, 8)),
        ),
      ).toBe(true)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
