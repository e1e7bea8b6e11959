import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { heroVideoSpec } from '../src/data/hero-video';
import {
  addFactor,
  addSession,
  addUser,
  approveOperator,
  asPrincipal,
  bootPolicyDb,
  migrations,
  outcomeOf,
  statementsOf,
  tryInsert,
  tryPublish,
  type HeroVideoRow,
  type InsertOutcome,
  type ObjectRow,
  type Principal,
} from '../supabase/tests/policy-db';
import { posterOnly } from '../src/lib/video/published-hero';

/* The hero-video migrations' policy matrix on PGlite (docs/upload.md, The policy matrix). */

const operatorId = '00000000-0000-4000-8000-000000000001';
const memberId = '00000000-0000-4000-8000-000000000002';
/** The operator's factor the owner approved, another verified factor of theirs, the member's. */
const approvedFactor = '00000000-0000-4000-8000-0000000000f1';
const otherFactor = '00000000-0000-4000-8000-0000000000f2';
const memberFactor = '00000000-0000-4000-8000-0000000000f3';
const session = (n: number) => `00000000-0000-4000-8000-00000000050${n}`;

const signedIn = (userId: string, aal: 'aal1' | 'aal2', n: number) =>
  ({ role: 'authenticated', userId, aal, sessionId: session(n) }) as const;
const principals = {
  anon: { role: 'anon' },
  'signed-in non-operator (aal2)': signedIn(memberId, 'aal2', 1),
  'operator with a password only (aal1)': signedIn(operatorId, 'aal1', 2),
  'operator verified with an unapproved factor (aal2)': signedIn(operatorId, 'aal2', 3),
  'operator signed out (an aal2 token whose session ended)': signedIn(operatorId, 'aal2', 4),
  'verified operator (aal2)': signedIn(operatorId, 'aal2', 5),
  'service role': { role: 'service_role' },
} as const satisfies Record<string, Principal>;
type PrincipalName = keyof typeof principals;
const apiPrincipals = Object.keys(principals).filter((name) => name !== 'service role') as Exclude<
  PrincipalName,
  'service role'
>[];
const operator = principals['verified operator (aal2)'];

/** The Auth sessions behind the tokens (the signed-out one has none any more), and their factor. */
const sessions: [Principal, string | null][] = [
  [principals['signed-in non-operator (aal2)'], memberFactor],
  [principals['operator with a password only (aal1)'], null],
  [principals['operator verified with an unapproved factor (aal2)'], otherFactor],
  [operator, approvedFactor],
];

/** Only the verified operator, and the service role that bypasses row-level security. */
const operatorOnly = Object.fromEntries(
  Object.keys(principals).map((name) => [
    name,
    name === 'verified operator (aal2)' || name === 'service role' ? 'allowed' : 'refused',
  ]),
) as Record<PrincipalName, InsertOutcome>;

const { capBytes } = heroVideoSpec;
const { wide } = heroVideoSpec.renditions;
const loopMs = heroVideoSpec.loopSeconds * 1000;
const names = (ms: string) => ({
  wide: `hero-video-${ms}-wide.mp4`,
  phone: `hero-video-${ms}-phone.mp4`,
  webp: `hero-video-${ms}-poster.webp`,
  avif: `hero-video-${ms}-poster.avif`,
});
const file = (name: string, mimetype: string | null, size: number): ObjectRow => ({
  bucket: 'videos',
  name,
  mimetype,
  size,
});
const withMetadata = (name: string, metadata: Record<string, unknown>): ObjectRow => ({
  ...file(name, 'video/mp4', 1),
  metadata,
});

const fresh = names('1767225600001');
/** Files the page makes: the verified operator may store each of them, up to its kind's cap. */
const validFiles: ObjectRow[] = [
  file(fresh.wide, 'video/mp4', 1),
  file(fresh.wide, 'video/mp4', capBytes.wide),
  file(fresh.phone, 'video/mp4', capBytes.phone),
  file(fresh.webp, 'image/webp', capBytes.poster),
  file(fresh.avif, 'image/avif', capBytes.poster),
];

