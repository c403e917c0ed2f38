// This file and the modules it loads name each import's file with its extension ('./x.ts'), as
// Node loads them: Vite bundles this file to read it and otherwise lists every such import as
// unfit for its native config loader, in each process that reads the config (vitest, each build).
import react from '@vitejs/plugin-react'
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'
import { configDefaults, defineConfig } from 'vitest/config'
import { rsvpApi } from './server/rsvp/vite-plugin.ts'
import { embeddedDataset } from './tooling/embedded-dataset-plugin.ts'
import { webFonts } from './tooling/fonts/web-fonts-plugin.ts'
import { buildLogs } from './tooling/hosting/build-logs.ts'
import { buildModeGuard } from './tooling/hosting/build-mode.ts'
import { finishBuild } from './tooling/hosting/finish-build.ts'
import { previewHeaders } from './tooling/hosting/preview-headers-plugin.ts'
import type { PageIndexing } from './tooling/hosting/search-engines'
import { siteOriginsFromEnv } from './tooling/hosting/site-origins.ts'
import { loadLinkPreview } from './tooling/link-preview.ts'
import { linkPreview } from './tooling/link-preview-plugin.ts'
import { notFoundPage } from './tooling/not-found-page-plugin.ts'
import { checkedDoorFiles, doorWorkerFile, writeDoorWorker } from './tooling/door/door-worker.ts'
import { earlyLookupScript, personalLinkChunks } from './tooling/early-lookup.ts'
import { prerenderPages } from './tooling/prerender-pages.ts'
import { siteTextTitlesOut } from './tooling/site-text-titles-plugin.ts'
import { SlowestFilesReporter } from './tooling/vitest/slowest-files-reporter.ts'
import { siteRoutes, type SiteRoute } from './web/src/config/paths.ts'
import { sanityTargetFromEnv } from './web/src/config/sanity-api.ts'
import { supabaseFromEnv } from './web/src/config/supabase-project.ts'

const root = path.dirname(fileURLToPath(import.meta.url))

/**
 * Tests of whole programs rather than of our modules: Vite's own dev and preview servers, the
 * embedded server attacked on raw sockets (hundreds of requests, resets, guesses), Deno serving
 * the Edge Functions, Gnumeric, git, and data folders migrated from nothing and locked by child
 * processes. Seconds each, they are `npm run test:integration` with `roomTests`, which CI runs on
 * its own after the browser tests; `npm test` leaves both out to stay the quick loop every change
 * waits on (docs/testing.md).
 */
const programTests = [
  'tests/server/vite-plugin.test.ts',
  'tests/server/migrate-existing-database.test.ts',
  'tests/server/reset-database.test.ts',
  'tests/server/data-dir.test.ts',
  'tests/server/dev-server-files.test.ts',
  'tests/server/rpc-reset-connection.test.ts',
  'tests/server/sign-in-attacks.test.ts',
  'tests/supabase/functions/*.test.ts',
  'tests/scripts/spreadsheet-round-trip.test.ts',
  'tests/scripts/guests-through-the-site.test.ts',
  'tests/scripts/migrations-landed.test.ts',
  'tests/support/database-template.test.ts',
]
/** The guest's RSVP page and the couple's busiest rooms, driven whole on a real server. */
const roomTests = [
  'tests/features/rsvp/rsvp-search.test.tsx',
  'tests/features/rsvp/rsvp-answer.test.tsx',
  'tests/features/rsvp/rsvp-modify.test.tsx',
  'tests/features/rsvp/rsvp-people.test.tsx',
  'tests/features/rsvp/rsvp-pase.test.tsx',
  'tests/app/couple-dashboard/record-people.test.tsx',
  'tests/features/seating/seating-room.test.tsx',
  'tests/features/seating/one-write-per-placement.test.tsx',
  'tests/features/print/seating-plan.test.tsx',
  'tests/features/door/room/door-room.test.tsx',
  'tests/app/couple-dashboard/whats-new.test.tsx',
  'tests/features/sending/sending-run.test.tsx',
  'tests/app/couple-dashboard/guest-list-queries.test.tsx',
  'tests/features/guest-list/answer-rules.test.tsx',
  'tests/features/guest-list/deadlines.test.tsx',
  'tests/features/guest-list/invitation-events.test.tsx',
  'tests/features/security/security-panel.test.tsx',
  'tests/features/photos/room/photos-room.test.tsx',
  'tests/features/door/door-session.test.tsx',
  'tests/features/door/who-came.test.tsx',
]
const integrationTests = [...programTests, ...roomTests]
/** Files that render React in Node's own environment (no jsdom): to strings, or not at all. */
const nodeRenderTests = [
  'tests/app/missing-page-document.test.tsx',
  'tests/content/section-contract.test.tsx',
  'tests/tooling/prerender-site-texts.test.tsx',
]
/**
 * The server bundle the prerender runs, one folder per build process: builds of other content
 * (the browser tests build two beside the main one) would otherwise empty each other's.
 */
