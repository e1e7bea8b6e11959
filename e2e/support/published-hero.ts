import type { Page } from '@playwright/test';
import type { HeroRendition } from '../../src/data/hero-video';
import { heroRow, heroUrls, supabaseUrl } from '../../test-support/published-hero';

/* The published hero answered by routes: the record through PostgREST, the files through Storage. */

/** The files the storage serves, by kind. */
export type HeroFiles = Record<HeroRendition | 'poster', Buffer>;

export interface HeroAnswer {
  /** The rows PostgREST answers; ignored when `status` is an error or `abort` is set. */
  rows?: unknown[];
  status?: number;
  /** The project does not answer at all. */
  abort?: boolean;
  /** The record's answer waits for this. */
  held?: Promise<void>;
  /** Without them, every file is missing (404). */
  files?: HeroFiles;
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
      return kind && answer.files
        ? route.fulfill({ headers, contentType: contentTypes[kind], body: answer.files[kind] })
        : route.fulfill({ status: 404, headers });
    },
  );
  return requests;
}
