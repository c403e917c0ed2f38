// The Edge Function the couple's dashboard calls to add or remove a door helper with a password:
// docs/deploying.md, «The door helpers' function». The embedded site serves the same rules at
// the same path (server/functions/).
import { createDoorHelpersHandler } from './door-helpers-handler.ts'
import { supabaseBackend } from './supabase-backend.ts'

const env = (name: string) => Deno.env.get(name)?.trim() ?? ''

// Supabase sets these three in every Edge Function
const backend = supabaseBackend({
  url: env('SUPABASE_URL'),
  anonKey: env('SUPABASE_ANON_KEY'),
  serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY'),
})

Deno.serve(createDoorHelpersHandler({ backend }))
