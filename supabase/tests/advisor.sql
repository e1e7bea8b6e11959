-- The checks of Supabase's Security and Performance Advisors (its database linter) that can
-- report on what a migration of this project makes: tables, policies, functions, grants,
-- foreign keys, indexes, the public bucket and what the GraphQL endpoint shows. One
-- row per finding: the lint's name and level as the dashboard shows them, and the object. Written
-- for this project from the linter's documentation (docs/upload.md, Security Advisor);
-- `pgrst.db_schemas` names the schemas the REST API exposes, as on a hosted project.
with
managed (schema_name) as (
  values ('auth'), ('cron'), ('extensions'), ('graphql'), ('graphql_public'),
    ('information_schema'), ('net'), ('pgbouncer'), ('pgmq'), ('pgsodium'), ('pgsodium_masks'),
    ('pg_catalog'), ('pg_toast'), ('realtime'), ('storage'), ('supabase_functions'),
    ('supabase_migrations'), ('vault')
),
exposed (schema_name) as (
  select trim(schema_name)
  from unnest(string_to_array(current_setting('pgrst.db_schemas', true), ',')) as schema_name
),
owned_by_extension (objid) as (
  select objid from pg_depend where deptype = 'e'
),
relation as (
  select c.oid, n.nspname as schema_name, c.relname as name, c.relkind, c.relrowsecurity,
    n.nspname in (select schema_name from exposed) as is_exposed
  from pg_class as c
  join pg_namespace as n on n.oid = c.relnamespace
  where n.nspname not in (select schema_name from managed)
    and n.nspname not like 'pg\_temp%'
    and c.oid not in (select objid from owned_by_extension)
),
policy as (
  select r.schema_name, r.name as table_name, r.relrowsecurity, p.polname, p.polpermissive,
    p.polroles, p.polcmd,
    coalesce(pg_get_expr(p.polqual, p.polrelid), '') as using_text,
    coalesce(pg_get_expr(p.polwithcheck, p.polrelid), '') as check_text,
    p.polwithcheck is null as no_check
  from pg_policy as p
  join relation as r on r.oid = p.polrelid
),
api_role (rolname) as (values ('anon'), ('authenticated')),
routine as (
  select p.oid, n.nspname as schema_name, p.proname as name,
    pg_get_function_identity_arguments(p.oid) as args, p.prosecdef, p.proconfig,
    n.nspname in (select schema_name from exposed) as is_exposed
  from pg_proc as p
  join pg_namespace as n on n.oid = p.pronamespace
  where n.nspname not in (select schema_name from managed)
    and p.oid not in (select objid from owned_by_extension)
),
true_text (expression) as (values (''), ('true'), ('(true)'), ('1=1'), ('(1=1)'))
-- Tables: row-level security where the API reads, and policies where it is off.
select 'rls_disabled_in_public' as name, 'ERROR' as level, format('%s.%s', schema_name, name) as object
from relation
where relkind in ('r', 'p') and is_exposed and not relrowsecurity
union all
select distinct 'policy_exists_rls_disabled', 'ERROR', format('%s.%s', schema_name, table_name)
from policy
where not relrowsecurity
union all
select 'rls_enabled_no_policy', 'INFO', format('%s.%s', r.schema_name, r.name)
from relation as r
where r.relkind = 'r' and r.relrowsecurity
  and not exists (select 1 from pg_policy as p where p.polrelid = r.oid)
union all
select 'no_primary_key', 'INFO', format('%s.%s', r.schema_name, r.name)
from relation as r
where r.relkind = 'r'
  and not exists (select 1 from pg_constraint as k where k.conrelid = r.oid and k.contype = 'p')
union all
-- What /graphql/v1 shows each API role: any relation one of whose columns it may read.
select 'pg_graphql_' || api_role.rolname || '_table_exposed', 'WARN',
  format('%s.%s', r.schema_name, r.name)
from relation as r
cross join api_role
where exists (select 1 from pg_extension where extname = 'pg_graphql')
  and r.relkind in ('r', 'v', 'm', 'f')
  and exists (
    select 1 from pg_attribute as a
    where a.attrelid = r.oid and a.attnum > 0 and not a.attisdropped
      and has_column_privilege(api_role.rolname, r.oid, a.attnum, 'select')
  )
union all
-- Policies: a per-row call of auth.*() or current_setting(), more than one permissive policy
-- for a role and command, one that lets everything through, user metadata.
select 'auth_rls_initplan', 'WARN', format('%s.%s %s', schema_name, table_name, polname)
from policy as p
cross join (values ('auth.uid()'), ('auth.jwt()'), ('auth.role()'), ('auth.email()'),
  ('current_setting(')) as call (text)
