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
  rowsTouched,
  statementsOf,
  tryInsert,
  tryPublish,
  type HeroVideoRow,
  type ObjectRow,
  type Principal,
} from '../supabase/tests/policy-db';
import { heroRecordColumns, posterOnly } from '../src/lib/video/published-hero';

/* The policy matrix on PGlite, on a push to an empty project (docs/upload.md). */

const uuid = (tail: string) => `00000000-0000-4000-8000-${tail.padStart(12, '0')}`;
const [operatorId, memberId] = [uuid('1'), uuid('2')];
/** The operator's factor the owner approved, another verified factor of theirs, the member's. */
const [approvedFactor, otherFactor, memberFactor] = [uuid('f1'), uuid('f2'), uuid('f3')];

const signedIn = (userId: string, aal: 'aal1' | 'aal2', session: number) =>
  ({ role: 'authenticated', userId, aal, sessionId: uuid(`50${session}`) }) as const;
const principals = {
  anon: { role: 'anon' },
  'signed-in non-operator (aal2)': signedIn(memberId, 'aal2', 1),
  'operator with a password only (aal1)': signedIn(operatorId, 'aal1', 2),
  'operator verified with an unapproved factor (aal2)': signedIn(operatorId, 'aal2', 3),
  'operator signed out (an aal2 token whose session ended)': signedIn(operatorId, 'aal2', 4),
  'verified operator (aal2)': signedIn(operatorId, 'aal2', 5),
  'service role': { role: 'service_role' },
} as const satisfies Record<string, Principal>;
const { 'service role': serviceRole, ...apiPrincipals } = principals;
const operator = principals['verified operator (aal2)'];

/** Storage writing a row itself, for the user whose token asked or (no owner) the owner's tools. */
const storage = (owner?: string): Principal =>
  owner === undefined ? { role: 'service_role' } : { role: 'service_role', userId: owner };

/** The same answer from each of `among`, by name. */
const each = <T>(among: Record<string, unknown>, outcome: T) =>
  Object.fromEntries(Object.keys(among).map((name) => [name, outcome]));
/** Only the verified operator, and the service role that bypasses row-level security. */
const operatorOnly = {
  ...each(principals, 'refused'),
  'verified operator (aal2)': 'allowed',
  'service role': 'allowed',
};
/** Refused, or let through to no row: what no API principal may do. */
const untouched = each(apiPrincipals, expect.toBeOneOf([0, 'refused']));

const { capBytes } = heroVideoSpec;
const { wide } = heroVideoSpec.renditions;
const loopMs = heroVideoSpec.loopSeconds * 1000;
/** The bucket takes the posters' types and the videos'. */
const bucketTypes = [...Object.values(heroVideoSpec.posterTypes), 'video/mp4'].sort();
const names = (ms: string) => ({
  wide: `hero-video-${ms}-wide.mp4`,
  phone: `hero-video-${ms}-phone.mp4`,
  webp: `hero-video-${ms}-poster.webp`,
  avif: `hero-video-${ms}-poster.avif`,
});
const file = (name: string, mimetype: string | null, size: number, bucket = 'videos') =>
  ({ bucket, name, mimetype, size }) satisfies ObjectRow;
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
const validFile = validFiles[0] as ObjectRow;

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
  file(hostile.wide, 'video/mp4', 10, 'avatars'),
];
const hostileInVideos = hostileFiles.filter((row) => row.bucket === 'videos');

/** A file of another bucket, where a policy added by hand does what it says. */
const avatar = file('avatar.png', 'image/png', 10, 'avatars');

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
const naming = (wide_object: string, phone_object: string, poster_object: string) => ({
  ...storedSet,
  ...{ wide_object, phone_object, poster_object },
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
  return { name: `a set with the ${kind} file ${flaw}`, files, row };
});

let db: PGlite;

