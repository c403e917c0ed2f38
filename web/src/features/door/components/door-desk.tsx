import Box from '@mui/material/Box'
import { useState } from 'react'
import type { DoorDay } from '../hooks/use-door-day'
import { scannedFamily } from '../utils/scanned-family'
import type { ScannedCode } from '../utils/scanned-key'
import { DoorTally } from './door-tally'
import { FamilyCard } from './family-card'
import { FamilySearch } from './family-search'
import { ScanPase } from './scan-pase'

export type DoorDeskProps = { day: DoorDay }

const notOnThePhone =
  'Esa familia aún no está en la lista de este teléfono. Espera a que se actualice o búscala por nombre.'

/** The helper's screen once the list is on the phone: find, record, and the tally below. */
export function DoorDesk({ day }: DoorDeskProps) {
  const [chosen, setChosen] = useState<string | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const family = day.families.find((candidate) => candidate.door_id === chosen)

  function choose(doorId: string) {
    const known = day.families.some((candidate) => candidate.door_id === doorId)
    setChosen(known ? doorId : null)
    setProblem(known ? null : notOnThePhone)
  }

  async function scanned(code: ScannedCode) {
    const found = await scannedFamily(day.families, code, day.findNumber)
    if ('doorId' in found) choose(found.doorId)
    else setProblem(found.problem)
  }

  return (
    <Box>
      {family ? (
        <FamilyCard
          key={family.door_id}
          family={family}
          undoable={day.undoable}
          onRecord={(count, extra) => day.record(family.door_id, count, extra)}
          onUndo={day.undo}
          onClose={() => setChosen(null)}
        />
      ) : (
        <>
          <FamilySearch families={day.families} onChoose={choose} findNumber={day.findNumber} />
          <ScanPase onScanned={(code) => void scanned(code)} problem={problem} />
        </>
      )}
      <DoorTally totals={day.totals} />
    </Box>
  )
}
