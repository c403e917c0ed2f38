/**
 * How deep a request's JSON may nest. The deepest body the site sends is the couple's import
 * ({ p_invitations: [ { … } ] }, three levels); 64 leaves room for any honest client while
 * staying far below the depth at which PGlite's PostgreSQL, parsing `$1::json` in WebAssembly,
 * overflows its stack (500 "bad buffer ID", and then a Node process stuck at 100 % CPU).
 */
export const maxJsonDepth = 64

/**
 * Whether JSON text opens more than `limit` arrays or objects inside one another; read as
 * text, in one pass that stops at the first level too many, so nothing deep is ever parsed.
 */
export function nestsDeeperThan(text: string, limit = maxJsonDepth): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (inString) {
      if (char === '\\') i++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '[' || char === '{') {
      if (++depth > limit) return true
    } else if (char === ']' || char === '}') depth--
  }
  return false
}
