-- Invitation numbers written from now on have exactly 3 characters: with 1 or 2 a stranger has
-- at most 1,296 numbers to try. Enforced on writes of the number only (a trigger, not a check):
-- a `not valid` check would still be tested on every update of an old row, so an invitation
-- numbered 7 or 12 in an existing database could no longer be answered, opened or edited.
-- Those keep working as they are; only new numbers, and a number changed, must have 3.
create function private.assert_three_character_number()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.human_key = old.human_key then
    return new;
  end if;
  if new.human_key !~ '^[A-Z0-9]{3}$' then
    raise exception 'rsvp_number_not_three_characters' using errcode = '23514',
      detail = format('%s is not 3 letters or digits', new.human_key);
  end if;
  return new;
end;
$$;

create trigger rsvp_guests_number_has_three_characters
before insert or update of human_key on public.rsvp_guests
for each row execute function private.assert_three_character_number();

comment on column public.rsvp_guests.human_key is 'The invitation number printed on the invitation, e.g. 001: 3 upper-case letters or digits (numbers of 1 or 2 written before 20261124090200 still work).';
