import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { SectionOf } from '../../../content/page-sections'
import { Section } from '../../../components/section'

type NameGroup = { _key: string; role: string | null; names: string[] | null }

export type ParentsSectionProps = { parents: SectionOf<'sectionParents'>['parents'] }

function NameGroups({ groups }: { groups: NameGroup[] | null }) {
  if (!groups?.length) return null
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 4,
        gridTemplateColumns: { sm: 'repeat(2, 1fr)', md: 'repeat(auto-fit, minmax(220px, 1fr))' },
      }}
    >
      {groups.map((group) => (
        <Box component="li" key={group._key} sx={{ textAlign: 'center' }}>
          <Typography
            variant="h4"
            component="h3"
            sx={{ fontSize: '1.5rem', mb: 1, color: 'secondary.main' }}
          >
            {group.role}
          </Typography>
          {group.names?.map((name) => (
            <Typography key={name}>{name}</Typography>
          ))}
        </Box>
      ))}
    </Box>
  )
}

export function ParentsSection({ parents }: ParentsSectionProps) {
  if (!parents) return null
  return (
    <Section id="padres" title={parents.title} subtitle={parents.intro} tone="paper">
      <NameGroups groups={parents.parents} />
      {parents.godparents?.length ? (
        <Box sx={{ mt: 6 }}>
          <NameGroups groups={parents.godparents} />
        </Box>
      ) : null}
    </Section>
  )
}
