-- Hero-video uploads for operators only (/upload-video). Replaces the anonymous insert policy
-- of 20261122000000_videos_bucket.sql: anyone holding the public anon key could write into the
-- public bucket. Now only a signed-in user listed in public.operators may add an object, and
-- only a hero video named and typed as the page names and types it. Nobody may list, replace
-- or delete through the API (no select, update or delete policy: upsert stays impossible).
--
-- Needs Storage v1.45 or later: since then Storage checks an upload by inserting the object's
-- row with `metadata = {mimetype, contentLength}` under the caller's role and rolling back (TUS
-- uploads too, the type coming from the upload's `contentType` metadata). Before v1.45 the
-- metadata is NULL at that point and the policy below refuses every upload.

-- Exactly the three formats the page accepts, at most 100 MiB (src/data/upload.ts).
update storage.buckets
set public = true,
    file_size_limit = 104857600,
    allowed_mime_types = array['video/mp4', 'video/webm', 'video/quicktime']
where id = 'videos';

drop policy if exists "Anonymous uploads of hero videos" on storage.objects;

-- The operators: one row per Supabase Auth user allowed to upload. Row-level security with no
-- policy and no grant: the API roles can neither read nor change it; the project owner adds
-- rows from the SQL editor or the table editor (see docs/upload.md).
create table if not exists public.operators (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table public.operators enable row level security;
revoke all on table public.operators from anon, authenticated;

-- Whether the caller is an operator. Security definer, so the policy can read the table the
-- caller cannot; an empty search_path, so no object of the caller's can stand in for ours.
create or replace function public.is_operator()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.operators where user_id = (select auth.uid()))
$$;
revoke execute on function public.is_operator() from public, anon;
grant execute on function public.is_operator() to authenticated;

drop policy if exists "Operators add hero videos" on storage.objects;
create policy "Operators add hero videos"
on storage.objects
for insert
to authenticated
with check (
  bucket_id = 'videos'
  and (select public.is_operator())
  and (
    (name ~ '^hero-video-[0-9]{13}\.mp4$' and metadata ->> 'mimetype' = 'video/mp4')
    or (name ~ '^hero-video-[0-9]{13}\.webm$' and metadata ->> 'mimetype' = 'video/webm')
    or (name ~ '^hero-video-[0-9]{13}\.mov$' and metadata ->> 'mimetype' = 'video/quicktime')
  )
);
