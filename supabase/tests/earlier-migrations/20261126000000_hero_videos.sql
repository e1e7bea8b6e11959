-- supabase/migrations/20261126000000_hero_videos.sql as commit b070c0b left it: a0b9cd5 only took back
-- its usage grant on schema private, so this one covers both versions before the approved factor.
-- Its comments are left out: `git show b070c0b:supabase/migrations/20261126000000_hero_videos.sql` has them.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('videos', 'videos', true, 8388608, array['video/mp4', 'image/webp', 'image/avif'])
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

create schema if not exists private;
grant usage on schema private to authenticated;

create table if not exists private.operators (
  user_id uuid primary key references auth.users (id) on delete cascade,
  created_at timestamptz not null default now()
);
alter table private.operators enable row level security;

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

revoke all on table public.hero_videos from anon, authenticated;
revoke all on sequence public.hero_videos_id_seq from anon, authenticated;
grant select on table public.hero_videos to anon, authenticated;
grant insert (
  wide_object, phone_object, poster_object, width, height, duration_ms, wide_bytes, phone_bytes
) on table public.hero_videos to authenticated;

drop policy if exists "Anyone reads published hero videos" on public.hero_videos;
create policy "Anyone reads published hero videos"
on public.hero_videos
for select
to anon, authenticated
using (true);

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
