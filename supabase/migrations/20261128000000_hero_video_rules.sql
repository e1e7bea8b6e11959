-- The published homepage hero (/upload-video writes it, the homepage reads it): the bucket of its
-- files, who may add them, and the table that names the set that is live. It makes these rules
-- from an empty project or from whatever an earlier version left (20261122000000,
-- 20261124000000, any contents of 20261126000000), and running it again changes nothing. One
-- transaction: a runner sending statements one by one (psql -f) shows no state in between either.
--
-- Needs Storage v1.45 or later: Storage checks an upload by inserting the object's row with
-- `metadata = {mimetype, contentLength}` under the caller's role and rolling back (TUS uploads
-- too, the type coming from the upload's `contentType` metadata). Older versions leave the
-- metadata NULL at that point, and the policies below then refuse every upload.
--
-- A hero set's files are named, typed and capped in one place, private.hero_file_kinds(), which
-- repeats src/data/hero-video.ts (`heroVideoSpec`): change both together. Why each piece is
-- there: docs/upload.md.
begin;

-- What earlier versions made: policies first, as they use the functions. Every policy of these
-- rules is made again below, so that a project ends with the same ones whatever it ran before.
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

-- A schema the REST API does not expose: its functions cannot be called as RPCs and its table is
-- not served. No API role may use it: a policy, a check or a SQL-standard function body (BEGIN
-- ATOMIC) calls its functions by reference, which needs only the execute grants below.
create schema if not exists private;
revoke all on schema private from public, anon, authenticated, service_role;

-- The files of a hero set, one row per kind of file: the name, the type and the cap in bytes
-- (`heroVideoSpec.capBytes`). The bucket, the storage policies and the record's checks all read
-- them here. A later version that changes them replaces this function and runs the bucket's
-- statement below again; it adds kinds rather than removing one, since the published history
-- names files of the kinds before.
create or replace function private.hero_file_kinds()
returns table (kind text, pattern text, mimetype text, cap_bytes bigint)
language sql
immutable
set search_path = ''
begin atomic
  select kind, pattern, mimetype, cap_bytes::bigint
  from (values
    ('wide', '^hero-video-[0-9]{13}-wide\.mp4$', 'video/mp4', 8388608),
    ('phone', '^hero-video-[0-9]{13}-phone\.mp4$', 'video/mp4', 3145728),
    ('poster', '^hero-video-[0-9]{13}-poster\.webp$', 'image/webp', 307200),
    ('poster', '^hero-video-[0-9]{13}-poster\.avif$', 'image/avif', 307200)
  ) as kinds (kind, pattern, mimetype, cap_bytes);
end;

-- The kind a name is of (NULL for any other name), and a kind's cap.
create or replace function private.hero_file_kind(name text)
returns text
language sql
immutable
set search_path = ''
begin atomic
  select kinds.kind from private.hero_file_kinds() as kinds where name ~ kinds.pattern;
end;

create or replace function private.hero_file_cap(kind text)
returns bigint
language sql
immutable
set search_path = ''
begin atomic
  select max(kinds.cap_bytes) from private.hero_file_kinds() as kinds
  where kinds.kind = hero_file_cap.kind;
end;

-- Whether an object is a hero set's file: named as its kind, of its type, and its size a whole
-- number of bytes within its cap. Compared as JSON, not cast: a size that is no number is
-- refused, not an error. No CASE in a BEGIN ATOMIC body: the CLI splits such a body at the first
-- END it meets (docs/upload.md).
create or replace function private.is_hero_file(name text, metadata jsonb)
returns boolean
language sql
immutable
set search_path = ''
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

-- Called in checks and policies as the caller (never by name: no API role may use the schema).
revoke all on function private.hero_file_kinds() from public, anon, authenticated, service_role;
revoke all on function private.hero_file_kind(text) from public, anon, authenticated, service_role;
revoke all on function private.hero_file_cap(text) from public, anon, authenticated, service_role;
revoke all on function private.is_hero_file(text, jsonb)
from public, anon, authenticated, service_role;
grant execute on function private.hero_file_kinds(), private.hero_file_kind(text),
  private.hero_file_cap(text), private.is_hero_file(text, jsonb)
