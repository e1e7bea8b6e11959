import { mkdtemp, open, readFile, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Request, Route } from '@playwright/test';
import ts from 'typescript';
import { heroVideoUpload, maxVideoBytes } from '../src/data/upload';
import { uploadPagePath } from '../src/data/pages';
import { consentStorageKey } from '../src/lib/consent';
import { formatMegabytes } from '../src/lib/upload/hero-video';
import { expect, test, waitForIslands } from './fixtures';
import { useTranslations } from './routes';
import { testEnv } from './test-env';

const t = useTranslations('it');
const maxSize = formatMegabytes(heroVideoUpload.maxMegabytes);
const storageRoute = '**/storage/v1/object/videos/**';
const storageOrigin = testEnv.PUBLIC_SUPABASE_URL;
const objectUrlPattern = new RegExp(
  `^${storageOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/storage/v1/object/${heroVideoUpload.bucket}/hero-video-\\d{13}\\.mp4$`,
);
const video = {
  name: 'lago-estate.mp4',
  mimeType: 'video/mp4',
  buffer: Buffer.from('not really a video, but typed as one'),
};

/** The storage server's answer to an accepted upload. */
function acceptUpload(route: Route) {
  const name = new URL(route.request().url()).pathname.split('/').pop();
  return route.fulfill({
    status: 200,
    contentType: 'application/json',
    headers: { 'access-control-allow-origin': '*' },
    body: JSON.stringify({ Key: `${heroVideoUpload.bucket}/${name}`, Id: 'e2e-object-id' }),
  });
}

/** Accepts the upload only when the returned function is called: the upload stays pending. */
async function holdUpload(page: Page): Promise<() => void> {
  let answer = () => {};
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(storageRoute, async (route) => {
    await answered;
    await acceptUpload(route);
  });
  return () => answer();
}

/** The public URL the page builds for an uploaded object. */
function publicUrlOf(request: Request): string {
  const name = new URL(request.url()).pathname.split('/').pop() ?? '';
  return `${storageOrigin}/storage/v1/object/public/${heroVideoUpload.bucket}/${name}`;
}

/**
 * Opens the page as an operator who has already answered the consent banner, so that the
 * banner does not cover the card.
 */
async function openUploadPage(page: Page): Promise<Locator> {
  await page.addInitScript(({ key, choice }) => window.localStorage.setItem(key, choice), {
    key: consentStorageKey,
    choice: JSON.stringify({ analytics: false, media: false, savedAt: Date.now() }),
  });
  await page.goto(uploadPagePath);
  await waitForIslands(page);
  return page.getByRole('region', { name: t('upload.cardTitle') });
}

/** Chooses files the way the operator does: the button opens the file chooser. */
async function chooseFiles(page: Page, card: Locator, files: Parameters<Page['setInputFiles']>[1]) {
  const chooser = page.waitForEvent('filechooser');
  await card.getByRole('button', { name: t('upload.selectButton') }).click();
  await (await chooser).setFiles(files);
}

function toasts(page: Page): Locator {
  return page.getByRole('region', {
    name: new RegExp(`^${t('upload.notificationsAccessibleLabel')}`),
  });
}

/** Accepts every upload and returns the list of upload requests, to count them. */
async function countUploads(page: Page) {
  const seen: Request[] = [];
  await page.route(storageRoute, (route) => {
    seen.push(route.request());
    return acceptUpload(route);
  });
  return seen;
}

