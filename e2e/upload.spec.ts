import { mkdir, open as openFile, writeFile } from 'node:fs/promises';
import type { BrowserContext, Locator, Page, Route } from '@playwright/test';
import { heroVideoUpload } from '../src/data/upload';
import { uploadPagePath } from '../src/data/pages';
import { consentStorageKey } from '../src/lib/consent';
import { formatMegabytes } from '../src/lib/upload/hero-video';
import { uploadText as say } from '../src/lib/upload/template';
import { expect, test as base, waitForIslands } from './fixtures';
import {
  standInUsers,
  startSupabaseStandIn,
  type StandInUser,
  type SupabaseStandIn,
} from './supabase-stand-in';
import { testEnv } from './test-env';

/*
 * The upload page against real servers: the browser's requests to the Supabase URL the site was
 * built with are forwarded to a local stand-in (a TUS server and Auth's token endpoint, the
 * storage policy on PGlite). One stand-in per worker: PGlite takes seconds to boot.
 */

const supabaseOrigin = testEnv.PUBLIC_SUPABASE_URL;
const MiB = 1024 * 1024;
const ref = new URL(supabaseOrigin).hostname.split('.')[0];
/** Where supabase-js keeps the session (its default key for this project URL). */
const sessionKey = `sb-${ref}-auth-token`;

/** Megabytes through the browser's interception take a while on a busy 2-core machine. */
const uploaded = { timeout: 60_000 };

const test = base.extend<{ supabase: SupabaseStandIn }, { standIn: SupabaseStandIn }>({
  standIn: [
    // Playwright reads the fixtures a function needs from this pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 4322) + 2 + workerInfo.parallelIndex;
      const standIn = await startSupabaseStandIn(port);
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  supabase: async ({ standIn, context }, use) => {
    standIn.log.patchBytes.length = 0;
    standIn.log.created.length = 0;
    standIn.log.stored.length = 0;
    standIn.log.deleted = 0;
    standIn.log.refreshed = 0;
    await forwardToStandIn(context, standIn);
    await use(standIn);
  },
});

/** Sends every page's Supabase requests to the stand-in, bodies and all. */
async function forwardToStandIn(context: BrowserContext, standIn: SupabaseStandIn) {
  await context.route(`${supabaseOrigin}/**`, async (route) => {
    const url = route.request().url().replace(supabaseOrigin, standIn.origin);
    try {
      await route.fulfill({ response: await route.fetch({ url }) });
    } catch {
      // The page went away while the request was on its way.
      await route.abort('connectionreset').catch(() => undefined);
    }
  });
}

/** Calls `onPatch` for every upload chunk before it is forwarded; it decides what happens. */
async function interceptPatches(page: Page, onPatch: (route: Route, index: number) => unknown) {
  let index = 0;
  await page.route(`${supabaseOrigin}/storage/v1/upload/resumable/**`, (route) =>
    route.request().method() === 'PATCH' ? onPatch(route, index++) : route.fallback(),
  );
}

/** A video file on disk (its size and date stay the same across pages, as a real file's do). */
async function videoOnDisk(path: string, bytes: number, name = 'lago.mp4') {
  await mkdir(path, { recursive: true });
  const file = `${path}/${name}`;
  // Sparse: a 100 MB test file costs nothing on disk, and the content is not the point.
  await writeFile(file, '');
  const handle = await openFile(file, 'r+');
  await handle.truncate(bytes);
  if (bytes > 0) await handle.write(Buffer.from('test video').subarray(0, bytes), 0);
  await handle.close();
  return file;
}

/**
 * Opens the page with the consent answered, signed in as `user` when given (with a session that
 * expires in `expiresIn` seconds: negative for one that has expired already).
 */
async function openUploadPage(
  page: Page,
  standIn: SupabaseStandIn,
  user?: StandInUser,
  expiresIn?: number,
) {
  const session = user ? JSON.stringify(standIn.sessionFor(user, expiresIn)) : null;
  await page.addInitScript(
    ({ consentKey, consent, key, value }) => {
      window.localStorage.setItem(consentKey, consent);
      if (value !== null && !sessionStorage.getItem('seeded')) {
        window.localStorage.setItem(key, value);
        sessionStorage.setItem('seeded', '1');
      }
    },
    {
      consentKey: consentStorageKey,
      consent: JSON.stringify({ analytics: false, media: false, savedAt: Date.now() }),
      key: sessionKey,
      value: session,
    },
  );
  await page.goto(uploadPagePath);
  await waitForIslands(page);
  return page.getByRole('region', { name: say('cardTitle') });
}

async function chooseFile(page: Page, card: Locator, file: string) {
  const chooser = page.waitForEvent('filechooser');
  await card.getByText(say('selectButton'), { exact: true }).click();
  await (await chooser).setFiles(file);
}

function toasts(page: Page): Locator {
  return page.getByRole('region', {
    name: new RegExp(`^${say('notificationsAccessibleLabel')}`),
  });
}

async function signIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: say('signIn.title') });
  await form.getByLabel(say('signIn.email')).fill(email);
  await form.getByLabel(say('signIn.password')).fill(password);
  await form.getByRole('button', { name: say('signIn.submit') }).click();
}

