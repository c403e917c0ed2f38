// The Edge Function of the photo wall: guests reserve, confirm, list and delete their photos, the
// gallery and the venue's TV read the approved ones, the couple gets signed URLs and deletes
// (docs/photo-wall.md; deploying: docs/deploying.md, «The photo wall»). The embedded site serves
// the same rules at the same paths (server/functions/, server/storage/).
import { createPhotosHandler } from './photos-handler.ts'
import { supabaseBackend } from './supabase-backend.ts'

const env = (name: string) => Deno.env.get(name)?.trim() ?? ''

// Supabase sets these three in every Edge Function
const backend = supabaseBackend({
  url: env('SUPABASE_URL'),
  anonKey: env('SUPABASE_ANON_KEY'),
  serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY'),
})

const handler = createPhotosHandler({ backend })

/**
 * The guest's address, as the database's throttle reads it on hosted Supabase: Cloudflare's
 * CF-Connecting-IP, else the first X-Forwarded-For element; none (the throttle's stricter
 * «unknown address» limit) when neither is there.
 */
const clientAddress = (request: Request) =>
  request.headers.get('cf-connecting-ip')?.trim() ||
  request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ||
  null

Deno.serve((request) => handler(request, { clientAddress: clientAddress(request) }))
