import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { heroRecordColumns, type HeroRecordInsert } from '../../src/lib/video/published-hero';

const supabaseDir = join(import.meta.dirname, '..');

/** Who is asking, as Storage and PostgREST set it from the request's JWT. */
export interface Principal {
  role: 'anon' | 'authenticated' | 'service_role';
  /** The user's id (the JWT's `sub`); absent for anon and the service role. */
  userId?: string;
  /** The session's assurance level (the JWT's `aal`): `aal2` after a second factor. */
  aal?: 'aal1' | 'aal2';
  /** The Auth session the token belongs to (the JWT's `session_id`). */
  sessionId?: string;
}

/**
 * One object as Storage writes its row: the metadata carries the declared type and size, or is
 * NULL (`mimetype: null`) as Storage before v1.45 wrote it at its check, or is forged (`metadata`).
 */
export interface ObjectRow {
  bucket: string;
  name: string;
  mimetype: string | null;
  size: number;
  metadata?: Record<string, unknown>;
}

/** What the database said to an insert: `invalid` is a broken check constraint. */
export type InsertOutcome = 'allowed' | 'refused' | 'duplicate' | 'invalid';

/** A migration file: its version (the name's leading digits), its name and its SQL. */
export interface Migration {
  version: string;
  file: string;
  sql: string;
}

/** Every migration of supabase/migrations (or `dir`), in the order `supabase db push` applies them. */
export const migrations = (dir = join(supabaseDir, 'migrations')): Migration[] =>
  readdirSync(dir)
    .filter((file) => /^[0-9]+_.*\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: file.slice(0, file.indexOf('_')),
      file,
      sql: readFileSync(join(dir, file), 'utf8'),
    }));

/** The versions a database's migration history records, oldest first. */
export async function recordedVersions(db: PGlite): Promise<string[]> {
  const { rows } = await db.query<{ version: string }>(
    `select version from supabase_migrations.schema_migrations order by version`,
  );
  return rows.map((row) => row.version);
}

/**
 * What `supabase db push` applies (the CLI's FindPendingMigrations): the local versions the
 * history does not record, in order. It refuses a recorded version with no local file, and a
 * local version older than the newest recorded one unless `includeAll` (`--include-all`).
 */
export function pendingMigrations(
  local: Migration[],
  recorded: string[],
  { includeAll = false } = {},
) {
  const missing = recorded.filter((version) => !local.some((m) => m.version === version));
  if (missing.length > 0)
    throw new Error(`Remote migration versions not found locally: ${missing}`);
  const pending = local.filter((migration) => !recorded.includes(migration.version));
  const older = pending.filter((migration) => migration.version < (recorded.at(-1) ?? ''));
  if (older.length > 0 && !includeAll) {
    throw new Error(`Local migrations older than the last applied: ${older.map((m) => m.file)}`);
  }
  return pending;
}

/** Whether `data` ends with BEGIN ATOMIC, each word whole, any space between them. */
const endsWithBeginAtomic = (data: string) => /(^|[^\p{L}\p{N}_$])begin\s+atomic$/iu.test(data);

/**
 * A SQL file's statements, split as `supabase db push` splits them (the CLI's pkg/parser): at
 * each `;` outside quotes, dollar quotes, comments, parentheses and BEGIN ATOMIC bodies, each
 * trimmed of its `;` and spaces. As in the CLI, a `)` or END closes every nesting it can end,
 * a block comment closes at the first window of two characters reading `*` `/`, and a backslash
 * hides the next character.
 */
