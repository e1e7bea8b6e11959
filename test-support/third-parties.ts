import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { site } from '../src/data/site.ts';
import { testEnv } from './env.ts';
import { heroRow, heroUrls } from './published-hero.ts';

/** A stand-in answer for a third-party request. */
export interface StubResponse {
  status: number;
  contentType: string;
  body: string | Buffer;
  headers?: Record<string, string>;
}

/** The e2e suite's one-second WebM clip, served as both renditions of the published hero. */
const heroClip = readFileSync(new URL('../e2e/fixtures/hero-video.webm', import.meta.url));
const heroPoster = await sharp({
  create: { width: 32, height: 18, channels: 3, background: '#fad23c' },
})
  .webp()
  .toBuffer();

/** The Supabase project's answers are cross-origin, the record's request with an `apikey`. */
const supabaseCors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'apikey, accept',
};

const html = (title: string): StubResponse => ({
  status: 200,
  contentType: 'text/html',
  body: `<!doctype html><title>${title}</title>`,
});
const script = (body: string): StubResponse => ({
  status: 200,
  contentType: 'text/javascript',
  body,
});
/** Instagram's embed script, reduced to the call the page makes, which it counts. */
const instagramScript = `window.instgrm = { Embeds: { process() {
  window.instagramProcessed = (window.instagramProcessed || 0) + 1;
} } };`;

/** Hosts that see nothing until the visitor accepts the matching category of consent. */
export const analyticsHost =
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)$/;
export const instagramHost = /(^|\.)(instagram\.com|cdninstagram\.com)$/;
export const mapHost = /(^|\.)openstreetmap\.org$/;
export const chatHost = /^wa\.me$/;

/**
 * Every third party the site reaches, answered with something minimal so that no layer's tests
 * reach the internet; undefined for anything else, which the caller refuses.
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
  if (analyticsHost.test(url.hostname)) return script('');
  if (instagramHost.test(url.hostname)) return script(instagramScript);
  if (mapHost.test(url.hostname)) return html('map');
  if (chatHost.test(url.hostname)) return html('chat');
  if (url.href.startsWith(site.booking.moduleUrl)) return html('booking');
  return undefined;
}

/** True for the local static host and the page's own data and blob URLs. */
export function isLocal(url: string | URL): boolean {
  const { hostname, protocol } = new URL(url);
  return (
    protocol === 'data:' ||
    protocol === 'blob:' ||
    hostname === '127.0.0.1' ||
    hostname === 'localhost'
  );
}
