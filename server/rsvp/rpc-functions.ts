/** What PostgREST would call: the guest functions and the couple's, nothing else of the database. */
export type RpcParameter = {
  name: string
  type: 'text' | 'boolean' | 'integer' | 'json' | 'timestamptz'
}

export type RpcFunction = { name: string; parameters: readonly RpcParameter[] }

const text = (name: string): RpcParameter => ({ name, type: 'text' })
const invitationFields = [
  text('p_human_key'),
  text('p_family_name'),
  text('p_family_chief'),
  { name: 'p_available_tickets', type: 'integer' },
] as const satisfies readonly RpcParameter[]
const restoreWindow = [
  { name: 'p_since', type: 'timestamptz' },
  { name: 'p_until', type: 'timestamptz' },
  text('p_client_address'),
] as const satisfies readonly RpcParameter[]

// the dashboard's, security invoker: the caller's role and the guest list's policies decide
const coupleFunctions: readonly RpcFunction[] = [
  { name: 'is_couple_member', parameters: [] },
  { name: 'couple_invitations', parameters: [] },
  { name: 'couple_invitation_history', parameters: [text('p_human_key')] },
  { name: 'couple_add_invitation', parameters: invitationFields },
  { name: 'couple_update_invitation', parameters: invitationFields },
  { name: 'couple_delete_invitation', parameters: [text('p_human_key')] },
  { name: 'couple_clear_answer', parameters: [text('p_human_key')] },
  {
    name: 'couple_record_answer',
    parameters: [
      text('p_human_key'),
      { name: 'p_will_attend', type: 'boolean' },
      { name: 'p_confirmed_tickets', type: 'integer' },
    ],
  },
  {
    name: 'couple_import_invitations',
    parameters: [
      { name: 'p_invitations', type: 'json' },
      { name: 'p_update_existing', type: 'boolean' },
    ],
  },
  { name: 'couple_failed_lookups', parameters: [] },
  { name: 'couple_preview_restore', parameters: restoreWindow },
  { name: 'couple_restore_answers', parameters: restoreWindow },
]

const functions: readonly RpcFunction[] = [
  { name: 'find_invitation', parameters: [{ name: 'p_human_key', type: 'text' }] },
  {
    name: 'respond_invitation',
    parameters: [
      { name: 'p_human_key', type: 'text' },
      { name: 'p_will_attend', type: 'boolean' },
      { name: 'p_confirmed_tickets', type: 'integer' },
    ],
  },
  ...coupleFunctions,
]

const byName = new Map(functions.map((fn) => [fn.name, fn]))

export function rpcFunction(name: string): RpcFunction | undefined {
  return byName.get(name)
}

/**
 * The JSON body goes to PostgreSQL whole and json_to_record casts each argument, as PostgREST
 * does: `2.0` or `1e0` for an integer and `"yes"` for a boolean fail with 22P02, and PGlite's
 * JavaScript serializers never coerce anything.
 */
export function callStatement(fn: RpcFunction): string {
  const names = fn.parameters.map((parameter) => parameter.name)
  const columns = fn.parameters.map((parameter) => `${parameter.name} ${parameter.type}`)
  if (columns.length === 0)
    return `select public.${fn.name}() as result from (select $1::json) as args`
  return (
    `select public.${fn.name}(${names.join(', ')}) as result ` +
    `from json_to_record($1::json) as args(${columns.join(', ')})`
  )
}

/** Argument names must match the function's parameters exactly, as PostgREST resolves them. */
export function hasExactArguments(fn: RpcFunction, args: Record<string, unknown>): boolean {
  const names = Object.keys(args)
  return (
    names.length === fn.parameters.length &&
    fn.parameters.every((parameter) => Object.hasOwn(args, parameter.name))
  )
}
