import { ArrivalsSection } from './arrivals-section'
import { DoorExtraLimit } from './door-extra-limit'
import { DoorHelpersSection } from './door-helpers-section'

export type DoorRoomProps = {
  /** The couple's «Dirección pública del sitio». */
  siteUrl: string | null
}

/** The wedding day's door: who works it («Puerta») and, after, who came («Llegadas»). */
export function DoorRoom({ siteUrl }: DoorRoomProps) {
  return (
    <>
      <DoorHelpersSection siteUrl={siteUrl} />
      <DoorExtraLimit />
      <ArrivalsSection />
    </>
  )
}
