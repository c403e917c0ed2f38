import type { SupabaseClient } from '@supabase/supabase-js'
import * as v from 'valibot'
import type { AnswerRules } from '../../../web/src/content/answer-rules.ts'
import type { Database } from '../../../web/src/lib/guest-list/database-types.ts'
import { RulesRefused, type AppliedRules } from './webhook-handler.ts'

const Answer = v.object({
  names_required: v.boolean(),
  meal_choices: v.array(v.string()),
  event_keys: v.array(v.string()),
  outcome: v.picklist(['applied', 'unchanged', 'stale']),
})

/** Applies the rules with apply_answer_rules_from_content, which only the service role may call. */
export function applyRulesWith(supabase: SupabaseClient<Database>) {
  return async (rules: AnswerRules, contentUpdatedAt: string): Promise<AppliedRules> => {
    const { data, error } = await supabase.rpc('apply_answer_rules_from_content', {
      p_names_required: rules.namesRequired,
      p_meal_choices: rules.mealChoices,
      p_event_keys: rules.eventKeys,
      p_content_updated_at: contentUpdatedAt,
    })
    // a rule's code (P0001) will not change on a retry; anything else may
    if (error?.code === 'P0001') throw new RulesRefused(`${error.message}: ${error.details ?? ''}`)
    if (error) throw new Error(`${error.code ?? ''} ${error.message}`.trim())
    const answer = v.parse(Answer, data)
    return {
      namesRequired: answer.names_required,
      mealChoices: answer.meal_choices,
      eventKeys: answer.event_keys,
      outcome: answer.outcome,
    }
  }
}