to authenticated, service_role;

-- Public: visitors play the files by URL, which needs no SELECT policy. The bucket takes the
-- kinds' types, up to the largest cap; the policies hold each kind to its own.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
select 'videos', 'videos', true, max(kinds.cap_bytes), array(
  select kinds.mimetype
  from private.hero_file_kinds() with ordinality as kinds (kind, pattern, mimetype, cap_bytes, n)
  group by kinds.mimetype
  order by min(kinds.n)
)
from private.hero_file_kinds() as kinds
on conflict (id) do update
set public = excluded.public,
    file_size_limit = excluded.file_size_limit,
    allowed_mime_types = excluded.allowed_mime_types;

-- The operators: one row per Supabase Auth user allowed to publish, naming the one second factor
-- the owner approved for them (after checking with the operator that their app shows its codes):
-- a factor someone else enrolled with a stolen password is never approved. Only the project
-- owner adds rows (docs/upload.md): no grant, and row-level security whose one policy refuses
-- the API roles, so that a grant or a permissive policy added by hand still opens nothing. A row
-- from before approvals named a factor grants nothing: the owner approves again.
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
create policy "No API role reads or writes operators"
on private.operators
as restrictive
for all
to anon, authenticated
using (false)
with check (false);

-- The sessions of a user that verified the factor the owner approved for them, that factor still
-- verified: an ended session (signed out) is no longer in auth.sessions. Security definer, so that
-- it reads what no API role may; an empty search_path, so that no object of the caller's can
-- stand in for ours. A body in quotes: Auth's migrations stay free to change its tables.
create or replace function private.approved_sessions(user_id uuid)
returns setof uuid
language sql
stable
security definer
set search_path = ''
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
revoke all on function private.approved_sessions(uuid)
from public, anon, authenticated, service_role;

-- Whether the caller may publish: their token is `aal2` and its session (`session_id`) is one of
-- their approved sessions. `aal2` alone says neither which factor was verified nor that the
-- session was not ended since. It reads the caller's own token only: it tells nobody about
-- anybody else. The policies call this one.
create or replace function private.may_publish()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt() ->> 'aal') = 'aal2', false) and exists (
    select 1
    from private.approved_sessions((select auth.uid())) as session (id)
    where session.id::text = (select auth.jwt() ->> 'session_id')
  )
$$;
revoke all on function private.may_publish() from public, anon, authenticated, service_role;
grant execute on function private.may_publish() to authenticated;

-- The same answer for the page (POST /rest/v1/rpc/may_publish). Security invoker in the exposed
-- schema, over the definer above in the unexposed one: Supabase's Security Advisor warns about a
-- security definer function that signed-in users may call through the API.
create or replace function public.may_publish()
returns boolean
language sql
stable
security invoker
set search_path = ''
begin atomic
  select private.may_publish();
end;
revoke all on function public.may_publish() from public, anon, authenticated, service_role;
grant execute on function public.may_publish() to authenticated;

-- Whether all three files of a set are stored, each as its kind may be. Security definer: the
-- caller may not list the bucket, the function's owner may. Names are unique in a bucket, so
-- three rows are the three files.
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
revoke all on function private.hero_set_stored(text, text, text)
from public, anon, authenticated, service_role;
grant execute on function private.hero_set_stored(text, text, text) to authenticated, service_role;

-- Operators who may publish add the files of a hero set. Nobody lists, replaces (an upsert needs
-- UPDATE) or deletes through the API: no permissive SELECT, UPDATE or DELETE policy.
create policy "Verified operators add hero files"
on storage.objects
for insert
to authenticated
with check (
  bucket_id = 'videos'
  and (select private.may_publish())
  and private.is_hero_file(name, metadata)
);

