import { Box, Card, Text } from '@sanity/ui'
import guide from '../docs/guia-de-los-novios.md?raw'

/** The couple's guide, readable inside the Studio where they need it. */
export function CoupleGuide() {
  return (
    <Card padding={4} overflow="auto" height="fill">
      <Box style={{ maxWidth: '42rem' }}>
        <Text size={2} style={{ whiteSpace: 'pre-wrap', lineHeight: 1.6 }}>
          {guide}
        </Text>
      </Box>
    </Card>
  )
}
