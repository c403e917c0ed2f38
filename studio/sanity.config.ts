import { esESLocale } from '@sanity/locale-es-es'
import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { sitePreview } from './presentation'
import { schemaTypes, singletonIds } from '../schemas'
import { guestsTool } from './guests-tool'
import { structure } from './structure'

const singletonActions = new Set(['publish', 'discardChanges', 'restore'])

export default defineConfig({
  name: 'default',
  title: 'Invitación de boda',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [structureTool({ structure, title: 'Contenido' }), sitePreview(), esESLocale()],
  tools: [guestsTool],
  schema: {
    types: schemaTypes,
    // Singletons are edited in place from the desk, never created from the "new document" menu.
    templates: (templates) =>
      templates.filter(({ schemaType }) => !singletonIds.includes(schemaType)),
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonIds.includes(schemaType)
        ? actions.filter(({ action }) => action && singletonActions.has(action))
        : actions,
  },
})
