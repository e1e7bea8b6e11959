-- The published homepage hero (/upload-video writes it, the homepage reads it): the storage
-- bucket of the files, who may add them, and the table that names the set that is live.
-- Safe to run more than once, over any earlier version of it, and at no point does it let an
-- API role write what it should not: one transaction, so that a runner sending statements one
-- by one (psql -f) shows no state in between either.
--
-- Needs Storage v1.45 or later: Storage checks an upload by inserting the object's row with
-- `metadata = {mimetype, contentLength}` under the caller's role and rolling back (TUS uploads
-- too, the type coming from the upload's `contentType` metadata). Older versions leave the
-- metadata NULL at that point, and the policies below then refuse every upload.
--
-- The names, types, caps and sizes repeat src/data/hero-video.ts (`heroVideoSpec`): change both
-- together. Why each piece is there: docs/upload.md.
begin;

-- What earlier versions created and this one does not keep (20261122000000_videos_bucket.sql,
-- 20261124000000_operator_uploads.sql, and this file before the approved factor): an anonymous
-- insert policy, an operator policy without a second factor or a size cap, a table of
-- operators in the REST API's schema and its function. Policies first: they use the functions.
drop policy if exists "Anonymous uploads of hero videos" on storage.objects;
drop policy if exists "Operators add hero videos" on storage.objects;
drop policy if exists "Verified operators add hero files" on storage.objects;
drop policy if exists "Verified operators publish hero videos" on public.hero_videos;
drop function if exists public.is_operator();
drop table if exists public.operators;
drop function if exists private.is_operator();