export function statementsOf(sql: string): string[] {
  const statements: string[] = [];
  /** The open parentheses and BEGIN ATOMIC bodies, innermost last: what closes each. */
  const closers: string[] = [];
  let [start, at] = [0, 0];
  /** The index past the first `end` found from `from`, or the file's end. */
  const past = (end: string, from: number) => {
    const found = sql.indexOf(end, from);
    return found === -1 ? sql.length : found + end.length;
  };
  while (at < sql.length) {
    const char = sql.charAt(at);
    const from = at;
    at += 1;
    if (char === ';' && closers.length === 0) {
      statements.push(sql.slice(start, at));
      start = at;
    } else if (char === "'" || char === '"') {
      at = past(char, at);
      while (sql.charAt(at) === char) at = past(char, at + 1);
    } else if (char === '$') {
      const tag = /^\$[\p{L}\p{N}_]*\$?/u.exec(sql.slice(from))?.[0] ?? '$';
      at = tag.length > 1 && tag.endsWith('$') ? past(tag, from + 1) : from + tag.length;
    } else if (char === '-' && sql.charAt(at) === '-') {
      at = past('\n', at + 1);
    } else if (char === '/' && sql.charAt(at) === '*') {
      at += 1;
      for (let depth = 1; depth > 0 && at < sql.length;) {
        at += 1;
        const window = sql.slice(at - 2, at);
        if (window === '/*') depth += 1;
        else if (window === '*/') depth -= 1;
      }
    } else if (char === '\\') {
      at = Math.min(at + 1, sql.length);
    } else if (char === '(') {
      closers.push(')');
    } else if ((char === 'c' || char === 'C') && endsWithBeginAtomic(sql.slice(start, at))) {
      closers.push('END');
    }
    const text = sql.slice(start, at).toUpperCase();
    while (closers.length > 0 && text.endsWith(closers.at(-1) as string)) closers.pop();
  }
  statements.push(sql.slice(start));
  return statements
    .map((statement) => statement.replace(/;+$/, '').trim())
    .filter((statement) => statement.length > 0);
}

/**
 * `supabase db push`: the history table made if missing, then each pending file's statements sent
 * one by one with its row in the history table, in one transaction (the CLI sends them as one
 * batch, which Postgres runs as one).
 */
export async function pushMigrations(
  db: PGlite,
  local: Migration[],
  options: { includeAll?: boolean } = {},
): Promise<Migration[]> {
  await db.exec(`create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text not null primary key, statements text[], name text
    );`);
  const pending = pendingMigrations(local, await recordedVersions(db), options);
  for (const migration of pending) {
    await db.exec('begin');
    for (const statement of statementsOf(migration.sql)) await db.exec(statement);
    await db.query(
      'insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)',
      [migration.version, migration.file.slice(migration.version.length + 1, -'.sql'.length)],
    );
    await db.exec('commit');
  }
  return pending;
}

/**
 * A fresh in-process Postgres with the stand-in of Supabase's auth and storage schemas, and the
 * migrations pushed as `supabase db push` does. `migrations` replaces the files, for a test that
 * weakens one on purpose.
 */
export async function bootPolicyDb({
  migrations: local = migrations(),
}: { migrations?: Migration[] } = {}): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(readFileSync(join(supabaseDir, 'tests', 'stand-in.sql'), 'utf8'));
  await pushMigrations(db, local);
  return db;
}

/** Adds a Supabase Auth user, as the owner does in the dashboard. */
export const addUser = (db: PGlite, user: { id: string; email: string }) =>
  db.query('insert into auth.users (id, email) values ($1, $2)', [user.id, user.email]);

/** Adds a user's TOTP factor, verified (its first code was right) unless told otherwise. */
export const addFactor = (
  db: PGlite,
  userId: string,
  factorId: string,
  status: 'verified' | 'unverified' = 'verified',
  secret: string | null = null,
) =>
  db.query(
    `insert into auth.mfa_factors (id, user_id, factor_type, status, secret)
     values ($1, $2, 'totp', $3, $4)`,
    [factorId, userId, status, secret],
  );

/**
 * Grants the operator's role bound to one factor of theirs, as the owner does (docs/upload.md),
 * or binds it to another factor after a lost phone.
 */
