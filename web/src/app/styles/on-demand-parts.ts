/*
 * Styles of plain-CSS parts whose code loads on demand: imported here too, they join the page's
 * own stylesheet, which every prerendered page carries inline, so those parts paint styled before
 * their code arrives, and a personal link's card needs no stylesheet request of its own.
 */
import '../layout/scroll-to-top.css'
import '../../components/button.css'
import '../../components/field.css'
import '../../components/page-header.css'
import '../../components/section.css'
import '../../features/invitation/components/parents-section.css'
import '../../features/rsvp/components/answer-badge.css'
import '../../features/rsvp/components/answer-summary.css'
import '../../features/rsvp/components/attendance-choice.css'
import '../../features/rsvp/details/answer-details.css'
import '../../features/rsvp/components/invitation-card.css'
import '../../features/rsvp/components/not-found-notice.css'
import '../../features/rsvp/components/preparing-edit.css'
import '../../features/rsvp/components/response-form.css'
import '../../features/rsvp/components/rsvp-flow.css'
import '../../features/rsvp/components/search-form.css'
import '../../features/rsvp/pase/pase-toggle.css'