const hostile = names('1767225600002');
/** Files an attacker, or a runaway encoder, would send: refused to every API principal. */
const hostileFiles: ObjectRow[] = [
  file(hostile.wide, 'video/mp4', capBytes.wide + 1),
  file(hostile.phone, 'video/mp4', capBytes.phone + 1),
  file(hostile.webp, 'image/webp', capBytes.poster + 1),
  file(hostile.avif, 'image/avif', capBytes.poster + 1),
  file(hostile.wide, 'video/mp4', 0),
  file(hostile.phone, 'video/mp4', -1),
  file(hostile.webp, 'image/webp', 0),
  file(hostile.avif, 'image/avif', 0),
  withMetadata(hostile.wide, { mimetype: 'video/mp4' }),
  withMetadata(hostile.wide, { mimetype: 'video/mp4', contentLength: '10' }),
  withMetadata(hostile.wide, { mimetype: 'video/mp4', contentLength: 'ten' }),
  withMetadata(hostile.wide, { mimetype: 'video/mp4', contentLength: null }),
  withMetadata(hostile.wide, { mimetype: 'video/mp4', contentLength: 1.5 }),
  file(hostile.wide, null, 10),
  file(hostile.wide, 'image/webp', 10),
  file(hostile.phone, 'video/webm', 10),
  file(hostile.webp, 'image/avif', 10),
  file(hostile.avif, 'image/webp', 10),
  file(hostile.webp, 'video/mp4', 10),
  file(hostile.wide, 'video/mp4,image/svg+xml', 10),
  file(hostile.wide, 'text/html', 10),
  file('hero-video-1767225600002.mp4', 'video/mp4', 10),
  file('hero-video-1767225600002-wide.webm', 'video/mp4', 10),
  file('hero-video-1767225600002-WIDE.mp4', 'video/mp4', 10),
  file('hero-video-1767225600002-wide.MP4', 'video/mp4', 10),
  file('hero-video-1767225600002-thumb.mp4', 'video/mp4', 10),
  file('hero-video-1767225600002-poster.png', 'image/webp', 10),
  file('hero-video-1767225600002-poster.svg', 'image/webp', 10),
  file('hero-video-176722560000-wide.mp4', 'video/mp4', 10),
  file('hero-video-1767225600002-wide.mp4.html', 'video/mp4', 10),
  file('x/hero-video-1767225600002-wide.mp4', 'video/mp4', 10),
  file('index.html', 'text/html', 10),
  { ...file(hostile.wide, 'video/mp4', 10), bucket: 'avatars' },
];

/** A file of another bucket, where a policy added by hand does what it says. */
const avatar = { ...file('avatar.png', 'image/png', 10), bucket: 'avatars' };

/** One complete set stored before the tests, for publishing and for the verbs. */
const stored = names('1767225600000');
const storedSet = {
  wide_object: stored.wide,
  phone_object: stored.phone,
  poster_object: stored.webp,
  width: 1280,
  height: 720,
  duration_ms: 15_000,
  wide_bytes: 4_000_000,
  phone_bytes: 1_200_000,
} satisfies HeroVideoRow;
/** The stored set's record with other names. */
const naming = (wide: string, phone: string, poster: string) => ({
  ...storedSet,
  wide_object: wide,
  phone_object: phone,
  poster_object: poster,
});
/** A set whose wide and phone files are stored and whose poster is not. */
const partlyStored = names('1767225600003');
const incompleteSet = naming(partlyStored.wide, partlyStored.phone, partlyStored.avif);

/**
 * Sets whose three names are stored, one of them with a size or type its kind may not have: a
 * file stored through a signed upload URL is held only to the bucket's limits.
 */
