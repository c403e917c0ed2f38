/**
 * Content that lacks fields the schema marks required. TypeGen types those fields as present,
 * but a document written through the API (or imported) skips the Studio's validation, and the
 * site must still render without them.
 */
export function incomplete<T>(value: unknown): T {
  return value as T
}
