import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { templateCsv } from '../../../lib/guest-csv/write-csv'
import { downloadFile } from '../../../lib/couple/download-file'

/** Empty files with the columns the import reads, to fill in. */
export function ImportTemplates() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Button
        size="small"
        onClick={() => downloadFile(templateCsv({ excel: false }), 'plantilla-invitados.csv')}
      >
        Descargar plantilla CSV
      </Button>
      <Button
        size="small"
        onClick={() => downloadFile(templateCsv({ excel: true }), 'plantilla-invitados-excel.csv')}
      >
        Descargar plantilla para Excel
      </Button>
    </Box>
  )
}
