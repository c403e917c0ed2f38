import Alert from '@mui/material/Alert'
import { lazy, Suspense, useEffect, useState } from 'react'
import { sanityStudioUrlFromEnv } from '../../config/sanity-studio'
import { guestMessagesQuery } from '../../content/queries'
import { useContent } from '../../content/use-content'
import { useAnswerRules } from '../../features/guest-list/hooks/use-answer-rules'
import { useGuestList } from '../../features/guest-list/hooks/use-guest-list'
import {
  usePeopleLabels,
  useRsvpQuestions,
} from '../../features/guest-list/hooks/use-rsvp-questions'
import { downloadFile } from '../../lib/couple/download-file'
import { qrCodesZip, qrCodesZipName } from '../../features/print/qr-codes-zip'
import { AddInvitationDialog } from '../../features/guest-list/invitation/add-invitation-dialog'
import { DashboardActions, type Action } from '../../components/dashboard/dashboard-actions'
import { DashboardQueries } from '../../lib/couple/dashboard-queries'
import { exportActions } from '../../features/guest-list/import-export/export-buttons'
import { ImportDialog } from '../../features/guest-list/import-export/import-dialog'
import { InvitationDialog } from '../../features/guest-list/invitation/invitation-dialog'
import { InvitationList } from '../../features/guest-list/list/invitation-list'
import { PeopleDialog } from '../../features/guest-list/people/people-dialog'
import { PrintSheetDialog } from '../../features/print/print-sheet-dialog'
import { QrZipWarningDialog } from '../../features/print/qr-zip-warning-dialog'
import { linksArePrivate } from '../../lib/couple/public-address'
import { SecurityPanel } from '../../features/security/security-panel'
import { SendingRunDialog } from '../../features/sending/sending-run-dialog'
import { TallyGrid } from '../../features/guest-list/list/tally-grid'
import { DeadlineSetting } from '../../features/guest-list/deadline/deadline-setting'
import { useModificationDeadline } from '../../features/guest-list/deadline/use-modification-deadline'
import { useWhatsNew } from '../../features/guest-list/whats-new/use-whats-new'
import { WhatsNewSummary } from '../../features/guest-list/whats-new/whats-new-summary'

export type GuestDashboardProps = {
  /** how many invitations are new since the last visit, for the page's title */
  onNewsCount?: (count: number) => void
}

// for the venue, near the day: its code comes when the couple opens it
const SeatingPlanDialog = lazy(() =>
  import('../../features/print/seating-plan-dialog').then((module) => ({
    default: module.SeatingPlanDialog,
  })),
)

// the wedding day's room: its code comes once the list is shown, which the couple needs first
const DoorRoom = lazy(() =>
  import('../../features/door/room/door-room').then((module) => ({ default: module.DoorRoom })),
)

// the seating room (and its drag and drop) loads only once the couple opens it
const SeatingRoomDialog = lazy(() =>
  import('../../features/seating/components/seating-room-dialog').then((module) => ({
    default: module.SeatingRoomDialog,
  })),
)

// the photo wall's room (and its ZIP builder) loads only once the couple opens it
const PhotosRoomDialog = lazy(() =>
  import('../../features/photos/room/photos-room-dialog').then((module) => ({
    default: module.PhotosRoomDialog,
  })),
)

/** Tallies, the list, and everything the couple does with an invitation, on one query cache. */
export function GuestDashboard(props: GuestDashboardProps) {
  return (
    <DashboardQueries>
      <GuestDashboardRooms {...props} />
    </DashboardQueries>
  )
}

