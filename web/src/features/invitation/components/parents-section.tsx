import type { SectionOf } from '../../../content/page-sections'
import { Section } from '../../../components/section'
import './parents-section.css'

type NameGroup = { _key: string; role: string | null; names: string[] | null }

export type ParentsSectionProps = { parents: SectionOf<'sectionParents'>['parents'] }

function NameGroups({ groups }: { groups: NameGroup[] | null }) {
  if (!groups?.length) return null
  return (
    <ul className="parents-section__groups">
      {groups.map((group) => (
        <li key={group._key} className="parents-section__group">
          <h3 className="parents-section__role">{group.role}</h3>
          {group.names?.map((name) => (
            <p key={name} className="parents-section__name">
              {name}
            </p>
          ))}
        </li>
      ))}
    </ul>
  )
}

export function ParentsSection({ parents }: ParentsSectionProps) {
  if (!parents) return null
  return (
    <Section id="padres" title={parents.title} subtitle={parents.intro} tone="paper">
      <NameGroups groups={parents.parents} />
      {parents.godparents?.length ? (
        <div className="parents-section__godparents">
          <NameGroups groups={parents.godparents} />
        </div>
      ) : null}
    </Section>
  )
}
