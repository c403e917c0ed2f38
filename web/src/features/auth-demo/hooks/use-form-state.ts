import { useState, type ChangeEvent, type FormEvent } from 'react'
import type { FieldErrors } from '../utils/validation'

export type FieldBinding<Name extends string> = {
  name: Name
  value: string
  error: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  onBlur: () => void
}

/**
 * Text fields with their validation: a field's message shows once the guest has changed or left
 * it, and every message shows after a submit with an invalid field.
 */
export function useFormState<Name extends string>(
  initial: Record<Name, string>,
  validate: (values: Record<Name, string>) => FieldErrors<Name>,
) {
  const [values, setValues] = useState(initial)
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({})
  const errors = validate(values)
  const names = Object.keys(initial) as Name[]

  const touch = (name: Name) => setTouched((current) => ({ ...current, [name]: true }))

  function field(name: Name): FieldBinding<Name> {
    return {
      name,
      value: values[name],
      error: touched[name] ? errors[name] : undefined,
      onChange: (event) => {
        const { value } = event.target
        setValues((current) => ({ ...current, [name]: value }))
        touch(name)
      },
      onBlur: () => touch(name),
    }
  }

  function handleSubmit(onValid: (values: Record<Name, string>) => void, onInvalid: () => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      const firstInvalid = names.find((name) => errors[name])
      if (firstInvalid === undefined) {
        onValid(values)
        return
      }
      setTouched(Object.fromEntries(names.map((name) => [name, true])) as Record<Name, boolean>)
      const control = event.currentTarget.elements.namedItem(firstInvalid)
      if (control instanceof HTMLElement) control.focus()
      onInvalid()
    }
  }

  return { field, handleSubmit }
}