function GuestDashboardRooms({ onNewsCount }: GuestDashboardProps) {
  const { rows, loading, error, refresh, replaceRow } = useGuestList()
  const whatsNew = useWhatsNew(rows)
  const newsCount = whatsNew.count
  useEffect(() => {
    onNewsCount?.(newsCount)
    return () => onNewsCount?.(0)
  }, [onNewsCount, newsCount])
  const messages = useContent(guestMessagesQuery)
  const questions = useRsvpQuestions()
  const labels = usePeopleLabels()
  const rulesError = useAnswerRules()
  const [deadline, setDeadline] = useModificationDeadline()
  const [sending, setSending] = useState(false)
  const [printing, setPrinting] = useState(false)
  const [planning, setPlanning] = useState(false)
  const [seating, setSeating] = useState(false)
  const [photos, setPhotos] = useState(false)
  const [confirmingZip, setConfirmingZip] = useState(false)
  const [openKey, setOpenKey] = useState<string | null>(null)
  const [peopleKey, setPeopleKey] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  const [importing, setImporting] = useState(false)
  const open = rows?.find((row) => row.human_key === openKey) ?? null
  const editingPeople = rows?.find((row) => row.human_key === peopleKey) ?? null
  const origin = window.location.origin
  const studioUrl = sanityStudioUrlFromEnv(import.meta.env)
  const downloadZip = () =>
    rows &&
    downloadFile(qrCodesZip(rows, messages.siteUrl, origin), qrCodesZipName, 'application/zip')
  const actions: Action[] = [
    { label: 'Enviar mensajes…', run: () => setSending(true), disabled: !rows?.length },
    { label: 'Mesas…', run: () => setSeating(true), disabled: !rows },
    { label: 'Fotos…', run: () => setPhotos(true) },
    { label: 'Añadir invitación', run: () => setAdding(true) },
    { label: 'Importar CSV', run: () => setImporting(true) },
    ...(rows ? exportActions(rows, messages.timeZone, labels) : []),
    { label: 'Imprimir invitaciones…', run: () => setPrinting(true), disabled: !rows?.length },
    { label: 'Plan de mesas…', run: () => setPlanning(true), disabled: !rows },
    {
      label: 'Descargar códigos QR (zip)',
      // codes that lead nowhere are asked about first
      run: () =>
        linksArePrivate(messages.siteUrl, origin) ? setConfirmingZip(true) : downloadZip(),
      disabled: !rows?.length,
    },
    {
      label: loading ? 'Actualizando…' : 'Actualizar',
      run: () => void refresh(),
      disabled: loading,
    },
  ]

  return (
    <>
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      {rulesError && (
        <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
          Las respuestas todavía no siguen las «Preguntas de la confirmación» del Studio.{' '}
          {rulesError}
        </Alert>
      )}
      {rows && <TallyGrid rows={rows} labels={labels} />}
      <DashboardActions actions={actions} />
      {whatsNew.rows && (
        <InvitationList
          rows={whatsNew.rows}
          messages={messages}
          questions={questions}
          deadline={deadline}
          studioUrl={studioUrl}
          onOpen={setOpenKey}
          onEditPeople={setPeopleKey}
          whatsNew={<WhatsNewSummary {...whatsNew} />}
        />
      )}
      <DeadlineSetting deadline={deadline} onSaved={setDeadline} />
      {rows && (
        <Suspense fallback={null}>
          <DoorRoom siteUrl={messages.siteUrl} />
        </Suspense>
      )}
      <SecurityPanel />
      {open && (
        <InvitationDialog
          row={open}
          messages={messages}
          deadline={deadline}
          events={questions.events}
          onClose={() => setOpenKey(null)}
          onEditPeople={(humanKey) => {
            setOpenKey(null)
            setPeopleKey(humanKey)
          }}
        />
      )}
      {editingPeople && (
        <PeopleDialog
          key={editingPeople.confirmed_at}
          row={editingPeople}
          questions={questions}
          onClose={() => setPeopleKey(null)}
          onSaved={(saved) => {
            replaceRow(saved)
            setPeopleKey(null)
          }}
        />
      )}
      {sending && rows && (
        <SendingRunDialog
          rows={rows}
          messages={messages}
          deadline={deadline}
          onClose={() => setSending(false)}
          onSent={replaceRow}
        />
      )}
      {printing && rows && (
        <PrintSheetDialog
          rows={rows}
          siteUrl={messages.siteUrl}
          studioUrl={studioUrl}
          onClose={() => setPrinting(false)}
        />
      )}
      {planning && rows && (
        <Suspense fallback={null}>
          <SeatingPlanDialog rows={rows} labels={labels} onClose={() => setPlanning(false)} />
        </Suspense>
      )}
      {seating && rows && (
        <Suspense fallback={null}>
          <SeatingRoomDialog
            rows={rows}
            onRowChanged={replaceRow}
            onRefresh={refresh}
            onClose={() => setSeating(false)}
          />
        </Suspense>
      )}
      {photos && (
        <Suspense fallback={null}>
          <PhotosRoomDialog siteUrl={messages.siteUrl} onClose={() => setPhotos(false)} />
        </Suspense>
      )}
      {confirmingZip && (
        <QrZipWarningDialog
          siteUrl={messages.siteUrl}
          origin={origin}
          studioUrl={studioUrl}
          onClose={() => setConfirmingZip(false)}
          onDownload={() => {
            setConfirmingZip(false)
            downloadZip()
          }}
        />
      )}
      {adding && (
        <AddInvitationDialog
          takenKeys={rows?.map((row) => row.human_key) ?? []}
          onClose={() => setAdding(false)}
          onAdded={async (key) => {
            setAdding(false)
            setOpenKey(key)
          }}
        />
      )}
      {importing && rows && (
        <ImportDialog
          existing={rows}
          events={questions.events}
          onClose={() => setImporting(false)}
        />
      )}
    </>
  )
}
