/** The error body PostgREST (and so supabase-js) uses. */
export type PostgrestErrorBody = {
  code: string
  details: string | null
  hint: string | null
  message: string
}

export type ApiResponse = { status: number; body: unknown; headers?: Record<string, string> }

type DatabaseError = { code: string; message: string; detail?: string; hint?: string }

export function apiError(
  status: number,
  code: string,
  message: string,
  details: string | null = null,
  hint: string | null = null,
): ApiResponse {
  const body: PostgrestErrorBody = { code, details, hint, message }
  return { status, body }
}

export const internalError = (): ApiResponse =>
  apiError(500, 'PGRST000', 'Internal server error', null, 'The error was logged on the server.')

export function isDatabaseError(error: unknown): error is DatabaseError {
  if (!(error instanceof Error)) return false
  const { code } = error as { code?: unknown }
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

// PostgREST's table of SQLSTATE → HTTP status; every request here runs as anon, hence 401.
const exactStatus: Record<string, number> = {
  '23503': 409,
  '23505': 409,
  '25006': 405,
  '42501': 401,
  '42883': 404,
  '42P01': 404,
  '42P17': 500,
  '53400': 500,
  P0001: 400,
}

const classStatus: Record<string, number> = {
  '08': 503,
  '09': 500,
  '0L': 403,
  '0P': 403,
  '25': 500,
  '28': 403,
  '2D': 500,
  '38': 500,
  '39': 500,
  '3B': 500,
  '40': 500,
  '53': 503,
  '54': 500,
  '55': 500,
  '57': 500,
  '58': 500,
  F0: 500,
  HV: 500,
  P0: 500,
  XX: 500,
}

export function statusForSqlState(code: string): number {
  return exactStatus[code] ?? classStatus[code.slice(0, 2)] ?? 400
}