where p.relrowsecurity
  and ((strpos(p.using_text, call.text) > 0 and strpos(lower(p.using_text), 'select ' || call.text) = 0)
    or (strpos(p.check_text, call.text) > 0 and strpos(lower(p.check_text), 'select ' || call.text) = 0))
group by schema_name, table_name, polname
union all
select 'multiple_permissive_policies', 'WARN',
  format('%s.%s %s %s', p.schema_name, p.table_name, role.rolname, command.name)
from policy as p
join pg_roles as role on role.oid = any (p.polroles) or p.polroles = array[0::oid]
cross join lateral (
  select name from (values ('r', 'SELECT'), ('a', 'INSERT'), ('w', 'UPDATE'), ('d', 'DELETE'))
    as cmd (code, name)
  where p.polcmd in (cmd.code, '*')
) as command
where p.polpermissive and role.rolname not like 'pg\_%' and role.rolname not like 'supabase%admin'
group by p.schema_name, p.table_name, role.rolname, command.name
having count(*) > 1
union all
select 'rls_policy_always_true', 'WARN', format('%s.%s %s', schema_name, table_name, polname)
from policy as p
where p.polpermissive and p.relrowsecurity
  and (p.polroles = array[0::oid]
    or exists (select 1 from api_role where to_regrole(api_role.rolname) = any (p.polroles)))
  and ((p.polcmd in ('w', 'd', '*')
      and (regexp_replace(lower(p.using_text), '\s', '', 'g') in (select expression from true_text)))
    or (not p.no_check
      and regexp_replace(lower(p.check_text), '\s', '', 'g') in (select expression from true_text))
    or (p.no_check and p.polcmd = 'a'))
union all
select 'rls_references_user_metadata', 'ERROR', format('%s.%s %s', schema_name, table_name, polname)
from policy
where using_text || check_text ~ 'user_metadata'
union all
-- The public bucket: a permissive SELECT policy broad enough to list it.
select 'public_bucket_allows_listing', 'WARN', bucket.id
from storage.buckets as bucket
join pg_policy as p on p.polrelid = 'storage.objects'::regclass
where bucket.public and p.polpermissive and p.polcmd in ('r', '*')
  and (p.polroles = array[0::oid]
    or exists (select 1 from api_role where to_regrole(api_role.rolname) = any (p.polroles)))
  and (p.polqual is null
    or regexp_replace(lower(pg_get_expr(p.polqual, p.polrelid)), '[\s()]', '', 'g')
      in ('true', '1=1', format('bucket_id=%L::text', bucket.id), format('bucket_id=%L', bucket.id)))
union all
-- Functions: a search_path the caller can change; security definer ones the API roles may call.
select 'function_search_path_mutable', 'WARN', format('%s.%s(%s)', schema_name, name, args)
from routine
where not exists (select 1 from unnest(proconfig) as setting where setting like 'search_path=%')
union all
select api_role.rolname || '_security_definer_function_executable', 'WARN',
  format('%s.%s(%s)', r.schema_name, r.name, r.args)
from routine as r
join api_role on has_function_privilege(api_role.rolname, r.oid, 'execute')
where r.prosecdef and r.is_exposed
union all
-- Foreign keys without an index that starts with their columns; indexes made twice, or never
-- read.
select 'unindexed_foreign_keys', 'INFO', format('%s.%s %s', r.schema_name, r.name, k.conname)
from pg_constraint as k
join relation as r on r.oid = k.conrelid
where k.contype = 'f'
  and not exists (
    select 1 from pg_index as i
    where i.indrelid = k.conrelid
      and (i.indkey::int2[])[0:cardinality(k.conkey) - 1] = k.conkey
  )
union all
select 'duplicate_index', 'WARN', format('%s.%s', r.schema_name, r.name)
from pg_index as i
join relation as r on r.oid = i.indrelid
group by r.schema_name, r.name, i.indrelid, i.indkey::text, i.indclass::text, i.indpred::text,
  i.indexprs::text, i.indisunique
having count(*) > 1
union all
select 'unused_index', 'INFO', format('%s.%s', s.schemaname, s.indexrelname)
from pg_stat_user_indexes as s
join pg_index as i on i.indexrelid = s.indexrelid
join relation as r on r.oid = s.relid
where s.idx_scan = 0 and not i.indisunique and not i.indisprimary
order by 1, 3