/** Each principal's outcome of `act`, by name. */
async function outcomesOf<T>(
  act: (principal: Principal) => Promise<T>,
  among: Record<string, Principal> = principals,
) {
  const outcomes: Record<string, T> = {};
  for (const [name, principal] of Object.entries(among)) outcomes[name] = await act(principal);
  return outcomes;
}

/** Adds a user with verified factors, and the owner's approval of the first unless told not. */
async function enrol(userId: string, factors: string[], approved = true) {
  await addUser(db, { id: userId, email: `${userId}@example.test` });
  for (const factorId of factors) await addFactor(db, userId, factorId);
  if (approved) await approveOperator(db, userId, factors[0] ?? '');
}

/** Storage's upsert of a name (`x-upsert`), setting `set` on a conflict. */
const upsert = (set: string) => `insert into storage.objects (bucket_id, name, version, metadata)
  values ($1, $2, 'v2', '{"mimetype":"video/mp4","contentLength":1}')
  on conflict (bucket_id, name) do update set ${set}`;
/** What the service role does to a stored file: changes its metadata, reads it, deletes it. */
const objectVerbs = {
  upsert: [1, upsert('metadata = excluded.metadata')],
  'upsert as a new version': ['refused', upsert('version = excluded.version')],
  select: [1, 'select id from storage.objects where bucket_id = $1 and name = $2'],
  update: [
    'refused',
    `update storage.objects set name = 'hero-video-1767225699999-wide.mp4'
    where bucket_id = $1 and name = $2`,
  ],
  delete: [1, 'delete from storage.objects where bucket_id = $1 and name = $2'],
} as const;

const recordVerbs = {
  update: `update public.hero_videos set wide_object = null, phone_object = null,
    poster_object = null, width = null, height = null, duration_ms = null, wide_bytes = null,
    phone_bytes = null`,
  'update of the date': `update public.hero_videos set published_at = now() + interval '1 year'`,
  delete: 'delete from public.hero_videos',
  truncate: 'truncate public.hero_videos',
};

/** The schemas the migrations make objects in. */
const ours = `in ('public'::regnamespace, 'private'::regnamespace)`;

/**
 * Every schema, table, sequence, column and function the migrations make, each with what anon,
 * authenticated and PUBLIC (`=`) hold on it (`r` select, `a` insert, `X` execute), every policy,
 * and the bucket.
 */
const grantsSql = `
  with object (name, acl) as (
    select 'schema ' || nspname, coalesce(nspacl, acldefault('n', nspowner))
    from pg_namespace where nspname = 'private'
    union all
    select format('%s %s', case relkind when 'S' then 'sequence' else 'table' end, oid::regclass),
      coalesce(relacl, acldefault('r', relowner))
    from pg_class where relnamespace ${ours} and relkind in ('r', 'S')
    union all
    select format('column %s.%s', attrelid::regclass, attname), attacl
    from pg_attribute join pg_class on pg_class.oid = attrelid
    where relnamespace ${ours} and relkind = 'r' and attnum > 0
    union all
    select 'function ' || oid::regprocedure, coalesce(proacl, acldefault('f', proowner))
    from pg_proc where pronamespace ${ours}
  )
  select trim(name || ' ' || array_to_string(array(
    select regexp_replace(item::text, '/.*', '') from unnest(acl) as item
    where item::text ~ '^(anon|authenticated)?=' order by 1), ' ')) as line
  from object
  union all
  select concat_ws(' ', 'policy', tablename, cmd, permissive, array_to_string(roles, ' '))
  from pg_policies where schemaname in ('storage', 'public', 'private')
  union all
  select format('bucket %s %s %s', public::text, file_size_limit, allowed_mime_types)
  from storage.buckets where id = 'videos'`;

