// The Edge Function a Sanity webhook calls when «Preguntas de la confirmación» is published:
// docs/deploying.md, «The questions webhook».
import { createClient } from '@supabase/supabase-js'
import type { Database } from '../../../web/src/lib/guest-list/database-types.ts'
import { applyRulesWith } from './apply-rules.ts'
import { createWebhookHandler } from './webhook-handler.ts'

const env = (name: string) => Deno.env.get(name)?.trim() ?? ''

// Supabase sets SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY in every Edge Function
const supabase = createClient<Database>(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
  auth: { persistSession: false, autoRefreshToken: false },
})

Deno.serve(
  createWebhookHandler({ secret: env('SANITY_WEBHOOK_SECRET'), apply: applyRulesWith(supabase) }),
)
