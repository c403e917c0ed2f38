import TextField from '@mui/material/TextField'
import type { FieldBinding } from '../hooks/use-form-state'

export type AuthTextFieldProps<Name extends string> = {
  id: string
  label: string
  type?: 'text' | 'email' | 'password'
  autoComplete: string
  binding: FieldBinding<Name>
}

export function AuthTextField<Name extends string>({
  id,
  label,
  type = 'text',
  autoComplete,
  binding: { error, ...input },
}: AuthTextFieldProps<Name>) {
  return (
    <TextField
      {...input}
      id={id}
      label={label}
      type={type}
      autoComplete={autoComplete}
      error={Boolean(error)}
      // ' ' keeps the message's line (MUI's way): a message shown as focus leaves the field for
      // the submit button would push the button away from under the press, which then is lost
      helperText={error ?? ' '}
      fullWidth
      margin="normal"
      slotProps={{ htmlInput: { autoCapitalize: type === 'text' ? undefined : 'none' } }}
    />
  )
}
