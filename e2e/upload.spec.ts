import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { heroSetObjects, heroVideoSpec } from '../src/data/hero-video';
import { uploadText as say } from '../src/lib/upload/template';
import {
  dropVideo,
  expect,
  holdRequests,
  nextFrames,
  test as base,
  visit,
} from './support/fixtures';
import {
  standInUsers,
  startSupabaseStandIn,
  totpCode,
  type StandInUser,
  type SupabaseStandIn,
} from './support/supabase-stand-in';
import { e2eOrigins, testEnv } from '../test-support/env';
import { tryInsert } from '../supabase/tests/policy-db';
import { heroRow } from '../test-support/published-hero';
import { answerPublishedHero } from './support/published-hero';
import { operatorPage } from './support/operator-page';

/*
 * The operator's page against a local Supabase stand-in (e2e/support/supabase-stand-in.ts), one
 * per worker as PGlite takes seconds to boot.
 */

const supabaseOrigin = testEnv.PUBLIC_SUPABASE_URL;
const ref = new URL(supabaseOrigin).hostname.split('.')[0];
/** Every name auth-js could give its BroadcastChannel: its storage key, or supabase-js's. */
const sessionChannels = [`sb-${ref}-auth-token`, 'supabase.auth.token'];
const { operator } = standInUsers;
const corsHeaders = { 'access-control-allow-origin': '*' };
const publicUrl = (name = '') => `${supabaseOrigin}/storage/v1/object/public/videos/${name}`;

/** Transcoding and uploading take a while on a busy 2-core machine. */
const slow = { timeout: 90_000 };

const test = base.extend<{ supabase: SupabaseStandIn }, { standIn: SupabaseStandIn }>({
  standIn: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const port = Number(process.env.E2E_PORT ?? 4322) + 2 + workerInfo.parallelIndex;
      const standIn = await startSupabaseStandIn(port);
      await use(standIn);
      await standIn.close();
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  // Every page's Supabase requests sent to the stand-in, bodies and all.
  supabase: async ({ standIn, context }, use) => {
    await standIn.reset();
    await context.route(`${supabaseOrigin}/**`, async (route) => {
      const url = route.request().url().replace(supabaseOrigin, standIn.origin);
      try {
        await route.fulfill({ response: await route.fetch({ url }) });
      } catch {
        // The page went away while the request was on its way.
        await route.abort('connectionreset').catch(() => undefined);
      }
    });
    await use(standIn);
  },
});

test.describe.configure({ timeout: 150_000 });

/** Opens the page and signs in as the operator (password and code). */
async function openSignedIn(page: Page) {
  await visit(page, operatorPage.configured);
  await signInVerified(page);
  return cardOf(page);
}

const cardOf = (page: Page) => page.getByRole('region', { name: say('cardTitle') });
const liveOf = (page: Page) => page.getByRole('region', { name: say('live.title') });

/** The suite's one-second clip, as the operator would choose it. */
const sourceVideo = {
  name: 'lago.webm',
  mimeType: 'video/webm',
  buffer: readFileSync(new URL('./fixtures/hero-video.webm', import.meta.url)),
};
const chooseSourceVideo = (card: Locator) =>
  card.getByLabel(say('selectButton')).setInputFiles(sourceVideo);

const toasts = (page: Page) =>
  page.getByRole('region', { name: new RegExp(`^${say('notificationsAccessibleLabel')}`) });

const signInForm = (page: Page) => page.getByRole('form', { name: say('signIn.title') });
const codeForm = (page: Page) => page.getByRole('form', { name: say('verify.title') });

async function signIn(page: Page, email: string, password: string) {
  const form = signInForm(page);
  await form.getByLabel(say('signIn.email')).fill(email);
  await form.getByLabel(say('signIn.password')).fill(password);
  await form.getByRole('button', { name: say('signIn.submit') }).click();
}

async function enterCode(page: Page, code: string) {
  const form = codeForm(page);
  await form.getByLabel(say('mfa.code')).fill(code);
  await form.getByRole('button', { name: say('mfa.submit') }).click();
}

/** Signs in with the password and the operator's current TOTP code, and waits until it shows. */
async function signInVerified(page: Page) {
  await signIn(page, operator.email, operator.password);
  await enterCode(page, totpCode(operator.totp.secret));
  await expect(cardOf(page).getByText(signedInAs('operator'))).toBeVisible();
}

const signedInAs = (user: StandInUser) => say('signedInAs', { email: standInUsers[user].email });

