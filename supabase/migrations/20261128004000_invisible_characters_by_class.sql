-- Invisible characters by Unicode class: a name made only of a Hangul filler (U+3164), a Braille
-- blank (U+2800), a zero-width joiner or a combining grapheme joiner, or holding an Arabic letter
-- mark (U+061C), passed the earlier list. Every name and text the database takes now refuses the
-- whole of Default_Ignorable_Code_Point and Bidi_Control, the Hangul fillers and the Braille
-- blank, and the couple's family names refuse control characters (a line break or a tab pasted
-- from a spreadsheet cell) as the other names do. Rows stored before keep their texts: each rule
-- is checked when a text is written anew. The page's copy of these rules:
-- web/src/lib/guest-list/answer-text-rules.ts (a test compares the two on every code point of
-- these classes).

-- Whether a text holds a character the page does not show. PostgreSQL's regular expressions have
-- no \p{}, so the classes are written out as ranges (Unicode 17, the same as JavaScript's
-- \p{Default_Ignorable_Code_Point} and \p{Bidi_Control}):
--   Default_Ignorable_Code_Point: U+00AD, U+034F, U+061C, U+115F-U+1160, U+17B4-U+17B5,
--     U+180B-U+180F, U+200B-U+200F, U+202A-U+202E, U+2060-U+206F, U+3164, U+FE00-U+FE0F,
--     U+FEFF, U+FFA0, U+FFF0-U+FFF8, U+1BCA0-U+1BCA3, U+1D173-U+1D17A, U+E0000-U+E0FFF
--   Bidi_Control (all of them also default-ignorable): U+061C, U+200E-U+200F, U+202A-U+202E,
--     U+2066-U+2069
--   and, as before, the line and paragraph separators U+2028-U+2029; and the Braille blank
--   U+2800 (the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0 are default-ignorable).
-- An emoji keeps what draws it: a presentation selector (U+FE0E, U+FE0F) after a pictograph, a
-- zero-width joiner between two pictographs (👨‍👩‍👧, ❤️‍🔥), the selector of a keycap (1️⃣) and
-- the tags of a subdivision flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿). Those are taken out first; what is left may hold
-- none of the characters above.
create or replace function private.has_invisible_character(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(
           value,
           '(?<=[\u00A9\u00AE\u203C\u2049\u2122\u2139\u2194-\u21FF\u2300-\u23FF\u24C2\u25A0-\u27BF\u2934\u2935\u2B00-\u2BFF\u3030\u303D\u3297\u3299\U0001F000-\U0001FAFF])[\uFE0E\uFE0F]'
           '|(?<=[\u00A9\u00AE\u203C\u2049\u2122\u2139\u2194-\u21FF\u2300-\u23FF\u24C2\u25A0-\u27BF\u2934\u2935\u2B00-\u2BFF\u3030\u303D\u3297\u3299\U0001F000-\U0001FAFF][\uFE0E\uFE0F]?)\u200D(?=[\u00A9\u00AE\u203C\u2049\u2122\u2139\u2194-\u21FF\u2300-\u23FF\u24C2\u25A0-\u27BF\u2934\u2935\u2B00-\u2BFF\u3030\u303D\u3297\u3299\U0001F000-\U0001FAFF])'
           '|(?<=[0-9#*])\uFE0F(?=\u20E3)'
           '|(?<=\U0001F3F4)[\U000E0020-\U000E007E]+\U000E007F',
           '',
           'g')
         ~ '[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u2028-\u202E\u2060-\u206F\u2800\u3164\uFE00-\uFE0F\uFEFF\uFFA0\uFFF0-\uFFF8\U0001BCA0-\U0001BCA3\U0001D173-\U0001D17A\U000E0000-\U000E0FFF]'
$$;

-- A table's name: the rule above, checked when a name is written anew (as a family's name is),
-- so a table named before it can still be moved on the plan and have people seated at it. The
-- table's check keeps the length, the ends and the control characters, which did not change.
alter table public.rsvp_tables drop constraint rsvp_tables_name_check;
alter table public.rsvp_tables add constraint rsvp_tables_name_check
  check (char_length(name) between 1 and 40 and name = btrim(name) and name !~ '[[:cntrl:]]');

