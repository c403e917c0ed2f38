import type { CompleteSocialLink } from '../utils/social-links'
import { ContactDetails } from './contact-details'
import './header-topbar.css'

export type HeaderTopbarProps = {
  lines: readonly string[]
  socialLinks: readonly CompleteSocialLink[]
  overHero: boolean
}

/** Contact lines and social links above the bar; phones find them in the menu panel instead. */
export function HeaderTopbar({ lines, socialLinks, overHero }: HeaderTopbarProps) {
  return (
    <div className={overHero ? 'header-topbar header-topbar--over-hero' : 'header-topbar'}>
      <div className="header-topbar__container">
        <ContactDetails
          lines={lines}
          socialLinks={socialLinks}
          className="header-topbar__contact"
        />
      </div>
    </div>
  )
}
