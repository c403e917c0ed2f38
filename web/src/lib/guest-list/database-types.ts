// Generated from the migrations by `npm run db:types`; do not edit. CI fails when it is stale.

export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  public: {
    Tables: {
      couple_members: {
        Row: { email: string; added_at: string }
        Insert: { email: string; added_at?: string }
        Update: { email?: string; added_at?: string }
        Relationships: []
      }
      couple_visits: {
        Row: { email: string; seen_through: string; visited_at: string }
        Insert: { email: string; seen_through: string; visited_at?: string }
        Update: { email?: string; seen_through?: string; visited_at?: string }
        Relationships: [
          {
            foreignKeyName: 'couple_visits_email_fkey'
            columns: ['email']
            isOneToOne: true
            referencedRelation: 'couple_members'
            referencedColumns: ['email']
          },
        ]
      }
      rsvp_attendees: {
        Row: {
          guest_id: number
          position: number
          full_name: string | null
          is_child: boolean
          meal: string | null
          meal_details: string | null
          events: string[]
        }
        Insert: {
          guest_id: number
          position: number
          full_name?: string | null
          is_child?: boolean
          meal?: string | null
          meal_details?: string | null
          events?: string[]
        }
        Update: {
          guest_id?: number
          position?: number
          full_name?: string | null
          is_child?: boolean
          meal?: string | null
          meal_details?: string | null
          events?: string[]
        }
        Relationships: [
          {
            foreignKeyName: 'rsvp_attendees_guest_id_fkey'
            columns: ['guest_id']
            isOneToOne: false
            referencedRelation: 'rsvp_guests'
            referencedColumns: ['id']
          },
        ]
      }
      rsvp_deadline_changes: {
        Row: {
          id: number
          guest_id: number | null
          deadline: string | null
          changed_at: string
          changed_by_email: string | null
        }
        Insert: {
          id?: number
          guest_id?: number | null
          deadline?: string | null
          changed_at?: string
          changed_by_email?: string | null
        }
        Update: {
          id?: number
          guest_id?: number | null
          deadline?: string | null
          changed_at?: string
          changed_by_email?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'rsvp_deadline_changes_guest_id_fkey'
            columns: ['guest_id']
            isOneToOne: false
            referencedRelation: 'rsvp_guests'
            referencedColumns: ['id']
          },
        ]
      }
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
          first_opened_at: string | null
          last_opened_at: string | null
          message: string | null
          song: string | null
          phone: string | null
          modification_deadline: string | null
          event_keys: string[] | null
        }
        Insert: {
          id?: number
          human_key: string
          family_name: string
          family_chief?: string | null
          available_tickets: number
          confirmed_tickets?: number
          will_attend?: boolean | null
          confirmed_at?: string | null
          first_opened_at?: string | null
          last_opened_at?: string | null
          message?: string | null
          song?: string | null
          phone?: string | null
          modification_deadline?: string | null
          event_keys?: string[] | null
        }
        Update: {
          id?: number
          human_key?: string
          family_name?: string
          family_chief?: string | null
          available_tickets?: number
          confirmed_tickets?: number
          will_attend?: boolean | null
          confirmed_at?: string | null
          first_opened_at?: string | null
          last_opened_at?: string | null
          message?: string | null
          song?: string | null
          phone?: string | null
          modification_deadline?: string | null
          event_keys?: string[] | null
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
          changed_by: string
          changed_by_email: string | null
          client_address: string | null
          people: Json | null
          message: string | null
          song: string | null
        }
        Insert: {
          id?: number
          guest_id: number
          will_attend?: boolean | null
          confirmed_tickets: number
          answered_at?: string
          changed_by?: string
          changed_by_email?: string | null
          client_address?: string | null
          people?: Json | null
          message?: string | null
          song?: string | null
        }
        Update: {
          id?: number
          guest_id?: number
          will_attend?: boolean | null
          confirmed_tickets?: number
          answered_at?: string
          changed_by?: string
          changed_by_email?: string | null
          client_address?: string | null
          people?: Json | null
          message?: string | null
          song?: string | null
        }
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
      rsvp_lookup_failures: {
        Row: { id: number; client_address: string; failed_at: string }
        Insert: { id?: number; client_address: string; failed_at?: string }
        Update: { id?: number; client_address?: string; failed_at?: string }
        Relationships: []
      }
      rsvp_lookup_failures_by_hour: {
        Row: { hour: string; client_address: string | null; misses: number }
        Insert: { hour: string; client_address?: string | null; misses: number }
        Update: { hour?: string; client_address?: string | null; misses?: number }
        Relationships: []
      }
      rsvp_sends: {
        Row: {
          id: number
          guest_id: number
          template: string
          sent_at: string
          sent_by_email: string | null
        }
        Insert: {
          id?: number
          guest_id: number
          template: string
          sent_at?: string
          sent_by_email?: string | null
        }
        Update: {
          id?: number
          guest_id?: number
          template?: string
          sent_at?: string
          sent_by_email?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'rsvp_sends_guest_id_fkey'
            columns: ['guest_id']
            isOneToOne: false
            referencedRelation: 'rsvp_guests'
            referencedColumns: ['id']
          },
        ]
      }
      rsvp_settings: {
        Row: {
          id: boolean
          modification_deadline: string
          client_address_header: string
          attendee_names_required: boolean
          meal_choices: string[]
          event_keys: string[]
        }
        Insert: {
          id?: boolean
          modification_deadline?: string
          client_address_header?: string
          attendee_names_required?: boolean
          meal_choices?: string[]
          event_keys?: string[]
        }
        Update: {
          id?: boolean
          modification_deadline?: string
          client_address_header?: string
          attendee_names_required?: boolean
          meal_choices?: string[]
          event_keys?: string[]
        }
        Relationships: []
      }
    }
    Views: { [_ in never]: never }
    Functions: {
      couple_add_invitation: {
        Args: {
          p_human_key: string | null
          p_family_name: string | null
          p_family_chief: string | null
          p_available_tickets: number | null
          p_phone?: string | null
        }
        Returns: Json
      }
      couple_clear_answer: {
        Args: { p_human_key: string | null }
        Returns: Json
      }
      couple_delete_invitation: {
        Args: { p_human_key: string | null }
        Returns: Json
      }
      couple_failed_lookups: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      couple_import_invitations: {
        Args: { p_invitations: Json | null; p_update_existing: boolean | null }
        Returns: Json
      }
      couple_invitation_history: {
        Args: { p_human_key: string | null }
        Returns: Json
      }
      couple_invitation_json: {
        Args: { guest: Database['public']['Tables']['rsvp_guests']['Row'] | null }
        Returns: Json
      }
      couple_invitations: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      couple_last_visit: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      couple_mark_seen: {
        Args: { p_seen_through: string | null }
        Returns: Json
      }
      couple_modification_deadline: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      couple_preview_restore: {
        Args: { p_since: string | null; p_until: string | null; p_client_address: string | null }
        Returns: Json
      }
      couple_record_answer: {
        Args: {
          p_human_key: string | null
          p_will_attend: boolean | null
          p_confirmed_tickets: number | null
        }
        Returns: Json
      }
      couple_record_people: {
        Args: {
          p_human_key: string | null
          p_people: Json | null
          p_message?: string | null
          p_song?: string | null
        }
        Returns: Json
      }
      couple_record_send: {
        Args: { p_human_key: string | null; p_template: string | null }
        Returns: Json
      }
      couple_restore_answers: {
        Args: { p_since: string | null; p_until: string | null; p_client_address: string | null }
        Returns: Json
      }
      couple_set_answer_rules: {
        Args: {
          p_names_required: boolean | null
          p_meal_choices: string[] | null
          p_event_keys: string[] | null
        }
        Returns: Json
      }
      couple_set_invitation_deadline: {
        Args: { p_human_key: string | null; p_deadline: string | null }
        Returns: Json
      }
      couple_set_invitation_events: {
        Args: { p_human_key: string | null; p_event_keys: string[] | null }
        Returns: Json
      }
      couple_set_modification_deadline: {
        Args: { p_deadline: string | null }
        Returns: Json
      }
      couple_update_invitation: {
        Args: {
          p_human_key: string | null
          p_family_name: string | null
          p_family_chief: string | null
          p_available_tickets: number | null
          p_phone?: string | null
        }
        Returns: Json
      }
      find_invitation: {
        Args: { p_human_key: string | null }
        Returns: Json
      }
      is_couple_member: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      respond_invitation: {
        Args: {
          p_human_key: string | null
          p_will_attend: boolean | null
          p_confirmed_tickets: number | null
          p_people?: Json | null
          p_message?: string | null
          p_song?: string | null
        }
        Returns: Json
      }
    }
    Enums: { [_ in never]: never }
    CompositeTypes: { [_ in never]: never }
  }
}