const signedInAs = (user: StandInUser) => say('signedInAs', { email: standInUsers[user].email });

test.describe('operator sign-in', () => {
  test('names each failure, then shows the card with the e-mail and a sign-out', async ({
    page,
    supabase,
    pageErrors,
  }) => {
    const card = await openUploadPage(page, supabase);
    const form = page.getByRole('form', { name: say('signIn.title') });
    await expect(form).toBeVisible();

    await signIn(page, standInUsers.operator.email, 'wrong-password');
    await expect(form.getByRole('alert')).toHaveText(say('signIn.failure.invalidCredentials'));
    for (let attempt = 0; attempt < 4; attempt++) {
      await signIn(page, 'intruder@example.test', 'guess');
    }
    await expect(form.getByRole('alert')).toHaveText(say('signIn.failure.tooManyAttempts'));

    await page.route(`${supabaseOrigin}/auth/v1/token**`, (route) => route.abort('failed'), {
      times: 1,
    });
    await signIn(page, standInUsers.operator.email, standInUsers.operator.password);
    await expect(form.getByRole('alert')).toHaveText(say('signIn.failure.network'));

    await signIn(page, standInUsers.operator.email, standInUsers.operator.password);
    await expect(card.getByText(signedInAs('operator'))).toBeVisible();
    await expect(form).toBeHidden();

    await card.getByRole('button', { name: say('signOutButton') }).click();
    await expect(form).toBeVisible();
    await expect(card.getByText(signedInAs('operator'))).toBeHidden();
    expect(pageErrors.uncaught).toEqual([]);
  });

  test('a file chosen before signing in waits, and starts once signed in', async ({
    page,
    supabase,
  }, testInfo) => {
    const file = await videoOnDisk(testInfo.outputDir, 1 * MiB);
    const card = await openUploadPage(page, supabase);
    await chooseFile(page, card, file);
    await expect(card.getByText(say('statusWaitingForSignIn', { name: 'lago.mp4' }))).toBeVisible();
    expect(supabase.log.created).toEqual([]);

    await signIn(page, standInUsers.operator.email, standInUsers.operator.password);
    await expect(card.getByText(say('statusSuccess'), { exact: true })).toBeVisible(uploaded);
    expect(supabase.log.stored).toHaveLength(1);
  });
});