const mismatchedSets = (
  [
    ['wide', 'over its cap', { mimetype: 'video/mp4', contentLength: capBytes.wide + 1 }],
    ['phone', 'over its cap', { mimetype: 'video/mp4', contentLength: capBytes.phone + 1 }],
    ['poster', 'over its cap', { mimetype: 'image/webp', contentLength: capBytes.poster + 1 }],
    ['wide', 'typed as a picture', { mimetype: 'image/webp', contentLength: 10 }],
    ['phone', 'with half a byte', { mimetype: 'video/mp4', contentLength: 1.5 }],
    ['poster', 'typed as a video', { mimetype: 'video/mp4', contentLength: 10 }],
  ] as const
).map(([kind, flaw, metadata], index) => {
  const set = names(`176722560010${index}`);
  const objects = { wide: set.wide, phone: set.phone, poster: set.webp };
  const files = Object.entries(objects).map(([fileKind, name]) =>
    fileKind === kind
      ? withMetadata(name, metadata)
      : file(name, fileKind === 'poster' ? 'image/webp' : 'video/mp4', 10),
  );
  const row = naming(objects.wide, objects.phone, objects.poster);
  return { name: `the ${kind} file ${flaw}`, files, row };
});

/** Each principal's outcome of `write`, by name. */
async function outcomesOf(write: (principal: Principal) => Promise<InsertOutcome>) {
  const outcomes: Record<string, InsertOutcome> = {};
  for (const [name, principal] of Object.entries(principals))
    outcomes[name] = await write(principal);
  return outcomes;
}

/** Runs one statement and returns how many rows it touched, or that it was refused. */
async function rowsTouched(
  db: PGlite,
  principal: Principal,
  sql: string,
  params: unknown[] = [],
): Promise<number | 'refused'> {
  try {
    return await asPrincipal(db, principal, async (tx) => {
      const result = await tx.query(sql, params);
      return result.affectedRows || result.rows.length;
    });
  } catch (error) {
    if (outcomeOf(error) === 'refused') return 'refused';
    throw error;
  }
}

const objectVerbs = {
  upsert: `insert into storage.objects (bucket_id, name, metadata)
    values ($1, $2, '{"mimetype":"video/mp4","contentLength":1}')
    on conflict (bucket_id, name) do update set metadata = excluded.metadata`,
  select: 'select id from storage.objects where bucket_id = $1 and name = $2',
  update: `update storage.objects set name = 'hero-video-1767225699999-wide.mp4'
    where bucket_id = $1 and name = $2`,
  delete: 'delete from storage.objects where bucket_id = $1 and name = $2',
};

/**
 * What the service role does to a stored file: it reads and deletes it, and Storage may change
 * its row (here its metadata), but nobody moves it or replaces it with a new version.
 */
const serviceRoleTouches = { upsert: 1, select: 1, update: 'refused', delete: 1 } as const;

/** The permissive policies added by hand for each verb: UPDATE and DELETE find rows through SELECT. */
const handAddedPolicies = {
  select: ['select'],
  update: ['select', 'update'],
  delete: ['select', 'delete'],
} as const;

/** A stored file replaced by a new version or moved, and a file of another bucket moved in. */
const replacements: Record<string, [string, unknown[]]> = {
  'replaced by a new version': [
    `insert into storage.objects (bucket_id, name, version, metadata)
     values ('videos', $1, 'v2', '{"mimetype":"video/mp4","contentLength":1}')
     on conflict (bucket_id, name) do update
     set version = excluded.version, metadata = excluded.metadata`,
    [stored.wide],
  ],
  'moved to another hero name': [
    `update storage.objects set name = 'hero-video-1767225699999-wide.mp4'
     where bucket_id = 'videos' and name = $1`,
    [stored.wide],
  ],
  'moved in from another bucket as a hero name (it is no hero file)': [
    `update storage.objects set bucket_id = 'videos', name = $1
     where bucket_id = 'avatars' and name = $2`,
    ['hero-video-1767225699999-wide.mp4', avatar.name],
  ],
};

const recordVerbs = {
  update: `update public.hero_videos set wide_object = null, phone_object = null,
    poster_object = null, width = null, height = null, duration_ms = null, wide_bytes = null,
    phone_bytes = null`,
  'update of the date': `update public.hero_videos set published_at = now() + interval '1 year'`,
  delete: 'delete from public.hero_videos',
  truncate: 'truncate public.hero_videos',
};

/** Every privilege a table can carry. */
const tablePrivileges = 'select insert update delete truncate references trigger'.split(' ');
const heroColumns = Object.keys(storedSet);

