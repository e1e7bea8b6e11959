import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  addUser,
  asPrincipal,
  bootPolicyDb,
  outcomeOf,
  tryInsert,
  type ObjectRow,
  type Principal,
} from '../supabase/tests/policy-db';

/*
 * The storage migrations on a real Postgres (PGlite, in process), checked the way Storage checks
 * a request: role and JWT claims set in a transaction, the statement run, rolled back.
 */

const operatorId = '00000000-0000-4000-8000-000000000001';
const memberId = '00000000-0000-4000-8000-000000000002';

const principals = {
  anon: { role: 'anon' },
  'signed-in non-operator': { role: 'authenticated', userId: memberId },
  operator: { role: 'authenticated', userId: operatorId },
  'service role': { role: 'service_role' },
} as const satisfies Record<string, Principal>;
type PrincipalName = keyof typeof principals;

const stamp = '1767225600000';
const existing: ObjectRow = {
  bucket: 'videos',
  name: `hero-video-${stamp}.mp4`,
  mimetype: 'video/mp4',
  size: 10,
};

/** Rows the page can produce: the operator may insert each of them. */
const validRows: ObjectRow[] = [
  { bucket: 'videos', name: 'hero-video-1767225600001.mp4', mimetype: 'video/mp4', size: 10 },
  { bucket: 'videos', name: 'hero-video-1767225600002.webm', mimetype: 'video/webm', size: 10 },
  { bucket: 'videos', name: 'hero-video-1767225600003.mov', mimetype: 'video/quicktime', size: 1 },
];

/** Rows an attacker would try: every API principal must be refused each of them. */
const hostileRows: ObjectRow[] = [
  { bucket: 'videos', name: 'hero-video-1767225600004.html', mimetype: 'video/mp4', size: 10 },
  { bucket: 'videos', name: 'hero-video-1767225600005.svg', mimetype: 'video/mp4', size: 10 },
  { bucket: 'videos', name: 'hero-video-1767225600006.exe', mimetype: 'video/mp4', size: 10 },
  { bucket: 'videos', name: 'hero-video-1767225600007.MP4', mimetype: 'video/mp4', size: 10 },
  { bucket: 'videos', name: 'hero-video-176722560000.mp4', mimetype: 'video/mp4', size: 10 },
  { bucket: 'videos', name: 'hero-video-1767225600008.mp4.html', mimetype: 'video/mp4', size: 1 },
  { bucket: 'videos', name: 'x/hero-video-1767225600009.mp4', mimetype: 'video/mp4', size: 10 },
  { bucket: 'videos', name: 'index.html', mimetype: 'text/html', size: 10 },
  { bucket: 'videos', name: 'hero-video-1767225600010.mp4', mimetype: 'video/webm', size: 10 },
  { bucket: 'videos', name: 'hero-video-1767225600011.mov', mimetype: 'video/mp4', size: 10 },
  {
    bucket: 'videos',
    name: 'hero-video-1767225600012.mp4',
    mimetype: 'video/mp4,image/svg+xml',
    size: 10,
  },
  { bucket: 'videos', name: 'hero-video-1767225600013.mp4', mimetype: 'video/mp4/x', size: 10 },
  { bucket: 'videos', name: 'hero-video-1767225600014.mp4', mimetype: 'text/html', size: 10 },
  { bucket: 'videos', name: 'hero-video-1767225600015.mp4', mimetype: null, size: 10 },
  { bucket: 'avatars', name: 'hero-video-1767225600016.mp4', mimetype: 'video/mp4', size: 10 },
];

let db: PGlite;

beforeAll(async () => {
  db = await bootPolicyDb();
  await db.query(`insert into storage.buckets (id, name) values ('avatars', 'avatars')`);
  await addUser(db, { id: operatorId, email: 'operator@example.test', operator: true });
  await addUser(db, { id: memberId, email: 'member@example.test', operator: false });
  // An object already stored (as an earlier upload left it), for the duplicate and the verbs.
  expect(await tryInsert(db, principals.operator, existing, true)).toBe('allowed');
}, 60_000);

