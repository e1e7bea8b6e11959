/**
 * A throw-away self-signed certificate (one day, made with `openssl`) for the local HTTPS
 * servers of the bench and its tests, and WebKit's Supabase relay (engines/project-relay.ts);
 * browsers reach them ignoring certificate errors.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The key and certificate, in PEM, for `commonName`.
 * @param {string} commonName
 * @returns {{ key: Buffer, cert: Buffer }}
 */
export function selfSignedCertificate(commonName) {
  const directory = mkdtempSync(join(tmpdir(), 'self-signed-'));
  const [key, cert] = [join(directory, 'key.pem'), join(directory, 'cert.pem')];
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        `/CN=${commonName}`,
      ].concat(['-keyout', key, '-out', cert]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(directory, { recursive: true });
  }
}
