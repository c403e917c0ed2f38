import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useEarlyPress } from '../../../lib/early-press/use-early-press'
import type { FieldErrors } from '../utils/validation'

export type FieldBinding<Name extends string> = {
  name: Name
  value: string
  error: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
  onBlur: () => void
}

/** What the form's fields hold now, by name; null when the form is not there. */
function typedValues<Name extends string>(
  form: HTMLFormElement | null,
  names: readonly Name[],
): Record<Name, string> | null {
  if (!form) return null
  const entries = names.map((name) => {
    const control = form.elements.namedItem(name)
    return [name, control instanceof HTMLInputElement ? control.value : ''] as const
  })
  return Object.fromEntries(entries) as Record<Name, string>
}

const sameValues = <Name extends string>(a: Record<Name, string>, b: Record<Name, string>) =>
  (Object.keys(a) as Name[]).every((name) => a[name] === b[name])

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
  const formRef = useRef<HTMLFormElement>(null)
  const errors = validate(values)
  const names = Object.keys(initial) as Name[]

  // A prerendered page comes alive after the person may have typed: what the fields hold then,
  // not the first state, is what they meant.
  useLayoutEffect(() => {
    const typed = typedValues(formRef.current, Object.keys(initial) as Name[])
    if (typed) setValues((current) => (sameValues(current, typed) ? current : typed))
    // once, as the page comes alive
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  useEarlyPress(formRef)

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
      // the fields themselves: a press may come before React has seen the typing
      const submitted = typedValues(event.currentTarget, names) ?? values
      if (!sameValues(values, submitted)) setValues(submitted)
      const submittedErrors = validate(submitted)
      const firstInvalid = names.find((name) => submittedErrors[name])
      if (firstInvalid === undefined) {
        onValid(submitted)
        return
      }
      setTouched(Object.fromEntries(names.map((name) => [name, true])) as Record<Name, boolean>)
      const control = event.currentTarget.elements.namedItem(firstInvalid)
      if (control instanceof HTMLElement) control.focus()
      onInvalid()
    }
  }

  return { field, handleSubmit, formRef }
}