const serverOutDir = path.join(root, 'node_modules/.cache/prerender', String(process.pid))
/** The default dataset, or a changed copy of it to build from (`EMBEDDED_CONTENT_DIR`). */
const contentDir = process.env.EMBEDDED_CONTENT_DIR
  ? path.resolve(process.env.EMBEDDED_CONTENT_DIR)
  : path.join(root, 'content')

/**
 * Which built pages search engines may list (sitemap.xml, canonical link), from the route table;
 * every other built page, 404.html and the template pages included, says noindex.
 */
const pageIndexing: PageIndexing[] = siteRoutes.map((route: SiteRoute) => ({
  path: route.pattern,
  indexable: route.visibility === 'public' || route.visibility === 'alias',
  canonicalPath: 'aliasOf' in route ? route.aliasOf : undefined,
}))

/**
 * The integration tiers wait longer for a real server (tests/support/server-wait.ts, and Testing
 * Library's waits in tests/setup.ts) and give a test longer: a machine busy with other work answers
 * several times slower, and a wait only lasts that long when what it waits for never comes.
 */
const realServerWaits = {
  env: { TEST_WAIT_MS: '30000' },
  testTimeout: 120_000,
  hookTimeout: 120_000,
}

export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, root, 'VITE_')
  const origins = () => siteOriginsFromEnv(env)
  return {
    root: path.join(root, 'web'),
    envDir: root,
    publicDir: path.join(root, 'web/public'),
    // the door's service worker exists only in a build (tooling/door/door-worker.ts); the
    // build's NODE_ENV may be "test" under the browser tests, so import.meta.env.PROD cannot say;
    // a bare name, since a key of import.meta.env would ride along in every chunk that reads it
    define: {
      __DOOR_WORKER_URL__: JSON.stringify(command === 'build' ? `/${doorWorkerFile}` : ''),
    },
    plugins: [
      buildModeGuard(env),
      previewHeaders(origins),
      react(),
      embeddedDataset(contentDir, {
        cacheDir: path.join(root, 'node_modules/.cache/embedded-images'),
      }),
      linkPreview(contentDir, () => sanityTargetFromEnv(env)),
      // with Sanity, the dashboard applies the Studio's answer rules when the couple opens it
      rsvpApi({ env, contentDir: env.VITE_SANITY_PROJECT_ID ? undefined : contentDir }),
      notFoundPage(),
      webFonts(path.join(root, 'node_modules')),
      siteTextTitlesOut(path.join(root, 'web/src/content/site-texts')),
    ],
    server: {
      port: 5173,
      // only what the site loads (its code, the default dataset's photos, packages): never the
      // repository's other files, such as a guest list exported beside it; the denials also
      // keep the embedded database and secrets out, should they ever sit inside these folders
      fs: {
        allow: [
          path.join(root, 'web'),
          path.join(root, 'content'),
          path.join(root, 'node_modules'),
        ],
        deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**'],
      },
    },
    preview: { port: 4173 },
    build: {
      outDir: path.join(root, 'dist'),
      emptyOutDir: true,
      // The Studio preview's overlays (@sanity/visual-editing, about 600 kB) load only inside the
      // couple's Studio; what guests load is budgeted by npm run bench, not by this warning.
      chunkSizeWarningLimit: 650,
      // Content photos keep their own files so they can be cached and used as link-preview images.
      assetsInlineLimit: (file) =>
        file.includes(`${path.sep}content${path.sep}`) ? false : undefined,
      // Rolldown's own splitting, with no manual chunk: a group of its codeSplitting (or the old
      // manualChunks) keeps it from merging the small common chunks into the entry, and the
      // personal link then loaded 2.5 kB more (bench/budgets.json).
      rolldownOptions: { onLog: buildLogs },
    },
    environments: {
      ssr: {
        build: {
          ssr: path.join(root, 'web/src/app/server-entry.tsx'),
          outDir: serverOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
        },
      },
    },
    builder: {
      async buildApp(builder) {
        const { client, ssr } = builder.environments
        if (!client || !ssr) throw new Error('The build needs the client and ssr environments')
        const built = await builder.build(client)
        const output = (Array.isArray(built) ? built : [built]).flatMap((result) =>
          'output' in result ? result.output : [],
        )
        try {
          await builder.build(ssr)
          await prerenderPages({
            clientDir: client.config.build.outDir,
            serverEntry: path.join(serverOutDir, 'server-entry.js'),
            modulesDir: path.join(root, 'node_modules'),
            earlyLookup: earlyLookupScript({
              supabase: supabaseFromEnv(env),
              preload: personalLinkChunks(output),
            }),
          })
        } finally {
          await rm(serverOutDir, { recursive: true, force: true })
        }
        const sanity = sanityTargetFromEnv(env)
        await finishBuild({
          distDir: client.config.build.outDir,
          indexing: pageIndexing,
          siteUrl: (await loadLinkPreview(contentDir, sanity)).siteUrl,
          origins: origins(),
          // Vercel sets VERCEL=1 in its builds and then serves .vercel/output as built here.
          vercelOutputDir: process.env.VERCEL ? path.join(root, '.vercel/output') : undefined,
          afterPages: () => writeDoorWorker(client.config.build.outDir, checkedDoorFiles(output)),
        })
      },
    },
    test: {
      root,
      environment: 'node',
      setupFiles: ['tests/setup.ts', 'tests/support/dom-setup.ts'],
      globalSetup: ['tests/global-setup.ts'],
      reporters: ['default', new SlowestFilesReporter()],
      testTimeout: 20_000,
      // expect.poll's own default (1 s) is shorter than a busy machine takes to answer
      expect: { poll: { timeout: 5_000 } },
      // Vitest keeps a core for itself by default: one worker on a 2-core machine, half of it idle.
      maxWorkers: Math.max(2, availableParallelism()),
      // Threads start faster than child processes; PGlite and the jsdom tests run the same in both.
      pool: 'threads',
      // Each worker loads PGlite, React, MUI and jsdom once for all its files instead of once per
      // file (component files: 73 s to 35 s). Files without components also share the site's
      // modules; component files get the site's modules anew and a blank page in the worker's one
      // jsdom window (tests/support/dom-setup.ts), since React, jotai and the content store hold
      // state between renders and test files mock those modules.
      isolate: false,
      // What Vite made of each module is kept on disk between runs (node_modules/.experimental-
      // vitest-cache), so a second `npm test` transforms only what changed: 20 s to 8 s of it.
      experimental: { fsModuleCache: true },
      // A worker is kept for the next file only if that file is of the same project and
      // environment; otherwise it is ended and a new one loads PGlite, React, MUI and jsdom again.
      // So the projects run one after another (groupOrder), and the few .tsx files that render
      // in Node's own environment are a project of their own.
      projects: [
        {
          extends: true,
          test: {
            name: 'components',
            include: ['tests/**/*.test.tsx'],
            exclude: [...configDefaults.exclude, ...integrationTests, ...nodeRenderTests],
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: true,
          test: {
            name: 'modules',
            include: ['tests/**/*.test.ts'],
            exclude: [...configDefaults.exclude, ...integrationTests],
            sequence: { groupOrder: 1 },
          },
        },
        // apart from the modules, whose files share the site's modules: these load them anew
        {
          extends: true,
          test: { name: 'node-renders', include: nodeRenderTests, sequence: { groupOrder: 2 } },
        },
        // Both share their workers as the other projects do (the rooms each file on a fresh page
        // with the site's modules anew, tests/support/dom-setup.ts), so Node, React, MUI and jsdom
        // load and warm up once per worker instead of once per file: the programs took 124
        // processor seconds instead of 169 (Node 24), the rooms 155 instead of 370 (Node 20). No
        // file depends on the ones before it: each passed in shuffled orders
        // (--sequence.shuffle.files), and record-people after whats-new and guest-list-queries in
        // one worker, which once failed.
        {
          extends: true,
          test: {
            name: 'integration',
            include: programTests,
            ...realServerWaits,
            sequence: { groupOrder: 3 },
          },
        },
        {
          extends: true,
          test: {
            name: 'integration-rooms',
            include: roomTests,
            ...realServerWaits,
            sequence: { groupOrder: 4 },
          },
        },
      ],
    },
  }
})
