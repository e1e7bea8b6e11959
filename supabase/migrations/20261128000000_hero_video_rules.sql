-- The homepage hero's bucket, who may add files, what is live: from any earlier state, safe to
-- re-run, needs Storage v1.45 or later. Why each piece is there: docs/upload.md.
begin;

-- What earlier versions made (policies first: they use the functions); every policy is made anew.
drop policy if exists "Anonymous uploads of hero videos" on storage.objects;
drop policy if exists "Operators add hero videos" on storage.objects;
drop policy if exists "Verified operators add hero files" on storage.objects;
drop policy if exists "Only hero files of verified operators in videos" on storage.objects;
drop policy if exists "Nothing anonymous in videos" on storage.objects;
drop policy if exists "Verified operators publish hero videos" on public.hero_videos;
drop policy if exists "Anyone reads published hero videos" on public.hero_videos;
drop function if exists public.is_operator();
drop table if exists public.operators;
drop function if exists private.is_operator();

-- Not exposed by the REST API, and no API role may use it: policies call its functions by reference.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated, service_role;

-- A hero set's files: name, type and cap of each kind, as src/data/hero-video.ts has them.
create or replace function private.hero_file_kinds()
returns table (kind text, pattern text, mimetype text, cap_bytes bigint)
language sql immutable set search_path = ''
begin atomic
  select kind, pattern, mimetype, cap_bytes::bigint
  from (values
    ('wide', '^hero-video-[0-9]{13}-wide\.mp4$', 'video/mp4', 8388608),
    ('phone', '^hero-video-[0-9]{13}-phone\.mp4$', 'video/mp4', 3145728),
    ('poster', '^hero-video-[0-9]{13}-poster\.webp$', 'image/webp', 307200),
    ('poster', '^hero-video-[0-9]{13}-poster\.avif$', 'image/avif', 307200)
  ) as kinds (kind, pattern, mimetype, cap_bytes);
end;

-- The kind a name is of (NULL for any other), and a kind's cap.
create or replace function private.hero_file_kind(name text) returns text
language sql immutable set search_path = ''
begin atomic
  select kinds.kind from private.hero_file_kinds() as kinds where name ~ kinds.pattern;
end;
create or replace function private.hero_file_cap(kind text) returns bigint
language sql immutable set search_path = ''
begin atomic
  select max(kinds.cap_bytes) from private.hero_file_kinds() as kinds
  where kinds.kind = hero_file_cap.kind;
end;

-- A hero file: named, typed and sized (a JSON whole number within its cap) as its kind.
create or replace function private.is_hero_file(name text, metadata jsonb) returns boolean
language sql immutable set search_path = ''
begin atomic
  select coalesce((
    select metadata ->> 'mimetype' = kinds.mimetype
      and jsonb_typeof(metadata -> 'contentLength') = 'number'
      and metadata ->> 'contentLength' ~ '^[0-9]{1,15}$'
      and metadata -> 'contentLength' between to_jsonb(1) and to_jsonb(kinds.cap_bytes)
    from private.hero_file_kinds() as kinds
    where name ~ kinds.pattern
  ), false);
end;

-- Public (played by URL); the kinds' types, up to the largest cap.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select 'videos', 'videos', true, max(cap_bytes), array_agg(distinct mimetype order by mimetype)
from private.hero_file_kinds()
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- The operators and the factor the owner approved for each (rows from before are dropped).
create table if not exists private.operators (
  user_id uuid primary key references auth.users (id) on delete cascade,
  factor_id uuid not null,
  created_at timestamptz not null default now()
);
alter table private.operators enable row level security;
revoke all on table private.operators from public, anon, authenticated, service_role;
alter table private.operators add column if not exists factor_id uuid;
delete from private.operators where factor_id is null;
alter table private.operators alter column factor_id set not null;
drop policy if exists "No API role reads or writes operators" on private.operators;
create policy "No API role reads or writes operators" on private.operators as restrictive
for all to anon, authenticated
using (false)
with check (false);

