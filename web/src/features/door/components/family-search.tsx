import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useMemo, useState } from 'react'
import { findFamilies } from '../utils/find-families'
import type { FamilyAtTheDoor } from '../utils/local-view'

export type FamilySearchProps = {
  families: readonly FamilyAtTheDoor[]
  onChoose: (humanKey: string) => void
}

/** The door's main path: a family by name or number, accents and case aside, in big buttons. */
export function FamilySearch({ families, onChoose }: FamilySearchProps) {
  const [query, setQuery] = useState('')
  const found = useMemo(() => findFamilies(families, query).slice(0, 20), [families, query])
  return (
    <Box component="section" aria-label="Buscar familia">
      <TextField
        label="Buscar por nombre o número"
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        fullWidth
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'none', enterKeyHint: 'search' } }}
      />
      {query.trim() && found.length === 0 && (
        <Typography sx={{ mt: 1 }}>
          Ninguna familia confirmada coincide con «{query.trim()}».
        </Typography>
      )}
      {found.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
          {found.map((family) => (
            <li key={family.human_key}>
              <Button
                variant="outlined"
                fullWidth
                onClick={() => {
                  onChoose(family.human_key)
                  setQuery('')
                }}
                sx={{
                  minHeight: 56,
                  justifyContent: 'space-between',
                  textTransform: 'none',
                  fontSize: '1.05rem',
                }}
              >
                <span>
                  {family.human_key} · {family.family_name}
                </span>
                <span>
                  {family.arrivedHere} de {family.confirmed_tickets}
                </span>
              </Button>
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}
