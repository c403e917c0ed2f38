import { describe, expect, it } from 'vitest'
import { photosTextDefaults } from '../../../web/src/content/site-texts/photos'
import type { QueuedPhoto } from '../../../web/src/features/photos/queue/photos-db'
import { refusalText, stateText } from '../../../web/src/features/photos/page/photo-texts'

const photo = (change: Partial<QueuedPhoto>): QueuedPhoto => ({
  id: 'x',
  invitation: '014',
  name: 'IMG_0001.JPG',
  addedAt: 0,
  state: 'queued',
  source: null,
  jpeg: null,
  thumb: null,
  width: 0,
  height: 0,
  sha256: null,
  photoId: null,
  status: null,
  refusal: null,
  attempts: 0,
  nextTryAt: 0,
  progress: 0,
  ...change,
})
const say = (change: Partial<QueuedPhoto>) => stateText(photosTextDefaults, photo(change))

describe('each photo’s state in Spanish', () => {
  it('names every step a photo goes through', () => {
    expect(say({ state: 'preparing' })).toBe('Preparando')
    expect(say({ state: 'queued' })).toBe('En cola')
    expect(say({ state: 'queued', attempts: 2 })).toBe('En cola: se enviará en cuanto haya señal')
    expect(say({ state: 'preparing', attempts: 1 })).toBe(
      'En cola: se enviará en cuanto haya señal',
    )
    expect(say({ state: 'uploading', progress: 0.426 })).toBe('Subiendo 43 %')
    expect(say({ state: 'stored', status: 'pending' })).toBe('Guardada, pendiente de aprobación')
    expect(say({ state: 'stored', status: 'approved' })).toBe('Guardada')
  })

  it('gives every refusal its reason, and an unknown one a general one', () => {
    expect(say({ state: 'refused', refusal: 'quota' })).toBe(
      'Rechazada: Tu familia ya compartió todas las fotos que se pueden subir.',
    )
    expect(say({ state: 'refused', refusal: 'blank' })).toBe('Rechazada: La foto salió en blanco.')
    const codes = [
      'not_found',
      'not_confirmed',
      'closed',
      'too_large',
      'heic_unsupported',
      'unreadable',
      'not_jpeg',
    ]
    const texts = codes.map((code) => refusalText(photosTextDefaults, code))
    expect(texts).not.toContain(photosTextDefaults.refusedOther)
    expect(refusalText(photosTextDefaults, 'size_mismatch')).toBe('No se pudo guardar la foto.')
  })
})