-- A user's open sessions verified with their approved factor, still verified (a quoted body).
create or replace function private.approved_sessions(user_id uuid) returns setof uuid
language sql stable security definer set search_path = ''
as $$
  select session.id
  from private.operators as operator
  join auth.mfa_factors as factor
    on factor.id = operator.factor_id and factor.user_id = operator.user_id
  join auth.sessions as session
    on session.factor_id = operator.factor_id and session.user_id = operator.user_id
  where operator.user_id = approved_sessions.user_id
    and factor.status = 'verified'
    and session.aal = 'aal2'
$$;

-- Whether the caller may publish: an `aal2` token of one of their approved sessions.
create or replace function private.may_publish() returns boolean
language sql stable security definer set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal') = 'aal2', false) and exists (
    select 1
    from private.approved_sessions((select auth.uid())) as session (id)
    where session.id::text = (select auth.jwt() ->> 'session_id')
  )
$$;

-- The same answer for the page (rpc/may_publish): an invoker, as the Security Advisor wants it.
create or replace function public.may_publish() returns boolean
language sql stable security invoker set search_path = ''
begin atomic
  select private.may_publish();
end;
revoke all on function public.may_publish() from public, anon, authenticated, service_role;
grant execute on function public.may_publish() to authenticated;

-- Whether a set's three files are stored, each a hero file (a definer: callers may not list).
create or replace function private.hero_set_stored(wide text, phone text, poster text) returns boolean
language sql stable security definer set search_path = ''
as $$
  select count(*) = 3
  from storage.objects where bucket_id = 'videos'
    and name in (wide, phone, poster)
    and private.is_hero_file(name, metadata)
$$;

-- Operators add files to `videos`, each checked by the restrictive policy below, which no
-- policy added later by hand can open; no policy lets anyone list, replace or delete.
create policy "Verified operators add hero files" on storage.objects
for insert to authenticated
with check (bucket_id = 'videos');
create policy "Only hero files of verified operators in videos" on storage.objects as restrictive
for insert to authenticated
with check (
  bucket_id <> 'videos'
  or ((select private.may_publish()) and private.is_hero_file(name, metadata))
);
create policy "Nothing anonymous in videos" on storage.objects as restrictive
for insert to anon
with check (bucket_id <> 'videos');
drop policy if exists "Nobody lists videos" on storage.objects;
create policy "Nobody lists videos" on storage.objects as restrictive
for select to anon, authenticated
using (bucket_id <> 'videos');
drop policy if exists "Nobody replaces files in videos" on storage.objects;
create policy "Nobody replaces files in videos" on storage.objects as restrictive
for update to anon, authenticated
using (bucket_id <> 'videos')
with check (bucket_id <> 'videos');
drop policy if exists "Nobody deletes files in videos" on storage.objects;
create policy "Nobody deletes files in videos" on storage.objects as restrictive
for delete to anon, authenticated
using (bucket_id <> 'videos');

-- Whoever writes (Storage itself, a signed URL): a new file in `videos` is a hero file of an
-- owner with an approved session, or of none; no file there is moved or replaced.
create or replace function private.guard_hero_files() returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.bucket_id = 'videos' then
    if (new.bucket_id, new.name, new.version) is distinct from
      (old.bucket_id, old.name, old.version) then
      raise exception 'a file in videos is never moved or replaced' using errcode = '42501';
    end if;
    return new;
  end if;
  if new.bucket_id = 'videos' and not (
    private.is_hero_file(new.name, new.metadata)
    and (new.owner is null or exists (select 1 from private.approved_sessions(new.owner)))
  ) then
    raise exception 'only the hero files of a signed-in operator go into videos'
      using errcode = '42501';
  end if;
  return new;
end
$$;
create or replace trigger guard_hero_files
before insert or update on storage.objects
for each row execute function private.guard_hero_files();

