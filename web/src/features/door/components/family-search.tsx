import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { findFamilies, typedNumber } from '../utils/find-families'
import type { FamilyAtTheDoor } from '../utils/local-view'
import { numberLookupMessage, type NumberLookup } from '../utils/look-up-number'

export type FamilySearchProps = {
  families: readonly FamilyAtTheDoor[]
  onChoose: (doorId: string) => void
  /** a number said aloud, looked up online: the phone holds none */
  findNumber: (humanKey: string) => Promise<NumberLookup>
}

/** What a family that has no pases is, in a word, on its button. */
const statusWord = { declined: 'no confirmó', unanswered: 'no ha respondido' } as const

const resultButton = {
  minHeight: 56,
  justifyContent: 'space-between',
  textTransform: 'none',
  fontSize: '1.05rem',
  gap: 1,
} as const

/**
 * The door's main path: a family by name, accents and case aside, in big buttons (those that
 * declined or did not answer say so); a number is looked up online, on request.
 */
export function FamilySearch({ families, onChoose, findNumber }: FamilySearchProps) {
  const [query, setQuery] = useState('')
  const [lookingUp, setLookingUp] = useState(false)
  const [numberProblem, setNumberProblem] = useState<string | null>(null)
  const found = useMemo(() => findFamilies(families, query).slice(0, 20), [families, query])
  const number = typedNumber(query)

  function choose(doorId: string) {
    onChoose(doorId)
    setQuery('')
    setNumberProblem(null)
  }

  async function lookUp(humanKey: string) {
    setLookingUp(true)
    setNumberProblem(null)
    try {
      const lookup = await findNumber(humanKey)
      if (lookup.kind === 'found') choose(lookup.doorId)
      else setNumberProblem(numberLookupMessage(lookup, humanKey))
    } finally {
      setLookingUp(false)
    }
  }

  return (
    <Box component="section" aria-label="Buscar familia">
      <TextField
        label="Buscar por nombre o número"
        type="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value)
          setNumberProblem(null)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && number && found.length === 0) void lookUp(number)
        }}
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'none', enterKeyHint: 'search' } }}
      />
      {number && (
        <Button
          variant="contained"
          fullWidth
          disabled={lookingUp}
          onClick={() => void lookUp(number)}
          sx={{ mt: 1, minHeight: 56 }}
        >
          {lookingUp ? 'Buscando…' : `Buscar la invitación número ${number}`}
        </Button>
      )}
      {numberProblem && (
        <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
          {numberProblem}
        </Alert>
      )}
      {query.trim() && !number && found.length === 0 && (
        <Typography sx={{ mt: 1 }}>Ninguna familia coincide con «{query.trim()}».</Typography>
      )}
      {found.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
          {found.map((family) => (
            <li key={family.door_id}>
              <Button
                variant="outlined"
                color={family.status === 'confirmed' ? 'primary' : 'warning'}
                fullWidth
                onClick={() => choose(family.door_id)}
                sx={resultButton}
                data-status={family.status}
              >
                <span>{family.family_name}</span>
                <span>
                  {family.status === 'confirmed'
                    ? `${family.arrivedHere} de ${family.confirmed_tickets}`
                    : statusWord[family.status]}
                </span>
              </Button>
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}
