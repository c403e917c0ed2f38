/** The two tables and the function the guest-list tools use, in the shape `supabase gen types` produces. */
export type Database = {
  public: {
    Tables: {
      rsvp_guests: {
        Row: {
          id: number
          human_key: string
          family_name: string
          family_chief: string | null
          available_tickets: number
          confirmed_tickets: number
          will_attend: boolean | null
          confirmed_at: string | null
        }
        Insert: {
          human_key: string
          family_name: string
          family_chief?: string | null
          available_tickets: number
        }
        Update: {
          family_name?: string
          family_chief?: string | null
          available_tickets?: number
        }
        Relationships: []
      }
      rsvp_history: {
        Row: {
          id: number
          guest_id: number
          will_attend: boolean | null
          confirmed_tickets: number
          answered_at: string
          changed_by: 'guest' | 'couple' | 'couple_restore'
          changed_by_email: string | null
        }
        Insert: never
        Update: never
        Relationships: [
          {
            foreignKeyName: 'rsvp_history_guest_id_fkey'
            columns: ['guest_id']
            isOneToOne: false
            referencedRelation: 'rsvp_guests'
            referencedColumns: ['id']
          },
        ]
      }
    }
    Views: { [_ in never]: never }
    Functions: {
      couple_clear_answer: {
        Args: { p_human_key: string }
        Returns: unknown
      }
      couple_import_invitations: {
        Args: {
          p_invitations: {
            human_key: string
            family_name: string
            family_chief: string | null
            available_tickets: number
          }[]
          p_update_existing: boolean
        }
        Returns: { inserted: number; updated: number }
      }
    }
    Enums: { [_ in never]: never }
    CompositeTypes: { [_ in never]: never }
  }
}
