/**
 * npm run studio:deploy: publishes the Studio to Sanity's hosting (`sanity deploy`) at the
 * address of VITE_SANITY_STUDIO_URL, the one the site's CSP lets frame its pages for the
 * preview, and lists the CORS origins the site needs in the Sanity project.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadEnv } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const env = { ...loadEnv('production', root, ['VITE_', 'SANITY_STUDIO_']), ...process.env }

const projectId = env.SANITY_STUDIO_PROJECT_ID?.trim()
if (!projectId) {
  console.error(
    'SANITY_STUDIO_PROJECT_ID is not set: put your Sanity project id in .env (see .env.example).',
  )
  process.exit(2)
}
const studioUrl = env.VITE_SANITY_STUDIO_URL?.trim()
const hostname = studioUrl ? new URL(studioUrl).hostname : undefined
if (hostname && !hostname.endsWith('.sanity.studio')) {
  console.error(
    `VITE_SANITY_STUDIO_URL "${studioUrl}" is not a *.sanity.studio address; sanity deploy hosts the Studio there.`,
  )
  process.exit(2)
}

console.log(
  [
    `Deploying the Studio of project ${projectId}${hostname ? ` to https://${hostname}` : ''}.`,
    `CORS origins the site needs (sanity.io/manage > project ${projectId} > API > CORS origins, without credentials):`,
    '  https://<your public address>   the site («Dirección pública del sitio»), each custom domain too',
    '  http://localhost:4173            npm start',
    '  http://localhost:5173            npm run dev',
    'sanity deploy adds the Studio’s own address itself.',
  ].join('\n'),
)

const args = [
  'exec',
  '-w',
  'studio',
  '--',
  'sanity',
  'deploy',
  ...(hostname ? ['--url', hostname] : []),
]
const child = spawn('npm', [...args, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' })
child.on('exit', (code) => process.exit(code ?? 1))
