import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  addUser,
  bootPolicyDb,
  migrations,
  pendingMigrations,
  pushMigrations,
  recordedVersions,
  type Migration,
} from '../supabase/tests/policy-db';

/*
 * The migration history (docs/upload.md, The migration history): no shipped file changes but to
 * be emptied, and `supabase db push` from any state a shipped version left ends where a push to
 * an empty project does; and Supabase's advisors over it (docs/upload.md, Security Advisor).
 */

const testsDir = join(import.meta.dirname, '..', 'supabase', 'tests');
const shippedDir = join(testsDir, 'shipped-migrations');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * supabase/tests/shipped-migrations.sha256: each migration's contents as they shipped, in order,
 * and contents committed but rewritten before they shipped (`unshipped`).
 */
const hashLines = readFileSync(join(testsDir, 'shipped-migrations.sha256'), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '' && !line.startsWith('#'))
  .map((line) => line.split(/\s+/));
const shippedHashes = hashLines
  .filter((line) => line[2] !== 'unshipped')
  .map(([hash = '', file = '']) => ({ hash, file }));
const unshipped = hashLines.filter((line) => line[2] === 'unshipped').map(([hash]) => hash);
const shippedFiles = [...new Set(shippedHashes.map((line) => line.file))];
const firstHash = (file: string) => shippedHashes.find((line) => line.file === file)?.hash;

/** A file with no statement: comments and spaces only. */
const isEmptied = (sql: string) => sql.replaceAll(/\/\*[\s\S]*?\*\/|--[^\n]*/g, '').trim() === '';

/** Contents shipped later under a version, kept for these tests in `<commit>/`. */
const shippedAt = (commit: string) => migrations(join(shippedDir, commit));
const shippedCopies = readdirSync(shippedDir).flatMap((commit) =>
  shippedAt(commit).map((migration) => ({ commit, ...migration })),
);

describe('shipped migrations never change', () => {
  test('every migration is on the list, as it first shipped or emptied; each copy is contents that shipped', () => {
    expect(migrations().map((migration) => migration.file)).toEqual(shippedFiles);
    for (const { file, sql } of migrations()) {
      if (!isEmptied(sql)) expect(sha256(sql), `${file} changed`).toBe(firstHash(file));
    }
    for (const { commit, file, sql } of shippedCopies) {
      expect(shippedHashes, `${commit}/${file}`).toContainEqual({ hash: sha256(sql), file });
    }
  });

  // A shallow clone (as CI makes) has not the history: the list above stands for it there.
  const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' });
  const shallow = spawnSync('git', ['rev-parse', '--is-shallow-repository'], { encoding: 'utf8' });
  const hasHistory = shallow.stdout?.trim() === 'false';

  test.skipIf(!hasHistory)('the list and the copies say what git committed', () => {
    for (const file of shippedFiles) {
      const path = `supabase/migrations/${file}`;
      const [first] = git('log', '--format=%H', '--diff-filter=A', '--reverse', '--', path)
        .trim()
        .split('\n');
      // Not committed yet: its line is all there is to check against.
      if (!first) continue;
      expect([firstHash(file), ...unshipped], file).toContain(
        sha256(git('show', `${first}:${path}`)),
      );
    }
    for (const { commit, file, sql } of shippedCopies) {
      expect(git('show', `${commit}:supabase/migrations/${file}`), `${commit}/${file}`).toBe(sql);
    }
  });
});

/** supabase/migrations/ as each commit that changed it shipped it, oldest first. */
const shippedFolders: Array<[string, Migration[]]> = [
  ['15bae76', shippedAt('15bae76')],
  ['eb7d733', [...shippedAt('15bae76'), ...shippedAt('eb7d733')]],
  ...['b070c0b', 'a0b9cd5', '6a93e65', '1e48df5'].map(
    (commit) => [commit, shippedAt(commit)] as [string, Migration[]],
  ),
];

/**
 * The project kept up to date at every shipped commit as its docs then said: `db push` (a first,
 * empty one makes the history table), after `migration repair --status reverted` for the versions
 * a commit deleted, and the file pasted into the SQL editor when push skipped a rewritten version.
 * Before approvals named a factor, an operator was approved.
 */
async function keptUpToDate(db: PGlite) {
  await pushMigrations(db, []);
  for (const [commit, folder] of shippedFolders) {
    const versions = folder.map((migration) => migration.version);
    await db.query(
      'delete from supabase_migrations.schema_migrations where not (version = any ($1))',
      [versions],
    );
    const applied = await pushMigrations(db, folder);
    for (const skipped of folder.filter((migration) => !applied.includes(migration))) {
      await db.exec(skipped.sql);
    }
    if (commit === 'b070c0b') {
      const userId = '00000000-0000-4000-8000-000000000009';
      await addUser(db, { id: userId, email: 'early.operator@example.test' });
      await db.query('insert into private.operators (user_id) values ($1)', [userId]);
    }
  }
}

/** The earlier states a project can be in, each made on a database with only the stand-in. */
const earlierStates: Record<string, (db: PGlite) => Promise<unknown>> = {
  ...Object.fromEntries(
    shippedFolders.map(([commit, folder]) => [
      `set up with db push at ${commit}`,
      (db: PGlite) => pushMigrations(db, folder),
    ]),
  ),
  'kept up to date at every shipped commit, as its docs then said': keptUpToDate,
  'set up in the SQL editor at 1e48df5 (no history table)': (db) =>
    Promise.all(shippedAt('1e48df5').map((migration) => db.exec(migration.sql))),
  'pushed to the end, then the files run again by hand (SQL editor, psql -f)': async (db) => {
    await pushMigrations(db, migrations());
    for (const migration of migrations()) await db.exec(migration.sql);
  },
};

