import Box from '@mui/material/Box'
import { useState } from 'react'
import type { DoorDay } from '../hooks/use-door-day'
import { DoorTally } from './door-tally'
import { FamilyCard } from './family-card'
import { FamilySearch } from './family-search'
import { ScanPase } from './scan-pase'

export type DoorDeskProps = { day: DoorDay }

/** The helper's screen once the list is on the phone: find, record, and the tally below. */
export function DoorDesk({ day }: DoorDeskProps) {
  const [chosen, setChosen] = useState<string | null>(null)
  const [notFound, setNotFound] = useState<string | null>(null)
  const family = day.families.find((candidate) => candidate.human_key === chosen)

  function choose(humanKey: string) {
    const known = day.families.some((candidate) => candidate.human_key === humanKey)
    setChosen(known ? humanKey : null)
    setNotFound(known ? null : humanKey)
  }

  return (
    <Box>
      {family ? (
        <FamilyCard
          key={family.human_key}
          family={family}
          undoable={day.undoable}
          onRecord={(count, extra) => day.record(family.human_key, count, extra)}
          onUndo={day.undo}
          onClose={() => setChosen(null)}
        />
      ) : (
        <>
          <FamilySearch families={day.families} onChoose={choose} />
          <ScanPase onScanned={choose} notFound={notFound} />
        </>
      )}
      <DoorTally totals={day.totals} />
    </Box>
  )
}
