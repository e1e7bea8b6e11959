import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { text } from 'node:stream/consumers';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server as TusServer, type Upload } from '@tus/server';
import { decodeJwt, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import {
  addFactor,
  addSession,
  addUser,
  approveOperator,
  asPrincipal,
  bootPolicyDb,
  tryInsert,
  type Principal,
} from '../../supabase/tests/policy-db';

/*
 * Auth, Storage (TUS) and PostgREST for the upload spec, the migration on PGlite deciding every
 * write (docs/upload.md, Tests).
 */

const resumablePath = '/storage/v1/upload/resumable';
const jwtKey = new TextEncoder().encode('e2e-only-jwt-secret');

/**
 * The accounts the stand-in knows. The operator enrolled a factor (`totp`, its base32 secret) and
 * the owner approved it; the newcomer was just created by the owner, with no factor.
 */
export const standInUsers = {
  operator: {
    id: '00000000-0000-4000-8000-0000000000a1',
    email: 'operatore@example.test',
    password: 'operator-password',
    totp: {
      factorId: '00000000-0000-4000-8000-0000000000f1',
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    },
  },
  newcomer: {
    id: '00000000-0000-4000-8000-0000000000c3',
    email: 'nuovo.operatore@example.test',
    password: 'newcomer-password',
    totp: null,
  },
} as const;
export type StandInUser = keyof typeof standInUsers;

/** The 6-digit code (SHA-1, 30 s steps) of a base32 secret at `time`, as an authenticator app shows it. */
export const totpCode = (secret: string, time = Date.now()) =>
  new TOTP({ secret }).generate({ timestamp: time });

/** The user whose `field` is `value`. */
const userWith = (field: 'id' | 'email', value: unknown) =>
  (Object.keys(standInUsers) as StandInUser[]).find((name) => standInUsers[name][field] === value);

type AssuranceLevel = NonNullable<Principal['aal']>;

/** The claims of its access tokens that the stand-in reads back. */
interface StandInClaims {
  sub: string;
  role: Principal['role'];
  aal: AssuranceLevel;
  session_id: string;
  exp: number;
}

/**
 * The claims of the request's bearer token: a JWT only when signed in (the anon key otherwise),
 * and every JWT the tests send is this stand-in's.
 */
function claimsOf(authorization: string | null | undefined): StandInClaims | undefined {
  const token = /^Bearer ([^.\s]+\.[^.\s]+\.[^.\s]+)$/.exec(authorization ?? '')?.[1];
  return token === undefined ? undefined : decodeJwt<StandInClaims>(token);
}

/** Who a request is, as Storage and PostgREST take it from its token: anon without one. */
function principalOf(authorization: string | null | undefined): Principal {
  const claims = claimsOf(authorization);
  if (!claims) return { role: 'anon' };
  return { role: claims.role, userId: claims.sub, aal: claims.aal, sessionId: claims.session_id };
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
  res.end(JSON.stringify(body));
}

/** Auth's error body (auth-js reads `error_code` from a server that names no API version). */
const authError = (code: string, msg: string) => ({ error_code: code, msg });

/** Storage's answer to a write its policy refuses (the page reads only the status). */
const policyRefusal = { status_code: 403, body: 'new row violates row-level security policy' };

/** Starts the stand-in on `port` (127.0.0.1). */
export async function startSupabaseStandIn(port: number) {
  const db = await bootPolicyDb();
  for (const user of Object.values(standInUsers)) {
    await addUser(db, user);
    if (user.totp === null) continue;
    await addFactor(db, user.id, user.totp.factorId, 'verified', user.totp.secret);
    await approveOperator(db, user.id, user.totp.factorId);
  }
  const directory = await mkdtemp(join(tmpdir(), 'tus-e2e-'));
  /** What the stand-in has seen, for the tests to count. */
  const log = {
    /** Object names whose upload was created, then whose row was committed. */
    created: [] as string[],
    stored: [] as string[],
    /** Sessions renewed with a refresh token, and ended by a sign-out (by id). */
    refreshed: 0,
    signedOut: [] as string[],
    /** Rows inserted into `public.hero_videos` through the REST API, in order. */
    published: [] as Record<string, unknown>[],
  };
  let tokenSeconds = 3600;
  /** The stand-in's clock, moved forward by `advanceClock` (the page's moves with Playwright's). */
  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;

  type FactorRow = { id: string; secret: string; status: 'verified' | 'unverified' };
  /** A user's TOTP factors, as GoTrue lists them on the user. */
  const factorsOf = async (userId: string) =>
    (
      await db.query<FactorRow>(
        'select id, secret, status from auth.mfa_factors where user_id = $1 order by created_at',
        [userId],
      )
    ).rows;
  const challenges = new Map<string, string>();
  /** Each refresh token's session (GoTrue keeps a session's `aal` across refreshes). */
  const refreshTokens = new Map<string, { name: StandInUser; sessionId: string }>();

  const userJson = async (name: StandInUser) => {
    const user = standInUsers[name];
    const factors = (await factorsOf(user.id)).map(({ id, status }) => ({
      id,
      status,
      factor_type: 'totp',
    }));
    return { id: user.id, aud: 'authenticated', role: 'authenticated', email: user.email, factors };
  };

  /** New tokens for a session, at the level its row holds now. */
  const tokensFor = async (name: StandInUser, sessionId: string) => {
    const user = standInUsers[name];
    const { rows } = await db.query<{ aal: AssuranceLevel }>(
      'select aal from auth.sessions where id = $1',
      [sessionId],
    );
    const aal = rows[0]?.aal ?? 'aal1';
    const issuedAt = Math.floor(now() / 1000);
    const refreshToken = `refresh-${randomUUID()}`;
    refreshTokens.set(refreshToken, { name, sessionId });
    const claims = {
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      email: user.email,
      aal,
      session_id: sessionId,
      exp: issuedAt + tokenSeconds,
    };
    return {
      access_token: await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(jwtKey),
      token_type: 'bearer',
      expires_in: tokenSeconds,
      expires_at: issuedAt + tokenSeconds,
      refresh_token: refreshToken,
      user: await userJson(name),
    };
  };

  /** A new session for `name` as Auth answers it, verified with the user's factor unless told. */
  const sessionFor = async (name: StandInUser, aal: AssuranceLevel = 'aal2') => {
    const user = standInUsers[name];
    const [factor] = (await factorsOf(user.id)).filter(({ status }) => status === 'verified');
    const sessionId = randomUUID();
    await addSession(db, sessionId, user.id, aal === 'aal2' ? (factor?.id ?? null) : null);
    return tokensFor(name, sessionId);
  };

  /** The user a request's bearer token names (the page asks Auth only when signed in). */
  const callerOf = (req: IncomingMessage) => {
    const claims = claimsOf(req.headers.authorization);
    const name = userWith('id', claims?.sub);
    if (!claims || !name) throw new Error('A request to Auth without a known user');
    return { name, claims };
  };

  async function answerFactors(req: IncomingMessage, res: ServerResponse, url: URL) {
    const caller = callerOf(req);
    const { id: userId, email } = standInUsers[caller.name];
    const body = JSON.parse((await text(req)) || '{}') as Record<string, string>;
    if (url.pathname === '/auth/v1/factors') {
      const totp = new TOTP({ issuer: 'stand-in', label: email, secret: new Secret() });
      const id = randomUUID();
      await addFactor(db, userId, id, 'unverified', totp.secret.base32);
      return sendJson(res, 200, {
        id,
        type: 'totp',
        friendly_name: '',
        // GoTrue sends the QR code as SVG markup; auth-js makes it a data: URL.
        totp: {
          qr_code: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h3v3H0zM5 0h3v3H5zM0 5h3v3H0zM4 4h1v1H4z"/></svg>`,
          secret: totp.secret.base32,
          uri: totp.toString(),
        },
      });
    }
    const [, factorId, action] =
      /^\/auth\/v1\/factors\/([\w-]+)\/(challenge|verify)$/.exec(url.pathname) ?? [];
    const factor = (await factorsOf(userId)).find((candidate) => candidate.id === factorId);
    if (!factor) return sendJson(res, 404, authError('mfa_factor_not_found', 'Factor not found'));
    if (action === 'challenge') {
      const id = randomUUID();
      challenges.set(id, factor.id);
      const expiresAt = Math.floor(now() / 1000) + 300;
      return sendJson(res, 200, { id, type: 'totp', expires_at: expiresAt });
    }
    const token = body['code'] ?? '';
    const accepted = new TOTP({ secret: factor.secret }).validate({ token, timestamp: now() });
    if (challenges.get(body['challenge_id'] ?? '') !== factor.id || accepted === null) {
      return sendJson(res, 422, authError('mfa_verification_failed', 'Invalid TOTP code entered'));
    }
    challenges.delete(body['challenge_id'] ?? '');
    // As GoTrue does: the factor is verified, the session records it and rises to aal2, and the
    // user's other unverified factors go.
    await db.query(`update auth.mfa_factors set status = 'verified' where id = $1`, [factor.id]);
    await db.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`, [
      userId,
    ]);
    await db.query(`update auth.sessions set aal = 'aal2', factor_id = $2 where id = $1`, [
      caller.claims.session_id,
      factor.id,
    ]);
    sendJson(res, 200, await tokensFor(caller.name, caller.claims.session_id));
  }

  async function answerAuth(req: IncomingMessage, res: ServerResponse, url: URL) {
    // As Auth answers a request whose access token has expired: 403, and nothing done.
    const expiry = claimsOf(req.headers.authorization)?.exp;
    if (url.pathname !== '/auth/v1/token' && expiry !== undefined && expiry * 1000 <= now()) {
      return sendJson(res, 403, authError('bad_jwt', 'invalid JWT: token is expired'));
    }
    if (url.pathname === '/auth/v1/logout' && req.method === 'POST') {
      // `scope=local`, as the page asks: this session ends, its refresh tokens with it.
      const sessionId = callerOf(req).claims.session_id;
      await db.query('delete from auth.sessions where id = $1', [sessionId]);
      for (const [token, owner] of refreshTokens) {
        if (owner.sessionId === sessionId) refreshTokens.delete(token);
      }
      log.signedOut.push(sessionId);
      return void res.writeHead(204, { 'access-control-allow-origin': '*' }).end();
    }
    if (url.pathname === '/auth/v1/user') {
      return sendJson(res, 200, await userJson(callerOf(req).name));
    }
    if (url.pathname.startsWith('/auth/v1/factors')) return answerFactors(req, res, url);
    // What is left is /auth/v1/token: a password sign-in or a refresh.
    const body = JSON.parse(await text(req)) as Record<string, string>;
    if (url.searchParams.get('grant_type') === 'refresh_token') {
      const known = refreshTokens.get(body['refresh_token'] ?? '');
      if (!known) throw new Error('An unknown refresh token');
      refreshTokens.delete(body['refresh_token'] ?? '');
      log.refreshed++;
      return sendJson(res, 200, await tokensFor(known.name, known.sessionId));
    }
    const name = userWith('email', body['email']);
    if (!name || standInUsers[name].password !== body['password']) {
      return sendJson(res, 400, authError('invalid_credentials', 'Invalid login credentials'));
    }
    sendJson(res, 200, await sessionFor(name, 'aal1'));
  }

  /**
   * PostgREST for `public.hero_videos` and `rpc/may_publish`: the statement runs with the bearer
   * token's role and claims (anon without one), the columns and order the request names.
   */
  async function answerRest(req: IncomingMessage, res: ServerResponse, url: URL) {
    const principal = principalOf(req.headers.authorization);
    const run = (sql: string, params?: unknown[], commit = false) =>
      asPrincipal(db, principal, (tx) => tx.query(sql, params), commit);
    if (url.pathname === '/rest/v1/rpc/may_publish') {
      const { rows } = await run('select public.may_publish() as allowed');
      return sendJson(res, 200, (rows[0] as { allowed: boolean }).allowed);
    }
    const select = (url.searchParams.get('select') ?? '')
      .split(',')
      .filter((column) => /^[a-z_]+$/.test(column));
    if (req.method === 'GET') {
      const order = (url.searchParams.get('order') ?? '')
        .split(',')
        .map((term) => /^([a-z_]+)\.(asc|desc)$/.exec(term))
        .filter((match) => match !== null)
        .map(([, column, direction]) => `${column} ${direction}`);
      const limit = Number(url.searchParams.get('limit'));
      const sql = `select ${select.join(', ')} from public.hero_videos order by ${order.join(', ')} limit ${limit}`;
      return sendJson(res, 200, (await run(sql)).rows);
    }
    const body = JSON.parse(await text(req)) as Record<string, unknown>;
    const columns = Object.keys(body);
    const values = columns.map((_, index) => `$${index + 1}`).join(', ');
    const sql = `insert into public.hero_videos (${columns.join(', ')}) values (${values}) returning ${select.join(', ')}`;
    const { rows } = await run(sql, Object.values(body), true);
    log.published.push(body);
    sendJson(res, 201, rows);
  }

  const rowOf = (upload: Upload) => ({
    bucket: upload.metadata?.['bucketName'] ?? '',
    name: upload.metadata?.['objectName'] ?? '',
    mimetype: upload.metadata?.['contentType'] ?? '',
    size: upload.size ?? 0,
  });

  const store = new FileStore({ directory });
  /**
   * Stored objects by `bucket/name`: the upload whose bytes they are, their type, and the
   * `Cache-Control` Storage serves them with (`max-age` from the upload's `cacheControl`, 3600 s
   * when it sends none).
   */
  const publicObjects = new Map<string, { id: string; type: string; cacheControl: string }>();
  const publicPrefix = '/storage/v1/object/public/';

  /** Storage's public URL of an object: its bytes with its type. */
  async function answerPublicObject(_: IncomingMessage, res: ServerResponse, url: URL) {
    const object = publicObjects.get(decodeURIComponent(url.pathname.slice(publicPrefix.length)));
    if (!object) return sendJson(res, 400, { message: 'Not found' });
    res.writeHead(200, {
      'content-type': object.type,
      'cache-control': object.cacheControl,
      'access-control-allow-origin': '*',
    });
    res.end(await readFile(join(directory, object.id)));
  }

  const tus = new TusServer({
    path: resumablePath,
    datastore: store,
    // Relative, so that the browser keeps talking to the Supabase URL it was built with.
    relativeLocation: true,
    async onIncomingRequest(req, uploadId) {
      const principal = principalOf(req.headers.get('authorization'));
      // Storage checks the policy again on every request to an existing upload, not only at
      // its creation: a chunk or a termination sent with a weaker token is refused.
      if (req.method === 'PATCH' || req.method === 'DELETE') {
        const upload = await store.getUpload(uploadId).catch(() => null);
        if (upload && (await tryInsert(db, principal, rowOf(upload))) === 'refused') {
          throw policyRefusal;
        }
      }
    },
    async onUploadCreate(req, upload) {
      const row = rowOf(upload);
      const outcome = await tryInsert(db, principalOf(req.headers.get('authorization')), row);
      if (outcome !== 'allowed') throw policyRefusal;
      log.created.push(row.name);
      return {};
    },
    async onUploadFinish(req, upload) {
      const row = rowOf(upload);
      await tryInsert(db, principalOf(req.headers.get('authorization')), row, true);
      log.stored.push(row.name);
      publicObjects.set(`${row.bucket}/${row.name}`, {
        id: upload.id,
        type: row.mimetype,
        cacheControl: `max-age=${upload.metadata?.['cacheControl'] ?? 3600}`,
      });
      return {};
    },
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const answer = path.startsWith('/auth/v1/')
      ? answerAuth
      : path.startsWith('/rest/v1/')
        ? answerRest
        : req.method === 'GET' && path.startsWith(publicPrefix)
          ? answerPublicObject
          : null;
    if (answer) {
      answer(req, res, url).catch((error: unknown) =>
        sendJson(res, 500, { message: String(error) }),
      );
    } else {
      void tus.handle(req, res);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    origin: `http://127.0.0.1:${port}`,
    db,
    log,
    sessionFor,
    /** How long the access tokens issued from now on live, in seconds (3600 after `reset`). */
    setTokenSeconds: (seconds: number) => void (tokenSeconds = seconds),
    /** Moves the stand-in's clock forward: tokens issued before may expire. */
    advanceClock: (seconds: number) => void (clockOffsetMs += seconds * 1000),
    /** Approves the user's verified factor, with the owner's SQL line (docs/upload.md). */
    approve: async (user: StandInUser) => {
      await db.query(
        `insert into private.operators (user_id, factor_id)
         select user_id, id from auth.mfa_factors
         where status = 'verified' and user_id = (select id from auth.users where email = $1)
         on conflict (user_id) do update set factor_id = excluded.factor_id`,
        [standInUsers[user].email],
      );
    },
    /** Forgets every session, record, object and count, for the next test. */
    reset: async () => {
      for (const list of [log.created, log.stored, log.signedOut, log.published]) list.length = 0;
      log.refreshed = 0;
      tokenSeconds = 3600;
      clockOffsetMs = 0;
      await db.exec(
        'delete from public.hero_videos; delete from storage.objects; delete from auth.sessions;',
      );
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A running stand-in. */
export type SupabaseStandIn = Awaited<ReturnType<typeof startSupabaseStandIn>>;
