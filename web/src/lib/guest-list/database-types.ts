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
      door_helpers: {
        Row: { email: string; added_at: string }
        Insert: { email: string; added_at?: string }
        Update: { email?: string; added_at?: string }
        Relationships: []
      }
      photo_folders: {
        Row: { invitation_id: number; folder: string }
        Insert: { invitation_id: number; folder?: string }
        Update: { invitation_id?: number; folder?: string }
        Relationships: [
          {
            foreignKeyName: 'photo_folders_invitation_id_fkey'
            columns: ['invitation_id']
            isOneToOne: true
            referencedRelation: 'rsvp_guests'
            referencedColumns: ['id']
          },
        ]
      }
      photo_settings: {
        Row: {
          id: boolean
          uploads_open_from: string | null
          uploads_open_until: string | null
          quota_per_invitation: number
          auto_approve: boolean
          gallery_visible: boolean
          screen_key_hash: string | null
        }
        Insert: {
          id?: boolean
          uploads_open_from?: string | null
          uploads_open_until?: string | null
          quota_per_invitation?: number
          auto_approve?: boolean
          gallery_visible?: boolean
          screen_key_hash?: string | null
        }
        Update: {
          id?: boolean
          uploads_open_from?: string | null
          uploads_open_until?: string | null
          quota_per_invitation?: number
          auto_approve?: boolean
          gallery_visible?: boolean
          screen_key_hash?: string | null
        }
        Relationships: []
      }
      photos: {
        Row: {
          id: string
          invitation_id: number
          path: string
          thumb_path: string
          sha256: string
          bytes: number
          thumb_bytes: number
          width: number
          height: number
          status: string
          reserved_at: string
          uploaded_at: string | null
          reviewed_at: string | null
        }
        Insert: {
          id?: string
          invitation_id: number
          path: string
          thumb_path: string
          sha256: string
          bytes: number
          thumb_bytes: number
          width: number
          height: number
          status?: string
          reserved_at?: string
          uploaded_at?: string | null
          reviewed_at?: string | null
        }
        Update: {
          id?: string
          invitation_id?: number
          path?: string
          thumb_path?: string
          sha256?: string
          bytes?: number
          thumb_bytes?: number
          width?: number
          height?: number
          status?: string
          reserved_at?: string
          uploaded_at?: string | null
          reviewed_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'photos_invitation_id_fkey'
            columns: ['invitation_id']
            isOneToOne: false
            referencedRelation: 'rsvp_guests'
            referencedColumns: ['id']
          },
        ]
      }
      rsvp_arrivals: {
        Row: {
          id: string
          guest_id: number
          people: number
          extra: boolean
          recorded_at: string
          received_at: string
          recorded_by_email: string | null
          conflict: boolean
          undone_at: string | null
          positions: number[] | null
        }
        Insert: {
          id: string
          guest_id: number
          people: number
          extra?: boolean
          recorded_at: string
          received_at?: string
          recorded_by_email?: string | null
          conflict?: boolean
          undone_at?: string | null
          positions?: number[] | null
        }
        Update: {
          id?: string
          guest_id?: number
          people?: number
          extra?: boolean
          recorded_at?: string
          received_at?: string
          recorded_by_email?: string | null
          conflict?: boolean
          undone_at?: string | null
          positions?: number[] | null
        }
        Relationships: [
          {
            foreignKeyName: 'rsvp_arrivals_guest_id_fkey'
            columns: ['guest_id']
            isOneToOne: false
            referencedRelation: 'rsvp_guests'
            referencedColumns: ['id']
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
          table_id: number | null
          door_id: string
          pase_token: string
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
          table_id?: number | null
          door_id?: string
          pase_token?: string
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
          table_id?: number | null
          door_id?: string
          pase_token?: string
        }
        Relationships: [
          {
            foreignKeyName: 'rsvp_guests_table_id_fkey'
            columns: ['table_id']
            isOneToOne: false
            referencedRelation: 'rsvp_tables'
            referencedColumns: ['id']
          },
        ]
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
      rsvp_person_seats: {
        Row: { guest_id: number; position: number; table_id: number }
        Insert: { guest_id: number; position: number; table_id: number }
        Update: { guest_id?: number; position?: number; table_id?: number }
        Relationships: [
          {
            foreignKeyName: 'rsvp_person_seats_guest_id_fkey'
            columns: ['guest_id']
            isOneToOne: false
            referencedRelation: 'rsvp_guests'
            referencedColumns: ['id']
          },
          {
            foreignKeyName: 'rsvp_person_seats_table_id_fkey'
            columns: ['table_id']
            isOneToOne: false
            referencedRelation: 'rsvp_tables'
            referencedColumns: ['id']
          },
        ]
      }
      rsvp_seating_changes: {
        Row: {
          id: number
          guest_id: number
          position: number | null
          table_name: string | null
          changed_at: string
          changed_by_email: string | null
        }
        Insert: {
          id?: number
          guest_id: number
          position?: number | null
          table_name?: string | null
          changed_at?: string
          changed_by_email?: string | null
        }
        Update: {
          id?: number
          guest_id?: number
          position?: number | null
          table_name?: string | null
          changed_at?: string
          changed_by_email?: string | null
        }
        Relationships: [
          {
            foreignKeyName: 'rsvp_seating_changes_guest_id_fkey'
            columns: ['guest_id']
            isOneToOne: false
            referencedRelation: 'rsvp_guests'
            referencedColumns: ['id']
          },
        ]
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
          answer_rules_content_at: string | null
          show_tables: boolean
          door_extra_limit: number
        }
        Insert: {
          id?: boolean
          modification_deadline?: string
          client_address_header?: string
          attendee_names_required?: boolean
          meal_choices?: string[]
          event_keys?: string[]
          answer_rules_content_at?: string | null
          show_tables?: boolean
          door_extra_limit?: number
        }
        Update: {
          id?: boolean
          modification_deadline?: string
          client_address_header?: string
          attendee_names_required?: boolean
          meal_choices?: string[]
          event_keys?: string[]
          answer_rules_content_at?: string | null
          show_tables?: boolean
          door_extra_limit?: number
        }
        Relationships: []
      }
      rsvp_tables: {
        Row: {
          id: number
          name: string
          seats: number
          shape: string
          is_head: boolean
          plan_x: number | null
          plan_y: number | null
        }
        Insert: {
          id?: number
          name: string
          seats: number
          shape?: string
          is_head?: boolean
          plan_x?: number | null
          plan_y?: number | null
        }
        Update: {
          id?: number
          name?: string
          seats?: number
          shape?: string
          is_head?: boolean
          plan_x?: number | null
          plan_y?: number | null
        }
        Relationships: []
      }
    }
    Views: { [_ in never]: never }
    Functions: {
      apply_answer_rules_from_content: {
        Args: {
          p_names_required: boolean | null
          p_meal_choices: string[] | null
          p_event_keys: string[] | null
          p_content_updated_at: string | null
        }
        Returns: Json
      }
      couple_add_door_helper: {
        Args: { p_email: string | null }
        Returns: Json
      }
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
      couple_arrivals: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      couple_clear_answer: {
        Args: { p_human_key: string | null }
        Returns: Json
      }
      couple_create_table: {
        Args: { p_name: string | null; p_seats: number | null }
        Returns: Database['public']['CompositeTypes']['seating_table']
      }
      couple_delete_invitation: {
        Args: { p_human_key: string | null }
        Returns: Json
      }
      couple_delete_photo: {
        Args: { p_photo_id: string | null }
        Returns: Json
      }
      couple_delete_table: {
        Args: { p_table_name: string | null }
        Returns: undefined
      }
      couple_door_helpers: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      couple_door_settings: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      couple_failed_lookups: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      couple_import_invitations: {
        Args: {
          p_invitations: Json | null
          p_update_existing: boolean | null
          p_new_tables?: string[] | null
          p_seat_numbers?: string[] | null
          p_seat_tables?: string[] | null
        }
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
        Returns: Database['public']['CompositeTypes']['couple_invitation'][]
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
      couple_new_screen_key: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      couple_photo_paths: {
        Args: { p_photo_ids: string[] | null }
        Returns: Json
      }
      couple_photo_settings: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      couple_photos: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      couple_place_family: {
        Args: {
          p_human_key: string | null
          p_table_name: string | null
          p_apart_positions?: number[] | null
          p_apart_tables?: string[] | null
        }
        Returns: Database['public']['CompositeTypes']['couple_invitation']
      }
      couple_place_table: {
        Args: { p_table_name: string | null; p_x: number | null; p_y: number | null }
        Returns: Database['public']['CompositeTypes']['seating_table']
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
      couple_remove_door_helper: {
        Args: { p_email: string | null }
        Returns: Json
      }
      couple_restore_answers: {
        Args: { p_since: string | null; p_until: string | null; p_client_address: string | null }
        Returns: Json
      }
      couple_seat_families: {
        Args: { p_human_keys: string[] | null; p_table_names: string[] | null }
        Returns: Database['public']['CompositeTypes']['couple_invitation'][]
      }
      couple_seat_invitation: {
        Args: { p_human_key: string | null; p_table_name: string | null }
        Returns: Database['public']['CompositeTypes']['couple_invitation']
      }
      couple_seat_person: {
        Args: { p_human_key: string | null; p_position: number | null; p_table_name: string | null }
        Returns: Database['public']['CompositeTypes']['couple_invitation']
      }
      couple_seating: {
        Args: Record<PropertyKey, never>
        Returns: Database['public']['CompositeTypes']['seating_plan']
      }
      couple_seating_history: {
        Args: { p_human_key: string | null }
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
      couple_set_door_extra_limit: {
        Args: { p_limit: number | null }
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
      couple_set_photo_settings: {
        Args: {
          p_uploads_open_from: string | null
          p_uploads_open_until: string | null
          p_quota_per_invitation: number | null
          p_auto_approve: boolean | null
          p_gallery_visible: boolean | null
        }
        Returns: Json
      }
      couple_set_photo_status: {
        Args: { p_photo_id: string | null; p_status: string | null }
        Returns: Json
      }
      couple_set_show_tables: {
        Args: { p_show: boolean | null }
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
      couple_update_table: {
        Args: {
          p_table_name: string | null
          p_name: string | null
          p_seats: number | null
          p_shape: string | null
          p_is_head: boolean | null
        }
        Returns: Database['public']['CompositeTypes']['seating_table']
      }
      door_day: {
        Args: Record<PropertyKey, never>
        Returns: Database['public']['CompositeTypes']['door_day']
      }
      door_find_number: {
        Args: { p_human_key: string | null }
        Returns: Json
      }
      door_guest_list: {
        Args: Record<PropertyKey, never>
        Returns: Database['public']['CompositeTypes']['door_family'][]
      }
      door_helper_email_status: {
        Args: { p_email: string | null }
        Returns: Json
      }
      door_record_arrival: {
        Args: {
          p_arrival_id: string | null
          p_door_id: string | null
          p_count: number | null
          p_extra: boolean | null
          p_recorded_at: string | null
          p_positions?: number[] | null
        }
        Returns: number
      }
      door_totals: {
        Args: Record<PropertyKey, never>
        Returns: Database['public']['CompositeTypes']['door_tally']
      }
      door_undo_arrival: {
        Args: { p_arrival_id: string | null }
        Returns: number
      }
      find_invitation: {
        Args: { p_human_key: string | null }
        Returns: Json
      }
      find_pase: {
        Args: { p_token: string | null }
        Returns: Json
      }
      guest_list_history: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      is_couple_member: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      is_door_helper: {
        Args: Record<PropertyKey, never>
        Returns: boolean
      }
      photo_forget: {
        Args: { p_photo_id: string | null }
        Returns: undefined
      }
      photo_gallery: {
        Args: Record<PropertyKey, never>
        Returns: Json
      }
      photo_mark_uploaded: {
        Args: { p_photo_id: string | null }
        Returns: Json
      }
      photo_mine: {
        Args: { p_human_key: string | null; p_client_address: string | null }
        Returns: Json
      }
      photo_reserve: {
        Args: {
          p_human_key: string | null
          p_sha256: string | null
          p_bytes: number | null
          p_width: number | null
          p_height: number | null
          p_thumb_bytes: number | null
          p_client_address: string | null
        }
        Returns: Json
      }
      photo_screen: {
        Args: { p_key: string | null; p_after?: string | null }
        Returns: Json
      }
      photo_upload_of: {
        Args: {
          p_human_key: string | null
          p_photo_id: string | null
          p_client_address: string | null
        }
        Returns: Json
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
    CompositeTypes: {
      couple_invitation: {
        human_key: string | null
        family_name: string | null
        family_chief: string | null
        available_tickets: number | null
        confirmed_tickets: number | null
        will_attend: boolean | null
        confirmed_at: string | null
        first_opened_at: string | null
        last_opened_at: string | null
        people: Database['public']['CompositeTypes']['invitation_person'][] | null
        message: string | null
        song: string | null
        phone: string | null
        modification_deadline: string | null
        event_keys: string[] | null
        table_name: string | null
        person_tables: Database['public']['CompositeTypes']['person_table'][] | null
        sends: Database['public']['CompositeTypes']['invitation_send'][] | null
        guest_answered_at: string | null
        news: string | null
      }
      door_day: {
        families: Database['public']['CompositeTypes']['door_family'][] | null
        totals: Database['public']['CompositeTypes']['door_tally'] | null
      }
      door_family: {
        door_id: string | null
        pase_hash: string | null
        status: string | null
        family_name: string | null
        family_chief: string | null
        confirmed_tickets: number | null
        people: Database['public']['CompositeTypes']['door_person'][] | null
        table_name: string | null
        person_tables: Database['public']['CompositeTypes']['person_table'][] | null
        arrived: number | null
        extra: number | null
        conflicts: number | null
      }
      door_person: {
        position: number | null
        name: string | null
        child: boolean | null
        table_name: string | null
        arrived: boolean | null
      }
      door_table_count: {
        table_name: string | null
        arrived: number | null
        expected: number | null
      }
      door_tally: {
        arrived: number | null
        expected: number | null
        conflicts: number | null
        by_table: Database['public']['CompositeTypes']['door_table_count'][] | null
      }
      invitation_person: {
        name: string | null
        child: boolean | null
        meal: string | null
        meal_details: string | null
        events: string[] | null
      }
      invitation_send: {
        template: string | null
        sent_at: string | null
        sent_by_email: string | null
      }
      person_table: { position: number | null; table_name: string | null }
      seating_plan: {
        show_tables: boolean | null
        tables: Database['public']['CompositeTypes']['seating_table'][] | null
      }
      seating_table: {
        name: string | null
        seats: number | null
        shape: string | null
        is_head: boolean | null
        plan_x: number | null
        plan_y: number | null
      }
    }
  }
}