/** Every key of both storages as a page sees them: the upload page writes none. */
const traces = (page: Page) =>
  page.evaluate(() => [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage)));

/** The Auth sessions that are still open. */
async function openSessions(standIn: SupabaseStandIn) {
  return (await standIn.db.query('select id from auth.sessions')).rows.length;
}

test.describe('sign-in with a second factor', () => {
  // Also: the card hydrates building no Intl formatter; a session passed in the URL is not
  // taken; another tab of the origin hears and finds nothing through sign-in, code and refresh.
  test('each failure and a wrong code are named, the right code verifies, the session stays in the page and ends on the server when it is left, a newcomer enrols and waits for the owner', async ({
    page,
    context,
    supabase,
    pageErrors,
  }) => {
    // Tokens this short are refreshed at once whenever the page asks for one (auth-js refreshes
    // within 90 s of expiry): the page asks when it looks up the approval.
    supabase.setTokenSeconds(60);
    const listener = await context.newPage();
    // A page of the operator's origin that runs nothing of its own: its 404.
    await listener.goto(`${e2eOrigins.operator}/nope`);
    await listener.evaluate((names) => {
      const heard: string[] = [];
      Object.assign(window, { heard });
      for (const name of names) {
        new BroadcastChannel(name).onmessage = ({ data }) =>
          heard.push(`${name} ${JSON.stringify(data)}`);
      }
      // auth-js checks at load whether localStorage is writable: a random `lswt-` key, written
      // and removed at once, holding nothing of the session.
      window.addEventListener('storage', ({ key, newValue }) => {
        if (!(key?.startsWith('lswt-') && (newValue === key || newValue === null))) {
          heard.push(`storage ${key}`);
        }
      });
    }, sessionChannels);
    const heard = () => listener.evaluate(() => (window as unknown as { heard: string[] }).heard);
    // Notes the Intl formatters built (the first takes a phone a long task) and the requests the
    // page makes to outlive it.
    await page.addInitScript(() => {
      const [built, keptAlive] = [[] as string[], [] as string[]];
      Object.assign(window, { built, keptAlive });
      const intl = Intl as unknown as Record<string, new (...args: unknown[]) => object>;
      for (const name of Object.getOwnPropertyNames(Intl)) {
        const constructor = intl[name];
        if (typeof constructor !== 'function' || !/^[A-Z]/.test(name)) continue;
        intl[name] = new Proxy(constructor, {
          construct(target, args: unknown[], newTarget) {
            built.push(name);
            return Reflect.construct(target, args, newTarget) as object;
          },
        });
      }
      const send = window.fetch;
      window.fetch = (input, init) => {
        if (init?.keepalive) keptAlive.push(String(input));
        return send(input, init);
      };
    });
    const noted = (name: 'built' | 'keptAlive') =>
      page.evaluate((key) => (window as unknown as Record<string, string[]>)[key], name);

    const { access_token, refresh_token } = await supabase.sessionFor('operator');
    const hash = new URLSearchParams({ access_token, refresh_token, token_type: 'bearer' });
    await visit(page, `${operatorPage.configured}#${hash}&expires_in=3600`);
    const card = cardOf(page);
    await expect(card.getByText(say('formats'))).toBeVisible();
    // Enabled once the auth client has read its session: none. The card asks at mount whether
    // this browser can prepare a set; its answer settles the card.
    const form = signInForm(page);
    await expect(form.getByRole('button', { name: say('signIn.submit') })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    await nextFrames(page);
    expect(await noted('built')).toEqual([]);
    expect(await traces(page)).toEqual([]);

    await signIn(page, operator.email, 'wrong-password');
    await expect(form.getByRole('alert')).toHaveText(say('signIn.failure.invalid'));
    // Auth's answer once a password has been tried too often.
    const tooMany = { code: 'over_request_rate_limit', message: 'Request rate limit reached' };
    const tooOften = { status: 429, headers: corsHeaders, json: tooMany };
    await page.route(`${supabaseOrigin}/auth/v1/token**`, (route) => route.fulfill(tooOften), {
      times: 1,
    });
    await signIn(page, operator.email, 'guess');
    await expect(form.getByRole('alert')).toHaveText(say('signIn.failure.tooManyAttempts'));
    const failOnce = (path: string) =>
      page.route(`${supabaseOrigin}${path}`, (route) => route.abort('failed'), { times: 1 });
    await failOnce('/auth/v1/token**');
    await signIn(page, operator.email, operator.password);
    await expect(form.getByRole('alert')).toHaveText(say('signIn.failure.network'));

    // The factors cannot be listed once: the page says so and offers to look again.
    await failOnce('/auth/v1/user');
    await signIn(page, operator.email, operator.password);
    await expect(
      page.getByRole('alert').filter({ hasText: say('mfa.failure.unknown') }),
    ).toBeVisible();
    await page.getByRole('button', { name: say('retryButton') }).click();
    const mfa = codeForm(page);
    await expect(mfa).toBeVisible();
    expect(await traces(page)).toEqual([]);
    // Signed in with the password only: nothing may be published yet.
    await expect(card.getByText(signedInAs('operator'))).toBeVisible();
    await enterCode(page, '000000');
    await expect(mfa.getByRole('alert')).toHaveText(say('mfa.failure.invalid'));
    await enterCode(page, totpCode(operator.totp.secret));
    await expect(mfa).toBeHidden();
    await expect(card.getByText(signedInAs('operator'))).toBeVisible();
    await expect.poll(() => supabase.log.refreshed).toBeGreaterThan(0);
    expect(await traces(page)).toEqual([]);
    // A last message on each channel, from this page: once the other tab has it, anything
    // posted before it has had its turn to arrive.
    await page.evaluate((names) => {
      for (const name of names) new BroadcastChannel(name).postMessage('last');
    }, sessionChannels);
    await expect.poll(heard).toEqual(sessionChannels.map((name) => `${name} "last"`));
    await listener.close();
    // This session, and the one passed in the URL.
    expect(await openSessions(supabase)).toBe(2);

    await card.getByRole('button', { name: say('signOutButton') }).click();
    await expect(form).toBeVisible();
    await expect.poll(() => openSessions(supabase)).toBe(1);
    expect(await traces(page)).toEqual([]);

    // Signed in again, then the page is left: it asks Auth to end the session with a request
    // that outlives the page (keepalive). The event is dispatched here, on the page: Playwright
    // loses a preflighted keepalive request of a page being unloaded while it intercepts
    // requests (as it must, to reach the stand-in); Chromium sends it when nothing intercepts.
    await signInVerified(page);
    await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pagehide')));
    await expect.poll(() => openSessions(supabase)).toBe(1);
    expect(supabase.log.signedOut).toHaveLength(2);
    expect(await noted('keptAlive')).toEqual([`${supabaseOrigin}/auth/v1/logout?scope=local`]);

    // Loaded again and signed in, then the tab is closed: a new tab of the browser holds no token.
    await visit(page, operatorPage.configured);
    await signInVerified(page);
    await page.close({ runBeforeUnload: true });
    const again = await context.newPage();
    await visit(again, operatorPage.configured);
    await expect(signInForm(again)).toBeVisible();
    expect(await traces(again)).toEqual([]);
    expect(pageErrors.uncaught).toEqual([]);

    // A newcomer's first sign-in enrols a factor (a QR code and a typeable secret, then its
    // code); the account then waits for the owner, publishing nothing, until approved.
    const newcomer = standInUsers.newcomer;
    await signIn(again, newcomer.email, newcomer.password);
    const enrol = again.getByRole('form', { name: say('enrol.title') });
    await expect(enrol.getByRole('img', { name: say('mfa.qrAlt') })).toBeVisible();
    const secret = await enrol.getByLabel(say('mfa.secretLabel')).inputValue();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await enrol.getByLabel(say('mfa.code')).fill(totpCode(secret));
    await enrol.getByRole('button', { name: say('mfa.submit') }).click();
    await expect(enrol).toBeHidden();
    await expect(cardOf(again).getByText(signedInAs('newcomer'))).toBeVisible();
    await expect(codeForm(again)).toHaveCount(0);
    const waiting = again.getByRole('status').filter({ hasText: say('approval.waitingTitle') });
    await expect(waiting).toContainText(say('approval.waitingBody'));
    const live = liveOf(again);
    await expect(live.getByText(say('live.none'))).toBeVisible();
    await expect(live.getByRole('button')).toHaveCount(0);
    await expect(live.getByText(say('live.signInHint'))).toHaveCount(0);
    // The owner checks with the operator that the app shows the codes, and approves the factor.
    await supabase.approve('newcomer');
    await cardOf(again)
      .getByRole('button', { name: say('signOutButton') })
      .click();
    await signIn(again, newcomer.email, newcomer.password);
    await enterCode(again, totpCode(secret));
    await expect(cardOf(again).getByText(signedInAs('newcomer'))).toBeVisible();
    await expect(waiting).toHaveCount(0);
  });

  test('a page left after its token expired while hidden still ends the session: the token was kept fresh', async ({
    page,
    supabase,
  }) => {
    await page.clock.install();
    const approval = page.waitForResponse(`${supabaseOrigin}/rest/v1/rpc/may_publish`);
    await openSignedIn(page);
    await approval;
    // Hidden, as a tab in the background (where auth-js stops refreshing), then past the
    // token's expiry on both clocks.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
    supabase.advanceClock(3700);
    await page.clock.fastForward(3_700_000);
    await expect.poll(() => supabase.log.refreshed).toBe(1);
    // Left as often as it takes the page to take the new token: an expired one is refused.
    const leave = () => page.evaluate(() => dispatchEvent(new PageTransitionEvent('pagehide')));
    await expect.poll(() => leave().then(() => openSessions(supabase))).toBe(0);
  });
});

// Along the way: a second video is refused while one is prepared and "Annulla" stops it; a lost
// chunk is sent again; one sent at aal1 is refused (403 named), and after "Accedi di nuovo" and a
// code only the file not yet stored is sent.
test('from a chosen video to the live record, then on a phone’s homepage: prepared, previewed, nothing sent before "Pubblica"', async ({
  page,
  context,
  supabase,
  pageErrors,
}) => {
  const storageRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/(storage|rest)\/v1\//.test(request.url()))
      storageRequests.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  // The transcoder's worker is held: the preparation stays under way until released.
  const release = await holdRequests(page, '**/_astro/hero-set.worker-*.js');
  const card = await openSignedIn(page);
  const live = liveOf(page);
  await expect(live.getByText(say('live.none'))).toBeVisible();
  await chooseSourceVideo(card);
  await expect(card.getByText(say('statusPreparingStart')).first()).toBeVisible();
  await expect(card.getByLabel(say('selectButtonBusy'))).toBeDisabled();
  await dropVideo(page, card.getByText(say('selectButtonBusy')).first(), 'secondo.mp4');
  await expect(toasts(page).getByText(say('refusal.busy.body'))).toBeVisible();
  await card.getByRole('button', { name: say('cancelButton') }).click();
  await expect(card.getByText(say('statusIdle'))).toBeVisible();
  release();
  await expect(card.getByLabel(say('selectButton'))).toBeEnabled();

  await chooseSourceVideo(card);
  // Real progress: frames done out of the total, over both renditions.
  await expect(
    card.getByText(/^Preparazione del video\.\.\. \d+ di \d+ fotogrammi$/).first(),
  ).toBeVisible(slow);
  await expect(card.getByText(say('statusReady'))).toBeVisible(slow);

  const preview = card.getByRole('region', { name: say('preview.title') });
  const videos = preview.locator('video');
  await expect(videos).toHaveCount(2);
  for (const video of await videos.all()) {
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
      .toBeGreaterThanOrEqual(1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeCloseTo(
      1.1,
      1,
    );
  }
  const poster = preview.locator('img');
  await expect
    .poll(() => poster.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBe(heroVideoSpec.poster.width);
  await expect(preview.getByText(/^Telefono: 720 × 540, \d+,\d MB$/)).toBeVisible();
  await expect(preview.getByText(/^Schermo largo: 1280 × 720, \d+,\d MB$/)).toBeVisible();

  // Only the record was read (and whether this account may publish); no byte went to storage.
  const reads = /^(GET \/rest\/v1\/hero_videos|POST \/rest\/v1\/rpc\/may_publish$)/;
  expect(storageRequests.filter((request) => !reads.test(request))).toEqual([]);

  // The first chunk is answered 503, as a gateway hiccup would: it is sent again. The fourth (the
  // poster's, after both renditions were stored) carries a session verified with the password
  // only: Storage checks the policy on every chunk, not only when the upload is created.
  const aal1 = await supabase.sessionFor('operator', 'aal1');
  let chunks = 0;
  await page.route(`${supabaseOrigin}/storage/v1/upload/resumable/**`, async (route) => {
    const chunk = route.request().method() === 'PATCH' ? ++chunks : 0;
    if (chunk === 1) return route.fulfill({ status: 503, headers: corsHeaders });
    if (chunk !== 4) return route.fallback();
    const url = route.request().url().replace(supabaseOrigin, supabase.origin);
    const headers = { ...route.request().headers(), authorization: `Bearer ${aal1.access_token}` };
    await route.fulfill({ response: await route.fetch({ url, headers }) });
  });
  await card.getByRole('button', { name: say('publishButton') }).click();
  await expect(card.getByText(say('failure.denied'))).toBeVisible(slow);
  expect(supabase.log.stored).toHaveLength(2);
  expect(supabase.log.published).toEqual([]);
  await expect(card.getByRole('button', { name: say('retryButton') })).toHaveCount(0);
  await card.getByRole('button', { name: say('signInAgainButton') }).click();
  const waiting = say('statusWaitingForSignIn', { name: sourceVideo.name });
  await expect(card.getByText(waiting)).toBeVisible();
  await expect(card.getByRole('button', { name: say('notNowButton') })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Annulla caricamento' })).toHaveCount(0);
  expect(await traces(page)).toEqual([]);
  await signInVerified(page);
  await expect(card.getByRole('status').filter({ hasText: say('statusLive') })).toBeVisible(slow);

  // Three files, each with its real type, each created once and stored once (the lost chunk was
  // sent again, the refused upload resumed).
  expect(supabase.log.created).toHaveLength(3);
  const [phone, wide, posterName] = supabase.log.created;
  const ms = /^hero-video-(\d{13})-phone\.mp4$/.exec(phone ?? '')?.[1];
  expect(ms).toBeDefined();
  expect([wide, posterName]).toEqual([`hero-video-${ms}-wide.mp4`, `hero-video-${ms}-poster.webp`]);
  expect(supabase.log.stored).toEqual(supabase.log.created);
  // Their names are never reused: a browser keeps each file a year.
  for (const name of supabase.log.stored) {
    const stored = await fetch(`${supabase.origin}/storage/v1/object/public/videos/${name}`);
    expect(stored.headers.get('cache-control')).toBe('max-age=31536000');
  }
  const types = await supabase.db.query<{ mimetype: string }>(
    `select metadata->>'mimetype' as mimetype from storage.objects order by name`,
  );
  expect(types.rows.map((row) => row.mimetype)).toEqual(['video/mp4', 'image/webp', 'video/mp4']);
  // The record was written only after the three uploads, and read back.
  const firstPost = storageRequests.indexOf('POST /rest/v1/hero_videos');
  expect(
    storageRequests.slice(0, firstPost).filter((r) => r.startsWith('POST /storage')),
  ).toHaveLength(3);
  expect(storageRequests.slice(firstPost + 1).some((r) => r.startsWith('GET /rest/'))).toBe(true);
  const set = { wide_object: wide, phone_object: phone, poster_object: posterName };
  const record = { ...set, width: 1280, height: 720 };
  expect(supabase.log.published).toEqual([expect.objectContaining(record)]);
  // The live poster is the stored one, served at its public URL.
  const livePoster = live.getByRole('img', { name: /^Copertina del video pubblicato il / });
  await expect
    .poll(() => livePoster.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBe(heroVideoSpec.poster.width);
  expect(await livePoster.getAttribute('src')).toBe(publicUrl(posterName));
  expect(pageErrors.uncaught).toEqual([]);

  // The homepage on a 390 px phone reads the record and requests the phone rendition only.
  const visitor = await context.newPage();
  await visitor.setViewportSize({ width: 390, height: 844 });
  const videoRequests: string[] = [];
  visitor.on('request', (request) => {
    if (request.url().startsWith(`${supabaseOrigin}/storage/`) && /\.mp4$/.test(request.url()))
      videoRequests.push(request.url());
  });
  await visitor.goto('/');
  await expect
    .poll(() =>
      visitor.locator('video').evaluate((element: HTMLVideoElement) => element.readyState),
    )
    .toBeGreaterThanOrEqual(2);
  expect([...new Set(videoRequests)]).toEqual([publicUrl(phone)]);
});

test('refused before anything is sent, the first even when chosen before the card’s script runs: a disguised page, a renamed picture, an empty file, an unreadable video', async ({
  page,
  supabase,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/storage/v1/')) requests.push(request.url());
  });
  const release = await holdRequests(page, '**/_astro/UploadCard.*.js');
  await page.goto(operatorPage.configured);
  const card = cardOf(page);
  const input = card.getByLabel(say('selectButton'));
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  const refused = [
    [{ name: 'clip.html', mimeType: 'text/html', buffer: Buffer.from('<html>') }, 'notVideo'],
    [{ name: 'lago$&.mp4', mimeType: 'video/mp4', buffer: png }, 'notVideoContent'],
    [{ name: 'vuoto.mp4', mimeType: 'video/mp4', buffer: Buffer.alloc(0) }, 'empty'],
  ] as const;
  for (const [file, refusal] of refused) {
    await input.setInputFiles(file);
    release();
    await expect(
      toasts(page).getByText(say(`refusal.${refusal}.body`, { name: file.name })),
    ).toBeVisible();
    await expect(card.getByText(say('statusIdle'))).toBeVisible();
  }

  // An MP4 header over bytes no decoder can read: the transcoder names it, nothing is sent.
  const mp4Header = Buffer.from('000000206674797069736f6d0000020069736f6d69736f32', 'hex');
  const broken = Buffer.concat([mp4Header, Buffer.alloc(4096, 7)]);
  await input.setInputFiles({ name: 'rotto.mp4', mimeType: 'video/mp4', buffer: broken });
  await expect(card.getByText(say('failure.undecodable', { name: 'rotto.mp4' }))).toBeVisible(slow);
  await expect(card.getByText(say('statusPrepareFailed'))).toBeVisible();
  expect(requests).toEqual([]);
  expect(supabase.log.created).toEqual([]);
});

test('publishing again and "poster only" each add a row; the history is kept', async ({
  page,
  supabase,
}) => {
  // Two sets stored and published before, the newer live.
  const older = heroSetObjects(1700000000000);
  for (const [set, publishedAt] of [
    [older, '2026-11-01T10:00Z'],
    [heroSetObjects(1700000100000), '2026-11-20T10:00Z'],
  ] as const) {
    for (const name of Object.values(set)) {
      const mimetype = name.endsWith('.mp4') ? 'video/mp4' : 'image/webp';
      const row = { bucket: 'videos', name, mimetype, size: 1000 };
      await tryInsert(supabase.db, { role: 'service_role' }, row, true);
    }
    await supabase.db.query(
      `insert into public.hero_videos (wide_object, phone_object, poster_object, width, height,
         duration_ms, wide_bytes, phone_bytes, published_at)
       values ($1, $2, $3, 1280, 720, 15000, 3000000, 1000000, $4)`,
      [set.wide, set.phone, set.poster, publishedAt],
    );
  }
  await openSignedIn(page);
  const live = liveOf(page);
  await expect(live.getByText('Telefono 1,0 MB, schermo largo 3,0 MB').first()).toBeVisible();
  await expect(live.getByRole('listitem')).toHaveCount(1);

  await live.getByRole('button', { name: say('live.republishButton') }).click();
  await expect(live.getByRole('listitem')).toHaveCount(2);
  // Confirmed by reading the record back, as the homepage reads it.
  await expect(live.getByRole('status')).toContainText('Online dal ');
  expect(supabase.log.published).toEqual([
    expect.objectContaining({ wide_object: older.wide, poster_object: older.poster }),
  ]);

  await live.getByRole('button', { name: say('live.posterOnlyButton') }).click();
  await expect(live.getByText(say('live.posterOnly')).first()).toBeVisible();
  expect(supabase.log.published.at(-1)).toEqual(
    expect.objectContaining({ wide_object: null, phone_object: null, poster_object: null }),
  );
  const { rows } = await supabase.db.query('select id from public.hero_videos');
  expect(rows).toHaveLength(4);
});

test('the live card reads the names as the homepage does: a name that is no set’s object is not loaded', async ({
  page,
  supabase,
}) => {
  const stamp = '1700000000000';
  const hostileRow = {
    ...heroRow,
    id: 1,
    wide_object: `hero-video-${stamp}-wide.mp4.html`,
    phone_object: `x/hero-video-${stamp}-phone.mp4`,
    poster_object: `hero-video-${stamp}-poster.svg`,
    wide_bytes: 3000000,
    phone_bytes: 1000000,
    published_at: '2026-11-20T10:00:00Z',
  };
  const requests = await answerPublishedHero(page, { rows: [hostileRow] });
  await openSignedIn(page);
  const live = liveOf(page);
  await expect(live.getByText(say('live.posterOnly'))).toBeVisible();
  await expect(live.getByRole('img')).toHaveCount(0);
  await expect(live.getByRole('button', { name: say('live.posterOnlyButton') })).toHaveCount(0);
  expect(requests.storage).toEqual([]);
  expect(supabase.log.published).toEqual([]);
});
