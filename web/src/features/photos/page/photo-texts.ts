import { fillText } from '../../../content/site-texts/fill-text'
import type { photosTextDefaults } from '../../../content/site-texts/photos'
import type { QueuedPhoto } from '../queue/photos-db'

export type PhotoTexts = typeof photosTextDefaults

/** The site text of a refusal's code, from the server or from the phone's own checks. */
export function refusalText(texts: PhotoTexts, code: string | null): string {
  switch (code) {
    case 'not_found':
      return texts.refusedNotFound
    case 'not_confirmed':
      return texts.refusedNotConfirmed
    case 'closed':
      return texts.refusedClosed
    case 'quota':
      return texts.refusedQuota
    case 'too_large':
      return texts.refusedTooLarge
    case 'heic_unsupported':
      return texts.refusedHeic
    case 'unreadable':
    case 'not_jpeg':
      return texts.refusedUnreadable
    case 'blank':
      return texts.refusedBlank
    case 'throttled':
      return texts.throttled
    default:
      return texts.refusedOther
  }
}

/**
 * A queued photo's state as the guest reads it: preparing, in the queue (or waiting for the
 * signal after a failed try), uploading with its share, stored (approved, or waiting for the
 * couple), or refused with the reason.
 */
export function stateText(texts: PhotoTexts, photo: QueuedPhoto): string {
  switch (photo.state) {
    case 'preparing':
      // the decoder's code did not load (no signal): it is tried again
      return photo.attempts > 0 ? texts.stateWaiting : texts.statePreparing
    case 'queued':
      return photo.attempts > 0 ? texts.stateWaiting : texts.stateQueued
    case 'uploading':
      return fillText(texts.stateUploading, { percent: Math.round(photo.progress * 100) })
    case 'stored':
      return photo.status === 'approved' ? texts.stateApproved : texts.statePending
    case 'refused':
      return fillText(texts.stateRefused, { reason: refusalText(texts, photo.refusal) })
  }
}
