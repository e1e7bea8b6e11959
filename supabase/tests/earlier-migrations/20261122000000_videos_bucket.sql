-- supabase/migrations/20261122000000_videos_bucket.sql as commit 15bae76 left it (deleted in b070c0b).
-- Its comments are left out: `git show 15bae76:supabase/migrations/20261122000000_videos_bucket.sql` has them.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('videos', 'videos', true, 104857600, array['video/*'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

drop policy if exists "Anonymous uploads of hero videos" on storage.objects;
create policy "Anonymous uploads of hero videos"
on storage.objects
for insert
to anon
with check (
  bucket_id = 'videos'
  and name ~ '^hero-video-[0-9]{13}\.[A-Za-z0-9]{1,8}$'
);