test.describe('resumable upload', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
  test.describe.configure({ timeout: 120_000 });

  test('a 20 MB upload cut mid-way resumes in a new page, and the server receives only the rest', async ({
    page,
    context,
    supabase,
    pageErrors,
  }, testInfo) => {
    const file = await videoOnDisk(testInfo.outputDir, 20 * MiB);
    let cut = () => {};
    const thirdChunk = new Promise<Route>((resolve) => {
      void interceptPatches(page, (route, index) => {
        if (index < 2) return route.fallback();
        resolve(route);
        return new Promise<void>((release) => (cut = release));
      });
    });
    const card = await openUploadPage(page, supabase, 'operator');
    await chooseFile(page, card, file);
    await thirdChunk;
    await expect.poll(() => supabase.log.patchBytes).toEqual([6 * MiB, 6 * MiB]);

    // Leaving mid-upload asks first (the leave-page guard); the operator leaves anyway.
    const asked = page.waitForEvent('dialog');
    const closed = page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
    await closed;
    cut();

    const again = await context.newPage();
    const resumed = await openUploadPage(again, supabase);
    await expect(resumed.getByText(signedInAs('operator'))).toBeVisible();
    await chooseFile(again, resumed, file);
    await expect(resumed.getByText(say('statusSuccess'), { exact: true })).toBeVisible(uploaded);

    // 6 + 6 before the cut, then only the remaining 6 + 2: 20 MiB in all, nothing sent twice.
    // The stand-in counts a chunk after its answer has gone out: poll for the last one.
    await expect.poll(() => supabase.log.patchBytes).toEqual([6 * MiB, 6 * MiB, 6 * MiB, 2 * MiB]);
    expect(supabase.log.created).toHaveLength(1);
    const [objectName] = supabase.log.created;
    expect(objectName).toMatch(/^hero-video-\d{13}\.mp4$/);
    expect(supabase.log.stored).toEqual([objectName]);

    const publicUrl = `${supabaseOrigin}/storage/v1/object/public/${heroVideoUpload.bucket}/${objectName}`;
    await expect(resumed.getByRole('textbox', { name: say('urlLabel') })).toHaveValue(publicUrl);
    await expect(toasts(again).getByText(publicUrl)).toBeVisible();
    await expect(toasts(again).getByText(say('copiedTitle'))).toBeVisible();
    expect(await again.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
    expect(pageErrors.uncaught).toEqual([]);
  });

  test('a one-off 503 is retried, with real progress to the end', async ({
    page,
    supabase,
  }, testInfo) => {
    const file = await videoOnDisk(testInfo.outputDir, 7 * MiB);
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'PATCH') statuses.push(response.status());
    });
    supabase.failNextPatch();
    const card = await openUploadPage(page, supabase, 'operator');
    await chooseFile(page, card, file);
    await expect(card.getByText(say('statusSuccess'), { exact: true })).toBeVisible(uploaded);
    await expect.poll(() => statuses).toEqual([503, 204, 204]);
    await expect.poll(() => supabase.log.patchBytes).toEqual([6 * MiB, 1 * MiB]);
  });

  test('cancel stops the upload and deletes what the server holds', async ({
    page,
    supabase,
  }, testInfo) => {
    const file = await videoOnDisk(testInfo.outputDir, 7 * MiB);
    let held: Route | undefined;
    await interceptPatches(page, (route, index) => {
      if (index < 1) return route.fallback();
      held = route;
      return undefined;
    });
    const card = await openUploadPage(page, supabase, 'operator');
    await chooseFile(page, card, file);
    await expect.poll(() => held, uploaded).toBeDefined();
    await card.getByRole('button', { name: say('cancelButton') }).click();

    await expect(card.getByText(say('statusIdle'))).toBeVisible();
    await expect.poll(() => supabase.log.deleted, uploaded).toBe(1);
    expect(supabase.log.stored).toEqual([]);
    // Nothing is left to resume: the same file starts a new upload.
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('tus::'))),
      )
      .toEqual([]);
  });
});

test('an expired session is refreshed and the upload carries on with the new token', async ({
  page,
  supabase,
}, testInfo) => {
  const file = await videoOnDisk(testInfo.outputDir, 1 * MiB);
  const card = await openUploadPage(page, supabase, 'operator', -60);
  await chooseFile(page, card, file);
  // The stand-in refuses an expired token with 403: success means the refreshed one was sent.
  await expect(card.getByText(say('statusSuccess'), { exact: true })).toBeVisible(uploaded);
  expect(supabase.log.refreshed).toBeGreaterThanOrEqual(1);
  expect(supabase.log.stored).toHaveLength(1);
});

