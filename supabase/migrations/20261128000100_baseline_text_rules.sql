-- The text rules: what the database accepts is what the pages can read. A key list holds no
-- null, empty or comma-holding key (one such key once blanked the couple's whole list); names and
-- texts hold no invisible or direction characters (U+200B, U+202E, U+2066 and the like) and lose
-- every kind of space at their ends, as the page trims them. The page's copy of these rules:
-- web/src/lib/guest-list/answer-text-rules.ts (a test compares the two).

-- A list of choice keys as the pages read it: no null, each 1 to 40 of a-z, 0-9 and - (so none
-- is empty or holds a comma). The table checks below and couple_set_answer_rules use it.
create function private.is_key_list(keys text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select array_position(keys, null) is null
     and not exists (select 1 from unnest(keys) as k(key)
                     where k.key !~ '^[a-z0-9][a-z0-9-]{0,39}$')
$$;
revoke all on function private.is_key_list(text[]) from public;
grant execute on function private.is_key_list(text[]) to authenticated, service_role;

-- Whether a text holds a character the page does not show: soft hyphen, zero-width space, the
-- direction marks, embeddings, overrides and isolates, the line and paragraph separators,
-- invisible operators and U+FEFF (web/src/lib/guest-list/answer-text-rules.ts, the same list).
create function private.has_invisible_character(value text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select value ~ '[\u00AD\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]'
$$;
revoke all on function private.has_invisible_character(text) from public;
grant execute on function private.has_invisible_character(text) to authenticated, service_role;

-- A text of an answer as the database keeps it: without the spaces at its ends that the page's
-- String.prototype.trim takes off (every Unicode space, line break and U+FEFF), empty as none.
create function private.answer_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(value, E'\t\n\u000B\u000C\r \u00A0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF'), '')
$$;
revoke all on function private.answer_text(text) from public;
grant execute on function private.answer_text(text) to authenticated, service_role;

-- A family's text (name, chief, message) as the couple's functions store it: trimmed of every
-- kind of space, empty as none, within its length, without control or invisible characters.
create function private.family_text(value text, max_length integer, multiline boolean)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  value := private.answer_text(value);
  if char_length(value) > max_length
     or private.has_invisible_character(value)
     or (multiline and value ~ '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]')
     or (not multiline and value ~ '[[:cntrl:]]') then
    raise exception 'rsvp_invalid_text' using errcode = 'P0001',
      detail = format('up to %s characters%s, no invisible characters', max_length,
                      case when multiline then '' else ', one line' end);
  end if;
  return value;
end;
$$;
revoke all on function private.family_text(text, integer, boolean) from public;
grant execute on function private.family_text(text, integer, boolean) to authenticated, service_role;

-- A phone as the couple's functions store it: trimmed, empty as none, otherwise E.164. The
-- dashboard and the guest-list tools normalize what the couple types (web/src/lib/guest-list/
-- phone.ts); this refuses whatever else reaches the database with a code the dashboard words.
create function private.family_phone(value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  value := nullif(btrim(value), '');
  if value !~ '^\+[1-9][0-9]{7,14}$' then
    raise exception 'couple_invalid_phone' using errcode = 'P0001',
      detail = 'E.164: a + and 8 to 15 digits, e.g. +525512345678';
  end if;
  return value;
end;
$$;
revoke all on function private.family_phone(text) from public;
grant execute on function private.family_phone(text) to authenticated, service_role;

-- what a guest types: without surrounding whitespace of any kind (tabs, line breaks, no-break
-- and zero-width spaces pasted from a chat), upper-case
create function private.normalize_human_key(raw text)
returns text
language sql
immutable
set search_path = ''
as $$
  select upper(regexp_replace(
    coalesce(raw, ''),
    '^[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+|[\s\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+$',
    '',
    'g'
  ));
$$;
revoke all on function private.normalize_human_key(text) from public;
grant execute on function private.normalize_human_key(text) to authenticated, service_role;
