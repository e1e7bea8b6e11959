import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bootPolicyDb, migrations, pushMigrations } from '../supabase/tests/policy-db';

/*
 * Supabase's Security and Performance Advisors over the migrated project, as its dashboard runs
 * them (docs/upload.md, Security Advisor): nothing above INFO.
 */

const advisorSql = readFileSync(join(import.meta.dirname, '../supabase/tests/advisor.sql'), 'utf8');

/** The advisors' findings (`name level object`), with the schemas a hosted project's API exposes. */
async function findingsOf(db: PGlite, { withInfo = false } = {}) {
  await db.exec(`set pgrst.db_schemas = 'public, graphql_public'`);
  const { rows } = await db.query<{ name: string; level: string; object: string }>(advisorSql);
  return rows
    .filter((finding) => withInfo || finding.level !== 'INFO')
    .map(({ name, level, object }) => `${name} ${level} ${object}`);
}

// One database, in the order the tests run: first without 20261128000100, then pushed to the end.
let db: PGlite;
beforeAll(async () => {
  db = await bootPolicyDb({
    migrations: migrations().filter((m) => !m.file.endsWith('_graphql_off.sql')),
  });
}, 60_000);
afterAll(() => db.close());

test('with pg_graphql on, as Supabase leaves a new project, /graphql/v1 would show the record table', async () => {
  expect(await findingsOf(db)).toEqual([
    'pg_graphql_anon_table_exposed WARN public.hero_videos',
    'pg_graphql_authenticated_table_exposed WARN public.hero_videos',
  ]);
});

test('nothing above INFO, and one INFO: the foreign key’s index, not read yet', async () => {
  await pushMigrations(db, migrations());
  expect(await findingsOf(db, { withInfo: true })).toEqual([
    'unused_index INFO public.hero_videos_published_by_idx',
  ]);
});

test('they would see a security definer function in public that signed-in users may call', async () => {
  await db.exec(`create function public.planted() returns boolean language sql
    security definer set search_path = '' as $$ select true $$`);
  try {
    expect(await findingsOf(db)).toEqual([
      'anon_security_definer_function_executable WARN public.planted()',
      'authenticated_security_definer_function_executable WARN public.planted()',
    ]);
  } finally {
    await db.exec('drop function public.planted()');
  }
});
