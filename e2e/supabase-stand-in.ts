import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { FileStore } from '@tus/file-store';
import { Server as TusServer, type Upload } from '@tus/server';
import { addUser, bootPolicyDb, tryInsert, type Principal } from '../supabase/tests/policy-db';

/*
 * A local stand-in for the two Supabase services the upload page talks to, for the end-to-end
 * tests: Auth's token endpoint (password and refresh grants, answered in its JSON shape) and
 * Storage's resumable endpoint, a real TUS server (@tus/server with a file store) that decides
 * like Storage does: 403 for a missing or invalid token and for a policy refusal, 409 for a
 * name that exists, 413 over the bucket's limit, 415 for a type the bucket does not list. The
 * policy is the migration itself, on PGlite, checked the way Storage checks it.
 */

const resumablePath = '/storage/v1/upload/resumable';
const jwtSecret = 'e2e-only-jwt-secret';

/** The accounts the stand-in knows. */
export const standInUsers = {
  operator: {
    id: '00000000-0000-4000-8000-0000000000a1',
    email: 'operatore@example.test',
    password: 'operator-password',
    operator: true,
  },
  member: {
    id: '00000000-0000-4000-8000-0000000000b2',
    email: 'socio@example.test',
    password: 'member-password',
    operator: false,
  },
} as const;
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
}

/** A running stand-in. */
export interface SupabaseStandIn {
  origin: string;
  db: PGlite;
  log: StorageLog;
  /** The next PATCH is answered 503 without reading it, as a gateway hiccup would. */
  failNextPatch: () => void;
  /** A session for `user` in the JSON shape Auth returns (and supabase-js stores). */
  sessionFor: (user: StandInUser, expiresInSeconds?: number) => Record<string, unknown>;
  close: () => Promise<void>;
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function sign(payload: Record<string, unknown>): string {
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  return `${unsigned}.${createHmac('sha256', jwtSecret).update(unsigned).digest('base64url')}`;
}

/** The claims of a valid, unexpired token signed by this stand-in; null otherwise. */
function verify(token: string): { sub: string; role: Principal['role'] } | null {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = createHmac('sha256', jwtSecret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
    sub: string;
    role: Principal['role'];
    exp: number;
  };
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
  const log: StorageLog = { patchBytes: [], created: [], stored: [], deleted: 0, refreshed: 0 };
  const failedAttempts = new Map<string, number>();
  let failNext = false;

  const sessionFor = (name: StandInUser, expiresIn = 3600) => {
    const user = standInUsers[name];
    const expiresAt = Math.floor(Date.now() / 1000) + expiresIn;
    return {
      access_token: sign({
        sub: user.id,
        role: 'authenticated',
        aud: 'authenticated',
        email: user.email,
        exp: expiresAt,
      }),
      token_type: 'bearer',
      expires_in: expiresIn,
      expires_at: expiresAt,
      refresh_token: `refresh-${name}-${randomUUID()}`,
      user: { id: user.id, aud: 'authenticated', role: 'authenticated', email: user.email },
    };
  };

  async function answerAuth(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (url.pathname === '/auth/v1/logout') {
      res.writeHead(204).end();
      return;
    }
    if (url.pathname !== '/auth/v1/token' || req.method !== 'POST') {
      sendJson(res, 404, { code: 'not_found', message: 'Not found' });
      return;
    }
    const body = JSON.parse(await readBody(req)) as Record<string, string>;
    if (url.searchParams.get('grant_type') === 'refresh_token') {
      const name = /^refresh-(\w+)-/.exec(body['refresh_token'] ?? '')?.[1];
      if (name === undefined || !(name in standInUsers)) {
        sendJson(res, 400, authError('refresh_token_not_found', 'Invalid Refresh Token'));
        return;
      }
      log.refreshed++;
      sendJson(res, 200, sessionFor(name as StandInUser));
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
    sendJson(res, 200, sessionFor(entry[0] as StandInUser));
  }

  const principalOf = (req: Request): Principal | null => {
    const token = /^Bearer (.+)$/.exec(req.headers.get('authorization') ?? '')?.[1];
    const claims = token === undefined ? null : verify(token);
    return claims && { role: claims.role, userId: claims.sub };
  };

  const rowOf = (upload: Upload) => ({
    bucket: upload.metadata?.['bucketName'] ?? '',
    name: upload.metadata?.['objectName'] ?? '',
    mimetype: upload.metadata?.['contentType'] ?? '',
    size: upload.size ?? 0,
  });

  const store = new FileStore({ directory });
  const tus = new TusServer({
    path: resumablePath,
    datastore: store,
    // Relative, so that the browser keeps talking to the Supabase URL it was built with.
    relativeLocation: true,
    async onIncomingRequest(req) {
      if (principalOf(req) === null) {
        throw refusal(403, 'Unauthorized', 'invalid signature or missing token');
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
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
