import { notify } from '../../../lib/toasts/notify'
import { authTexts } from '../utils/auth-texts'
import type { FieldErrors } from '../utils/validation'
import { useFormState } from './use-form-state'

/** A sign-in screen's form: an invalid submit also raises the spec's error toast. */
export function useAuthForm<Name extends string>(
  initial: Record<Name, string>,
  validate: (values: Record<Name, string>) => FieldErrors<Name>,
  onValid: (values: Record<Name, string>) => void,
) {
  const { field, handleSubmit, formRef } = useFormState(initial, validate)
  const onSubmit = handleSubmit(onValid, () => notify(authTexts.invalidSubmit, 'error'))
  return { field, onSubmit, formRef }
}