beforeAll(async () => {
  db = await bootPolicyDb();
  await db.query(`insert into storage.buckets (id, name) values ('avatars', 'avatars')`);
  // The operator enrolled two factors, and the owner approved one; the member enrolled one.
  // Each principal's Auth session, with the factor it verified (the signed-out one has none).
  await enrol(operatorId, [approvedFactor, otherFactor]);
  await enrol(memberId, [memberFactor], false);
  for (const [principal, factorId] of [
    [principals['signed-in non-operator (aal2)'], memberFactor],
    [principals['operator with a password only (aal1)'], null],
    [principals['operator verified with an unapproved factor (aal2)'], otherFactor],
    [operator, approvedFactor],
  ] as const) {
    await addSession(db, principal.sessionId, principal.userId, factorId);
  }
  // Files an earlier upload left, as the owner would store them: a whole set, two thirds of
  // another, a file of another bucket; and the set published. Then sets with a file its kind
  // may not have, as a signed upload URL could store them before 20261128000000's trigger
  // (off while they are added).
  const store = async (row: ObjectRow) =>
    expect(await tryInsert(db, serviceRole, row, true)).toBe('allowed');
  for (const row of [
    file(stored.wide, 'video/mp4', storedSet.wide_bytes),
    file(stored.phone, 'video/mp4', storedSet.phone_bytes),
    file(stored.webp, 'image/webp', 40_000),
    file(partlyStored.wide, 'video/mp4', 10),
    file(partlyStored.phone, 'video/mp4', 10),
    avatar,
  ]) {
    await store(row);
  }
  await db.exec('set session_replication_role = replica');
  for (const row of mismatchedSets.flatMap((set) => set.files)) await store(row);
  await db.exec('reset session_replication_role');
  const published = { ...storedSet, published_by: operatorId };
  expect(await tryPublish(db, serviceRole, published, true)).toBe('allowed');
}, 60_000);

afterAll(() => db.close());

describe('storing a file (Storage’s upload check, or Storage writing it itself)', () => {
  const describeFile = (row: ObjectRow) =>
    `${row.bucket}/${row.name} as ${String(row.mimetype)}, ${JSON.stringify(row.metadata?.contentLength ?? row.size)} bytes${row.metadata ? ' (forged metadata)' : ''}`;

  // The restrictive policies hold whatever permissive ones are added by hand, which then work
  // in another bucket. UPDATE and DELETE find their rows through SELECT.
  describe.each([
    ['as the migrations leave the bucket', hostileFiles, [], untouched],
    [
      'once a permissive policy for each command lets anyone do anything, added by hand',
      hostileInVideos,
      ['insert', 'select', 'update', 'delete'],
      each(apiPrincipals, 1),
    ],
  ] as const)('%s', (_, hostileRows, commands, inAvatars) => {
    beforeAll(async () => {
      for (const command of commands) {
        const rule = command === 'insert' ? 'with check (true)' : 'using (true)';
        await db.exec(`create policy "Anyone: ${command}" on storage.objects
          for ${command} to anon, authenticated ${rule}`);
      }
    });
    afterAll(async () => {
      for (const command of commands) {
        await db.exec(`drop policy "Anyone: ${command}" on storage.objects`);
      }
    });

    test.each(validFiles.map((row) => [describeFile(row), row] as const))(
      'a valid %s: only the verified operator and the service role',
      async (_, row) => {
        expect(await outcomesOf((principal) => tryInsert(db, principal, row))).toEqual(
          operatorOnly,
        );
      },
    );

    // In videos, Storage itself is refused too, whoever owns the file.
    test.each(hostileRows.map((row) => [describeFile(row), row] as const))(
      'a hostile %s: refused to every API principal, and in videos to Storage',
      async (_, row) => {
        const among =
          row.bucket === 'videos'
            ? { ...principals, 'Storage, for the operator': storage(operatorId) }
            : apiPrincipals;
        const outcomes = await outcomesOf((principal) => tryInsert(db, principal, row), among);
        expect(outcomes).toEqual(each(among, 'refused'));
      },
    );

    test.each(Object.entries(objectVerbs).map(([verb, [touched, sql]]) => [verb, touched, sql]))(
      '%s of a stored file: no API principal touches it; the service role: %s',
      async (_, touched, sql) => {
        const act = (bucket: string, name: string) =>
          outcomesOf((p) => rowsTouched(db, p, sql, [bucket, name]));
        expect(await act('videos', stored.wide)).toEqual({
          ...untouched,
          'service role': touched,
        });
        expect(await act('avatars', avatar.name)).toEqual({ ...inAvatars, 'service role': 1 });
      },
    );
  });

  test('a name that exists already is a unique violation (Storage’s 409), even for the operator', async () => {
    expect(await tryInsert(db, operator, file(stored.wide, 'video/mp4', 10))).toBe('duplicate');
  });

  test('Storage writes a file only for an owner signed in with the approved factor: a signed URL outlives no sign-out', async () => {
    const userId = uuid('4');
    await enrol(userId, [uuid('f6')]);
    expect(await tryInsert(db, storage(userId), validFile)).toBe('refused');
    await addSession(db, uuid('508'), userId, uuid('f6'));
    const writers = {
      'the signed-in owner': storage(userId),
      operator: storage(operatorId),
      member: storage(memberId),
      'no owner (the owner’s tools)': storage(),
    };
    const outcomes = await outcomesOf((p) => tryInsert(db, p, validFile), writers);
    expect(outcomes).toEqual({ ...each(writers, 'allowed'), member: 'refused' });
  });

  test('no file of another bucket moves in as a hero name (it is no hero file), even by the service role', async () => {
    const sql = `update storage.objects set bucket_id = 'videos', name = $1
      where bucket_id = 'avatars' and name = $2`;
    const params = ['hero-video-1767225699999-wide.mp4', avatar.name];
    expect(await rowsTouched(db, serviceRole, sql, params)).toBe('refused');
  });
});

