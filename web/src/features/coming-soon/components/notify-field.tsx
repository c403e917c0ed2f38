import Box from '@mui/material/Box'
import FormLabel from '@mui/material/FormLabel'
import OutlinedInput from '@mui/material/OutlinedInput'

export type NotifyFieldProps = {
  id: string
  name: string
  label: string
  type?: 'text' | 'email'
  placeholder?: string
  autoComplete: string
}

export function NotifyField({
  id,
  name,
  label,
  type = 'text',
  placeholder,
  autoComplete,
}: NotifyFieldProps) {
  return (
    <Box sx={{ flex: '1 1 220px', textAlign: 'start' }}>
      <FormLabel htmlFor={id} sx={{ display: 'block', mb: 0.5, color: 'inherit', fontSize: 14 }}>
        {label}
      </FormLabel>
      <OutlinedInput
        id={id}
        name={name}
        type={type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        size="small"
        fullWidth
        sx={{ bgcolor: 'background.paper' }}
      />
    </Box>
  )
}
