import { GroqSyntaxError } from 'groq-js'

export type ApiAnswer = { status: number; body: unknown }

/** A missing project or dataset: 404 with the message Sanity writes (`Dataset "x" not found…`). */
export function notFound(message: string): ApiAnswer {
  return { status: 404, body: { statusCode: 404, error: 'Not Found', message } }
}

export function badRequest(description: string): ApiAnswer {
  return { status: 400, body: { error: { description, type: 'httpBadRequest' } } }
}

/**
 * A query that does not parse: 400 with Sanity's `queryParseError` body, which @sanity/client
 * turns into its "GROQ query parse error" message with a pointer under the culprit.
 */
export function queryParseError(query: string, error: unknown): ApiAnswer | null {
  if (error instanceof GroqSyntaxError) {
    const description = error.message.replace(/^Syntax error in GROQ query at position \d+: /, '')
    const start = Math.min(error.position, query.length)
    const end = Math.min(start + 1, query.length)
    return {
      status: 400,
      body: { error: { description, start, end, query, type: 'queryParseError' } },
    }
  }
  if (error instanceof Error && error.name === 'GroqQueryError') {
    return { status: 400, body: { error: { description: error.message, type: 'queryParseError' } } }
  }
  return null
}
