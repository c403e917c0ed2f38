import { networkNames } from '../labels'
import { useSiteTexts } from '../../../content/use-site-texts'
import { headerTextDefaults } from '../../../content/site-texts/header'
import type { CompleteSocialLink } from '../utils/social-links'
import { SocialIcon } from './social-icon'
import './contact-details.css'

export type ContactDetailsProps = {
  lines: readonly string[]
  socialLinks: readonly CompleteSocialLink[]
  className?: string
}

/** The topbar's content: contact lines on one side, social links on the other. */
export function ContactDetails({ lines, socialLinks, className }: ContactDetailsProps) {
  const labels = useSiteTexts('header', headerTextDefaults)
  return (
    <div className={className ? `contact-details ${className}` : 'contact-details'}>
      {lines.length > 0 && (
        <ul aria-label={labels.contact} className="contact-details__lines">
          {lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      {socialLinks.length > 0 && (
        <ul aria-label={labels.socialNetworks} className="contact-details__social">
          {socialLinks.map((link) => (
            <li key={link._key}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${networkNames[link.network]} ${labels.opensInNewTab}`}
                className="contact-details__social-link"
              >
                <SocialIcon network={link.network} size="small" />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