-- What is live: the newest row; going back, or "poster only" (no set), is a new row.
create table if not exists public.hero_videos (
  id bigint generated always as identity primary key,
  wide_object text,
  phone_object text,
  poster_object text,
  width integer,
  height integer,
  duration_ms integer,
  wide_bytes bigint,
  phone_bytes bigint,
  published_at timestamptz not null default now(),
  published_by uuid default auth.uid() references auth.users (id) on delete set null
);
alter table public.hero_videos enable row level security;

-- Supabase's default grants taken back: anyone reads all but the publisher, operators name a set.
revoke all on table public.hero_videos from anon, authenticated;
revoke all on sequence public.hero_videos_id_seq from anon, authenticated;
grant select (
  id, wide_object, phone_object, poster_object, width, height, duration_ms, wide_bytes,
  phone_bytes, published_at
) on table public.hero_videos to anon, authenticated;
grant insert (
  wide_object, phone_object, poster_object, width, height, duration_ms, wide_bytes, phone_bytes
) on table public.hero_videos to authenticated;

-- Each name of its kind, one <ms> for all (characters 12 to 24), or no set; numbers as made.
alter table public.hero_videos
  drop constraint if exists hero_videos_wide_object_check,
  drop constraint if exists hero_videos_phone_object_check,
  drop constraint if exists hero_videos_poster_object_check,
  drop constraint if exists hero_videos_whole_set,
  drop constraint if exists hero_videos_width_check,
  drop constraint if exists hero_videos_height_check,
  drop constraint if exists hero_videos_duration_ms_check,
  drop constraint if exists hero_videos_wide_bytes_check,
  drop constraint if exists hero_videos_phone_bytes_check,
  add constraint hero_videos_wide_object_check
    check (private.hero_file_kind(wide_object) = 'wide'),
  add constraint hero_videos_phone_object_check
    check (private.hero_file_kind(phone_object) = 'phone'),
  add constraint hero_videos_poster_object_check
    check (private.hero_file_kind(poster_object) = 'poster'),
  add constraint hero_videos_whole_set check (
    num_nulls(
      wide_object, phone_object, poster_object, width, height, duration_ms, wide_bytes,
      phone_bytes
    ) in (0, 8)
    and (wide_object is null or (
      substr(wide_object, 12, 13) = substr(phone_object, 12, 13)
      and substr(wide_object, 12, 13) = substr(poster_object, 12, 13)
    ))
  ),
  add constraint hero_videos_width_check check (width between 1 and 1280),
  add constraint hero_videos_height_check check (height between 1 and 720),
  add constraint hero_videos_duration_ms_check check (duration_ms between 1 and 15000),
  add constraint hero_videos_wide_bytes_check
    check (wide_bytes between 1 and private.hero_file_cap('wide')),
  add constraint hero_videos_phone_bytes_check
    check (phone_bytes between 1 and private.hero_file_cap('phone'));

-- For the owner's lookups, and for deleting a user.
create index if not exists hero_videos_published_by_idx on public.hero_videos (published_by);

create policy "Anyone reads published hero videos" on public.hero_videos
for select to anon, authenticated
using (true);

-- Operators who may publish add a stored set, or "poster only"; nobody updates or deletes.
create policy "Verified operators publish hero videos" on public.hero_videos
for insert to authenticated
with check (
  (select private.may_publish())
  and published_by = (select auth.uid())
  and (wide_object is null or private.hero_set_stored(wide_object, phone_object, poster_object))
);

-- Called by reference in checks and policies; no API role calls them by name.
revoke all on all functions in schema private from public, anon, authenticated, service_role;
grant execute on function private.hero_file_kinds(), private.hero_file_kind(text),
  private.hero_file_cap(text), private.is_hero_file(text, jsonb),
  private.hero_set_stored(text, text, text)
to authenticated, service_role;
grant execute on function private.may_publish() to authenticated;

commit;