create function private.assert_visible_table_name()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (tg_op = 'INSERT' or new.name is distinct from old.name)
     and private.has_invisible_character(new.name) then
    raise exception 'couple_invalid_table' using errcode = 'P0001',
      detail = 'a table''s name is 1 to 40 visible characters on one line';
  end if;
  return new;
end;
$$;
revoke all on function private.assert_visible_table_name() from public;

create trigger rsvp_tables_name_is_visible
before insert or update of name on public.rsvp_tables
for each row execute function private.assert_visible_table_name();

-- A family's name and chief: no invisible character (the class above), no control character
-- (a line break or tab from a spreadsheet cell, which no list or WhatsApp message shows), and not
-- made only of spaces of any kind; its message and song as private.family_text takes them, for
-- the couple's writes straight to the table too. Each text is checked when it is written anew.
create or replace function private.assert_visible_family_names()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  inserted boolean := tg_op = 'INSERT';
begin
  -- each text is checked when it is written anew, so an old one kept as it is blocks nothing
  if (inserted or new.family_name is distinct from old.family_name)
       and (private.answer_text(new.family_name) is null
            or new.family_name ~ '[[:cntrl:]]'
            or private.has_invisible_character(new.family_name))
     or (inserted or new.family_chief is distinct from old.family_chief)
       and new.family_chief is not null
       and (private.answer_text(new.family_chief) is null
            or new.family_chief ~ '[[:cntrl:]]'
            or private.has_invisible_character(new.family_chief)) then
    raise exception 'couple_invisible_characters' using errcode = 'P0001',
      detail = 'family_name and family_chief are one line of visible characters';
  end if;
  if (inserted or new.message is distinct from old.message)
       and (private.has_invisible_character(new.message)
            or new.message ~ '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]')
     or (inserted or new.song is distinct from old.song)
       and (private.has_invisible_character(new.song) or new.song ~ '[[:cntrl:]]') then
    raise exception 'rsvp_invalid_text' using errcode = 'P0001',
      detail = 'no invisible characters; the song on one line';
  end if;
  return new;
end;
$$;

drop trigger rsvp_guests_family_names_are_visible on public.rsvp_guests;
create trigger rsvp_guests_family_names_are_visible
before insert or update of family_name, family_chief, message, song on public.rsvp_guests
for each row execute function private.assert_visible_family_names();

-- The questions webhook's date counts no later than the database's clock: a delivery dated in
-- the year 9999 (the Edge Function clamps it too) would make every real publication after it look
-- older, "stale". A date stored in the future before this file is brought back to now.
create or replace function public.apply_answer_rules_from_content(
  p_names_required boolean,
  p_meal_choices text[],
  p_event_keys text[],
  p_content_updated_at timestamptz
)
returns json
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  applied_at timestamptz;
  outcome text := 'stale';
begin
  if p_content_updated_at is null then
    raise exception 'rsvp_invalid_rules' using errcode = 'P0001',
      detail = 'content_updated_at is required';
  end if;
  p_content_updated_at := least(p_content_updated_at, now());
  -- the row lock orders two deliveries arriving together
  select answer_rules_content_at into applied_at from public.rsvp_settings where id for update;
  if applied_at is null or applied_at <= p_content_updated_at then
    outcome := case
      when private.set_answer_rules(p_names_required, p_meal_choices, p_event_keys) then 'applied'
      else 'unchanged'
    end;
    update public.rsvp_settings set answer_rules_content_at = p_content_updated_at
    where id and answer_rules_content_at is distinct from p_content_updated_at;
  end if;
  return (private.answer_rules_json()::jsonb || jsonb_build_object('outcome', outcome))::json;
end;
$$;

update public.rsvp_settings set answer_rules_content_at = now()
where answer_rules_content_at > now();
