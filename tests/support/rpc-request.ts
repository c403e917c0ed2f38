import type { RpcArgs, RpcName } from '../../web/src/lib/guest-list/call-rpc'

/**
 * A call's JSON body as a client sends it. The arguments are checked against the generated
 * database types, so renaming one in SQL fails the type check of every test that sends it.
 */
export function rpcBody<Fn extends RpcName>(_fn: Fn, args: RpcArgs<Fn>): string {
  return JSON.stringify(args)
}

/** A function's arguments named as the generated types name them, with values of any type. */
export type AnyValueArgs<Fn extends RpcName> = { [Arg in keyof RpcArgs<Fn>]?: unknown }

/**
 * The body of a call no typed client could make (a missing argument, a value of the wrong type,
 * a null inside a list): the attack is in the values, the names still come from the types.
 */
export function hostileRpcBody<Fn extends RpcName>(_fn: Fn, args: AnyValueArgs<Fn>): string {
  return JSON.stringify(args)
}

/**
 * A body written argument by argument as JSON text, for what JSON.stringify never writes (`2.0`,
 * `1e0`, lists nested thousands deep); the names still come from the generated types.
 */
export function rpcBodyText<Fn extends RpcName>(
  _fn: Fn,
  jsonOf: { [Arg in keyof RpcArgs<Fn>]?: string },
): string {
  const members = Object.entries(jsonOf).map(([name, json]) => `${JSON.stringify(name)}:${json}`)
  return `{${members.join(',')}}`
}

/** A request's options, its headers added to (or replacing) the JSON content type. */
export type RpcInit = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> }

/** POSTs a body as JSON to the function's REST address, as supabase-js does. */
export function postRpcBody(baseUrl: string, fn: RpcName, body: BodyInit, init: RpcInit = {}) {
  return fetch(`${baseUrl}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    body,
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  })
}

/** POSTs a call with the arguments its generated type names, to read the HTTP answer itself. */
export function postRpc<Fn extends RpcName>(
  baseUrl: string,
  fn: Fn,
  args: RpcArgs<Fn>,
  init?: RpcInit,
) {
  return postRpcBody(baseUrl, fn, rpcBody(fn, args), init)
}
