import { readFileSync } from 'node:fs';
import { testEnv } from '../test-support/env.ts';
import { site } from '../src/data/site.ts';

/** A stand-in response for a third-party request. */
export interface StubResponse {
  status: number;
  contentType: string;
  body: string | Buffer;
}

/** The e2e suite's one-second WebM clip, served as the hero video. */
const heroClip = readFileSync(new URL('../e2e/fixtures/hero-video.webm', import.meta.url));

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
  if (url.href === testEnv.PUBLIC_HERO_VIDEO_URL) {
    return { status: 200, contentType: 'video/webm', body: heroClip };
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