-- The same rules, and no listing, replacing or deleting in `videos`, as restrictive policies:
-- ANDed with every permissive one, so that a policy added later by hand (for another bucket, or
-- carelessly for all) cannot open this bucket. Anon's insert policy calls no function: anon may
-- execute none of ours.
create policy "Only hero files of verified operators in videos"
on storage.objects
as restrictive
for insert
to authenticated
with check (
  bucket_id <> 'videos'
  or ((select private.may_publish()) and private.is_hero_file(name, metadata))
);
create policy "Nothing anonymous in videos"
on storage.objects
as restrictive
for insert
to anon
with check (bucket_id <> 'videos');
drop policy if exists "Nobody lists videos" on storage.objects;
create policy "Nobody lists videos"
on storage.objects
as restrictive
for select
to anon, authenticated
using (bucket_id <> 'videos');
drop policy if exists "Nobody replaces files in videos" on storage.objects;
create policy "Nobody replaces files in videos"
on storage.objects
as restrictive
for update
to anon, authenticated
using (bucket_id <> 'videos')
with check (bucket_id <> 'videos');
drop policy if exists "Nobody deletes files in videos" on storage.objects;
create policy "Nobody deletes files in videos"
on storage.objects
as restrictive
for delete
to anon, authenticated
using (bucket_id <> 'videos');

-- Storage writes an object's row itself when an upload ends, past the policies; with a signed
-- upload URL, the policies saw only the signing request's own headers, and the URL outlives the
-- session that signed it. So, whoever writes: a new file in `videos` is a hero file by its
-- stored name, type and size, and one with an owner (a user's upload, or a URL they signed)
-- comes from an operator still signed in with the approved factor; a file in `videos` is never
-- moved or replaced (a new version). Storage's own changes to a row otherwise stay open.
create or replace function private.guard_hero_files()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if old.bucket_id = 'videos' then
      if (new.bucket_id, new.name, new.version) is distinct from
        (old.bucket_id, old.name, old.version) then
        raise exception 'a file in videos is never moved or replaced' using errcode = '42501';
      end if;
      return new;
    end if;
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
revoke all on function private.guard_hero_files() from public, anon, authenticated, service_role;
create or replace trigger guard_hero_files
before insert or update on storage.objects
for each row execute function private.guard_hero_files();

-- What is live: the newest row. Going back to an earlier set, or to the built poster ("poster
-- only": every set column null), is a new row, so the history stays. Row-level security and the
-- grants come at once; the checks are made below, for a table an earlier version made too.
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

-- Each name of its kind; a whole set of one <ms> (characters 12 to 24 of each name), or nothing
-- at all; the numbers within what the page makes: the wide rendition's size (1280 x 720), the
-- loop (15 s), each rendition's cap.
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
    ) = 8
    or (
      num_nulls(
        wide_object, phone_object, poster_object, width, height, duration_ms, wide_bytes,
        phone_bytes
      ) = 0
      and substr(wide_object, 12, 13) = substr(phone_object, 12, 13)
      and substr(wide_object, 12, 13) = substr(poster_object, 12, 13)
    )
  ),
  add constraint hero_videos_width_check check (width between 1 and 1280),
  add constraint hero_videos_height_check check (height between 1 and 720),
  add constraint hero_videos_duration_ms_check check (duration_ms between 1 and 15000),
  add constraint hero_videos_wide_bytes_check
    check (wide_bytes between 1 and private.hero_file_cap('wide')),
  add constraint hero_videos_phone_bytes_check
    check (phone_bytes between 1 and private.hero_file_cap('phone'));

-- The owner looks up who published, and deleting a user sets their rows' publisher to NULL: both
-- read the foreign key's column.
create index if not exists hero_videos_published_by_idx on public.hero_videos (published_by);

-- Every row is published: anyone reads them all.
create policy "Anyone reads published hero videos"
on public.hero_videos
for select
to anon, authenticated
using (true);

-- Operators who may publish add a set whose three files are stored, or "poster only". No UPDATE
-- or DELETE policy or grant: nobody rewrites the history through the API.
create policy "Verified operators publish hero videos"
on public.hero_videos
for insert
to authenticated
with check (
  (select private.may_publish())
  and published_by = (select auth.uid())
  and (wide_object is null or private.hero_set_stored(wide_object, phone_object, poster_object))
);

commit;
