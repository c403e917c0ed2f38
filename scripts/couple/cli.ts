/**
 * The couple's accounts for the guest dashboard (docs/dashboard.md):
 *
 *   npm run couple:add -- --email novios@example.com --password '…'
 *   npm run couple:remove -- --email novios@example.com
 *   npm run couple:list
 */
import { createSupabaseAccounts } from './supabase-accounts'
import { openEmbeddedAccounts } from './embedded-accounts'
import { runAccountsCli } from './run-accounts-cli'

process.exitCode = await runAccountsCli(process.argv.slice(2), {
  env: process.env,
  output: {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  },
  openAccounts: async (config) =>
    config.kind === 'supabase'
      ? createSupabaseAccounts(config)
      : openEmbeddedAccounts(config.dataDir),
})
