import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import type { PersonTable } from '../../../lib/guest-list/guest-record'
import type { CoupleInvitation } from '../../../lib/couple/api/guest-row'
import { personName } from '../utils/seating-labels'

export type PeopleApartFieldsProps = {
  row: CoupleInvitation
  tableNames: readonly string[]
  /** the family's table as chosen in the dialog, so «Con su familia» says where that is */
  familyTable: string | null
  apart: readonly PersonTable[]
  onChange: (apart: PersonTable[]) => void
}

const withFamily = ''

/** «Separar a alguien»: each confirmed person sits with the family unless the couple says where. */
export function PeopleApartFields({
  row,
  tableNames,
  familyTable,
  apart,
  onChange,
}: PeopleApartFieldsProps) {
  const headingId = useId()
  const positions = Array.from({ length: row.confirmed_tickets }, (_, index) => index + 1)

  const tableOf = (position: number) => {
    const seatedAt = apart.find((person) => person.position === position)?.table_name
    return seatedAt && seatedAt !== familyTable ? seatedAt : withFamily
  }

  function choose(position: number, tableName: string) {
    const others = apart.filter((person) => person.position !== position)
    onChange(
      tableName === withFamily
        ? others
        : [...others, { position, table_name: tableName }].sort((a, b) => a.position - b.position),
    )
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
        Separar a alguien
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
        Solo si una persona de la familia se sienta en otra mesa a propósito.
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {positions.map((position) => (
          <TextField
            key={position}
            select
            size="small"
            label={personName(row, position)}
            value={tableOf(position)}
            onChange={(event) => choose(position, event.target.value)}
          >
            <MenuItem value={withFamily}>
              Con su familia{familyTable ? ` (${familyTable})` : ' (sin mesa)'}
            </MenuItem>
            {tableNames
              .filter((name) => name !== familyTable)
              .map((name) => (
                <MenuItem key={name} value={name}>
                  {name}
                </MenuItem>
              ))}
          </TextField>
        ))}
      </Box>
    </Box>
  )
}
