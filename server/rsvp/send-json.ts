import type { ServerResponse } from 'node:http'

export type JsonAnswer = { status: number; body?: unknown; headers?: Record<string, string> }

/** Writes an answer of the embedded API: never cached, JSON when it has a body. */
export function sendJson(res: ServerResponse, { status, body, headers }: JsonAnswer): void {
  const common = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers }
  if (body === undefined) {
    res.writeHead(status, common).end()
    return
  }
  const json = JSON.stringify(body)
  res
    .writeHead(status, {
      ...common,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(json)),
    })
    .end(json)
}
