import { useId, type FormEvent, type Ref } from 'react'
import { useLocation } from 'react-router-dom'
import { rsvpTextDefaults } from '../../../content/site-texts/rsvp'
import { useSiteTexts } from '../../../content/use-site-texts'
import { invitationParam } from '../../../config/paths'
import '../../../components/button.css'
import { FieldMessage } from '../../../components/field-message'
import '../../../components/field.css'
import './search-form.css'

export type SearchFormProps = {
  value: string
  onChange: (value: string) => void
  /** Called with the number in the box, which may have been typed before the app was live. */
  onSearch: (typed: string) => void
  searching: boolean
  error: string | null
  inputRef: Ref<HTMLInputElement>
}

/**
 * The invitation number box (at most 3 characters) and its Buscar button. Before the app is live
 * (or without JavaScript) the form still works: it asks for this page with ?invitation=, which
 * looks the number up as soon as the page runs, so no tap or Enter is lost.
 */
export function SearchForm({
  value,
  onChange,
  onSearch,
  searching,
  error,
  inputRef,
}: SearchFormProps) {
  const { pathname } = useLocation()
  const labels = useSiteTexts('rsvp', rsvpTextDefaults)
  const inputId = useId()
  const errorId = useId()
  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const box = event.currentTarget.elements.namedItem(invitationParam)
    const typed = box instanceof HTMLInputElement ? box.value : value
    if (typed !== value) onChange(typed)
    if (!searching) onSearch(typed)
  }

  return (
    <form
      method="get"
      action={pathname}
      role="search"
      aria-label={labels.searchForm}
      noValidate
      onSubmit={handleSubmit}
      className="search-form"
    >
      <div className="field search-form__field">
        <label htmlFor={inputId} className="field__label">
          {labels.invitationNumber}
        </label>
        <input
          id={inputId}
          ref={inputRef}
          className="field__input"
          name={invitationParam}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={3}
          autoComplete="off"
          autoCapitalize="characters"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <FieldMessage id={errorId} message={error} />
      </div>
      <button
        type="submit"
        className="button button--contained button--large search-form__button"
        aria-busy={searching}
      >
        {searching ? labels.searching : labels.search}
      </button>
    </form>
  )
}
