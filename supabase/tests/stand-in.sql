-- The parts of a Supabase project that the migration relies on, as Supabase defines them, for
-- the policy tests on an in-process Postgres (docs/upload.md, The policy matrix, lists them).

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key,
  email text unique
);

-- A TOTP factor is `unverified` until a first code proves it; verifying a code sets the
-- session's `aal` and the factor it used; signing out deletes the session. Every access token
-- names its session (`session_id`). No grant to the API roles.
create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
create type auth.factor_status as enum ('unverified', 'verified');
create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');

create table auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null default now(),
  secret text
);

create table auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  factor_id uuid,
  aal auth.aal_level
);

alter table auth.mfa_factors enable row level security;
alter table auth.sessions enable row level security;

create function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

-- The whole claims object: `aal` says whether the session verified a second factor.
create function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.jwt() to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

-- What a Supabase project does for objects its migrations create in `public` (the REST API's
-- schema): every API role gets everything, and a migration must revoke what it does not mean.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

create schema storage;
grant usage on schema storage to anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null unique,
  public boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);

-- Storage sets `owner` to the user whose token asked (none for the service role) and a new
-- `version` for each upload of a name.
create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  version text,
  metadata jsonb
);
-- Storage's own index: a second object with the same name is a unique violation (HTTP 409).
create unique index bucketid_objname on storage.objects (bucket_id, name);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Supabase enables pg_graphql on every new project, in schema `graphql`: the stand-in has only
-- its row in pg_extension, which is all that the Security Advisor reads of it.
create schema graphql;
insert into pg_extension (oid, extname, extowner, extnamespace, extrelocatable, extversion)
select (max(oid::int8) + 1)::oid, 'pg_graphql', 10, 'graphql'::regnamespace, false, '1.5'
from pg_extension;