describe('publishing and reading the hero record (public.hero_videos)', () => {
  test.each([
    ['a stored set', storedSet],
    ['poster only', posterOnly],
  ] as const)('%s: only the verified operator and the service role publish it', async (_, row) => {
    expect(await outcomesOf((principal) => tryPublish(db, principal, row))).toEqual(operatorOnly);
  });

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
    ['a date of its own, to stay current', { ...storedSet, published_at: '2100-01-01' }, 'refused'],
    ...mismatchedSets.map(({ name, row }) => [name, row, 'refused'] as const),
  ] as const)('%s: refused even to the verified operator', async (_, row, outcome) => {
    expect(await tryPublish(db, operator, row)).toBe(outcome);
  });

  test('every API principal reads the current record as the homepage does', async () => {
    const read = await outcomesOf(async (principal) => {
      const { rows } = await asPrincipal(db, principal, (tx) =>
        tx.query(`select wide_object, phone_object, poster_object, width, height, duration_ms
          from public.hero_videos order by published_at desc limit 1`),
      );
      return rows;
    }, apiPrincipals);
    const shown = { ...storedSet, wide_bytes: undefined, phone_bytes: undefined };
    expect(read).toEqual(each(apiPrincipals, [shown]));
  });

  test('the record names who published it, from the session (for the owner to read)', async () => {
    const { rows } = await asPrincipal(db, operator, async (tx) => {
      const written = await tx.query<{ id: number }>(
        `insert into public.hero_videos (${Object.keys(posterOnly).join(', ')})
         values (${Object.keys(posterOnly).map(() => 'null')}) returning id`,
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
      expect(await outcomesOf((p) => rowsTouched(db, p, sql), apiPrincipals)).toEqual(untouched);
    },
  );
});

describe('the approved factor', () => {
  test('each signed-in principal learns whether it may publish, and nothing else; anon nothing', async () => {
    const asked = await outcomesOf(
      (principal) =>
        asPrincipal(db, principal, (tx) =>
          tx.query<{ allowed: boolean }>('select public.may_publish() as allowed'),
        ).then(({ rows }) => rows[0]?.allowed, outcomeOf),
      apiPrincipals,
    );
    expect(asked).toEqual({
      ...each(apiPrincipals, false),
      anon: 'refused',
      'verified operator (aal2)': true,
    });
  });

  test('a lost phone: the approved factor removed and another enrolled, refused until the owner approves that one', async () => {
    const userId = uuid('3');
    const [lost, found] = [uuid('f4'), uuid('f5')];
    const as = (session: number) => signedIn(userId, 'aal2', session);
    const outcomes = async (principal: Principal) => [
      await tryInsert(db, principal, validFile),
      await tryPublish(db, principal, posterOnly),
    ];
    await enrol(userId, [lost]);
    await addSession(db, as(6).sessionId, userId, lost);
    expect(await outcomes(as(6))).toEqual(['allowed', 'allowed']);

    await db.query('delete from auth.mfa_factors where id = $1', [lost]);
    await addFactor(db, userId, found);
    await addSession(db, as(7).sessionId, userId, found);
    expect(await outcomes(as(6))).toEqual(['refused', 'refused']);
    expect(await outcomes(as(7))).toEqual(['refused', 'refused']);

    await approveOperator(db, userId, found);
    expect(await outcomes(as(7))).toEqual(['allowed', 'allowed']);
  });
});

describe('grants and policies', () => {
  test('what the API roles hold on what the migrations make, the policies and the bucket, and nothing an earlier version made', async () => {
    const { rows } = await db.query<{ line: string }>(grantsSql);
    expect(rows.map((row) => row.line).sort()).toEqual(
      [
        ...heroRecordColumns.map(
          (column) =>
            `column hero_videos.${column} anon=r authenticated=${column in posterOnly ? 'ar' : 'r'}`,
        ),
        'column hero_videos.published_by',
        ...['created_at', 'factor_id', 'user_id'].map(
          (column) => `column private.operators.${column}`,
        ),
        'function may_publish() authenticated=X',
        'function private.approved_sessions(uuid)',
        'function private.guard_hero_files()',
        'function private.hero_file_cap(text) authenticated=X',
        'function private.hero_file_kind(text) authenticated=X',
        'function private.hero_file_kinds() authenticated=X',
        'function private.hero_set_stored(text,text,text) authenticated=X',
        'function private.is_hero_file(text,jsonb) authenticated=X',
        'function private.may_publish() authenticated=X',
        'policy hero_videos INSERT PERMISSIVE authenticated',
        'policy hero_videos SELECT PERMISSIVE anon authenticated',
        'policy objects DELETE RESTRICTIVE anon authenticated',
        'policy objects INSERT PERMISSIVE authenticated',
        'policy objects INSERT RESTRICTIVE anon',
        'policy objects INSERT RESTRICTIVE authenticated',
        'policy objects SELECT RESTRICTIVE anon authenticated',
        'policy objects UPDATE RESTRICTIVE anon authenticated',
        'policy operators ALL RESTRICTIVE anon authenticated',
        'schema private',
        'sequence hero_videos_id_seq',
        'table hero_videos',
        'table private.operators',
        `bucket true ${Math.max(...Object.values(capBytes))} {${bucketTypes}}`,
      ].sort(),
    );
  });
});

test('sent statement by statement (psql -f), the migrations never let anon or a non-operator write a record', async () => {
  const scratch = await bootPolicyDb({ migrations: [] });
  await addUser(scratch, { id: memberId, email: 'member@example.test' });
  const writers = [principals.anon, principals['signed-in non-operator (aal2)']];
  try {
    for (const statement of migrations().flatMap((migration) => statementsOf(migration.sql))) {
      await scratch.exec(statement);
      // What another connection sees: nothing until a transaction commits.
      if (scratch.isInTransaction()) continue;
      for (const principal of writers) {
        const outcome = await tryPublish(scratch, principal, posterOnly).catch(
          (error: { code?: string }) => error.code,
        );
        expect(['refused', '42P01'], statement).toContain(outcome);
      }
    }
  } finally {
    await scratch.close();
  }
}, 60_000);
