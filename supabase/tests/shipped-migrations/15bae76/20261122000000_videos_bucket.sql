-- The hero video's storage (/upload-video): a public bucket that anyone can read by URL and
-- the anonymous role can only add new files to. Safe to run more than once.

-- Public: the home page plays the video from its public URL, which needs no SELECT policy.
-- The limits repeat the page's own checks (src/data/upload.ts) on the server, where they count.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('videos', 'videos', true, 104857600, array['video/*'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- Row-level security is on for storage.objects in every Supabase project; with no policy
-- nothing is allowed. This one lets the anonymous role (the page's anon key) create objects
-- in 'videos' named as the page names them, and nothing else: no SELECT, UPDATE or DELETE, so
-- it can neither list, overwrite (the page uploads with upsert off) nor remove videos.
drop policy if exists "Anonymous uploads of hero videos" on storage.objects;
create policy "Anonymous uploads of hero videos"
on storage.objects
for insert
to anon
with check (
  bucket_id = 'videos'
  and name ~ '^hero-video-[0-9]{13}\.[A-Za-z0-9]{1,8}$'
);
