-- A family's name and its chief's may not hold the invisible and direction characters the answer's
-- names may not (U+200B, U+202E, U+2066 and the like: pasted from a chat, they reorder or hide what
-- the couple and the caterer read). A trigger on writes of those two columns, like the number's,
-- so the names stored before stay readable and editable as they are until someone changes them.
create function private.assert_visible_family_names()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  inserted boolean := tg_op = 'INSERT';
begin
  -- each name is checked when it is written anew, so an old one kept as it is blocks nothing
  if (inserted or new.family_name is distinct from old.family_name)
       and private.has_invisible_character(new.family_name)
     or (inserted or new.family_chief is distinct from old.family_chief)
       and private.has_invisible_character(new.family_chief) then
    raise exception 'couple_invisible_characters' using errcode = 'P0001',
      detail = 'family_name and family_chief may not hold invisible or direction characters';
  end if;
  return new;
end;
$$;
revoke all on function private.assert_visible_family_names() from public;

create trigger rsvp_guests_family_names_are_visible
before insert or update of family_name, family_chief on public.rsvp_guests
for each row execute function private.assert_visible_family_names();