/** The columns anyone may read: all but who published. */
const readableColumns = ['id', ...Object.keys(storedSet), 'published_at'];

/** What anon and authenticated hold on every object the migration creates, and nothing else. */
const privileges: Array<[string, string, 'anon' | 'authenticated', boolean]> = [];
for (const role of ['anon', 'authenticated'] as const) {
  const signedIn = role === 'authenticated';
  privileges.push(
    ['schema', 'private usage', role, false],
    ['schema', 'private create', role, false],
    ['function', 'public.may_publish() execute', role, signedIn],
    ['function', 'private.may_publish() execute', role, signedIn],
    ['function', 'private.approved_sessions(uuid) execute', role, false],
    ['function', 'private.guard_hero_files() execute', role, false],
    ['function', 'private.hero_file_kinds() execute', role, signedIn],
    ['function', 'private.hero_file_kind(text) execute', role, signedIn],
    ['function', 'private.hero_file_cap(text) execute', role, signedIn],
    ['function', 'private.is_hero_file(text, jsonb) execute', role, signedIn],
    ['function', 'private.hero_set_stored(text, text, text) execute', role, signedIn],
    ['sequence', 'public.hero_videos_id_seq usage', role, false],
    ['sequence', 'public.hero_videos_id_seq select', role, false],
    ['sequence', 'public.hero_videos_id_seq update', role, false],
  );
  for (const privilege of tablePrivileges) {
    privileges.push(['table', `private.operators ${privilege}`, role, false]);
    privileges.push(['table', `public.hero_videos ${privilege}`, role, false]);
  }
  for (const column of [...readableColumns, 'published_by']) {
    const target = `public.hero_videos.${column}`;
    privileges.push(['column', `${target} select`, role, readableColumns.includes(column)]);
    privileges.push(['column', `${target} insert`, role, signedIn && heroColumns.includes(column)]);
  }
}

async function hasPrivilege(db: PGlite, kind: string, target: string, role: string) {
  const at = target.lastIndexOf(' ');
  const [object, privilege] = [target.slice(0, at), target.slice(at + 1)];
  const sql =
    kind === 'column'
      ? `select has_column_privilege($1, $2, $3, $4) as granted`
      : `select has_${kind}_privilege($1, $2, $3) as granted`;
  const params =
    kind === 'column'
      ? [role, object.slice(0, object.lastIndexOf('.')), object.slice(object.lastIndexOf('.') + 1)]
      : [role, object];
  const { rows } = await db.query<{ granted: boolean }>(sql, [...params, privilege]);
  return rows[0]?.granted;
}

