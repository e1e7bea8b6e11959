import { readFileSync } from 'node:fs';
import { heroRow, heroUrls, posterBytes } from '../e2e/published-hero';
import { testEnv } from '../e2e/test-env';
import { site } from '../src/data/site';

/** A stand-in response for a third-party request. */
export interface StubResponse {
  status: number;
  contentType: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

/** The e2e suite's one-second WebM clip, served as both renditions of the published hero. */
const heroClip = readFileSync(new URL('../e2e/fixtures/hero-video.webm', import.meta.url));
const heroPoster = await posterBytes();

/** The Supabase project's answers are cross-origin, the record's request with an `apikey`. */
const supabaseCors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'apikey, accept',
};

/** Instagram's embed script, reduced to the call the page makes. */
const instagramScript = 'window.instgrm = { Embeds: { process() {} } };';

const html = (title: string): StubResponse => ({
  status: 200,
  contentType: 'text/html',
  body: `<!doctype html><title>${title}</title>`,
});

/**
 * The answer for a third-party URL in engines that can intercept requests (Firefox), so the
 * suite never reaches the internet; undefined means the request is refused. WebKit's classic
 * WebDriver cannot intercept: there the page's CSP and the closed network refuse them all.
 */
export function stubFor(url: URL): StubResponse | undefined {
  if (url.href.startsWith(`${testEnv.PUBLIC_SUPABASE_URL}/rest/v1/hero_videos`)) {
    const body = JSON.stringify([heroRow]);
    return { status: 200, contentType: 'application/json', body, headers: supabaseCors };
  }
  if (url.href === heroUrls.wide || url.href === heroUrls.phone) {
    return { status: 200, contentType: 'video/webm', body: heroClip, headers: supabaseCors };
  }
  if (url.href === heroUrls.poster) {
    return { status: 200, contentType: 'image/webp', body: heroPoster, headers: supabaseCors };
  }
  if (/(^|\.)openstreetmap\.org$/.test(url.hostname)) return html('map');
  if (/(^|\.)instagram\.com$/.test(url.hostname)) {
    return { status: 200, contentType: 'text/javascript', body: instagramScript };
  }
  if (url.hostname === 'wa.me') return html('chat');
  if (url.href.startsWith(site.booking.moduleUrl)) return html('booking');
  return undefined;
}

/** True for the local static host and the page's own data and blob URLs. */
export function isLocal(url: URL): boolean {
  return (
    url.protocol === 'data:' ||
    url.protocol === 'blob:' ||
    url.hostname === '127.0.0.1' ||
    url.hostname === 'localhost'
  );
}
