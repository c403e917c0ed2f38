/** What PostgREST would call: the two guest functions, and nothing else of the database. */
export type RpcParameter = { name: string; type: 'text' | 'boolean' | 'integer' }

export type RpcFunction = { name: string; parameters: readonly RpcParameter[] }

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
]

const byName = new Map(functions.map((fn) => [fn.name, fn]))

export function rpcFunction(name: string): RpcFunction | undefined {
  return byName.get(name)
}

/**
 * Every value travels as text and PostgreSQL casts it, so `"yes"` for a boolean fails as
 * PostgREST would (22P02) instead of being coerced by PGlite's JavaScript serializers.
 */
export function callStatement(fn: RpcFunction): string {
  const args = fn.parameters.map((parameter, index) =>
    parameter.type === 'text' ? `$${index + 1}::text` : `$${index + 1}::text::${parameter.type}`,
  )
  return `select public.${fn.name}(${args.join(', ')}) as result`
}

/** A JSON argument as the text PostgreSQL will cast: objects and arrays stay JSON. */
export function argumentText(value: unknown): string | null {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** Argument names must match the function's parameters exactly, as PostgREST resolves them. */
export function hasExactArguments(fn: RpcFunction, args: Record<string, unknown>): boolean {
  const names = Object.keys(args)
  return (
    names.length === fn.parameters.length &&
    fn.parameters.every((parameter) => Object.hasOwn(args, parameter.name))
  )
}