describe('the migrations pushed to an empty project', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = await bootPolicyDb();
    await db.query(`insert into storage.buckets (id, name) values ('avatars', 'avatars')`);
    // The operator enrolled two factors, and the owner approved one; the member enrolled one.
    await addUser(db, { id: operatorId, email: 'operator@example.test' });
    await addUser(db, { id: memberId, email: 'member@example.test' });
    await addFactor(db, operatorId, approvedFactor);
    await addFactor(db, operatorId, otherFactor);
    await addFactor(db, memberId, memberFactor);
    await approveOperator(db, operatorId, approvedFactor);
    for (const [principal, factorId] of sessions) {
      await addSession(db, principal.sessionId ?? '', principal.userId ?? '', factorId);
    }
    // Files an earlier upload left, as the owner would store them: a whole set, two thirds of
    // another, a file of another bucket; and the set published. What operators may do is the
    // matrix's to ask.
    const owner = principals['service role'];
    for (const row of [
      file(stored.wide, 'video/mp4', storedSet.wide_bytes),
      file(stored.phone, 'video/mp4', storedSet.phone_bytes),
      file(stored.webp, 'image/webp', 40_000),
      file(partlyStored.wide, 'video/mp4', 10),
      file(partlyStored.phone, 'video/mp4', 10),
      avatar,
    ]) {
      expect(await tryInsert(db, owner, row, true)).toBe('allowed');
    }
    // Sets with a file its kind may not have, as a signed upload URL could store them before
    // 20261128000000's trigger (off while they are added).
    await db.exec('set session_replication_role = replica');
    for (const row of mismatchedSets.flatMap((set) => set.files)) {
      expect(await tryInsert(db, owner, row, true)).toBe('allowed');
    }
    await db.exec('reset session_replication_role');
    expect(await tryPublish(db, owner, { ...storedSet, published_by: operatorId }, true)).toBe(
      'allowed',
    );
  }, 60_000);

  afterAll(async () => {
    await db.close();
  });

  describe('storing a file (Storage’s upload check)', () => {
    const describeFile = (row: ObjectRow) =>
      `${row.bucket}/${row.name} as ${String(row.mimetype)}, ${JSON.stringify(row.metadata?.contentLength ?? row.size)} bytes${row.metadata ? ' (forged metadata)' : ''}`;

    test.each(validFiles.map((row) => [describeFile(row), row] as const))(
      'a valid %s: only the verified operator and the service role',
      async (_, row) => {
        expect(await outcomesOf((principal) => tryInsert(db, principal, row))).toEqual(
          operatorOnly,
        );
      },
    );

    test.each(hostileFiles.map((row) => [describeFile(row), row] as const))(
      'a hostile %s: refused to every API principal',
      async (_, row) => {
        for (const name of apiPrincipals) {
          expect(await tryInsert(db, principals[name], row), name).toBe('refused');
        }
      },
    );

    test('a policy added later by hand that lets everyone add anything opens nothing in the bucket', async () => {
      await db.exec(`create policy "Anyone adds anything" on storage.objects for insert
        to anon, authenticated with check (true)`);
      try {
        for (const name of apiPrincipals) {
          const expected = name === 'verified operator (aal2)' ? 'allowed' : 'refused';
          expect(await tryInsert(db, principals[name], validFiles[0] as ObjectRow), name).toBe(
            expected,
          );
          for (const row of hostileFiles.filter((hostileRow) => hostileRow.bucket === 'videos')) {
            expect(await tryInsert(db, principals[name], row), name).toBe('refused');
          }
        }
      } finally {
        await db.exec(`drop policy "Anyone adds anything" on storage.objects`);
      }
    });

    test('a name that exists already is a unique violation (Storage’s 409), even for the operator', async () => {
      expect(await tryInsert(db, operator, file(stored.wide, 'video/mp4', 10))).toBe('duplicate');
    });

    test.each(Object.entries(objectVerbs))(
      '%s of a stored file: no API principal touches it',
      async (_, sql) => {
        for (const name of apiPrincipals) {
          expect([0, 'refused'], name).toContain(
            await rowsTouched(db, principals[name], sql, ['videos', stored.wide]),
          );
        }
      },
    );

    test.each(Object.entries(serviceRoleTouches))(
      '%s of a stored file by the service role: %s',
      async (verb, touched) => {
        const sql = objectVerbs[verb as keyof typeof objectVerbs];
        expect(
          await rowsTouched(db, principals['service role'], sql, ['videos', stored.wide]),
        ).toBe(touched);
      },
    );

    test.each(Object.entries(handAddedPolicies))(
      'a permissive %s policy added later by hand for every bucket opens nothing in the bucket',
      async (verb, commands) => {
        const names = commands.map((command) => `Anyone: ${command}`);
        for (const [index, command] of commands.entries()) {
          const clauses = { select: 'using (true)', update: 'using (true) with check (true)' };
          await db.exec(`create policy "${names[index]}" on storage.objects for ${command}
            to anon, authenticated ${clauses[command as keyof typeof clauses] ?? 'using (true)'}`);
        }
        const sql = objectVerbs[verb as keyof typeof handAddedPolicies];
        try {
          for (const name of apiPrincipals) {
            const principal = principals[name];
            expect([0, 'refused'], name).toContain(
              await rowsTouched(db, principal, sql, ['videos', stored.wide]),
            );
            expect(await rowsTouched(db, principal, sql, ['avatars', avatar.name]), name).toBe(1);
          }
        } finally {
          for (const policyName of names) {
            await db.exec(`drop policy "${policyName}" on storage.objects`);
          }
        }
      },
    );
  });

  describe('Storage writing a file itself (an upload’s end, a signed upload URL)', () => {
    const storage = (owner?: string): Principal =>
      owner === undefined ? { role: 'service_role' } : { role: 'service_role', userId: owner };

    test('only for an owner signed in with the approved factor: a signed URL outlives no sign-out', async () => {
      const userId = '00000000-0000-4000-8000-000000000004';
      const factorId = '00000000-0000-4000-8000-0000000000f6';
      const row = validFiles[0] as ObjectRow;
      await addUser(db, { id: userId, email: 'signed.out@example.test' });
      await addFactor(db, userId, factorId);
      await approveOperator(db, userId, factorId);
      expect(await tryInsert(db, storage(userId), row)).toBe('refused');
      await addSession(db, session(8), userId, factorId);
      expect(await tryInsert(db, storage(userId), row)).toBe('allowed');
      expect(await tryInsert(db, storage(operatorId), row)).toBe('allowed');
      expect(await tryInsert(db, storage(memberId), row)).toBe('refused');
      // The owner's own tools (the dashboard, the service key) write with no owner.
      expect(await tryInsert(db, storage(), row)).toBe('allowed');
    });

    test.each(
      hostileFiles
        .filter((row) => row.bucket === 'videos')
        .map((row) => [`${row.name} as ${String(row.mimetype)}`, row] as const),
    )('a hostile file %s: refused whoever owns it', async (_, row) => {
      expect(await tryInsert(db, storage(operatorId), row)).toBe('refused');
      expect(await tryInsert(db, storage(), row)).toBe('refused');
    });

    test.each(Object.entries(replacements))(
      'no file in the bucket is %s, even by the service role',
      async (_, [sql, params]) => {
        expect(await rowsTouched(db, principals['service role'], sql, params)).toBe('refused');
      },
    );
  });

  describe('publishing and reading the hero record (public.hero_videos)', () => {
    test.each([
      ['a stored set', storedSet],
      ['poster only', posterOnly],
    ] as const)(
      '%s: only the verified operator and the service role publish it',
      async (_, row) => {
        expect(await outcomesOf((principal) => tryPublish(db, principal, row))).toEqual(
          operatorOnly,
        );
      },
    );

    test.each([
      ['a set whose poster is not stored', incompleteSet, 'refused'],
      [
        'a set of stored names not stored as a set (another set’s poster)',
        { ...incompleteSet, poster_object: stored.webp },
        'invalid',
      ],
      ['one file named, the others null', { ...posterOnly, poster_object: stored.webp }, 'invalid'],
      ['a set without its sizes', { ...storedSet, wide_bytes: null }, 'invalid'],
      ['names swapped between kinds', { ...storedSet, wide_object: stored.phone }, 'refused'],
      ['a name with a path', { ...storedSet, poster_object: `x/${stored.webp}` }, 'refused'],
      ['width 0', { ...storedSet, width: 0 }, 'invalid'],
      ['a negative duration', { ...storedSet, duration_ms: -1 }, 'invalid'],
      ['zero bytes', { ...storedSet, phone_bytes: 0 }, 'invalid'],
      ['a width over the page’s', { ...storedSet, width: wide.width + 1 }, 'invalid'],
      ['a height over the page’s', { ...storedSet, height: wide.height + 1 }, 'invalid'],
      ['a duration over the loop', { ...storedSet, duration_ms: loopMs + 1 }, 'invalid'],
      ['wide bytes over its cap', { ...storedSet, wide_bytes: capBytes.wide + 1 }, 'invalid'],
      ['phone bytes over its cap', { ...storedSet, phone_bytes: capBytes.phone + 1 }, 'invalid'],
      ['published_by someone else', { ...storedSet, published_by: memberId }, 'refused'],
      ['published_by the operator itself', { ...storedSet, published_by: operatorId }, 'refused'],
    ] as const)('%s: refused even to the verified operator', async (_, row, outcome) => {
      expect(await tryPublish(db, operator, row)).toBe(outcome);
    });

    test.each(mismatchedSets.map(({ name, row }) => [name, row] as const))(
      'a set with %s: refused even to the verified operator',
      async (_, row) => {
        expect(await tryPublish(db, operator, row)).toBe('refused');
      },
    );

    test('a date of its own, to stay current: refused even to the verified operator', async () => {
      const columns = Object.keys(storedSet);
      const sql = `insert into public.hero_videos (${columns.join(', ')}, published_at)
        values (${columns.map((_, index) => `$${index + 1}`).join(', ')}, '2100-01-01')`;
      expect(await rowsTouched(db, operator, sql, Object.values(storedSet))).toBe('refused');
    });

    test.each(apiPrincipals)('%s reads the current record as the homepage does', async (name) => {
      const rows = await asPrincipal(db, principals[name], (tx) =>
        tx.query(
          `select wide_object, phone_object, poster_object, width, height, duration_ms
           from public.hero_videos order by published_at desc limit 1`,
        ),
      );
      expect(rows.rows).toEqual([
        {
          wide_object: stored.wide,
          phone_object: stored.phone,
          poster_object: stored.webp,
          width: 1280,
          height: 720,
          duration_ms: 15_000,
        },
      ]);
    });

    test('the record names who published it, from the session (for the owner to read)', async () => {
      const { rows } = await asPrincipal(db, operator, async (tx) => {
        const written = await tx.query<{ id: number }>(
          `insert into public.hero_videos (wide_object, phone_object, poster_object, width, height,
             duration_ms, wide_bytes, phone_bytes)
           values (null, null, null, null, null, null, null, null) returning id`,
        );
        await tx.query('reset role');
        return tx.query('select published_by from public.hero_videos where id = $1', [
          written.rows[0]?.id,
        ]);
      });
      expect(rows).toEqual([{ published_by: operatorId }]);
    });

    test.each(Object.entries(recordVerbs))(
      '%s: no API principal touches a record',
      async (_, sql) => {
        for (const name of apiPrincipals) {
          expect([0, 'refused'], name).toContain(await rowsTouched(db, principals[name], sql));
        }
      },
    );
  });

  describe('the approved factor', () => {
    test.each(apiPrincipals)('%s learns whether it may publish, and nothing else', async (name) => {
      const asked = asPrincipal(db, principals[name], (tx) =>
        tx.query<{ allowed: boolean }>('select public.may_publish() as allowed'),
      );
      if (name === 'anon') {
        await expect(asked).rejects.toMatchObject({ code: '42501' });
      } else {
        expect((await asked).rows).toEqual([{ allowed: name === 'verified operator (aal2)' }]);
      }
    });

    test('a lost phone: the approved factor removed and another enrolled, refused until the owner approves that one', async () => {
      const userId = '00000000-0000-4000-8000-000000000003';
      const [lost, found] = [
        '00000000-0000-4000-8000-0000000000f4',
        '00000000-0000-4000-8000-0000000000f5',
      ];
      const as = (n: number) => signedIn(userId, 'aal2', n);
      const outcomes = async (principal: Principal) => [
        await tryInsert(db, principal, validFiles[0] as ObjectRow),
        await tryPublish(db, principal, posterOnly),
      ];
      await addUser(db, { id: userId, email: 'lost.phone@example.test' });
      await addFactor(db, userId, lost);
      await approveOperator(db, userId, lost);
      await addSession(db, session(6), userId, lost);
      expect(await outcomes(as(6))).toEqual(['allowed', 'allowed']);

      await db.query('delete from auth.mfa_factors where id = $1', [lost]);
      await addFactor(db, userId, found);
      await addSession(db, session(7), userId, found);
      expect(await outcomes(as(6))).toEqual(['refused', 'refused']);
      expect(await outcomes(as(7))).toEqual(['refused', 'refused']);

      await approveOperator(db, userId, found);
      expect(await outcomes(as(7))).toEqual(['allowed', 'allowed']);
    });
  });

  describe('grants and policies', () => {
    test.each(privileges)('%s %s: %s holds it = %s', async (kind, target, role, expected) => {
      expect(await hasPrivilege(db, kind, target, role)).toBe(expected);
    });

    test('nothing else, and nothing an earlier version made: the tables and functions', async () => {
      const { rows } = await db.query(
        `select relnamespace::regnamespace::text as schema, relname as name from pg_class
         where relnamespace in ('public'::regnamespace, 'private'::regnamespace) and relkind = 'r'
         union all
         select pronamespace::regnamespace::text, proname from pg_proc
         where pronamespace in ('public'::regnamespace, 'private'::regnamespace)
         order by 1, 2`,
      );
      expect(rows).toEqual([
        { schema: 'private', name: 'approved_sessions' },
        { schema: 'private', name: 'guard_hero_files' },
        { schema: 'private', name: 'hero_file_cap' },
        { schema: 'private', name: 'hero_file_kind' },
        { schema: 'private', name: 'hero_file_kinds' },
        { schema: 'private', name: 'hero_set_stored' },
        { schema: 'private', name: 'is_hero_file' },
        { schema: 'private', name: 'may_publish' },
        { schema: 'private', name: 'operators' },
        { schema: 'public', name: 'hero_videos' },
        { schema: 'public', name: 'may_publish' },
      ]);
    });

    test('the only policies: insert files, nothing else in videos, read and insert records, no operators', async () => {
      const { rows } = await db.query<{ policy: string }>(
        `select concat_ws(' ', tablename, cmd, permissive, array_to_string(roles, ' ')) as policy
         from pg_policies where schemaname in ('storage', 'public', 'private') order by 1`,
      );
      expect(rows.map((row) => row.policy)).toEqual([
        'hero_videos INSERT PERMISSIVE authenticated',
        'hero_videos SELECT PERMISSIVE anon authenticated',
        'objects DELETE RESTRICTIVE anon authenticated',
        'objects INSERT PERMISSIVE authenticated',
        'objects INSERT RESTRICTIVE anon',
        'objects INSERT RESTRICTIVE authenticated',
        'objects SELECT RESTRICTIVE anon authenticated',
        'objects UPDATE RESTRICTIVE anon authenticated',
        'operators ALL RESTRICTIVE anon authenticated',
      ]);
    });

    test('row-level security is on for both tables', async () => {
      const { rows } = await db.query(
        `select relname, relrowsecurity from pg_class
         where oid in ('private.operators'::regclass, 'public.hero_videos'::regclass)
         order by relname`,
      );
      expect(rows).toEqual([
        { relname: 'hero_videos', relrowsecurity: true },
        { relname: 'operators', relrowsecurity: true },
      ]);
    });

    test('the bucket is public, takes the three types, up to the largest cap', async () => {
      const { rows } = await db.query(
        `select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'videos'`,
      );
      expect(rows).toEqual([
        {
          public: true,
          file_size_limit: Math.max(...Object.values(capBytes)),
          allowed_mime_types: [...Object.values(heroVideoSpec.posterTypes), 'video/mp4'].sort(),
        },
      ]);
    });

    test.each(apiPrincipals)('%s can neither read nor add operators', async (name) => {
      for (const sql of [
        'select user_id from private.operators',
        `insert into private.operators (user_id, factor_id) values ('${memberId}', '${memberFactor}')`,
      ]) {
        await expect(
          asPrincipal(db, principals[name], (tx) => tx.query(sql)),
        ).rejects.toMatchObject({ code: '42501' });
      }
    });
  });
});

test('sent statement by statement (psql -f), the migrations never let anon or a non-operator write a record', async () => {
  const db = await bootPolicyDb({ migrations: [] });
  await addUser(db, { id: memberId, email: 'member@example.test' });
  const writers = [principals.anon, principals['signed-in non-operator (aal2)']];
  try {
    for (const statement of migrations().flatMap((migration) => statementsOf(migration.sql))) {
      await db.exec(statement);
      // What another connection sees: nothing until a transaction commits.
      if (db.isInTransaction()) continue;
      for (const principal of writers) {
        const outcome = await tryPublish(db, principal, posterOnly).catch(
          (error: { code?: string }) => error.code,
        );
        expect(['refused', '42P01'], statement).toContain(outcome);
      }
    }
  } finally {
    await db.close();
  }
}, 60_000);
