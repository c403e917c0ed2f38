-- The photo wall: guests of a confirmed family share photos from their link; the couple reviews
-- them, shows them to the guests and on the venue's TV, and downloads them all. The database
-- decides everything: an upload is reserved here (the number looked up under the guests'
-- throttle, the couple's window, a quota per invitation counted with the live reservations in one
-- transaction, a path chosen here) and confirmed only after the Edge Function `photos` has read
-- what storage holds. No table is reachable by anon or authenticated: the guests' calls are
-- service_role-only functions the Edge Function calls, the couple's are security definer
-- functions that ask is_couple_member().

-- Each invitation's own folder in the bucket: a random uuid, so a path names no number.
create table public.photo_folders (
  invitation_id bigint primary key references public.rsvp_guests (id) on delete cascade,
  folder uuid not null unique default gen_random_uuid()
);
comment on table public.photo_folders is 'The folder of each invitation''s photos in the bucket photos: a random uuid, never the number.';
alter table public.photo_folders enable row level security;
revoke all on table public.photo_folders from anon, authenticated;

create table public.photos (
  id uuid primary key default gen_random_uuid(),
  invitation_id bigint not null references public.rsvp_guests (id) on delete cascade,
  path text not null unique,
  thumb_path text not null unique,
  sha256 text not null check (sha256 ~ '^[0-9a-f]{64}$'),
  bytes integer not null check (bytes between 1 and 12582912),
  thumb_bytes integer not null check (thumb_bytes between 1 and 1048576),
  width integer not null check (width between 1 and 2560),
  height integer not null check (height between 1 and 2560),
  status text not null default 'reserved' check (status in ('reserved', 'pending', 'approved', 'hidden')),
  reserved_at timestamptz not null default now(),
  uploaded_at timestamptz,
  reviewed_at timestamptz,
  unique (invitation_id, sha256),
  check ((status = 'reserved') = (uploaded_at is null))
);
comment on table public.photos is 'The guests'' photos: reserved by photo_reserve, stored in the bucket photos at path and thumb_path, confirmed by photo_mark_uploaded once the Edge Function read them there, reviewed by the couple.';
create index photos_status_idx on public.photos (status, reviewed_at desc);
alter table public.photos enable row level security;
revoke all on table public.photos from anon, authenticated;

create table public.photo_settings (
  id boolean primary key default true check (id),
  uploads_open_from timestamptz,
  uploads_open_until timestamptz,
  quota_per_invitation integer not null default 40 check (quota_per_invitation between 0 and 1000),
  auto_approve boolean not null default false,
  gallery_visible boolean not null default false,
  -- sha-256 (hex) of the TV's key; the key is shown to the couple once, when made
  screen_key_hash text check (screen_key_hash ~ '^[0-9a-f]{64}$'),
  check (uploads_open_from is null or uploads_open_until is null or uploads_open_from < uploads_open_until)
);
comment on table public.photo_settings is 'The photo wall''s one row of settings: the upload window (null = no bound), the quota per invitation, auto-approval, whether guests see the gallery, and the hash of the TV''s key.';
alter table public.photo_settings enable row level security;
revoke all on table public.photo_settings from anon, authenticated;
insert into public.photo_settings default values;

-- The bucket, on Supabase only: PGlite and the pgTAP cluster have no storage schema (the embedded
-- server keeps the same rules in server/storage/). Private, JPEG only, 12 MB. No policy on
-- storage.objects names it: only the service role (the Edge Function) and the signed URLs it
-- makes reach its objects.
do $$
begin
  if to_regclass('storage.buckets') is not null then
    execute $sql$
      insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
      values ('photos', 'photos', false, 12582912, array['image/jpeg'])
      on conflict (id) do update
      set public = false, file_size_limit = excluded.file_size_limit,
          allowed_mime_types = excluded.allowed_mime_types
    $sql$;
  end if;
end;
$$;

