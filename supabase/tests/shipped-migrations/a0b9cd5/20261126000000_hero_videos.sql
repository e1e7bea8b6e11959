-- The published homepage hero (/upload-video writes it, the homepage reads it): the storage
-- bucket of the files, who may add them, and the table that names the set that is live.
-- Safe to run more than once, and at no point does it let the anonymous role write.
--
-- Needs Storage v1.45 or later: Storage checks an upload by inserting the object's row with
-- `metadata = {mimetype, contentLength}` under the caller's role and rolling back (TUS uploads
-- too, the type coming from the upload's `contentType` metadata). Older versions leave the
-- metadata NULL at that point, and the policy below then refuses every upload.
--
-- The names, types and caps repeat src/data/hero-video.ts (`heroSet`): change both together.

-- Public: visitors play the files by URL, which needs no SELECT policy. The size limit is the
-- largest cap (the wide rendition); the policy holds each kind to its own.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('videos', 'videos', true, 8388608, array['video/mp4', 'image/webp', 'image/avif'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- A schema the REST API does not expose: its functions cannot be called as RPCs and its table
-- is not served. No API role may use it: a policy calls its functions by reference, which needs
-- only the execute grants below.
create schema if not exists private;

-- The operators: one row per Supabase Auth user allowed to publish. No grant, and row-level
-- security with no policy: only the project owner adds rows (docs/upload.md).
create table if not exists private.operators (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table private.operators enable row level security;

-- Whether the caller is an operator. Security definer, so that a policy can read the table the
-- caller cannot; an empty search_path, so that no object of the caller's can stand in for ours.
create or replace function private.is_operator()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.operators where user_id = (select auth.uid()))
$$;
revoke execute on function private.is_operator() from public;
grant execute on function private.is_operator() to authenticated;

-- Operators who verified a second factor in this session (aal2) add the files of a hero set,
-- named and typed as the page names and types them, each within its kind's cap in bytes
-- (src/data/hero-video.ts, `heroSet.capBytes`: wide 8 MiB, phone 3 MiB, poster 300 KiB).
-- No SELECT, UPDATE or DELETE policy: nobody lists, replaces (upsert needs UPDATE) or deletes
-- through the API. The outer CASE keeps a non-numeric contentLength away from the cast.
drop policy if exists "Verified operators add hero files" on storage.objects;
create policy "Verified operators add hero files"
on storage.objects
for insert
to authenticated
with check (
  bucket_id = 'videos'
  and (select private.is_operator())
  and (select auth.jwt() ->> 'aal') = 'aal2'
  and case
    when jsonb_typeof(metadata -> 'contentLength') = 'number' then
      case
        when name ~ '^hero-video-[0-9]{13}-wide\.mp4$' then
          metadata ->> 'mimetype' = 'video/mp4'
          and (metadata ->> 'contentLength')::numeric between 1 and 8388608
        when name ~ '^hero-video-[0-9]{13}-phone\.mp4$' then
          metadata ->> 'mimetype' = 'video/mp4'
          and (metadata ->> 'contentLength')::numeric between 1 and 3145728
        when name ~ '^hero-video-[0-9]{13}-poster\.webp$' then
          metadata ->> 'mimetype' = 'image/webp'
          and (metadata ->> 'contentLength')::numeric between 1 and 307200
        when name ~ '^hero-video-[0-9]{13}-poster\.avif$' then
          metadata ->> 'mimetype' = 'image/avif'
          and (metadata ->> 'contentLength')::numeric between 1 and 307200
        else false
      end
    else false
  end
);

-- Whether all three files of a set are stored. Security definer: the caller may not list the
-- bucket (no SELECT policy on storage.objects), the function's owner may. Names are unique in a
-- bucket, so three rows are the three files.
create or replace function private.hero_set_stored(wide text, phone text, poster text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select count(*) = 3
  from storage.objects
  where bucket_id = 'videos' and name in (wide, phone, poster)
$$;
revoke execute on function private.hero_set_stored(text, text, text) from public;
grant execute on function private.hero_set_stored(text, text, text) to authenticated;

-- What is live: the newest row. Going back to an earlier set, or to the built poster ("poster
-- only": every set column null), is a new row, so the history stays.
create table if not exists public.hero_videos (
  id bigint generated always as identity primary key,
  wide_object text check (wide_object ~ '^hero-video-[0-9]{13}-wide\.mp4$'),
  phone_object text check (phone_object ~ '^hero-video-[0-9]{13}-phone\.mp4$'),
  poster_object text check (poster_object ~ '^hero-video-[0-9]{13}-poster\.(webp|avif)$'),
  width integer check (width > 0),
  height integer check (height > 0),
  duration_ms integer check (duration_ms > 0),
  wide_bytes bigint check (wide_bytes > 0),
  phone_bytes bigint check (phone_bytes > 0),
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
-- sequence: take that back, then give exactly what the policies below need. Operators name the
-- set; the id, the time and the publisher are the server's (a time chosen by the client could
-- keep a row "current" for ever).
revoke all on table public.hero_videos from anon, authenticated;
revoke all on sequence public.hero_videos_id_seq from anon, authenticated;
grant select on table public.hero_videos to anon, authenticated;
grant insert (
  wide_object, phone_object, poster_object, width, height, duration_ms, wide_bytes, phone_bytes
) on table public.hero_videos to authenticated;

-- Every row is published: anyone reads them all.
drop policy if exists "Anyone reads published hero videos" on public.hero_videos;
create policy "Anyone reads published hero videos"
on public.hero_videos
for select
to anon, authenticated
using (true);

-- Verified operators publish a set whose three files are stored, or "poster only". No UPDATE
-- or DELETE policy: nobody rewrites the history through the API.
drop policy if exists "Verified operators publish hero videos" on public.hero_videos;
create policy "Verified operators publish hero videos"
on public.hero_videos
for insert
to authenticated
with check (
  (select private.is_operator())
  and (select auth.jwt() ->> 'aal') = 'aal2'
  and published_by = (select auth.uid())
  and (wide_object is null or private.hero_set_stored(wide_object, phone_object, poster_object))
);
