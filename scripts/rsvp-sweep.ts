/**
 * Measures what an attacker gets by sweeping invitation numbers against the embedded API, over
 * real HTTP from loopback addresses (127.0.x.y are different clients to the server), each
 * request with a forged X-Forwarded-For. An in-memory database; nothing on disk is touched.
 *
 *   npx tsx scripts/rsvp-sweep.ts [--port 4191]
 */
import http from 'node:http'
import { parseArgs } from 'node:util'
import { openRsvpDatabase } from '../server/rsvp/open-database'
import { createRpcHandler } from '../server/rsvp/rpc-handler'
import { drawCode } from '../web/src/lib/guest-csv/invitation-codes'
import { createEmbeddedStore } from './guests/stores/embedded-store'
import type { RpcArgs, RpcName } from '../web/src/lib/guest-list/call-rpc'

const { values } = parseArgs({ options: { port: { type: 'string', default: '4191' } } })
const port = Number(values.port)

const characters = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
const everyKey = [...characters].flatMap((a) =>
  [...characters].flatMap((b) => [...characters].map((c) => a + b + c)),
)

type Reply = { human_key?: string; message?: string } | null

function post<F extends RpcName>(fn: F, args: RpcArgs<F>, from: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: `/rest/v1/rpc/${fn}`,
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${Math.floor(Math.random() * 250)}.0.1`,
        },
      },
      (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () => resolve(JSON.parse(text) as Reply))
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify(args))
  })
}

type Fn = Extract<RpcName, 'find_invitation' | 'respond_invitation'>

async function sweep(fn: Fn, addresses: string[], randomNumbers: boolean) {
  // the demo's 16 invitations, or 16 under random numbers imported as the couple would
  const db = await openRsvpDatabase({ seed: !randomNumbers, modificationDeadline: '2999-01-01' })
  if (randomNumbers) {
    const taken = new Set<string>()
    const store = createEmbeddedStore(db, { label: 'the sweep database' })
    await store.write({
      insert: Array.from({ length: 16 }, (_, index) => ({
        humanKey: drawCode(taken),
        familyName: `Familia ${index + 1}`,
        familyChief: null,
        availableTickets: 2,
      })),
      update: [],
    })
  }
  const server = http.createServer(createRpcHandler({ database: async () => db }))
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const started = Date.now()
  let calls = 0
  let refusals = 0
  let firstRefusal: number | null = null
  let found = 0
  let address = 0
  for (const key of everyKey) {
    let reply: Reply = null
    while (address < addresses.length) {
      const from = addresses[address]!
      reply =
        fn === 'find_invitation'
          ? await post(fn, { p_human_key: key }, from)
          : await post(fn, { p_human_key: key, p_will_attend: true, p_confirmed_tickets: 99 }, from)
      calls += 1
      if (reply?.message !== 'rsvp_too_many_attempts') break
      refusals += 1
      firstRefusal ??= calls
      address += 1
    }
    if (address >= addresses.length) break
    // a hit: the record, or (answering) the rule that gives the invitation away
    if (reply !== null) found += 1
  }
  server.close()
  await db.close()
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `${fn} from ${addresses.length} address${addresses.length === 1 ? '' : 'es'}, ` +
      `${randomNumbers ? 'random' : 'demo (001-016)'} numbers: first refusal at call ` +
      `${firstRefusal ?? 'never'}; ${calls - refusals} numbers tried before every address was ` +
      `refused; ${found} of 16 invitations found (${seconds} s)`,
  )
}

const one = ['127.0.0.2']
const many = Array.from({ length: 250 }, (_, i) => `127.0.1.${i + 2}`)
for (const fn of ['find_invitation', 'respond_invitation'] as const) {
  await sweep(fn, one, false)
  await sweep(fn, one, true)
  await sweep(fn, many, true)
}
