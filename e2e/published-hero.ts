import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { HeroRendition } from '../src/data/hero-video';
import { storageObjectUrl } from '../src/lib/video/published-hero';
import { testEnv } from './test-env';

/*
 * The published hero as the Supabase project of the end-to-end build serves it: the record
 * through PostgREST, the files through Storage, answered by routes.
 */

const supabaseUrl = testEnv.PUBLIC_SUPABASE_URL;
const stamp = '1764000000000';

/** The objects of the published set. */
export const heroObjects = {
  wide: `hero-video-${stamp}-wide.mp4`,
  phone: `hero-video-${stamp}-phone.mp4`,
  poster: `hero-video-${stamp}-poster.webp`,
} as const;

/** Their public URLs. */
export const heroUrls = {
  wide: storageObjectUrl(supabaseUrl, heroObjects.wide),
  phone: storageObjectUrl(supabaseUrl, heroObjects.phone),
  poster: storageObjectUrl(supabaseUrl, heroObjects.poster),
} as const;

/** The record's row as PostgREST gives it for the homepage's `select`. */
export const heroRow = {
  wide_object: heroObjects.wide,
  phone_object: heroObjects.phone,
  poster_object: heroObjects.poster,
  width: 1280,
  height: 720,
  duration_ms: 15000,
};

/** "Poster only": the built poster and no video. */
export const posterOnlyRow = {
  ...heroRow,
  wide_object: null,
  phone_object: null,
  poster_object: null,
};

/** The files the storage serves, by kind. */
export type HeroFiles = Record<HeroRendition | 'poster', Buffer>;

/** A small WebP poster, made with sharp. */
export function posterBytes(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 18, channels: 3, background: '#fad23c' } })
    .webp()
    .toBuffer();
}

export interface HeroAnswer {
  /** The rows PostgREST answers; ignored when `status` is an error or `abort` is set. */
  rows?: unknown[];
  status?: number;
  /** The project does not answer at all. */
  abort?: boolean;
  /** The record's answer waits for this. */
  held?: Promise<void>;
  files: HeroFiles;
}

/** What the page asked for: the record's requests and the storage URLs, in order. */
export interface HeroRequests {
  record: string[];
  storage: string[];
}

const contentTypes = { wide: 'video/mp4', phone: 'video/mp4', poster: 'image/webp' } as const;

/** Answers the record and the storage as `answer` says; returns the requests made. */
export async function answerPublishedHero(page: Page, answer: HeroAnswer): Promise<HeroRequests> {
  const requests: HeroRequests = { record: [], storage: [] };
  const headers = { 'access-control-allow-origin': '*' };
  await page.route(
    (url) => url.href.startsWith(`${supabaseUrl}/rest/v1/hero_videos`),
    async (route) => {
      requests.record.push(route.request().url());
      await answer.held;
      if (answer.abort) return route.abort('connectionrefused');
      const status = answer.status ?? 200;
      return route.fulfill({
        status,
        headers,
        contentType: 'application/json',
        body: JSON.stringify(status < 400 ? (answer.rows ?? [heroRow]) : { message: 'error' }),
      });
    },
  );
  await page.route(
    (url) => url.href.startsWith(`${supabaseUrl}/storage/`),
    (route) => {
      const url = route.request().url();
      requests.storage.push(url);
      const kind = (Object.keys(heroUrls) as (keyof HeroFiles)[]).find(
        (name) => heroUrls[name] === url,
      );
      return kind
        ? route.fulfill({ headers, contentType: contentTypes[kind], body: answer.files[kind] })
        : route.fulfill({ status: 404, headers });
    },
  );
  return requests;
}