test.describe('refusals, each named, with the file kept', () => {
  test('a signed-in non-operator is refused (403); signed in as an operator, a retry works', async ({
    page,
    supabase,
  }, testInfo) => {
    const file = await videoOnDisk(testInfo.outputDir, 1 * MiB);
    const card = await openUploadPage(page, supabase, 'member');
    await chooseFile(page, card, file);
    await expect(card.getByText(say('statusError'), { exact: true })).toBeVisible();
    await expect(card.getByText(say('cause.denied'))).toBeVisible();
    await expect(toasts(page).getByText(say('cause.denied'))).toBeVisible();

    await card.getByRole('button', { name: say('signOutButton') }).click();
    await signIn(page, standInUsers.operator.email, standInUsers.operator.password);
    await expect(card.getByText(signedInAs('operator'))).toBeVisible();
    await card.getByRole('button', { name: say('retryButton') }).click();
    await expect(card.getByText(say('statusSuccess'), { exact: true })).toBeVisible(uploaded);
    expect(supabase.log.stored).toHaveLength(1);
  });

  test('a name that exists is refused (409) at once, not retried', async ({
    page,
    supabase,
  }, testInfo) => {
    const file = await videoOnDisk(testInfo.outputDir, 1 * MiB);
    // The same millisecond twice: the page names both uploads alike.
    await page.clock.setFixedTime(new Date());
    const creates: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().includes('/upload/resumable')) {
        creates.push(response.status());
      }
    });
    const card = await openUploadPage(page, supabase, 'operator');
    await chooseFile(page, card, file);
    await expect(card.getByText(say('statusSuccess'), { exact: true })).toBeVisible(uploaded);
    await chooseFile(page, card, await videoOnDisk(testInfo.outputDir, 1 * MiB, 'altro.mp4'));
    await expect(card.getByText(say('cause.duplicate'))).toBeVisible();
    expect(creates).toEqual([201, 409]);
  });

  test('a file over the bucket limit is refused (413) by the server', async ({
    page,
    supabase,
  }, testInfo) => {
    await supabase.db.query(`update storage.buckets set file_size_limit = $1 where id = 'videos'`, [
      MiB,
    ]);
    try {
      const file = await videoOnDisk(testInfo.outputDir, 2 * MiB);
      const card = await openUploadPage(page, supabase, 'operator');
      await chooseFile(page, card, file);
      await expect(card.getByText(say('cause.tooLarge'))).toBeVisible();
      await expect(card.getByRole('button', { name: say('retryButton') })).toBeVisible();
    } finally {
      await supabase.db.query(
        `update storage.buckets set file_size_limit = 104857600 where id = 'videos'`,
      );
    }
  });

  test('refused before any request: a disguised page, an empty file, one byte over 100 MB, a second file during an upload', async ({
    page,
    supabase,
  }, testInfo) => {
    const storageRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/')) storageRequests.push(request.method());
    });
    const card = await openUploadPage(page, supabase, 'operator');
    const refused = [
      [await videoOnDisk(testInfo.outputDir, 10, 'clip.html'), 'refusal.notVideo.body'],
      [await videoOnDisk(testInfo.outputDir, 0, 'vuoto.mp4'), 'refusal.empty.body'],
      [await videoOnDisk(testInfo.outputDir, 100 * MiB + 1, 'grande.mp4'), 'refusal.tooLarge.body'],
    ] as const;
    for (const [file, body] of refused) {
      await chooseFile(page, card, file);
      await expect(
        toasts(page).getByText(
          say(body, { size: formatMegabytes(heroVideoUpload.bucketMegabytes) }),
        ),
      ).toBeVisible();
      await expect(card.getByText(say('statusIdle'))).toBeVisible();
    }
    expect(storageRequests).toEqual([]);

    await interceptPatches(page, () => undefined);
    await chooseFile(page, card, await videoOnDisk(testInfo.outputDir, 1 * MiB));
    await expect(card.getByRole('button', { name: say('cancelButton') })).toBeVisible();
    // The button is disabled while busy; a file dropped on the card is refused with a message.
    await expect(card.getByLabel(say('selectButtonBusy'))).toBeDisabled();
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['video'], 'secondo.mp4', { type: 'video/mp4' }));
      return transfer;
    });
    await card.getByText(say('selectButtonBusy')).first().dispatchEvent('drop', { dataTransfer });
    await expect(toasts(page).getByText(say('refusal.busy.body'))).toBeVisible();
    await expect.poll(() => supabase.log.created).toHaveLength(1);
  });
});

test('a file chosen before the card’s script runs is uploaded when it runs', async ({
  page,
  supabase,
}, testInfo) => {
  const file = await videoOnDisk(testInfo.outputDir, 1 * MiB);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/UploadCard.*.js', async (route) => {
    await held;
    await route.fallback();
  });
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: sessionKey,
    value: JSON.stringify(supabase.sessionFor('operator')),
  });
  await page.goto(uploadPagePath);
  const card = page.getByRole('region', { name: say('cardTitle') });
  await card.getByLabel(say('selectButton')).setInputFiles(file);
  release();

  await expect(card.getByText(say('statusSuccess'), { exact: true })).toBeVisible(uploaded);
  expect(supabase.log.stored).toHaveLength(1);
});

test('tus-js-client is loaded only when an upload starts', async ({ page, supabase }, testInfo) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  const card = await openUploadPage(page, supabase, 'operator');
  await expect(card.getByText(signedInAs('operator'))).toBeVisible();
  const atLoad = new Set(scripts);

  await chooseFile(page, card, await videoOnDisk(testInfo.outputDir, 1 * MiB));
  await expect(card.getByText(say('statusSuccess'), { exact: true })).toBeVisible(uploaded);
  const added = scripts.filter((url) => !atLoad.has(url));
  expect(added.some((url) => /storage-client/.test(url))).toBe(true);
  expect([...atLoad].some((url) => /storage-client/.test(url))).toBe(false);
});
