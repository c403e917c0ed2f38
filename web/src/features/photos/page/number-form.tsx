import { useId, useState, type FormEvent } from 'react'
import { photosTextDefaults } from '../../../content/site-texts/photos'
import { useSiteTexts } from '../../../content/use-site-texts'
import '../../../components/button.css'
import '../../../components/field.css'
import { PhotoApiError } from '../../../lib/photos/photo-api-error'
import { refusalText } from './photo-texts'
import { usePhotoApi } from './use-photo-api'

export type NumberFormProps = { onNumber: (number: string) => void }

/**
 * Asks once for the invitation's number (a table's or the TV's QR opens /fotos without one) and
 * checks it with the server before remembering it: an unknown number or a family that did not
 * confirm is told so here, not after its first photo.
 */
export function NumberForm({ onNumber }: NumberFormProps) {
  const texts = useSiteTexts('photos', photosTextDefaults)
  const api = usePhotoApi()
  const [value, setValue] = useState('')
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const errorId = useId()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const number = value.trim()
    if (!number) return setError(texts.numberMissing)
    setChecking(true)
    setError(null)
    try {
      await api.mine(number)
      onNumber(number)
    } catch (failure) {
      setError(
        failure instanceof PhotoApiError && failure.code !== 'network'
          ? refusalText(texts, failure.code)
          : texts.loadFailed,
      )
    } finally {
      setChecking(false)
    }
  }

  return (
    <form className="photos-number" noValidate onSubmit={submit} aria-labelledby={`${inputId}-t`}>
      <h2 id={`${inputId}-t`} className="type-h3">
        {texts.numberTitle}
      </h2>
      <p>{texts.numberHint}</p>
      <div className="field">
        <label htmlFor={inputId} className="field__label">
          {texts.numberLabel}
        </label>
        <input
          id={inputId}
          className="field__input"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={3}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        {/* not components/field-message: shared with this page, it would leave the personal
            link's chunk for a chunk of its own, one more request before its first tap */}
        {error && (
          <p id={errorId} className="field__message" role="alert">
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button button--contained button--large photos__big-button"
        aria-busy={checking}
      >
        {checking ? texts.checking : texts.continue}
      </button>
    </form>
  )
}
