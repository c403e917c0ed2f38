/**
 * The door helpers' accounts for /novios/puerta (docs/dashboard.md):
 *
 *   npm run door:add -- --email puerta@example.com --password '…'
 *   npm run door:remove -- --email puerta@example.com
 *   npm run door:list
 */
import { createSupabaseAccounts } from '../couple/supabase-accounts'
import { openEmbeddedAccounts } from '../couple/embedded-accounts'
import { runAccountsCli } from '../couple/run-accounts-cli'

process.exitCode = await runAccountsCli(process.argv.slice(2), {
  env: process.env,
  role: 'door',
  output: {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  },
  openAccounts: async (config) =>
    config.kind === 'supabase'
      ? createSupabaseAccounts(config, 'door')
      : openEmbeddedAccounts(config.dataDir, 'door'),
})
