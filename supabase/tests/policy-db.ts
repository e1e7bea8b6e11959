import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { HeroRecordInsert } from '../../src/lib/upload/hero-record';

const supabaseDir = join(import.meta.dirname, '..');

/** Who is asking, as Storage sets it from the request's JWT. */
export interface Principal {
  role: 'anon' | 'authenticated' | 'service_role';
  /** The user's id (the JWT's `sub`); absent for anon and the service role. */
  userId?: string;
  /** The session's assurance level (the JWT's `aal`): `aal2` after a second factor. */
  aal?: 'aal1' | 'aal2';
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

/** Every migration of supabase/migrations, in the order `supabase db push` applies them. */
export function migrationSql(): string[] {
  const migrations = join(supabaseDir, 'migrations');
  return readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => readFileSync(join(migrations, file), 'utf8'));
}

/**
 * A fresh in-process Postgres with the stand-in of Supabase's auth and storage schemas and the
 * migrations applied `times` times over (twice proves that running them again changes nothing).
 * `migrations` replaces the files, for a test that weakens one on purpose.
 */
export async function bootPolicyDb({
  times = 1,
  migrations = migrationSql(),
}: { times?: number; migrations?: string[] } = {}): Promise<PGlite> {
  const db = await PGlite.create();
  await db.exec(readFileSync(join(supabaseDir, 'tests', 'stand-in.sql'), 'utf8'));
  for (let round = 0; round < times; round += 1) {
    for (const sql of migrations) await db.exec(sql);
  }
  return db;
}

/** Adds a Supabase Auth user and, when asked, lists it as an operator (as the owner would). */
export async function addUser(
  db: PGlite,
  user: { id: string; email: string; operator: boolean },
): Promise<void> {
  await db.query('insert into auth.users (id, email) values ($1, $2)', [user.id, user.email]);
  if (user.operator)
    await db.query('insert into private.operators (user_id) values ($1)', [user.id]);
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
    });
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
              set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true)`,
      [principal.role, claims, principal.userId ?? ''],
    );
    const result = await work(tx);
    if (!commit) await tx.rollback();
    return result;
  });
}

const insertSql = `insert into storage.objects (bucket_id, name, owner, owner_id, metadata)
  values ($1, $2, $3::uuid, $4, $5::jsonb)`;

function insertParams(principal: Principal, row: ObjectRow): unknown[] {
  const metadata =
    row.mimetype === null
      ? null
      : JSON.stringify(row.metadata ?? { mimetype: row.mimetype, contentLength: row.size });
  const owner = principal.userId ?? null;
  return [row.bucket, row.name, owner, owner, metadata];
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
 * Storage's permission check for an upload: insert the object's row under the caller's role and
 * roll back. With `commit`, the row stays, as when an upload completes.
 */
export async function tryInsert(
  db: PGlite,
  principal: Principal,
  row: ObjectRow,
  commit = false,
): Promise<InsertOutcome> {
  try {
    await asPrincipal(
      db,
      principal,
      (tx) => tx.query(insertSql, insertParams(principal, row)),
      commit,
    );
    return 'allowed';
  } catch (error) {
    return outcomeOf(error);
  }
}

/** A row of `public.hero_videos` as the page posts it, or as a client naming someone else would. */
export type HeroVideoRow = HeroRecordInsert & { published_by?: string };

/**
 * PostgREST's insert into `public.hero_videos` as the caller: only the columns the body names,
 * the row read back (`Prefer: return=representation`). With `commit`, the row stays.
 */
export async function tryPublish(
  db: PGlite,
  principal: Principal,
  row: HeroVideoRow,
  commit = false,
): Promise<InsertOutcome> {
  const columns = Object.keys(row);
  const sql = `insert into public.hero_videos (${columns.join(', ')})
    values (${columns.map((_, index) => `$${index + 1}`).join(', ')}) returning *`;
  try {
    await asPrincipal(db, principal, (tx) => tx.query(sql, Object.values(row)), commit);
    return 'allowed';
  } catch (error) {
    return outcomeOf(error);
  }
}
