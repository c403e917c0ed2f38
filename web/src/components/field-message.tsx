import './field.css'

export type FieldMessageProps = { id: string; message: string | null }

/** What is wrong with a plain form's field, read out as it appears; the field points to its id. */
export function FieldMessage({ id, message }: FieldMessageProps) {
  if (!message) return null
  return (
    <p id={id} className="field__message" role="alert">
      {message}
    </p>
  )
}
