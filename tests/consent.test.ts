import { parseHTML } from 'linkedom';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import {
  acceptExternalMedia,
  readConsent,
  saveConsent,
  type StoredConsent,
} from '../src/lib/consent';

const key = 'lpc-consent-v1';
const sixMonthsMs = 183 * 24 * 60 * 60 * 1000;
const now = 1_800_000_000_000;
/** Advertising, which no choice grants. */
const denied = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' };

/** A page's window as consent.ts uses it: storage, gtag, events and the document head. */
function fakeWindow() {
  const stored = new Map<string, string>();
  const window = Object.assign(new EventTarget(), {
    localStorage: {
      getItem: (name: string) => stored.get(name) ?? null,
      setItem: (name: string, value: string) => void stored.set(name, value),
    },
    gtag: vi.fn(),
  });
  const { document } = parseHTML('<!doctype html><html><head></head><body></body></html>');
  vi.stubGlobal('window', window);
  vi.stubGlobal('document', document);
  return { window, document, stored };
}

let page: ReturnType<typeof fakeWindow>;

beforeEach(() => {
  page = fakeWindow();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

const oldest = now - sixMonthsMs;

test.each([
  ['nothing stored', undefined],
  ['unreadable JSON', '{"analytics":'],
  ['a missing choice', { analytics: true, savedAt: now }],
  ['a choice that is not a boolean', { analytics: 'yes', media: true, savedAt: now }],
  ['no date', { analytics: true, media: true }],
  ['a choice older than six months', { analytics: true, media: true, savedAt: oldest - 1 }],
])('readConsent is null for %s', (_, stored) => {
  if (stored) page.stored.set(key, typeof stored === 'string' ? stored : JSON.stringify(stored));
  expect(readConsent(now)).toBeNull();
});

test('readConsent returns a choice exactly six months old, without extra fields', () => {
  page.stored.set(key, JSON.stringify({ analytics: false, media: true, savedAt: oldest, x: 1 }));
  expect(readConsent(now)).toEqual({ analytics: false, media: true, savedAt: oldest });
});

test('readConsent is null when storage throws (disabled by the browser)', () => {
  page.window.localStorage.getItem = () => {
    throw new Error('SecurityError');
  };
  expect(readConsent(now)).toBeNull();
});

/** The choices the page is told of. */
const changes = () => {
  const details: StoredConsent[] = [];
  page.window.addEventListener('lpc:consent-change', (event) =>
    details.push((event as CustomEvent<StoredConsent>).detail),
  );
  return details;
};

// None without a measurement id (a site deployed without configuration): e2e/consent.bare.spec.ts.
test('saveConsent stores the choice, tells gtag and the page, and loads nothing when analytics is refused', () => {
  vi.stubEnv('PUBLIC_GA_MEASUREMENT_ID', 'G-UNIT');
  const details = changes();
  const saved = saveConsent({ analytics: false, media: true }, now);
  expect(saved).toEqual({ analytics: false, media: true, savedAt: now });
  expect(JSON.parse(page.stored.get(key) ?? '')).toEqual(saved);
  expect(page.window.gtag.mock.calls).toEqual([
    ['consent', 'update', { analytics_storage: 'denied', ...denied }],
  ]);
  expect(details).toEqual([saved]);
  expect(page.document.querySelectorAll('script')).toHaveLength(0);
});

test('saveConsent grants analytics storage, never advertising, and requests gtag.js once when analytics is accepted and a measurement id is set', () => {
  vi.stubEnv('PUBLIC_GA_MEASUREMENT_ID', 'G-UNIT');
  saveConsent({ analytics: true, media: false }, now);
  saveConsent({ analytics: true, media: true }, now);
  const scripts = [...page.document.head.querySelectorAll('script')];
  expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
    'https://www.googletagmanager.com/gtag/js?id=G-UNIT',
  ]);
  const calls = page.window.gtag.mock.calls.map((call) => call[0]);
  expect(calls).toEqual(['consent', 'js', 'config', 'consent']);
  expect(page.window.gtag).toHaveBeenCalledWith('config', 'G-UNIT');
  expect(page.window.gtag).toHaveBeenCalledWith('consent', 'update', {
    analytics_storage: 'granted',
    ...denied,
  });
});

test('saveConsent still applies and announces the choice when storage refuses to write', () => {
  page.window.localStorage.setItem = () => {
    throw new Error('QuotaExceededError');
  };
  const details = changes();
  const choice = { analytics: false, media: false };
  expect(saveConsent(choice, now)).toEqual({ ...choice, savedAt: now });
  expect(details).toHaveLength(1);
  expect(page.window.gtag).toHaveBeenCalledTimes(1);
});

test('acceptExternalMedia turns media on and keeps the analytics choice', () => {
  page.stored.set(key, JSON.stringify({ analytics: false, media: false, savedAt: Date.now() }));
  expect(acceptExternalMedia()).toMatchObject({ analytics: false, media: true });
  page.stored.set(key, JSON.stringify({ analytics: true, media: false, savedAt: Date.now() }));
  vi.stubEnv('PUBLIC_GA_MEASUREMENT_ID', '');
  expect(acceptExternalMedia()).toMatchObject({ analytics: true, media: true });
});
