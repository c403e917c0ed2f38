import { earlyNameAttribute } from '../api/early-lookup'

/**
 * The top of the card, empty and hidden in the prerendered page. On a personal link the page's
 * early look-up writes the family's name into it and shows it, before the app's code has arrived
 * (tooling/early-lookup.ts); the app then puts the whole card in its place. React never writes its
 * text (an empty inner HTML is not compared on hydration), so what the page wrote stays.
 */
export function EarlyName() {
  return (
    <div
      className="invitation-card"
      hidden
      suppressHydrationWarning
      {...{ [earlyNameAttribute]: '' }}
    >
      <p
        className="type-h3 invitation-card__name"
        dangerouslySetInnerHTML={{ __html: '' }}
        suppressHydrationWarning
      />
    </div>
  )
}
