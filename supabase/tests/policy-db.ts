import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { heroRecordColumns, type HeroRecordInsert } from '../../src/lib/upload/hero-record';

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

/** One object as Storage writes its row: the metadata carries the declared type and size. */
export interface ObjectRow {
  bucket: string;
  name: string;
  /** `null` writes NULL metadata, as Storage before v1.45 did at its check. */
  mimetype: string | null;
  size: number;
  /** Replaces the metadata Storage would write, for a test of what a forged one gets. */
  metadata?: Record<string, unknown>;
}

/** What the database said to an insert: `invalid` is a broken check constraint. */
export type InsertOutcome = 'allowed' | 'refused' | 'duplicate' | 'invalid';

/** The `.sql` files of a folder of supabase/, in the order `supabase db push` applies them. */
function sqlFiles(folder: string): string[] {
  const directory = join(supabaseDir, folder);
  return readdirSync(directory)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(join(directory, file), 'utf8'));
}

/** Every migration of supabase/migrations. */
export const migrationSql = () => sqlFiles('migrations');

/**
 * The migrations earlier versions of this project shipped (taken from git history into
 * supabase/tests/earlier-migrations/): a project that ran them must end up as a fresh one.
 */
export const earlierMigrationSql = () => sqlFiles('tests/earlier-migrations');

/**
 * A fresh in-process Postgres with the stand-in of Supabase's auth and storage schemas, the
 * `earlier` migrations applied, then the migrations `times` times over (twice proves that
 * running them again changes nothing). `migrations` replaces the files, for a test that weakens
 * one on purpose.
 */
export async function bootPolicyDb({
  times = 1,
  earlier = [],
  migrations = migrationSql(),
}: { times?: number; earlier?: string[]; migrations?: string[] } = {}): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(readFileSync(join(supabaseDir, 'tests', 'stand-in.sql'), 'utf8'));
  for (const sql of earlier) await db.exec(sql);
  for (let round = 0; round < times; round += 1) {
    for (const sql of migrations) await db.exec(sql);
  }
  return db;
}

/** Adds a Supabase Auth user, as the owner does in the dashboard. */
export async function addUser(db: PGlite, user: { id: string; email: string }): Promise<void> {
  await db.query('insert into auth.users (id, email) values ($1, $2)', [user.id, user.email]);
}

/** Adds a user's TOTP factor, verified (its first code was right) unless told otherwise. */
export async function addFactor(
  db: PGlite,
  userId: string,
  factorId: string,
  status: 'verified' | 'unverified' = 'verified',
  secret: string | null = null,
): Promise<void> {
  await db.query(
    `insert into auth.mfa_factors (id, user_id, factor_type, status, secret)
     values ($1, $2, 'totp', $3, $4)`,
    [factorId, userId, status, secret],
  );
}

/**
 * Grants the operator's role bound to one factor of theirs, as the owner does (docs/upload.md),
 * or binds it to another factor after a lost phone.
 */
export async function approveOperator(db: PGlite, userId: string, factorId: string) {
  await db.query(
    `insert into private.operators (user_id, factor_id) values ($1, $2)
     on conflict (user_id) do update set factor_id = excluded.factor_id`,
    [userId, factorId],
  );
}

/**
 * Opens an Auth session as a password sign-in does (aal1), or as verifying a code of `factorId`
 * leaves it (aal2).
 */
export async function addSession(
  db: PGlite,
  sessionId: string,
  userId: string,
  factorId: string | null,
): Promise<void> {
  await db.query(
    `insert into auth.sessions (id, user_id, factor_id, aal) values ($1, $2, $3, $4)`,
    [sessionId, userId, factorId, factorId === null ? 'aal1' : 'aal2'],
  );
}

type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

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
    const claims = JSON.stringify({
      role: principal.role,
      sub: principal.userId,
      aal: principal.aal,
      session_id: principal.sessionId,
    });
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true)`,
      [principal.role, claims, principal.userId ?? ''],
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

/** Runs a write as `principal` and names its outcome. With `commit`, the row stays. */
async function outcomeOfWrite(
  db: PGlite,
  principal: Principal,
  sql: string,
  params: unknown[],
  commit: boolean,
): Promise<InsertOutcome> {
  try {
    await asPrincipal(db, principal, (tx) => tx.query(sql, params), commit);
    return 'allowed';
  } catch (error) {
    return outcomeOf(error);
  }
}

/**
 * Storage's permission check for an upload: insert the object's row under the caller's role and
 * roll back. With `commit`, the row stays, as when an upload completes.
 */
export function tryInsert(db: PGlite, principal: Principal, row: ObjectRow, commit = false) {
  const metadata =
    row.mimetype === null
      ? null
      : JSON.stringify(row.metadata ?? { mimetype: row.mimetype, contentLength: row.size });
  const sql = `insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3::jsonb)`;
  return outcomeOfWrite(db, principal, sql, [row.bucket, row.name, metadata], commit);
}

/** A row of `public.hero_videos` as the page posts it, or as a client naming someone else would. */
export type HeroVideoRow = HeroRecordInsert & { published_by?: string };

/**
 * PostgREST's insert into `public.hero_videos` as the caller: only the columns the body names,
 * the columns the page selects read back (`Prefer: return=representation`).
 */
export function tryPublish(db: PGlite, principal: Principal, row: HeroVideoRow, commit = false) {
  const columns = Object.keys(row);
  const sql = `insert into public.hero_videos (${columns.join(', ')})
    values (${columns.map((_, index) => `$${index + 1}`).join(', ')})
    returning ${heroRecordColumns.join(', ')}`;
  return outcomeOfWrite(db, principal, sql, Object.values(row), commit);
}
