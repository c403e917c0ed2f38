import { defineCliConfig } from 'sanity/cli'

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  deployment: { autoUpdates: false },
  typegen: {
    path: '../web/src/**/*.{ts,tsx}',
    schema: 'schema.json',
    // CI writes a copy elsewhere and compares, while the type-check reads the committed file.
    generates: process.env.TYPEGEN_OUT || '../web/src/content/sanity.types.ts',
  },
})
