import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { bootPolicyDb, migrations, pushMigrations } from '../supabase/tests/policy-db';

/*
 * Supabase's Security and Performance Advisors over the migrated project, as its dashboard runs
 * them (docs/upload.md, Security Advisor): nothing above INFO.
 */

const advisorSql = readFileSync(
  join(import.meta.dirname, '..', 'supabase', 'tests', 'advisor.sql'),
  'utf8',
);

interface Finding {
  name: string;
  level: 'ERROR' | 'WARN' | 'INFO';
  object: string;
}

/** The advisors' findings, with the schemas a hosted project's REST API exposes. */
async function findingsOf(db: PGlite): Promise<Finding[]> {
  await db.exec(`set pgrst.db_schemas = 'public, graphql_public'`);
  return (await db.query<Finding>(advisorSql)).rows;
}

describe('the advisors over the migrated project', () => {
  let db: PGlite;
  const all = migrations();

  // One database, in the order the tests run: first without 20261128000100, then pushed to the end.
  beforeAll(async () => {
    db = await bootPolicyDb({
      migrations: all.filter((m) => !m.file.endsWith('_graphql_off.sql')),
    });
  }, 60_000);

  afterAll(async () => {
    await db.close();
  });

  test('with pg_graphql on, as Supabase leaves a new project, /graphql/v1 would show the record table', async () => {
    expect((await findingsOf(db)).filter((finding) => finding.level !== 'INFO')).toEqual([
      { name: 'pg_graphql_anon_table_exposed', level: 'WARN', object: 'public.hero_videos' },
      {
        name: 'pg_graphql_authenticated_table_exposed',
        level: 'WARN',
        object: 'public.hero_videos',
      },
    ]);
  });

  test('nothing above INFO, and one INFO: the foreign key’s index, not read yet', async () => {
    await pushMigrations(db, all);
    expect(await findingsOf(db)).toEqual([
      { name: 'unused_index', level: 'INFO', object: 'public.hero_videos_published_by_idx' },
    ]);
  });

  test('they would see a security definer function in public that signed-in users may call', async () => {
    await db.exec(`create function public.planted() returns boolean language sql
      security definer set search_path = '' as $$ select true $$`);
    try {
      expect((await findingsOf(db)).filter((finding) => finding.level !== 'INFO')).toEqual([
        {
          name: 'anon_security_definer_function_executable',
          level: 'WARN',
          object: 'public.planted()',
        },
        {
          name: 'authenticated_security_definer_function_executable',
          level: 'WARN',
          object: 'public.planted()',
        },
      ]);
    } finally {
      await db.exec('drop function public.planted()');
    }
  });
});
