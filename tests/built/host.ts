import { request } from 'node:http';
import { inject } from 'vitest';

/** The origins the Pages runtime serves the builds at for this layer (./global-setup.ts). */
export const served = inject('servedOrigin');
export const servedOperator = inject('operatorOrigin');

/** A response's status and every header line as sent, in order, repeats kept, names lowercased. */
export interface SentHeaders {
  status: number;
  headers: [string, string][];
}

/**
 * GETs a path from the runtime (the public site unless told) without following redirects, as a
 * browser asks (brotli accepted), and keeps each header line as sent: `fetch` would join a
 * repeated header into one.
 */
export function sentHeaders(path: string, origin = served): Promise<SentHeaders> {
  return new Promise((resolve, reject) => {
    request(`${origin}${path}`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const { rawHeaders } = response;
      const headers = rawHeaders.flatMap((name, index): [string, string][] =>
        index % 2 === 0 ? [[name.toLowerCase(), rawHeaders[index + 1] ?? '']] : [],
      );
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers }));
    })
      .on('error', reject)
      .end();
  });
}
