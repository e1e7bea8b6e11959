/*
 * `fetch` cannot report how much of a request body has been sent; XMLHttpRequest can. This
 * module has no imports on purpose: the end-to-end test loads it on its own into a page and
 * runs it against a local server that reads the body slowly.
 */

/** Receives the bytes of the request body sent so far and the body's total size. */
export type UploadProgressListener = (loaded: number, total: number) => void;

/** Response statuses that must not have a body (the `Response` constructor refuses one). */
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);

function parseResponseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The request was aborted.', 'AbortError');
}

/**
 * A `fetch` built on XMLHttpRequest that reports upload progress, for libraries that accept a
 * custom fetch (supabase-js's `global.fetch`). Like `fetch`, it rejects with a `TypeError` on a
 * network failure and resolves with a `Response` for every HTTP status.
 * @example createClient(url, key, { global: { fetch: createXhrFetch((sent, total) => {}) } })
 */
export function createXhrFetch(onUploadProgress: UploadProgressListener): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : null;
    const url = request ? request.url : String(input);
    const signal = init?.signal ?? request?.signal ?? null;
    let body = init?.body ?? (request?.body ? await request.blob() : null);
    // XMLHttpRequest cannot send a stream: read it into one blob first.
    if (body instanceof ReadableStream) body = await new Response(body).blob();

    return new Promise<Response>((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError(signal));
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(init?.method ?? request?.method ?? 'GET', url);
      new Headers(init?.headers ?? request?.headers).forEach((value, name) => {
        xhr.setRequestHeader(name, value);
      });
      xhr.withCredentials = (init?.credentials ?? request?.credentials) === 'include';
      xhr.responseType = 'blob';

      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onUploadProgress(event.loaded, event.total);
      };
      xhr.onload = () => {
        // Status 0 (or anything `Response` refuses) means no usable HTTP answer arrived.
        if (xhr.status < 200 || xhr.status > 599) {
          reject(new TypeError('Network request failed'));
          return;
        }
        resolve(
          new Response(nullBodyStatuses.has(xhr.status) ? null : (xhr.response as Blob), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseResponseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.ontimeout = () => reject(new TypeError('Network request timed out'));
      xhr.onabort = () =>
        reject(signal ? abortError(signal) : new DOMException('Aborted.', 'AbortError'));
      signal?.addEventListener('abort', () => xhr.abort(), { once: true });

      xhr.send(body as XMLHttpRequestBodyInit | null);
    });
  };
}
