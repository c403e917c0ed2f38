import { parseArgs } from 'node:util'
import { accountProblem, type AccountRole } from '../../server/auth/accounts'
import { storeConfigFromEnv, type GuestToolsEnv, type StoreConfig } from '../guests/config'
import { exitCode, type ExitCode, type Output } from '../guests/output'
import { StoreError } from '../guests/stores/store-error'
import type { CoupleAccounts } from './couple-accounts'

export type AccountsCliDeps = {
  env: GuestToolsEnv
  output: Output
  /** couple: the dashboard's accounts (couple:*); door: the door helpers' (door:*) */
  role?: AccountRole
  openAccounts: (config: StoreConfig) => Promise<CoupleAccounts>
}

const roles = {
  couple: {
    title: 'Couple accounts: who may sign in to the guest dashboard at /novios.',
    who: "the couple's emails",
    account: 'couple account',
    signIn: '/novios',
    lost: 'it can no longer see the guest list',
  },
  door: {
    title:
      'Door helpers: who may sign in at /novios/puerta on the day, to find confirmed families and\n' +
      'record arrivals (no phones, answers, history, seating or exports).',
    who: "the door helpers' emails",
    account: 'door account',
    signIn: '/novios/puerta',
    lost: 'it can no longer open the door list',
  },
} as const

export const accountsHelp = (role: AccountRole) => `${roles[role].title}

  npm run ${role}:add -- --email <email> --password <password>   create, or set a new password
  npm run ${role}:remove -- --email <email>                       delete the account
  npm run ${role}:list                                            list ${roles[role].who}

On the embedded database by default (stop npm start first); on Supabase Auth when
SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set.
`

export const coupleHelp = accountsHelp('couple')

type Command = 'add' | 'remove' | 'list'

/** Runs one couple-account command and returns the process exit code. */
export async function runAccountsCli(argv: string[], deps: AccountsCliDeps): Promise<ExitCode> {
  const { output } = deps
  const role = deps.role ?? 'couple'
  const usage = (problem: string) => {
    output.stderr(`${problem}\n\n${accountsHelp(role)}`)
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
    output.stdout(accountsHelp(role))
    return exitCode.ok
  }
  if (command !== 'add' && command !== 'remove' && command !== 'list') {
    return usage(`Unknown command "${command ?? ''}".`)
  }
  const { email, password } = parsed.values
  if (command !== 'list' && !email) return usage(`${role}:${command} needs --email.`)
  if (command === 'add' && !password) return usage(`${role}:add needs --password.`)
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
    return await run(command, role, accounts, output, email ?? '', password ?? '')
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
  role: AccountRole,
  accounts: CoupleAccounts,
  output: Output,
  email: string,
  password: string,
): Promise<ExitCode> {
  const words = roles[role]
  if (command === 'add') {
    const change = await accounts.add(email, password)
    output.stdout(
      change === 'created'
        ? `Created the ${words.account} ${email} in ${accounts.label}. Sign in at ${words.signIn}.\n`
        : `Set a new password for ${email} in ${accounts.label}; its other sessions ended.\n`,
    )
    return exitCode.ok
  }
  if (command === 'remove') {
    const removed = await accounts.remove(email)
    output.stdout(
      removed
        ? `Removed ${email} from ${accounts.label}: ${words.lost}.\n`
        : `${email} had no ${words.account} in ${accounts.label}; nothing changed.\n`,
    )
    return exitCode.ok
  }
  const list = await accounts.list()
  if (list.length === 0) {
    output.stdout(`No ${words.account}s in ${accounts.label} yet (npm run ${role}:add).\n`)
    return exitCode.ok
  }
  output.stdout(
    `${words.account[0]?.toUpperCase()}${words.account.slice(1)}s in ${accounts.label}:\n`,
  )
  for (const account of list) {
    const note = account.hasAccount ? '' : ' (on the list, but no account to sign in with)'
    output.stdout(`  ${account.email}  added ${account.addedAt.slice(0, 10)}${note}\n`)
  }
  return exitCode.ok
}
