-- supabase/migrations/20261124000000_operator_uploads.sql as commit eb7d733 left it (deleted in b070c0b).
-- Its comments are left out: `git show eb7d733:supabase/migrations/20261124000000_operator_uploads.sql` has them.

update storage.buckets
set public = true,
    file_size_limit = 104857600,
    allowed_mime_types = array['video/mp4', 'video/webm', 'video/quicktime']
where id = 'videos';

drop policy if exists "Anonymous uploads of hero videos" on storage.objects;

create table if not exists public.operators (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table public.operators enable row level security;
revoke all on table public.operators from anon, authenticated;

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
