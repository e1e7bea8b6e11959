import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { FileStore } from '@tus/file-store';
import { Server as TusServer, type Upload } from '@tus/server';
import {
  addUser,
  asPrincipal,
  bootPolicyDb,
  outcomeOf,
  tryInsert,
  type Principal,
} from '../supabase/tests/policy-db';

/*
 * A local stand-in for the two Supabase services the upload page talks to, for the end-to-end
 * tests: Auth (password and refresh grants, the user, and the TOTP factor endpoints: enrol,
 * challenge, verify; access tokens carry `aal` as GoTrue's do, answered in its JSON shape) and
 * Storage's resumable endpoint, a real TUS server (@tus/server with a file store) that decides
 * like Storage does: 403 for a missing or invalid token and for a policy refusal, 409 for a
 * name that exists, 413 over the bucket's limit, 415 for a type the bucket does not list. The
 * policy is the migration itself, on PGlite, checked the way Storage checks it. And the REST
 * API (PostgREST) for `public.hero_videos`: each statement runs as the token's role with its
 * claims, so the migration's grants and row-level policies decide, as they do on Supabase.
 */

const resumablePath = '/storage/v1/upload/resumable';
const jwtSecret = 'e2e-only-jwt-secret';

/** The TOTP secret (base32) of the operator's factor, enrolled before the tests. */
const operatorTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The accounts the stand-in knows; `totp` is the secret of a factor enrolled beforehand. */
export const standInUsers = {
  operator: {
    id: '00000000-0000-4000-8000-0000000000a1',
    email: 'operatore@example.test',
    password: 'operator-password',
    operator: true,
    totp: operatorTotpSecret,
  },
  newcomer: {
    id: '00000000-0000-4000-8000-0000000000c3',
    email: 'nuovo.operatore@example.test',
    password: 'newcomer-password',
    operator: true,
    totp: null,
  },
  member: {
    id: '00000000-0000-4000-8000-0000000000b2',
    email: 'socio@example.test',
    password: 'member-password',
    operator: false,
    totp: null,
  },
} as const;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function fromBase32(text: string): Buffer {
  let bits = '';
  for (const char of text.replaceAll(/[\s=]/g, '').toUpperCase()) {
    bits += base32Alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

function toBase32(bytes: Buffer): string {
  const bits = [...bytes].map((byte) => byte.toString(2).padStart(8, '0')).join('');
  return (bits.match(/.{1,5}/g) ?? [])
    .map((five) => base32Alphabet[parseInt(five.padEnd(5, '0'), 2)])
    .join('');
}

/**
 * The 6-digit TOTP code (RFC 6238: SHA-1, 30 s steps) of a base32 secret at `time`, as an
 * authenticator app shows it.
 */
export function totpCode(secret: string, time = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const digest = createHmac('sha1', fromBase32(secret)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
export type StandInUser = keyof typeof standInUsers;

/** What the stand-in has seen, for the tests to count. */
export interface StorageLog {
  /** Bytes stored by each PATCH, in order (the upload offset after minus before). */
  patchBytes: number[];
  /** Object names whose upload was created. */
  created: string[];
  /** Object names whose row was committed when their upload completed. */
  stored: string[];
  /** Uploads deleted by the client (TUS termination). */
  deleted: number;
  /** Sessions renewed with a refresh token. */
  refreshed: number;
  /** Rows inserted into `public.hero_videos` through the REST API, in order. */
  published: Record<string, unknown>[];
}

/** A running stand-in. */
export interface SupabaseStandIn {
  origin: string;
  db: PGlite;
  log: StorageLog;
  /** The next PATCH is answered 503 without reading it, as a gateway hiccup would. */
  failNextPatch: () => void;
  /**
   * A session for `user` in the JSON shape Auth returns (and supabase-js stores), verified with
   * a TOTP code (`aal2`) unless told otherwise.
   */
  sessionFor: (
    user: StandInUser,
    expiresInSeconds?: number,
    aal?: AssuranceLevel,
  ) => Record<string, unknown>;
  /** Removes a user's factors, as the owner does for a lost phone: its sessions fall to aal1. */
  removeFactors: (user: StandInUser) => void;
  close: () => Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function sign(payload: Record<string, unknown>): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${unsigned}.${createHmac('sha256', jwtSecret).update(unsigned).digest('base64url')}`;
}

/** The claims the stand-in puts in an access token (GoTrue's, less the ones nobody reads). */
interface StandInClaims {
  sub: string;
  role: Principal['role'];
  email: string;
  aal: AssuranceLevel;
  exp: number;
}

/** `aal1` after the password, `aal2` once a TOTP code was verified in the session. */
export type AssuranceLevel = 'aal1' | 'aal2';

/** The claims of a valid, unexpired token signed by this stand-in; null otherwise. */
function verify(token: string): StandInClaims | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', jwtSecret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as StandInClaims;
  return claims.exp * 1000 > Date.now() ? claims : null;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
    'access-control-expose-headers': 'x-supabase-api-version',
    'x-supabase-api-version': '2024-01-01',
  });
  res.end(JSON.stringify(body));
}

/** Auth's error body: the code under both names its API versions use. */
function authError(code: string, msg: string) {
  return { code, error_code: code, msg };
}

/** Storage's error body. */
function refusal(status: number, error: string, message: string) {
  return {
    status_code: status,
    body: JSON.stringify({ statusCode: String(status), error, message }),
  };
}

/** Starts the stand-in on `port` (127.0.0.1), answering as if it were `publicOrigin`. */
export async function startSupabaseStandIn(port: number): Promise<SupabaseStandIn> {
  const db = await bootPolicyDb();
  for (const user of Object.values(standInUsers)) await addUser(db, user);
  const directory = await mkdtemp(join(tmpdir(), 'tus-e2e-'));
  const log: StorageLog = {
    patchBytes: [],
    created: [],
    stored: [],
    deleted: 0,
    refreshed: 0,
    published: [],
  };
  const failedAttempts = new Map<string, number>();
  let failNext = false;

  /** Each user's TOTP factors, as GoTrue lists them on the user. */
  const factors = new Map<
    string,
    { id: string; secret: string; status: 'verified' | 'unverified' }[]
  >();
  for (const user of Object.values(standInUsers)) {
    factors.set(
      user.id,
      user.totp ? [{ id: randomUUID(), secret: user.totp, status: 'verified' }] : [],
    );
  }
  const challenges = new Map<string, string>();
  /** Refresh tokens and the session's level (GoTrue keeps a session's `aal` across refreshes). */
  const refreshTokens = new Map<string, { name: StandInUser; aal: AssuranceLevel }>();

  const userJson = (name: StandInUser) => {
    const user = standInUsers[name];
    return {
      id: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: user.email,
      factors: (factors.get(user.id) ?? []).map((factor) => ({
        id: factor.id,
        factor_type: 'totp',
        status: factor.status,
        friendly_name: '',
        created_at: '2026-11-01T00:00:00Z',
        updated_at: '2026-11-01T00:00:00Z',
      })),
    };
  };

  const sessionFor = (name: StandInUser, expiresIn = 3600, aal: AssuranceLevel = 'aal2') => {
    const user = standInUsers[name];
    const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
    const refreshToken = `refresh-${randomUUID()}`;
    refreshTokens.set(refreshToken, { name, aal });
    return {
      access_token: sign({
        sub: user.id,
        role: 'authenticated',
        aud: 'authenticated',
        email: user.email,
        aal,
        amr: [{ method: 'password', timestamp: expiresAt - expiresIn }].concat(
          aal === 'aal2' ? [{ method: 'totp', timestamp: expiresAt - expiresIn }] : [],
        ),
        exp: expiresAt,
      }),
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: userJson(name),
    };
  };

  const nameOf = (id: string) =>
    (Object.keys(standInUsers) as StandInUser[]).find((name) => standInUsers[name].id === id);

  /** The user a request's bearer token names, or null (answered 401, as GoTrue does). */
  const bearerOf = (req: IncomingMessage, res: ServerResponse) => {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const claims = token === undefined ? null : verify(token);
    const name = claims ? nameOf(claims.sub) : undefined;
    if (!claims || !name) {
      sendJson(res, 401, authError('bad_jwt', 'invalid JWT: unable to parse or verify signature'));
      return null;
    }
    return { name, claims };
  };

  async function answerFactors(req: IncomingMessage, res: ServerResponse, url: URL) {
    const caller = bearerOf(req, res);
    if (!caller) return;
    const mine = factors.get(standInUsers[caller.name].id) ?? [];
    const body = JSON.parse((await readBody(req)) || '{}') as Record<string, string>;
    if (url.pathname === '/auth/v1/factors') {
      const secret = toBase32(randomBytes(20));
      const factor = { id: randomUUID(), secret, status: 'unverified' as const };
      mine.push(factor);
      const uri = `otpauth://totp/stand-in:${standInUsers[caller.name].email}?secret=${secret}&issuer=stand-in`;
      sendJson(res, 200, {
        id: factor.id,
        type: 'totp',
        friendly_name: '',
        // GoTrue sends the QR code as SVG markup; auth-js makes it a data: URL.
        totp: {
          qr_code: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><path d="M0 0h3v3H0zM5 0h3v3H5zM0 5h3v3H0zM4 4h1v1H4z"/></svg>`,
          secret,
          uri,
        },
      });
      return;
    }
    const [, factorId, action] =
      /^\/auth\/v1\/factors\/([\w-]+)\/(challenge|verify)$/.exec(url.pathname) ?? [];
    const factor = mine.find((candidate) => candidate.id === factorId);
    if (!factor) {
      sendJson(res, 404, authError('mfa_factor_not_found', 'Factor not found'));
      return;
    }
    if (action === 'challenge') {
      const id = randomUUID();
      challenges.set(id, factor.id);
      sendJson(res, 200, { id, type: 'totp', expires_at: Math.floor(Date.now() / 1000) + 300 });
      return;
    }
    const now = Date.now();
    const accepted = [now - 30_000, now, now + 30_000].some(
      (time) => totpCode(factor.secret, time) === body['code'],
    );
    if (challenges.get(body['challenge_id'] ?? '') !== factor.id || !accepted) {
      sendJson(res, 422, authError('mfa_verification_failed', 'Invalid TOTP code entered'));
      return;
    }
    challenges.delete(body['challenge_id'] ?? '');
    factor.status = 'verified';
    sendJson(res, 200, sessionFor(caller.name, 3600, 'aal2'));
  }

  async function answerAuth(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (url.pathname === '/auth/v1/logout') {
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/auth/v1/user' && req.method === 'GET') {
      const caller = bearerOf(req, res);
      if (caller) sendJson(res, 200, userJson(caller.name));
      return;
    }
    if (url.pathname.startsWith('/auth/v1/factors') && req.method === 'POST') {
      await answerFactors(req, res, url);
      return;
    }
    if (url.pathname !== '/auth/v1/token' || req.method !== 'POST') {
      sendJson(res, 404, { code: 'not_found', message: 'Not found' });
      return;
    }
    const body = JSON.parse(await readBody(req)) as Record<string, string>;
    if (url.searchParams.get('grant_type') === 'refresh_token') {
      const known = refreshTokens.get(body['refresh_token'] ?? '');
      if (known === undefined) {
        sendJson(res, 400, authError('refresh_token_not_found', 'Invalid Refresh Token'));
        return;
      }
      log.refreshed++;
      // A session whose factor was removed meanwhile comes back at aal1, as GoTrue downgrades it.
      const stillVerified = (factors.get(standInUsers[known.name].id) ?? []).some(
        (factor) => factor.status === 'verified',
      );
      sendJson(res, 200, sessionFor(known.name, 3600, stillVerified ? known.aal : 'aal1'));
      return;
    }
    const email = body['email'] ?? '';
    const entry = Object.entries(standInUsers).find(([, user]) => user.email === email);
    if ((failedAttempts.get(email) ?? 0) >= 3) {
      sendJson(res, 429, {
        code: 'over_request_rate_limit',
        message: 'Request rate limit reached',
      });
      return;
    }
    if (!entry || entry[1].password !== body['password']) {
      failedAttempts.set(email, (failedAttempts.get(email) ?? 0) + 1);
      sendJson(res, 400, authError('invalid_credentials', 'Invalid login credentials'));
      return;
    }
    sendJson(res, 200, sessionFor(entry[0] as StandInUser, 3600, 'aal1'));
  }

  const principalOf = (req: Request): Principal | null => {
    const token = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    const claims = token === undefined ? null : verify(token);
    return claims && { role: claims.role, userId: claims.sub, aal: claims.aal };
  };

  /**
   * PostgREST for `public.hero_videos`: the role is the bearer token's (anon without one), the
   * statement runs with its claims, and a refusal is answered as PostgREST answers it (401 for
   * anon, 403 for a signed-in role).
   */
  async function answerRest(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (url.pathname !== '/rest/v1/hero_videos') {
      sendJson(res, 404, { code: 'PGRST205', message: 'Could not find the table' });
      return;
    }
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const claims = token === undefined ? null : verify(token);
    if (token !== undefined && claims === null) {
      sendJson(res, 401, { code: 'PGRST301', message: 'JWT could not be decoded' });
      return;
    }
    const principal: Principal = claims
      ? { role: claims.role, userId: claims.sub, aal: claims.aal }
      : { role: 'anon' };
    const identifier = /^[a-z_]+$/;
    const select = (url.searchParams.get('select') ?? '*')
      .split(',')
      .filter((column) => identifier.test(column));
    const returning = select.length > 0 ? select.join(', ') : '*';
    try {
      if (req.method === 'GET') {
        const order = (url.searchParams.get('order') ?? '')
          .split(',')
          .map((term) => /^([a-z_]+)\.(asc|desc)$/.exec(term))
          .filter((match) => match !== null)
          .map(([, column, direction]) => `${column} ${direction}`);
        const limit = Number(url.searchParams.get('limit') ?? 'NaN');
        const sql = `select ${returning} from public.hero_videos${
          order.length > 0 ? ` order by ${order.join(', ')}` : ''
        }${Number.isInteger(limit) ? ` limit ${limit}` : ''}`;
        const { rows } = await asPrincipal(db, principal, (tx) => tx.query(sql));
        sendJson(res, 200, rows);
        return;
      }
      if (req.method === 'POST') {
        const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
        const columns = Object.keys(body);
        if (!columns.every((column) => identifier.test(column))) {
          sendJson(res, 400, { code: 'PGRST204', message: 'Unknown column' });
          return;
        }
        const sql = `insert into public.hero_videos (${columns.join(', ')}) values (${columns
          .map((_, index) => `$${index + 1}`)
          .join(', ')}) returning ${returning}`;
        const { rows } = await asPrincipal(
          db,
          principal,
          (tx) => tx.query<Record<string, unknown>>(sql, Object.values(body)),
          true,
        );
        log.published.push(body);
        sendJson(res, 201, rows);
        return;
      }
      sendJson(res, 405, { message: 'Method not allowed' });
    } catch (error) {
      const outcome = outcomeOf(error);
      const status = {
        refused: principal.role === 'anon' ? 401 : 403,
        duplicate: 409,
        invalid: 400,
      }[outcome as 'refused' | 'duplicate' | 'invalid'];
      sendJson(res, status, { code: (error as { code?: string }).code, message: String(error) });
    }
  }

  const rowOf = (upload: Upload) => ({
    bucket: upload.metadata?.['bucketName'] ?? '',
    name: upload.metadata?.['objectName'] ?? '',
    mimetype: upload.metadata?.['contentType'] ?? '',
    size: upload.size ?? 0,
  });

  const store = new FileStore({ directory });
  /** Stored objects by `bucket/name`: the upload whose bytes they are, and their type. */
  const publicObjects = new Map<string, { id: string; type: string }>();
  const publicPrefix = '/storage/v1/object/public/';

  /** Storage's public URL of an object: its bytes with its type, 400 when there is none. */
  async function answerPublicObject(res: ServerResponse, url: URL) {
    const object = publicObjects.get(decodeURIComponent(url.pathname.slice(publicPrefix.length)));
    if (!object) {
      sendJson(res, 400, { statusCode: '404', error: 'not_found', message: 'Object not found' });
      return;
    }
    res.writeHead(200, { 'content-type': object.type, 'access-control-allow-origin': '*' });
    res.end(await readFile(join(directory, object.id)));
  }
  const tus = new TusServer({
    path: resumablePath,
    datastore: store,
    // Relative, so that the browser keeps talking to the Supabase URL it was built with.
    relativeLocation: true,
    async onIncomingRequest(req, uploadId) {
      const principal = principalOf(req);
      if (principal === null) {
        throw refusal(403, 'Unauthorized', 'invalid signature or missing token');
      }
      // Storage checks the policy again on every request to an existing upload, not only at
      // its creation: a chunk or a termination sent with a weaker token is refused.
      if (req.method === 'PATCH' || req.method === 'DELETE') {
        const upload = await store.getUpload(uploadId).catch(() => null);
        if (upload && (await tryInsert(db, principal, rowOf(upload))) === 'refused') {
          throw refusal(403, 'Unauthorized', 'new row violates row-level security policy');
        }
      }
    },
    async onUploadCreate(req, upload) {
      const row = rowOf(upload);
      const { rows } = await db.query<{ file_size_limit: number; allowed_mime_types: string[] }>(
        'select file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [row.bucket],
      );
      const bucket = rows[0];
      if (!bucket) throw refusal(404, 'Bucket not found', 'Bucket not found');
      if (row.size > bucket.file_size_limit) {
        throw refusal(413, 'Payload too large', 'The object exceeded the maximum allowed size');
      }
      if (!bucket.allowed_mime_types.includes(row.mimetype)) {
        throw refusal(415, 'invalid_mime_type', `mime type ${row.mimetype} is not supported`);
      }
      const outcome = await tryInsert(db, principalOf(req) as Principal, row);
      if (outcome === 'refused') {
        throw refusal(403, 'Unauthorized', 'new row violates row-level security policy');
      }
      if (outcome === 'duplicate') {
        throw refusal(409, 'Duplicate', 'The resource already exists');
      }
      log.created.push(row.name);
      return {};
    },
    async onUploadFinish(req, upload) {
      const row = rowOf(upload);
      await tryInsert(db, principalOf(req) as Principal, row, true);
      log.stored.push(row.name);
      publicObjects.set(`${row.bucket}/${row.name}`, { id: upload.id, type: row.mimetype });
      return {};
    },
  });

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    if (url.pathname.startsWith('/auth/v1/')) {
      answerAuth(req, res, url).catch((error: unknown) =>
        sendJson(res, 500, { message: String(error) }),
      );
      return;
    }
    if (req.method === 'GET' && url.pathname.startsWith(publicPrefix)) {
      answerPublicObject(res, url).catch((error: unknown) =>
        sendJson(res, 500, { message: String(error) }),
      );
      return;
    }
    if (url.pathname.startsWith('/rest/v1/')) {
      answerRest(req, res, url).catch((error: unknown) =>
        sendJson(res, 500, { message: String(error) }),
      );
      return;
    }
    if (req.method === 'PATCH') {
      if (failNext) {
        failNext = false;
        req.resume();
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
        return;
      }
      const before = Number(req.headers['upload-offset']);
      const id = url.pathname.slice(resumablePath.length + 1);
      res.on('finish', () => {
        if (res.statusCode !== 204) return;
        void store.getUpload(id).then(({ offset }) => log.patchBytes.push(offset - before));
      });
    }
    if (req.method === 'DELETE')
      res.on('finish', () => (log.deleted += res.statusCode === 204 ? 1 : 0));
    void tus.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

  return {
    origin: `http://127.0.0.1:${port}`,
    db,
    log,
    failNextPatch: () => {
      failNext = true;
    },
    sessionFor,
    removeFactors: (user) => factors.set(standInUsers[user].id, []),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