afterAll(async () => {
  await db.close();
});

const apiPrincipals = ['anon', 'signed-in non-operator', 'operator'] as const;
const describeRow = (row: ObjectRow) => `${row.bucket}/${row.name} as ${String(row.mimetype)}`;

describe('insert (Storage’s upload check)', () => {
  test.each(validRows.map((row) => [describeRow(row), row] as const))(
    'a valid %s: only the operator and the service role',
    async (_, row) => {
      const outcomes: Record<string, string> = {};
      for (const [name, principal] of Object.entries(principals)) {
        outcomes[name] = await tryInsert(db, principal, row);
      }
      expect(outcomes).toEqual({
        anon: 'refused',
        'signed-in non-operator': 'refused',
        operator: 'allowed',
        'service role': 'allowed',
      } satisfies Record<PrincipalName, string>);
    },
  );

  test.each(hostileRows.map((row) => [describeRow(row), row] as const))(
    'a hostile %s: refused to every API principal',
    async (_, row) => {
      for (const name of apiPrincipals) {
        expect(await tryInsert(db, principals[name], row), name).toBe('refused');
      }
    },
  );

  test('a name that exists already is a unique violation (Storage’s 409), even for the operator', async () => {
    expect(await tryInsert(db, principals.operator, existing)).toBe('duplicate');
  });
});

/** Runs one statement against the existing object and returns how many rows it touched. */
async function rowsTouched(principal: Principal, sql: string): Promise<number | 'refused'> {
  try {
    return await asPrincipal(db, principal, async (tx) => {
      const result = await tx.query(sql, [existing.bucket, existing.name]);
      return result.affectedRows || result.rows.length;
    });
  } catch (error) {
    if (outcomeOf(error) === 'refused') return 'refused';
    throw error;
  }
}

const verbs = {
  upsert: `insert into storage.objects (bucket_id, name, metadata)
    values ($1, $2, '{"mimetype":"video/mp4","contentLength":1}')
    on conflict (bucket_id, name) do update set metadata = excluded.metadata`,
  select: 'select id from storage.objects where bucket_id = $1 and name = $2',
  update: `update storage.objects set name = 'hero-video-1767225699999.mp4'
    where bucket_id = $1 and name = $2`,
  delete: 'delete from storage.objects where bucket_id = $1 and name = $2',
};

describe('upsert, select, update and delete of an existing object', () => {
  test.each(Object.entries(verbs))('%s: no API principal touches it', async (_, sql) => {
    for (const name of apiPrincipals) {
      expect([0, 'refused'], name).toContain(await rowsTouched(principals[name], sql));
    }
  });

  test.each(Object.entries(verbs))('%s: the service role still can', async (_, sql) => {
    expect(await rowsTouched(principals['service role'], sql)).toBe(1);
  });
});

describe('the bucket and the operators list', () => {
  test('the bucket is public, lists exactly the three video types and 100 MiB', async () => {
    const { rows } = await db.query(
      `select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'videos'`,
    );
    expect(rows).toEqual([
      {
        public: true,
        file_size_limit: 104857600,
        allowed_mime_types: ['video/mp4', 'video/webm', 'video/quicktime'],
      },
    ]);
  });

  test.each(apiPrincipals)('%s can neither read nor add operators', async (name) => {
    const principal = principals[name];
    for (const sql of [
      'select user_id from public.operators',
      `insert into public.operators (user_id) values ('${memberId}')`,
    ]) {
      await expect(asPrincipal(db, principal, (tx) => tx.query(sql))).rejects.toMatchObject({
        code: '42501',
      });
    }
  });

  test('anon cannot even ask whether it is an operator', async () => {
    await expect(
      asPrincipal(db, principals.anon, (tx) => tx.query('select public.is_operator()')),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
