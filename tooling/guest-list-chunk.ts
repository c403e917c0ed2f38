/**
 * The guest-list code a personal link shares with the couple's dashboard (and in part the door):
 * the records' schemas (valibot), the API call and the answer's person draft. Rollup would cut it
 * in two chunks, because the door needs only the first half, and the personal link would pay one
 * more request (bench/budgets.json counts the headers too). Only modules the entry never imports
 * belong here, or every page would fetch this chunk first (tests/e2e/guest-arrival.e2e.ts checks
 * that the home page does not). Rollup moves a listed module's own imports in with it: a module
 * the entry needs must not be one of them (lib/dates.ts holds the deadline for that reason).
 */
const guestListModules = [
  /\/node_modules\/valibot\//,
  /\/web\/src\/lib\/guest-list\/(call-rpc|rpc-error|guest-record)\.ts$/,
  /\/web\/src\/lib\/guest-list\/(person-draft|answer-text-rules)\.ts$/,
  /\/web\/src\/content\/(rsvp-questions|answer-rules)\.ts$/,
]

/** Rollup's output.manualChunks: the modules above in one chunk, named guest-list. */
export function guestListChunk(id: string): string | undefined {
  const file = id.replaceAll('\\', '/')
  return guestListModules.some((module) => module.test(file)) ? 'guest-list' : undefined
}
