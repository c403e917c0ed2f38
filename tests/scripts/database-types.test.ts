import { describe, expect, it } from 'vitest'
import { introspect } from '../../scripts/database-types/introspect'
import { renderTypes } from '../../scripts/database-types/render-types'
import { openMigratedDatabase } from '../support/database-template'

describe('the database types generated from the migrations', () => {
  it('write each table, relationship, enum and function as supabase-js expects them', async () => {
    const db = await openMigratedDatabase()
    try {
      await db.exec(`
        create type public.meal as enum ('sin_restricciones', 'vegetariano');
        create table public.attendees (
          id bigint generated always as identity primary key,
          guest_id bigint not null references public.rsvp_guests (id),
          name text not null,
          meal public.meal,
          events text[] not null default '{}',
          name_key text generated always as (lower(name)) stored
        );
        create function public.count_attendees(p_guest bigint, p_meal public.meal default null)
        returns integer language sql stable set search_path = '' as $$ select 0 $$;
      `)
      const types = renderTypes(await introspect(db))
      expect(types).toContain(
        "attendees: {\n    Row: { id: number\nguest_id: number\nname: string\nmeal: Database['public']['Enums']['meal'] | null\nevents: string[]\nname_key: string | null }",
      )
      expect(types).toContain(
        "Insert: { id?: number\nguest_id: number\nname: string\nmeal?: Database['public']['Enums']['meal'] | null\nevents?: string[]\nname_key?: never }",
      )
      expect(types).toContain('referencedRelation: "rsvp_guests"')
      expect(types).toContain(`meal: "sin_restricciones" | "vegetariano"`)
      expect(types).toContain(
        "count_attendees: {\n    Args: { p_guest: number | null\np_meal?: Database['public']['Enums']['meal'] | null }\n    Returns: number",
      )
      // what the guests call, and nothing of the private schema
      expect(types).toContain(
        'find_invitation: {\n    Args: { p_human_key: string | null }\n    Returns: Json',
      )
      expect(types).not.toMatch(/client_address: \{\s*Args/)
    } finally {
      await db.close()
    }
  }, 60_000)

  it('write composite types and what functions of rows answer, as supabase gen types does', async () => {
    const db = await openMigratedDatabase()
    try {
      await db.exec(`
        create type public.seat as (position integer, table_name text);
        create type public.family as (name text, seats public.seat[], opened timestamptz);
        create function public.one_family() returns public.family
          language sql as $$ select null::public.family $$;
        create function public.families() returns setof public.family
          language sql as $$ select null::public.family where false $$;
        create function public.family_rows(p_min integer default 0)
          returns table (name text, seats integer, at_door boolean)
          language sql as $$ select 'x', p_min, true $$;
        create function public.guests_of(p_key text) returns setof public.rsvp_guests
          language sql as $$ select * from public.rsvp_guests where human_key = p_key $$;
      `)
      const types = renderTypes(await introspect(db))
      expect(types).toContain('seat: { position: number | null\ntable_name: string | null }')
      expect(types).toContain(
        "family: { name: string | null\nseats: Database['public']['CompositeTypes']['seat'][] | null\nopened: string | null }",
      )
      expect(types).toContain(
        "one_family: {\n    Args: Record<PropertyKey, never>\n    Returns: Database['public']['CompositeTypes']['family']\n",
      )
      expect(types).toContain(
        "families: {\n    Args: Record<PropertyKey, never>\n    Returns: Database['public']['CompositeTypes']['family'][]\n",
      )
      // the columns of returns table(...) are no arguments, and the answer is an array of them
      expect(types).toContain(
        'family_rows: {\n    Args: { p_min?: number | null }\n    Returns: { name: string\nseats: number\nat_door: boolean }[]\n',
      )
      expect(types).toContain(
        "guests_of: {\n    Args: { p_key: string | null }\n    Returns: Database['public']['Tables']['rsvp_guests']['Row'][]\n",
      )
      expect(types).not.toContain('CompositeTypes: { [_ in never]: never }')
    } finally {
      await db.close()
    }
  }, 60_000)
})