export const approveOperator = (db: PGlite, userId: string, factorId: string) =>
  db.query(
    `insert into private.operators (user_id, factor_id) values ($1, $2)
     on conflict (user_id) do update set factor_id = excluded.factor_id`,
    [userId, factorId],
  );

/**
 * Opens an Auth session as a password sign-in does (aal1), or as verifying a code of `factorId`
 * leaves it (aal2).
 */
export const addSession = (
  db: PGlite,
  sessionId: string,
  userId: string,
  factorId: string | null,
) =>
  db.query(`insert into auth.sessions (id, user_id, factor_id, aal) values ($1, $2, $3, $4)`, [
    sessionId,
    userId,
    factorId,
    factorId === null ? 'aal1' : 'aal2',
  ]);

/**
 * Runs `work` as Storage runs a request: in a transaction, with the role and the JWT claims set
 * locally, then rolled back unless `commit` is set.
 */
export async function asPrincipal<T>(
  db: PGlite,
  principal: Principal,
  work: (tx: Transaction) => Promise<T>,
  commit = false,
): Promise<T> {
  return db.transaction(async (tx) => {
    const { role, userId: sub, aal, sessionId: session_id } = principal;
    const claims = JSON.stringify({ role, sub, aal, session_id });
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`,
      [role, claims],
    );
    const result = await work(tx);
    if (!commit) await tx.rollback();
    return result;
  });
}

/**
 * Names a database error: a refusal (a policy or a missing privilege), a second object with the
 * same name, or a row the table's checks reject.
 */
export function outcomeOf(error: unknown): InsertOutcome {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === '23505') return 'duplicate';
  if (code === '42501') return 'refused';
  if (code === '23514') return 'invalid';
  throw error;
}

/**
 * Runs `sql` as `principal` and says how many rows it touched or returned, or why the database
 * said no. With `commit`, what it wrote stays.
 */
export async function rowsTouched(
  db: PGlite,
  principal: Principal,
  sql: string,
  params: unknown[] = [],
  commit = false,
): Promise<number | InsertOutcome> {
  try {
    const result = await asPrincipal(db, principal, (tx) => tx.query(sql, params), commit);
    return result.affectedRows || result.rows.length;
  } catch (error) {
    return outcomeOf(error);
  }
}

/** Runs an insert as `principal` and names its outcome. */
async function tryWrite(...args: Parameters<typeof rowsTouched>): Promise<InsertOutcome> {
  const touched = await rowsTouched(...args);
  return typeof touched === 'number' ? 'allowed' : touched;
}

/**
 * Storage's permission check for an upload: insert the object's row under the caller's role, the
 * caller its owner, and roll back. With `commit`, the row stays, as when an upload completes.
 */
export function tryInsert(db: PGlite, principal: Principal, row: ObjectRow, commit = false) {
  const metadata =
    row.mimetype === null
      ? null
      : JSON.stringify(row.metadata ?? { mimetype: row.mimetype, contentLength: row.size });
  const sql = `insert into storage.objects (bucket_id, name, owner, version, metadata)
    values ($1, $2, $3, gen_random_uuid()::text, $4::jsonb)`;
  const params = [row.bucket, row.name, principal.userId ?? null, metadata];
  return tryWrite(db, principal, sql, params, commit);
}

/** A row of `public.hero_videos` as the page posts it, or as a forging client would. */
export type HeroVideoRow = HeroRecordInsert & { published_by?: string; published_at?: string };

/**
 * PostgREST's insert into `public.hero_videos` as the caller: only the columns the body names,
 * the columns the page selects read back (`Prefer: return=representation`).
 */
export function tryPublish(db: PGlite, principal: Principal, row: HeroVideoRow, commit = false) {
  const columns = Object.keys(row);
  const sql = `insert into public.hero_videos (${columns.join(', ')})
    values (${columns.map((_, index) => `$${index + 1}`).join(', ')})
    returning ${heroRecordColumns.join(', ')}`;
  return tryWrite(db, principal, sql, Object.values(row), commit);
}
