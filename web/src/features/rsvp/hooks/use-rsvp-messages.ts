import { useMemo } from 'react'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { rsvpMessageDefaults } from '../../../content/site-texts/rsvp-messages'
import { useSiteTexts } from '../../../content/use-site-texts'
import { rsvpMessages, type RsvpMessages } from '../utils/messages'

export function useRsvpMessages(): RsvpMessages {
  const texts = useSiteTexts('rsvpMessages', rsvpMessageDefaults)
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  return useMemo(() => rsvpMessages(texts, labels), [texts, labels])
}