-- Public: visitors play the files by URL, which needs no SELECT policy. The size limit is the
-- largest cap (the wide rendition); the policies hold each kind to its own.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('videos', 'videos', true, 8388608, array['video/mp4', 'image/webp', 'image/avif'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- A schema the REST API does not expose: its functions cannot be called as RPCs and its table
-- is not served. No API role may use it (the first version let `authenticated`): a policy calls
-- its functions by reference, which needs only the execute grants below.
create schema if not exists private;
revoke all on schema private from anon, authenticated;

-- The operators: one row per Supabase Auth user allowed to publish, naming the one second
-- factor the owner approved for them (after checking with the operator that their app shows
-- its codes): a factor someone else enrolled with a stolen password is never approved. No
-- grant, and row-level security with no policy: only the project owner adds rows
-- (docs/upload.md). A row from before approvals named a factor grants nothing: the owner
-- approves again.
create table if not exists private.operators (
  user_id uuid primary key references auth.users (id) on delete cascade,
  factor_id uuid not null,
  created_at timestamptz not null default now()
);
alter table private.operators enable row level security;
revoke all on table private.operators from anon, authenticated;
alter table private.operators add column if not exists factor_id uuid;
delete from private.operators where factor_id is null;
alter table private.operators alter column factor_id set not null;

-- Whether the caller may publish: an operator whose session (the token's `session_id`, still
-- signed in) verified the factor the owner approved for them, that factor still verified. The
-- token's `aal2` alone does not say which factor was verified, nor that the session was not
-- ended since. Security definer, so that it reads what the caller cannot; an empty
-- search_path, so that no object of the caller's can stand in for ours. In `public` so that
-- the page can ask (POST /rest/v1/rpc/may_publish): it tells callers about themselves only.
create or replace function public.may_publish()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal') = 'aal2', false) and exists (
    select 1
    from private.operators as operator
    join auth.mfa_factors as factor
      on factor.id = operator.factor_id and factor.user_id = operator.user_id
    join auth.sessions as session
      on session.factor_id = operator.factor_id and session.user_id = operator.user_id
    where operator.user_id = (select auth.uid())
      and factor.status = 'verified'
      and session.aal = 'aal2'
      and session.id::text = (select auth.jwt() ->> 'session_id')
  )
$$;
revoke execute on function public.may_publish() from public, anon;
grant execute on function public.may_publish() to authenticated;

-- Whether an object is a hero set's file, named, typed and sized as the page makes it: each
-- kind within its cap in bytes (`heroVideoSpec.capBytes`: wide 8 MiB, phone 3 MiB, poster 300 KiB),
-- a whole number. The CASE keeps a non-numeric contentLength away from the cast.
create or replace function private.is_hero_file(name text, metadata jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce((
    select metadata ->> 'mimetype' = kind.mimetype
      and case
        when jsonb_typeof(metadata -> 'contentLength') = 'number'
          and metadata ->> 'contentLength' ~ '^[0-9]{1,15}$'
        then (metadata ->> 'contentLength')::bigint between 1 and kind.cap_bytes
        else false
      end
    from (values
      ('^hero-video-[0-9]{13}-wide\.mp4$', 'video/mp4', 8388608),
      ('^hero-video-[0-9]{13}-phone\.mp4$', 'video/mp4', 3145728),
      ('^hero-video-[0-9]{13}-poster\.webp$', 'image/webp', 307200),
      ('^hero-video-[0-9]{13}-poster\.avif$', 'image/avif', 307200)
    ) as kind (pattern, mimetype, cap_bytes)
    where name ~ kind.pattern
  ), false)
$$;
revoke execute on function private.is_hero_file(text, jsonb) from public, anon;
grant execute on function private.is_hero_file(text, jsonb) to authenticated;

-- Operators who may publish add the files of a hero set. No SELECT, UPDATE or DELETE policy:
-- nobody lists, replaces (upsert needs UPDATE) or deletes through the API.
create policy "Verified operators add hero files"
on storage.objects
for insert
to authenticated
with check (
  bucket_id = 'videos'
  and (select public.may_publish())
  and private.is_hero_file(name, metadata)
);

-- The same rules, restrictive: ANDed with every permissive insert policy, so that one added
-- later by hand (for another bucket, or carelessly for all) cannot open this bucket. Anon's own
-- policy calls no function: anon may execute none of ours.
drop policy if exists "Only hero files of verified operators in videos" on storage.objects;
create policy "Only hero files of verified operators in videos"
on storage.objects
as restrictive
for insert
to authenticated
with check (
  bucket_id <> 'videos'
  or ((select public.may_publish()) and private.is_hero_file(name, metadata))
);
drop policy if exists "Nothing anonymous in videos" on storage.objects;
create policy "Nothing anonymous in videos"
on storage.objects
as restrictive
for insert
to anon
with check (bucket_id <> 'videos');

-- Whether all three files of a set are stored, each as its kind may be: a file that reached
-- the bucket another way (a signed upload URL is held only to the bucket's limits) does not
-- make a set publishable. Security definer: the caller may not list the bucket (no SELECT
-- policy on storage.objects), the function's owner may. Names are unique in a bucket, so three
-- rows are the three files.
create or replace function private.hero_set_stored(wide text, phone text, poster text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select count(*) = 3
  from storage.objects
  where bucket_id = 'videos'
    and name in (wide, phone, poster)
    and private.is_hero_file(name, metadata)
$$;
revoke execute on function private.hero_set_stored(text, text, text) from public;
grant execute on function private.hero_set_stored(text, text, text) to authenticated;

-- What is live: the newest row. Going back to an earlier set, or to the built poster ("poster
-- only": every set column null), is a new row, so the history stays. Row-level security and
-- the grants come at once, before anything else.
create table if not exists public.hero_videos (
  id bigint generated always as identity primary key,
  wide_object text check (wide_object ~ '^hero-video-[0-9]{13}-wide\.mp4$'),
  phone_object text check (phone_object ~ '^hero-video-[0-9]{13}-phone\.mp4$'),
  poster_object text check (poster_object ~ '^hero-video-[0-9]{13}-poster\.(webp|avif)$'),
  width integer,
  height integer,
  duration_ms integer,
  wide_bytes bigint,
  phone_bytes bigint,
  published_at timestamptz not null default now(),
  published_by uuid default auth.uid() references auth.users (id) on delete set null,
  -- A whole set of one <ms> (characters 12 to 24 of each name), or nothing at all.
  constraint hero_videos_whole_set check (
    num_nulls(
      wide_object, phone_object, poster_object, width, height, duration_ms, wide_bytes,
      phone_bytes
    ) = 8
    or (
      num_nulls(
        wide_object, phone_object, poster_object, width, height, duration_ms, wide_bytes,
        phone_bytes
      ) = 0
      and substr(wide_object, 12, 13) = substr(phone_object, 12, 13)
      and substr(wide_object, 12, 13) = substr(poster_object, 12, 13)
    )
  )
);
alter table public.hero_videos enable row level security;

-- Supabase grants the API roles everything on a new table in `public` and on its identity
-- sequence: take that back, then give exactly what the policies below need. Anyone reads the
-- columns the pages show, not who published; operators name the set; the id, the time and the
-- publisher are the server's (a time chosen by the client could keep a row "current" for ever).
revoke all on table public.hero_videos from anon, authenticated;
revoke all on sequence public.hero_videos_id_seq from anon, authenticated;
grant select (
  id, wide_object, phone_object, poster_object, width, height, duration_ms, wide_bytes,
  phone_bytes, published_at
) on table public.hero_videos to anon, authenticated;
grant insert (
  wide_object, phone_object, poster_object, width, height, duration_ms, wide_bytes, phone_bytes
) on table public.hero_videos to authenticated;

-- The numbers, within what the page makes: the wide rendition's size (1280 x 720), the loop
-- (15 s), each rendition's cap. Dropped and added again, so that a table an earlier version
-- made gets them too.
alter table public.hero_videos
  drop constraint if exists hero_videos_width_check,
  drop constraint if exists hero_videos_height_check,
  drop constraint if exists hero_videos_duration_ms_check,
  drop constraint if exists hero_videos_wide_bytes_check,
  drop constraint if exists hero_videos_phone_bytes_check,
  add constraint hero_videos_width_check check (width between 1 and 1280),
  add constraint hero_videos_height_check check (height between 1 and 720),
  add constraint hero_videos_duration_ms_check check (duration_ms between 1 and 15000),
  add constraint hero_videos_wide_bytes_check check (wide_bytes between 1 and 8388608),
  add constraint hero_videos_phone_bytes_check check (phone_bytes between 1 and 3145728);

-- Every row is published: anyone reads them all.
drop policy if exists "Anyone reads published hero videos" on public.hero_videos;
create policy "Anyone reads published hero videos"
on public.hero_videos
for select
to anon, authenticated
using (true);

-- Operators who may publish add a set whose three files are stored, or "poster only". No
-- UPDATE or DELETE policy: nobody rewrites the history through the API.
create policy "Verified operators publish hero videos"
on public.hero_videos
for insert
to authenticated
with check (
  (select public.may_publish())
  and published_by = (select auth.uid())
  and (wide_object is null or private.hero_set_stored(wide_object, phone_object, poster_object))
);

commit;