test.describe('hero video upload', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('sends the video to storage and puts its public URL on the clipboard', async ({
    page,
    pageErrors,
  }) => {
    const requests: Request[] = [];
    await page.route(storageRoute, (route) => {
      requests.push(route.request());
      return acceptUpload(route);
    });
    // The toast library inserts its stylesheet at runtime: the policy must allow it by hash.
    await page.addInitScript(() => {
      const violations: string[] = [];
      Object.assign(window, { cspViolations: violations });
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const card = await openUploadPage(page);
    await expect(card.getByText(t('upload.statusIdle'))).toBeVisible();
    await expect(
      card.getByText(t('upload.formats', { formats: heroVideoUpload.listedFormats.join(', ') })),
    ).toBeVisible();
    await expect(card.getByText(t('upload.maxSize', { size: maxSize }))).toBeVisible();

    await chooseFiles(page, card, video);

    await expect(card.getByText(t('upload.statusSuccess'), { exact: true })).toBeVisible();
    expect(requests).toHaveLength(1);
    const [request] = requests as [Request];
    expect(request.method()).toBe('POST');
    expect(request.url()).toMatch(objectUrlPattern);
    const headers = await request.allHeaders();
    expect(headers['x-upsert']).toBe('false');
    expect(headers['apikey']).toBe(testEnv.PUBLIC_SUPABASE_ANON_KEY);
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);

    const body = request.postDataBuffer();
    expect(body).not.toBeNull();
    const form = await new Response(Uint8Array.from(body ?? []), {
      headers: { 'content-type': headers['content-type'] ?? '' },
    }).formData();
    expect(form.get('cacheControl')).toBe(String(heroVideoUpload.cacheControlSeconds));
    const file = form.get('');
    expect(file).toBeInstanceOf(Blob);
    expect((file as File).name).toBe(video.name);
    expect((file as File).type).toBe(video.mimeType);
    expect(Buffer.from(await (file as File).arrayBuffer())).toEqual(video.buffer);

    const publicUrl = publicUrlOf(request);
    await expect(
      card.getByRole('progressbar', { name: t('upload.progressAccessibleLabel') }),
    ).toHaveJSProperty('value', 100);
    const notifications = toasts(page);
    await expect(notifications.getByText(t('upload.statusSuccess'))).toBeVisible();
    await expect(notifications.getByText(t('upload.toastSuccessBody'))).toBeVisible();
    await expect(notifications.getByText(t('upload.toastUrlTitle'))).toBeVisible();
    await expect(notifications.getByText(publicUrl)).toBeVisible();
    await expect(notifications.getByText(t('upload.toastCopiedTitle'))).toBeVisible();
    await expect(notifications.getByText(t('upload.toastCopiedBody'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
    await expect(card.getByRole('textbox', { name: t('upload.urlLabel') })).toHaveValue(publicUrl);
    expect(pageErrors.uncaught).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  test('keeps the URL in a read-only field with a copy button when the clipboard is refused', async ({
    page,
  }) => {
    // The automatic copy after the upload is refused; the operator's own click is allowed.
    await page.addInitScript(() => {
      const writeText = navigator.clipboard.writeText.bind(navigator.clipboard);
      let calls = 0;
      navigator.clipboard.writeText = (text: string) =>
        calls++ === 0
          ? Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))
          : writeText(text);
    });
    const requests = await countUploads(page);
    const card = await openUploadPage(page);
    await chooseFiles(page, card, video);

    await expect(card.getByText(t('upload.statusSuccess'), { exact: true })).toBeVisible();
    const publicUrl = publicUrlOf(requests[0] as Request);
    const field = card.getByRole('textbox', { name: t('upload.urlLabel') });
    await expect(field).toHaveValue(publicUrl);
    await expect(field).toHaveAttribute('readonly', '');
    await expect(field).toHaveAccessibleDescription(t('upload.copyFailedHint'));
    await expect(toasts(page).getByText(t('upload.toastCopyFailedTitle'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toBe(publicUrl);

    await card.getByRole('button', { name: t('upload.copyButton') }).click();
    await expect(toasts(page).getByText(t('upload.toastCopiedTitle'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
    await expect(card.getByText(t('upload.copyFailedHint'))).toBeHidden();
  });

  const failures = [
    {
      name: 'a duplicate name (409)',
      status: 400,
      body: { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' },
      cause: t('upload.causeDuplicate'),
    },
    {
      name: 'a row-level-security refusal (403)',
      status: 400,
      body: {
        statusCode: '403',
        error: 'Unauthorized',
        message: 'new row violates row-level security policy',
      },
      cause: t('upload.causeDenied'),
    },
    {
      name: 'a file over the storage limit (413)',
      status: 400,
      body: {
        statusCode: '413',
        error: 'Payload too large',
        message: 'The object exceeded the maximum allowed size',
      },
      cause: t('upload.causeTooLarge'),
    },
    {
      name: 'a refused MIME type (415)',
      status: 400,
      body: {
        statusCode: '415',
        error: 'invalid_mime_type',
        message: 'mime type video/mp4 is not supported',
      },
      cause: t('upload.causeUnsupportedType'),
    },
    {
      name: 'a missing bucket (404)',
      status: 400,
      body: { statusCode: '404', error: 'Bucket not found', message: 'Bucket not found' },
      cause: t('upload.causeBucketMissing', { bucket: heroVideoUpload.bucket }),
    },
    {
      name: 'an HTTP 500 without a JSON body',
      status: 500,
      body: 'Internal Server Error',
      cause: t('upload.causeServer', { code: '500' }),
    },
  ];

  for (const failure of failures) {
    test(`ends in the error state with its cause on ${failure.name}`, async ({ page }) => {
      await page.route(storageRoute, (route) =>
        route.fulfill({
          status: failure.status,
          headers: { 'access-control-allow-origin': '*' },
          contentType: typeof failure.body === 'string' ? 'text/plain' : 'application/json',
          body: typeof failure.body === 'string' ? failure.body : JSON.stringify(failure.body),
        }),
      );
      const card = await openUploadPage(page);
      await chooseFiles(page, card, video);

      await expect(card.getByText(t('upload.statusError'), { exact: true })).toBeVisible();
      await expect(card.getByText(failure.cause)).toBeVisible();
      const notifications = toasts(page);
      await expect(notifications.getByText(t('upload.statusError'))).toBeVisible();
      await expect(notifications.getByText(t('upload.toastErrorBody'))).toBeVisible();
      await expect(notifications.getByText(failure.cause)).toBeVisible();
      await expect(card.getByRole('button', { name: t('upload.selectButton') })).toBeEnabled();
    });
  }

  test('an aborted request is a network failure, and another file can be chosen after it', async ({
    page,
  }) => {
    let attempts = 0;
    await page.route(storageRoute, (route) =>
      attempts++ === 0 ? route.abort('connectionreset') : acceptUpload(route),
    );
    const card = await openUploadPage(page);
    await chooseFiles(page, card, video);
    await expect(card.getByText(t('upload.statusError'), { exact: true })).toBeVisible();
    await expect(card.getByText(t('upload.causeNetwork'))).toBeVisible();

    await chooseFiles(page, card, video);
    await expect(card.getByText(t('upload.statusSuccess'), { exact: true })).toBeVisible();
    expect(attempts).toBe(2);
  });

  test('going offline after an upload is an error with its own cause', async ({
    page,
    context,
  }) => {
    const requests: Request[] = [];
    // Offline, the browser cannot reach the storage server: the second request fails.
    await page.route(storageRoute, (route) => {
      requests.push(route.request());
      return requests.length === 1 ? acceptUpload(route) : route.abort('internetdisconnected');
    });
    const card = await openUploadPage(page);
    await chooseFiles(page, card, video);
    await expect(card.getByText(t('upload.statusSuccess'), { exact: true })).toBeVisible();

    await context.setOffline(true);
    await chooseFiles(page, card, video);
    await expect(card.getByText(t('upload.statusError'), { exact: true })).toBeVisible();
    await expect(card.getByText(t('upload.causeOffline'))).toBeVisible();
    await expect(toasts(page).getByText(t('upload.causeOffline'))).toBeVisible();
    expect(requests).toHaveLength(2);
  });

  test('refuses a file that is not a video, sending nothing and keeping the state', async ({
    page,
  }) => {
    const requests = await countUploads(page);
    const card = await openUploadPage(page);
    await chooseFiles(page, card, {
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('hello'),
    });
    const notifications = toasts(page);
    await expect(
      notifications.getByText(t('upload.toastInvalidTypeTitle'), { exact: true }),
    ).toBeVisible();
    await expect(notifications.getByText(t('upload.toastInvalidTypeBody'))).toBeVisible();
    await expect(card.getByText(t('upload.statusIdle'))).toBeVisible();

    // After a success, a refused file leaves the success state and its URL in place.
    await chooseFiles(page, card, video);
    await expect(card.getByText(t('upload.statusSuccess'), { exact: true })).toBeVisible();
    await chooseFiles(page, card, {
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('png'),
    });
    await expect(notifications.getByText(t('upload.toastInvalidTypeBody'))).toHaveCount(2);
    await expect(card.getByText(t('upload.statusSuccess'), { exact: true })).toBeVisible();
    await expect(card.getByRole('textbox', { name: t('upload.urlLabel') })).toHaveValue(
      publicUrlOf(requests[0] as Request),
    );
    expect(requests).toHaveLength(1);
  });

  test('refuses a video one byte over 100 MB, sending nothing', async ({ page }) => {
    const folder = await mkdtemp(join(tmpdir(), 'upload-e2e-'));
    try {
      const path = join(folder, 'too-large.mp4');
      const file = await open(path, 'w');
      await file.truncate(maxVideoBytes + 1); // sparse: nothing is written to disk
      await file.close();

      const requests = await countUploads(page);
      const card = await openUploadPage(page);
      await chooseFiles(page, card, path);
      const notifications = toasts(page);
      await expect(notifications.getByText(t('upload.toastTooLargeTitle'))).toBeVisible();
      await expect(
        notifications.getByText(t('upload.toastTooLargeBody', { size: maxSize })),
      ).toBeVisible();
      await expect(card.getByText(t('upload.statusIdle'))).toBeVisible();
      expect(requests).toHaveLength(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  test('the button reads "Caricamento..." and is disabled while the upload is pending', async ({
    page,
  }) => {
    const answer = await holdUpload(page);
    const card = await openUploadPage(page);
    await chooseFiles(page, card, video);

    const busyButton = card.getByRole('button', { name: t('upload.selectButtonBusy') });
    await expect(busyButton).toBeDisabled();
    await expect(card.getByText(/^Caricamento\.\.\. \d{1,2}%$/)).toBeVisible();
    const progress = card.getByRole('progressbar', { name: t('upload.progressAccessibleLabel') });
    await expect(progress).toBeVisible();
    // A click while busy opens nothing.
    let chooserOpened = false;
    page.once('filechooser', () => (chooserOpened = true));
    await busyButton.click({ force: true });

    answer();
    await expect(card.getByText(t('upload.statusSuccess'), { exact: true })).toBeVisible();
    await expect(progress).toHaveJSProperty('value', 100);
    await expect(card.getByRole('button', { name: t('upload.selectButton') })).toBeEnabled();
    expect(chooserOpened).toBe(false);
  });

  test('uploads a video dropped on the drop area', async ({ page }) => {
    const requests = await countUploads(page);
    const card = await openUploadPage(page);
    const dropArea = card.getByText(t('upload.statusIdle')).locator('..');
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['dropped'], 'Dropped Clip.MP4', { type: 'video/mp4' }));
      return transfer;
    });
    await dropArea.dispatchEvent('dragenter', { dataTransfer });
    await expect(card.getByText(t('upload.dropActive'))).toBeVisible();
    await dropArea.dispatchEvent('drop', { dataTransfer });

    await expect(card.getByText(t('upload.statusSuccess'), { exact: true })).toBeVisible();
    expect(requests).toHaveLength(1);
    expect((requests[0] as Request).url()).toMatch(objectUrlPattern);
  });

  test('upload progress events drive the bar and the percentage', async ({ page }) => {
    // The browser reports no upload progress for a request that Playwright answers itself, so
    // this stands in for the network; the real progress is tested against a slow server below.
    await page.addInitScript(() => {
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body) {
        send.call(this, body);
        this.upload.dispatchEvent(
          new ProgressEvent('progress', { lengthComputable: true, loaded: 42, total: 100 }),
        );
      };
    });
    const answer = await holdUpload(page);
    const card = await openUploadPage(page);
    await chooseFiles(page, card, video);
    const progress = card.getByRole('progressbar', { name: t('upload.progressAccessibleLabel') });
    await expect(progress).toHaveJSProperty('value', 42);
    await expect(card.getByText(t('upload.statusUploading', { percent: 42 }))).toBeVisible();
    answer();
    await expect(progress).toHaveJSProperty('value', 100);
  });
});

test.describe('the XMLHttpRequest-backed fetch', () => {
  interface SlowStorage {
    origin: string;
    /** Bytes of each request body the server read, and its headers. */
    uploads: { bytes: number; headers: IncomingMessage['headers'] }[];
    server: Server;
  }

  /**
   * A storage stand-in on 127.0.0.1 that reads request bodies in small pieces with pauses,
   * so the browser's socket fills up and its upload progress advances step by step.
   */
  async function startSlowStorage(): Promise<SlowStorage> {
    const uploads: SlowStorage['uploads'] = [];
    const server = createServer((request, response) => {
      if (request.method === 'GET') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<!doctype html><title>xhr fetch</title>');
        return;
      }
      const upload = { bytes: 0, headers: request.headers };
      uploads.push(upload);
      request.on('data', (chunk: Buffer) => {
        upload.bytes += chunk.length;
        request.pause();
        setTimeout(() => request.resume(), 8);
      });
      request.on('end', () => {
        const refused = request.url?.includes('/refused/');
        response.writeHead(refused ? 400 : 200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            refused ? { statusCode: '409', error: 'Duplicate' } : { Key: 'videos/x.mp4' },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { origin: `http://127.0.0.1:${port}`, uploads, server };
  }

  /** The module compiled on its own (it has no imports) and exposed on `window`. */
  async function loadXhrFetch(page: Page) {
    const source = await readFile(
      new URL('../src/lib/upload/xhr-fetch.ts', import.meta.url),
      'utf8',
    );
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    });
    await page.addScriptTag({
      type: 'module',
      content: `${outputText}\nwindow.createXhrFetch = createXhrFetch;`,
    });
    await page.waitForFunction(() => 'createXhrFetch' in window);
  }

  let storage: SlowStorage;
  test.beforeAll(async () => {
    storage = await startSlowStorage();
  });
  test.afterAll(async () => {
    storage.server.closeAllConnections();
    await new Promise((resolve) => storage.server.close(resolve));
  });

  test('reports progress between 0 and 100 while a slow server reads the body', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.goto(storage.origin);
    await loadXhrFetch(page);
    const size = 24 * 1024 * 1024;
    const result = await page.evaluate(
      async ({ url, size }) => {
        const reports: number[] = [];
        const { createXhrFetch } = window as unknown as {
          createXhrFetch: (listener: (sent: number, total: number) => void) => typeof fetch;
        };
        const xhrFetch = createXhrFetch((sent, total) => reports.push((sent / total) * 100));
        const body = new FormData();
        body.append('cacheControl', '3600');
        body.append('', new File([new Uint8Array(size)], 'clip.mp4', { type: 'video/mp4' }));
        const response = await xhrFetch(url, {
          method: 'POST',
          headers: new Headers({ 'x-upsert': 'false', apikey: 'key' }),
          body,
        });
        return {
          reports,
          ok: response.ok,
          contentType: response.headers.get('content-type'),
          json: await response.json(),
        };
      },
      { url: `${storage.origin}/storage/v1/object/videos/hero-video-1.mp4`, size },
    );

    expect(result.ok).toBe(true);
    expect(result.contentType).toBe('application/json');
    expect(result.json).toEqual({ Key: 'videos/x.mp4' });
    expect(result.reports.some((percent) => percent > 0 && percent < 100)).toBe(true);
    expect(result.reports.at(-1)).toBe(100);
    expect(result.reports).toEqual([...result.reports].sort((a, b) => a - b));
    const upload = storage.uploads.at(-1);
    expect(upload?.bytes).toBeGreaterThan(size);
    expect(upload?.headers['x-upsert']).toBe('false');
    expect(upload?.headers['apikey']).toBe('key');
  });

  test('resolves with the error response, and rejects like fetch when the connection fails', async ({
    page,
  }) => {
    await page.goto(storage.origin);
    await loadXhrFetch(page);
    const result = await page.evaluate(async (origin) => {
      const { createXhrFetch } = window as unknown as {
        createXhrFetch: (listener: () => void) => typeof fetch;
      };
      const xhrFetch = createXhrFetch(() => {});
      const refused = await xhrFetch(`${origin}/refused/x.mp4`, { method: 'POST', body: 'x' });
      const failure = await xhrFetch('http://127.0.0.1:9/unreachable', {
        method: 'POST',
        body: 'x',
      })
        .then(() => 'resolved')
        .catch((error: unknown) => (error instanceof TypeError ? 'TypeError' : String(error)));
      const controller = new AbortController();
      controller.abort();
      const aborted = await xhrFetch(origin, { signal: controller.signal })
        .then(() => 'resolved')
        .catch((error: unknown) => (error as DOMException).name);
      return { status: refused.status, body: await refused.json(), failure, aborted };
    }, storage.origin);
    expect(result).toEqual({
      status: 400,
      body: { statusCode: '409', error: 'Duplicate' },
      failure: 'TypeError',
      aborted: 'AbortError',
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says that uploading needs JavaScript', async ({ page }) => {
    await page.goto(uploadPagePath);
    // Playwright's text locators skip <noscript>, so the message is found by its element.
    await expect(page.locator('main noscript p')).toBeVisible();
    await expect(page.locator('main noscript p')).toHaveText(t('upload.noscript'));
    const card = page.getByRole('region', { name: t('upload.cardTitle') });
    await expect(card.getByRole('button', { name: t('upload.selectButton') })).toBeDisabled();
  });
});

test('the storage client is loaded only when an upload starts', async ({ page }) => {
  const scripts: string[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.text().then(
        (text) => void scripts.push(text),
        () => undefined,
      ),
    );
  });
  await page.goto('/');
  await waitForIslands(page);
  const card = await openUploadPage(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(reading);
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((script) => script.includes('storage/v1'))).toEqual([]);

  await countUploads(page);
  await chooseFiles(page, card, video);
  await expect(card.getByText(t('upload.statusSuccess'), { exact: true })).toBeVisible();
  await Promise.all(reading);
  expect(scripts.filter((script) => script.includes('storage/v1'))).toHaveLength(1);
});
