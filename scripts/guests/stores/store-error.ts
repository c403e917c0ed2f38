/** A failure the couple can act on; the command prints its message and exits with 1. */
export class StoreError extends Error {
  override name = 'StoreError'
}
