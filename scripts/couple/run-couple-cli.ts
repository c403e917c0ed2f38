import { parseArgs } from 'node:util'
import { accountProblem } from '../../server/auth/accounts'
import { storeConfigFromEnv, type GuestToolsEnv, type StoreConfig } from '../guests/config'
import { exitCode, type ExitCode, type Output } from '../guests/output'
import { StoreError } from '../guests/stores/store-error'
import type { CoupleAccounts } from './couple-accounts'

export type CoupleCliDeps = {
  env: GuestToolsEnv
  output: Output
  openAccounts: (config: StoreConfig) => Promise<CoupleAccounts>
}

export const coupleHelp = `Couple accounts: who may sign in to the guest dashboard at /novios.

  npm run couple:add -- --email <email> --password <password>   create, or set a new password
  npm run couple:remove -- --email <email>                       delete the account
  npm run couple:list                                            list the couple's emails

On the embedded database by default (stop npm start first); on Supabase Auth when
SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
`

type Command = 'add' | 'remove' | 'list'

/** Runs one couple-account command and returns the process exit code. */
export async function runCoupleCli(argv: string[], deps: CoupleCliDeps): Promise<ExitCode> {
  const { output } = deps
  const usage = (problem: string) => {
    output.stderr(`${problem}\n\n${coupleHelp}`)
    return exitCode.usage
  }
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    return usage((error as Error).message)
  }
  const [command] = parsed.positionals
  if (parsed.values.help) {
    output.stdout(coupleHelp)
    return exitCode.ok
  }
  if (command !== 'add' && command !== 'remove' && command !== 'list') {
    return usage(`Unknown command "${command ?? ''}".`)
  }
  const { email, password } = parsed.values
  if (command !== 'list' && !email) return usage(`couple:${command} needs --email.`)
  if (command === 'add' && !password) return usage('couple:add needs --password.')
  const problem = email ? accountProblem(email, command === 'add' ? password : undefined) : null
  if (problem) return usage(`Cannot ${command} the account: ${problem}.`)

  const config = storeConfigFromEnv(deps.env)
  if (!config.ok) {
    output.stderr(`${config.message}\n`)
    return exitCode.badInput
  }
  let accounts: CoupleAccounts
  try {
    accounts = await deps.openAccounts(config.config)
  } catch (error) {
    output.stderr(`${(error as Error).message}\n`)
    return exitCode.badInput
  }
  try {
    return await run(command, accounts, output, email ?? '', password ?? '')
  } catch (error) {
    if (!(error instanceof StoreError)) throw error
    output.stderr(`${error.message}\n`)
    return exitCode.badInput
  } finally {
    await accounts.close()
  }
}

async function run(
  command: Command,
  accounts: CoupleAccounts,
  output: Output,
  email: string,
  password: string,
): Promise<ExitCode> {
  if (command === 'add') {
    const change = await accounts.add(email, password)
    output.stdout(
      change === 'created'
        ? `Created the couple account ${email} in ${accounts.label}. Sign in at /novios.\n`
        : `Set a new password for ${email} in ${accounts.label}; its other sessions ended.\n`,
    )
    return exitCode.ok
  }
  if (command === 'remove') {
    const removed = await accounts.remove(email)
    output.stdout(
      removed
        ? `Removed ${email} from ${accounts.label}: it can no longer see the guest list.\n`
        : `${email} had no couple account in ${accounts.label}; nothing changed.\n`,
    )
    return exitCode.ok
  }
  const list = await accounts.list()
  if (list.length === 0) {
    output.stdout(`No couple accounts in ${accounts.label} yet (npm run couple:add).\n`)
    return exitCode.ok
  }
  output.stdout(`Couple accounts in ${accounts.label}:\n`)
  for (const account of list) {
    const note = account.hasAccount ? '' : ' (on the list, but no account to sign in with)'
    output.stdout(`  ${account.email}  added ${account.addedAt.slice(0, 10)}${note}\n`)
  }
  return exitCode.ok
}