-- The family of a number, looked up as find_invitation does under the guests' throttle, for the
-- client address the Edge Function read from the request. Null with the code to answer.
create function private.photo_family(p_human_key text, p_client_address text, out guest_id bigint, out code text)
language plpgsql
volatile
set search_path = ''
as $$
begin
  perform set_config('request.headers',
    json_build_object('cf-connecting-ip', p_client_address, 'x-forwarded-for', p_client_address)::text, true);
  begin
    perform private.assert_not_throttled();
  exception when sqlstate 'P0001' then
    if sqlerrm = 'rsvp_too_many_attempts' then
      code := 'throttled';
      return;
    end if;
    raise;
  end;
  if p_human_key is not null and char_length(p_human_key) <= 40 then
    select id into guest_id from public.rsvp_guests
    where human_key = private.normalize_human_key(p_human_key);
  end if;
  if guest_id is null then
    perform private.record_failure();
    code := 'not_found';
  end if;
end;
$$;
revoke all on function private.photo_family(text, text) from public;

-- Whether uploads are open now, by the couple's window.
create function private.photo_window_open()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((select (uploads_open_from is null or uploads_open_from <= now())
                      and (uploads_open_until is null or now() < uploads_open_until)
                   from public.photo_settings where id), true);
$$;
revoke all on function private.photo_window_open() from public;

-- The invitation's photos and live reservations (a reservation counts for 30 minutes), other
-- than p_except, under a lock held to the end of the transaction.
create function private.photo_count(p_invitation_id bigint, p_except uuid)
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  counted integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('photo_quota:' || p_invitation_id, 0));
  select count(*) into counted from public.photos
  where invitation_id = p_invitation_id
    and id is distinct from p_except
    and (status <> 'reserved' or reserved_at > now() - interval '30 minutes');
  return counted;
end;
$$;
revoke all on function private.photo_count(bigint, uuid) from public;

create function private.photo_json(p public.photos)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object('photo_id', p.id, 'path', p.path, 'thumb_path', p.thumb_path,
    'bytes', p.bytes, 'thumb_bytes', p.thumb_bytes, 'status', p.status);
$$;
revoke all on function private.photo_json(public.photos) from public;

-- Guests (through the Edge Function, service role): a reservation of an upload, or {code}.
create function public.photo_reserve(
  p_human_key text,
  p_sha256 text,
  p_bytes integer,
  p_width integer,
  p_height integer,
  p_thumb_bytes integer,
  p_client_address text
)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  family_id bigint;
  refusal text;
  settings public.photo_settings;
  existing public.photos;
  folder_id uuid;
  photo_id uuid := gen_random_uuid();
  saved public.photos;
begin
  select f.guest_id, f.code into family_id, refusal from private.photo_family(p_human_key, p_client_address) f;
  if refusal is not null then
    return json_build_object('code', refusal);
  end if;
  if p_sha256 is null or p_sha256 !~ '^[0-9a-f]{64}$'
     or p_width is null or p_width not between 1 and 2560
     or p_height is null or p_height not between 1 and 2560
     or p_bytes is null or p_bytes < 1
     or p_thumb_bytes is null or p_thumb_bytes < 1 then
    return json_build_object('code', 'bad_request');
  end if;
  if p_bytes > 12582912 or p_thumb_bytes > 1048576 then
    return json_build_object('code', 'too_large');
  end if;
  if (select will_attend from public.rsvp_guests where id = family_id) is not true then
    return json_build_object('code', 'not_confirmed');
  end if;
  if not private.photo_window_open() then
    return json_build_object('code', 'closed');
  end if;
  select * into settings from public.photo_settings where id;

  select * into existing from public.photos
  where invitation_id = family_id and sha256 = p_sha256;
  if existing.id is not null and existing.status <> 'reserved' then
    return json_build_object('photo_id', existing.id, 'already_stored', true, 'status', existing.status);
  end if;
  if private.photo_count(family_id, existing.id) >= settings.quota_per_invitation then
    return json_build_object('code', 'quota');
  end if;

  if existing.id is not null then
    -- the same photo again (a reload, a dropped signal): the same paths, a fresh reservation
    update public.photos
    set reserved_at = now(), bytes = p_bytes, thumb_bytes = p_thumb_bytes,
        width = p_width, height = p_height
    where id = existing.id
    returning * into saved;
  else
    insert into public.photo_folders (invitation_id) values (family_id)
    on conflict (invitation_id) do nothing;
    select folder into folder_id from public.photo_folders
    where invitation_id = family_id;
    insert into public.photos (id, invitation_id, path, thumb_path, sha256, bytes, thumb_bytes, width, height)
    values (photo_id, family_id,
            format('%s/%s.jpg', folder_id, photo_id), format('%s/%s.thumb.jpg', folder_id, photo_id),
            p_sha256, p_bytes, p_thumb_bytes, p_width, p_height)
    returning * into saved;
  end if;
  return (private.photo_json(saved)::jsonb || '{"already_stored": false}'::jsonb)::json;
