import { EventIcon } from '../../../components/mui/icons/event'
import Button from '@mui/material/Button'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useId, useState } from 'react'
import { useSiteTexts } from '../../../content/use-site-texts'
import { eventsTextDefaults } from '../../../content/site-texts/events'
import type { CalendarEvent } from '../utils/calendar-event'
import { downloadIcs, icsFileName } from '../utils/download-ics'
import { googleCalendarUrl } from '../utils/google-calendar'
import { buildIcsEvent } from '../utils/ics'

export type AddToCalendarMenuProps = {
  event: CalendarEvent
  /** Id of the element naming the event, so the button says which event it adds. */
  describedBy?: string
  /** Id of the hidden "opens in a new tab" hint. */
  newTabHintId?: string
}

export function AddToCalendarMenu({ event, describedBy, newTabHintId }: AddToCalendarMenuProps) {
  const labels = useSiteTexts('events', eventsTextDefaults)
  const buttonId = useId()
  const menuId = useId()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const open = anchor !== null
  const close = () => setAnchor(null)

  const download = () => {
    downloadIcs(buildIcsEvent(event, labels, { now: new Date() }), icsFileName(event, labels))
    close()
  }

  return (
    <>
      <Button
        id={buttonId}
        variant="text"
        color="secondary"
        startIcon={<EventIcon aria-hidden />}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        aria-describedby={describedBy}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {labels.addToCalendar}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        <MenuItem onClick={download}>{labels.downloadIcs}</MenuItem>
        <MenuItem
          component="a"
          href={googleCalendarUrl(event, labels)}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={newTabHintId}
          onClick={close}
        >
          {labels.googleCalendar}
        </MenuItem>
      </Menu>
    </>
  )
}