/** Sorted, so that the order in which grants were made does not count. */
const acl = (column: string) => `array(select unnest(${column})::text order by 1) as acl`;
const ours = `in ('public'::regnamespace, 'private'::regnamespace)`;

/** What the migrations decide: schemas, relations, columns, checks, indexes, policies, functions, grants, triggers, the bucket. */
const catalogQueries = {
  schemas: `select nspname, ${acl('nspacl')} from pg_namespace where oid ${ours} order by 1`,
  relations: `select oid::regclass::text, relkind, relrowsecurity, relforcerowsecurity,
      ${acl('relacl')}
    from pg_class where relnamespace ${ours} order by 1`,
  columns: `select attrelid::regclass::text as relation, attname, format_type(atttypid, atttypmod),
      attnotnull, attidentity, pg_get_expr(adbin, adrelid) as default, ${acl('attacl')}
    from pg_attribute left join pg_attrdef on adrelid = attrelid and adnum = attnum
    join pg_class on pg_class.oid = attrelid
    where relnamespace ${ours} and attnum > 0 and not attisdropped
    order by 1, 2`,
  constraints: `select conrelid::regclass::text, conname, pg_get_constraintdef(oid), convalidated
    from pg_constraint where connamespace ${ours} order by 1, 2`,
  indexes: `select pg_get_indexdef(indexrelid) from pg_index
    join pg_class on pg_class.oid = indrelid where relnamespace ${ours} order by 1`,
  policies: `select schemaname, tablename, policyname, permissive, roles, cmd, qual, with_check
    from pg_policies order by 1, 2, 3`,
  functions: `select oid::regprocedure::text, pg_get_functiondef(oid), ${acl('proacl')}
    from pg_proc where pronamespace ${ours} order by 1`,
  triggers: `select pg_get_triggerdef(oid) from pg_trigger where not tgisinternal order by 1`,
  bucket: `select * from storage.buckets where id = 'videos'`,
  extensions: `select extname from pg_extension order by 1`,
};

const advisorSql = readFileSync(join(testsDir, 'advisor.sql'), 'utf8');

/** The advisors' findings (`name level object`), with the schemas a hosted project's API exposes. */
async function findingsOf(db: PGlite) {
  await db.exec(`set pgrst.db_schemas = 'public, graphql_public'`);
  const { rows } = await db.query<{ name: string; level: string; object: string }>(advisorSql);
  return rows.map(({ name, level, object }) => `${name} ${level} ${object}`);
}

async function catalogOf(db: PGlite) {
  const catalog: Record<string, unknown[]> = {};
  for (const [name, sql] of Object.entries(catalogQueries)) {
    catalog[name] = (await db.query(sql)).rows;
  }
  return catalog;
}

describe('db push from every earlier state ends as a push to an empty project', () => {
  /** A database with only the stand-in, made once, to clone; the catalog of a fresh push. */
  let standIn: PGlite;
  let fresh: Record<string, unknown[]>;

  /** A database with only the stand-in, `makeState` run, then pushed to the end. */
  async function pushedFrom(makeState?: (db: PGlite) => Promise<unknown>) {
    const db = (await standIn.clone()) as PGlite;
    await makeState?.(db);
    await pushMigrations(db, migrations(), { includeAll: true });
    return db;
  }

  beforeAll(async () => {
    standIn = await bootPolicyDb({ migrations: [] });
    const db = await pushedFrom();
    fresh = await catalogOf(db);
    await db.close();
    expect(fresh['policies']?.length).toBeGreaterThan(0);
  }, 60_000);
  afterAll(() => standIn.close());

  // Every version recorded: what `supabase migration list` shows on both sides.
  test.each([['an empty project', undefined], ...Object.entries(earlierStates)])(
    '%s: the same catalog as a fresh push, every version recorded, no approval without a factor',
    async (_, makeState) => {
      const db = await pushedFrom(makeState);
      try {
        expect(await catalogOf(db)).toEqual(fresh);
        expect(await recordedVersions(db)).toEqual(migrations().map((m) => m.version));
        expect((await db.query('select user_id from private.operators')).rows).toEqual([]);
      } finally {
        await db.close();
      }
    },
    60_000,
  );

  test('the advisors see /graphql/v1 show the record table until pg_graphql is off, then nothing above INFO (the foreign key’s index, not read yet), and a planted security definer function in public', async () => {
    const db = (await standIn.clone()) as PGlite;
    const unusedIndex = 'unused_index INFO public.hero_videos_published_by_idx';
    try {
      await pushMigrations(
        db,
        migrations().filter((m) => !m.file.endsWith('_graphql_off.sql')),
      );
      expect(await findingsOf(db)).toEqual([
        'pg_graphql_anon_table_exposed WARN public.hero_videos',
        'pg_graphql_authenticated_table_exposed WARN public.hero_videos',
        unusedIndex,
      ]);
      await pushMigrations(db, migrations());
      expect(await findingsOf(db)).toEqual([unusedIndex]);
      await db.exec(`create function public.planted() returns boolean language sql
        security definer set search_path = '' as $$ select true $$`);
      expect(await findingsOf(db)).toEqual([
        'anon_security_definer_function_executable WARN public.planted()',
        'authenticated_security_definer_function_executable WARN public.planted()',
        unusedIndex,
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);

  test('a project that recorded 20261126000000 alone needs --include-all for the versions before it', () => {
    const recorded = ['20261126000000'];
    expect(() => pendingMigrations(migrations(), recorded)).toThrow(/older than the last applied/);
    expect(pendingMigrations(migrations(), recorded, { includeAll: true })).toEqual(
      migrations().filter((migration) => migration.version !== '20261126000000'),
    );
    expect(pendingMigrations(migrations(), ['20261122000000', '20261124000000'])).toEqual(
      migrations().slice(2),
    );
  });
});