end;
$$;
comment on function public.photo_reserve(text, text, integer, integer, integer, integer, text) is 'The Edge Function photos reserves a guest''s upload: the number under the guests'' throttle, a confirmed family, the window, the quota with live reservations; answers the paths to sign, or {code}.';

-- Guests: the photo of this family, as reserved, for the Edge Function to check storage.
create function public.photo_upload_of(p_human_key text, p_photo_id uuid, p_client_address text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  family_id bigint;
  refusal text;
  photo public.photos;
begin
  select f.guest_id, f.code into family_id, refusal from private.photo_family(p_human_key, p_client_address) f;
  if refusal is not null then
    return json_build_object('code', refusal);
  end if;
  select * into photo from public.photos
  where id = p_photo_id and invitation_id = family_id;
  if not found then
    return json_build_object('code', 'not_found');
  end if;
  return private.photo_json(photo);
end;
$$;
comment on function public.photo_upload_of(text, uuid, text) is 'The Edge Function photos reads a family''s photo (paths, reserved sizes, status) before confirming or deleting it; {code} when the number or the photo is not theirs.';

-- Guests: the photo is in storage as reserved (the Edge Function checked): pending, or approved
-- when the couple approves automatically. The quota is counted again for a late confirmation.
create function public.photo_mark_uploaded(p_photo_id uuid)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  photo public.photos;
  auto boolean := coalesce((select auto_approve from public.photo_settings where id), false);
begin
  select * into photo from public.photos where id = p_photo_id;
  if not found then
    return json_build_object('code', 'not_found');
  end if;
  if photo.status <> 'reserved' then
    return json_build_object('status', photo.status);
  end if;
  if photo.reserved_at <= now() - interval '30 minutes'
     and private.photo_count(photo.invitation_id, photo.id)
         >= (select quota_per_invitation from public.photo_settings where id) then
    return json_build_object('code', 'quota');
  end if;
  update public.photos
  set status = case when auto then 'approved' else 'pending' end,
      uploaded_at = now(),
      reviewed_at = case when auto then now() end
  where id = p_photo_id
  returning * into photo;
  return json_build_object('status', photo.status);
end;
$$;
comment on function public.photo_mark_uploaded(uuid) is 'The Edge Function photos confirms an upload it found in storage as reserved: pending, or approved with auto-approval.';

-- The row of a photo whose objects the Edge Function deleted (or never found).
create function public.photo_forget(p_photo_id uuid)
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from public.photos where id = p_photo_id;
$$;
comment on function public.photo_forget(uuid) is 'The Edge Function photos forgets a photo whose objects it deleted.';

-- Guests: the family's own photos (uploaded ones), newest first.
create function public.photo_mine(p_human_key text, p_client_address text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  family_id bigint;
  refusal text;
begin
  select f.guest_id, f.code into family_id, refusal from private.photo_family(p_human_key, p_client_address) f;
  if refusal is not null then
    return json_build_object('code', refusal);
  end if;
  return json_build_object('photos', (
    select coalesce(json_agg(json_build_object('id', p.id, 'status', p.status,
             'thumb_path', p.thumb_path, 'created_at', p.uploaded_at) order by p.uploaded_at desc), '[]'::json)
    from public.photos p
    where p.invitation_id = family_id and p.status <> 'reserved'));
end;
$$;
comment on function public.photo_mine(text, text) is 'The Edge Function photos lists a family''s own uploaded photos, by number under the guests'' throttle.';

-- Guests: the approved photos once the couple shows the gallery.
create function public.photo_gallery()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select case when coalesce((select gallery_visible from public.photo_settings where id), false)
    then json_build_object('visible', true, 'photos', (
      select coalesce(json_agg(json_build_object('id', p.id, 'path', p.path, 'thumb_path', p.thumb_path,
               'width', p.width, 'height', p.height) order by p.uploaded_at desc), '[]'::json)
      from public.photos p where p.status = 'approved'))
    else json_build_object('visible', false, 'photos', '[]'::json) end;
$$;
comment on function public.photo_gallery() is 'The approved photos, newest first, when the couple shows the gallery to the guests; else none.';

-- The venue's TV: the approved photos by newest approval, with the couple's key.
create function public.photo_screen(p_key text, p_after timestamptz default null)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select case when s.screen_key_hash is not null and p_key is not null
                   and char_length(p_key) between 20 and 200
                   and private.pase_hash(p_key) = s.screen_key_hash
    then json_build_object('photos', (
      select coalesce(json_agg(json_build_object('id', x.id, 'path', x.path, 'approved_at', x.reviewed_at)
               order by x.reviewed_at desc), '[]'::json)
      from (select p.id, p.path, p.reviewed_at from public.photos p
            where p.status = 'approved' and (p_after is null or p.reviewed_at > p_after)
            order by p.reviewed_at desc limit 300) x))
    else json_build_object('code', 'bad_key') end
  from public.photo_settings s where s.id;
$$;
comment on function public.photo_screen(text, timestamptz) is 'The approved photos for the venue''s TV, newest approval first (after p_after when given), with the key the couple made; {code: bad_key} otherwise.';

revoke all on function public.photo_reserve(text, text, integer, integer, integer, integer, text) from public, anon, authenticated;
revoke all on function public.photo_upload_of(text, uuid, text) from public, anon, authenticated;
revoke all on function public.photo_mark_uploaded(uuid) from public, anon, authenticated;
revoke all on function public.photo_forget(uuid) from public, anon, authenticated;
revoke all on function public.photo_mine(text, text) from public, anon, authenticated;
revoke all on function public.photo_gallery() from public, anon, authenticated;
revoke all on function public.photo_screen(text, timestamptz) from public, anon, authenticated;
grant execute on function public.photo_reserve(text, text, integer, integer, integer, integer, text),
  public.photo_upload_of(text, uuid, text), public.photo_mark_uploaded(uuid), public.photo_forget(uuid),
  public.photo_mine(text, text), public.photo_gallery(), public.photo_screen(text, timestamptz)
  to service_role;

-- The couple's side (their session, through PostgREST).
create function private.assert_couple_for_photos()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not public.is_couple_member() then
    raise exception 'permission denied for the photos' using errcode = '42501';
  end if;
end;
$$;
revoke all on function private.assert_couple_for_photos() from public;

create function private.couple_photo_json(p public.photos)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object('id', p.id, 'status', p.status, 'family_name', g.family_name,
    'human_key', g.human_key, 'bytes', p.bytes, 'width', p.width, 'height', p.height,
    'uploaded_at', p.uploaded_at, 'reviewed_at', p.reviewed_at)
  from public.rsvp_guests g where g.id = p.invitation_id;
$$;
revoke all on function private.couple_photo_json(public.photos) from public;

create function public.couple_photos()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_couple_for_photos();
  return (select coalesce(json_agg(private.couple_photo_json(p) order by p.uploaded_at desc), '[]'::json)
          from public.photos p where p.status <> 'reserved');
end;
$$;
comment on function public.couple_photos() is 'Every uploaded photo with its family and time, newest first; the couple only.';

create function public.couple_set_photo_status(p_photo_id uuid, p_status text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  photo public.photos;
begin
  perform private.assert_couple_for_photos();
  if p_status is null or p_status not in ('approved', 'hidden') then
    raise exception 'photo_invalid_status' using errcode = 'P0001', detail = 'approved or hidden';
  end if;
  update public.photos
  set status = p_status,
      reviewed_at = case when status = p_status then reviewed_at else now() end
  where id = p_photo_id and status <> 'reserved'
  returning * into photo;
  if not found then
    raise exception 'photo_not_found' using errcode = 'P0001';
  end if;
  return private.couple_photo_json(photo);
end;
$$;
comment on function public.couple_set_photo_status(uuid, text) is 'The couple approves or hides an uploaded photo.';

create function private.couple_photo_settings_json(s public.photo_settings)
returns json
language sql
stable
set search_path = ''
as $$
  select json_build_object('uploads_open_from', s.uploads_open_from, 'uploads_open_until', s.uploads_open_until,
    'quota_per_invitation', s.quota_per_invitation, 'auto_approve', s.auto_approve,
    'gallery_visible', s.gallery_visible, 'screen_key_made', s.screen_key_hash is not null);
$$;
revoke all on function private.couple_photo_settings_json(public.photo_settings) from public;

create function public.couple_photo_settings()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_couple_for_photos();
  return (select private.couple_photo_settings_json(s) from public.photo_settings s where s.id);
end;
$$;
comment on function public.couple_photo_settings() is 'The photo wall''s settings as the couple reads them (whether a TV key exists, never its hash).';

create function public.couple_set_photo_settings(
  p_uploads_open_from timestamptz,
  p_uploads_open_until timestamptz,
  p_quota_per_invitation integer,
  p_auto_approve boolean,
  p_gallery_visible boolean
)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  saved public.photo_settings;
begin
  perform private.assert_couple_for_photos();
  if p_quota_per_invitation is null or p_quota_per_invitation not between 0 and 1000
     or p_auto_approve is null or p_gallery_visible is null
     or (p_uploads_open_from is not null and p_uploads_open_until is not null
         and p_uploads_open_from >= p_uploads_open_until) then
    raise exception 'photo_invalid_settings' using errcode = 'P0001',
      detail = 'a quota of 0 to 1000, true or false, and a window that opens before it closes';
  end if;
  update public.photo_settings
  set uploads_open_from = p_uploads_open_from, uploads_open_until = p_uploads_open_until,
      quota_per_invitation = p_quota_per_invitation, auto_approve = p_auto_approve,
      gallery_visible = p_gallery_visible
  where id
  returning * into saved;
  return private.couple_photo_settings_json(saved);
end;
$$;
comment on function public.couple_set_photo_settings(timestamptz, timestamptz, integer, boolean, boolean) is 'The couple sets the upload window, the quota, auto-approval and whether guests see the gallery.';

-- A new key for the TV, answered once: only its hash is kept, and the old key stops working.
create function public.couple_new_screen_key()
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  new_key text := private.random_url_token(2);
begin
  perform private.assert_couple_for_photos();
  update public.photo_settings set screen_key_hash = private.pase_hash(new_key) where id;
  return json_build_object('key', new_key);
end;
$$;
comment on function public.couple_new_screen_key() is 'A new key for the venue''s TV (the old one stops working), answered once; only its hash is kept.';

-- The paths of photos the couple asks URLs for (the Edge Function signs them).
create function public.couple_photo_paths(p_photo_ids uuid[])
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_couple_for_photos();
  if p_photo_ids is null or cardinality(p_photo_ids) > 1000 or array_position(p_photo_ids, null) is not null then
    raise exception 'photo_invalid_ids' using errcode = 'P0001', detail = 'up to 1000 ids, none null';
  end if;
  return (select coalesce(json_agg(json_build_object('id', p.id, 'path', p.path, 'thumb_path', p.thumb_path)), '[]'::json)
          from public.photos p where p.id = any (p_photo_ids) and p.status <> 'reserved');
end;
$$;
comment on function public.couple_photo_paths(uuid[]) is 'The storage paths of uploaded photos, for the Edge Function to sign URLs for the couple.';

-- The couple deletes a photo: the row now, its paths answered for the Edge Function to delete.
create function public.couple_delete_photo(p_photo_id uuid)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  photo public.photos;
begin
  perform private.assert_couple_for_photos();
  delete from public.photos where id = p_photo_id returning * into photo;
  if not found then
    raise exception 'photo_not_found' using errcode = 'P0001';
  end if;
  return json_build_object('path', photo.path, 'thumb_path', photo.thumb_path);
end;
$$;
comment on function public.couple_delete_photo(uuid) is 'The couple deletes a photo''s row; the Edge Function deletes its objects with the paths answered.';

revoke all on function public.couple_photos(), public.couple_set_photo_status(uuid, text),
  public.couple_photo_settings(), public.couple_set_photo_settings(timestamptz, timestamptz, integer, boolean, boolean),
  public.couple_new_screen_key(), public.couple_photo_paths(uuid[]), public.couple_delete_photo(uuid)
  from public, anon;
grant execute on function public.couple_photos(), public.couple_set_photo_status(uuid, text),
  public.couple_photo_settings(), public.couple_set_photo_settings(timestamptz, timestamptz, integer, boolean, boolean),
  public.couple_new_screen_key(), public.couple_photo_paths(uuid[]), public.couple_delete_photo(uuid)
  to authenticated, service_role;
