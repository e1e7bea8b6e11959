import type { Page } from '@playwright/test';
import { heroRow, supabaseUrl } from '../../test-support/published-hero';
import { stubFor } from '../../test-support/third-parties';

export interface HeroAnswer {
  /** The rows PostgREST answers; ignored when `status` is an error or `abort` is set. */
  rows?: readonly unknown[];
  status?: number;
  /** The project does not answer at all. */
  abort?: boolean;
  /** The record's answer waits for this. */
  held?: Promise<void>;
  /** Every video answers bytes no browser can play. */
  unplayable?: boolean;
}

/**
 * Answers the published hero's record as `answer` says, and its files as every layer's stand-in
 * does (test-support/third-parties.ts); returns the record's requests and the storage URLs asked.
 */
export async function answerPublishedHero(page: Page, answer: HeroAnswer = {}) {
  const requests = { record: [] as string[], storage: [] as string[] };
  const headers = { 'access-control-allow-origin': '*' };
  await page.route(`${supabaseUrl}/rest/v1/hero_videos**`, async (route) => {
    requests.record.push(route.request().url());
    await answer.held;
    if (answer.abort) return route.abort('connectionrefused');
    const status = answer.status ?? 200;
    const json = status < 400 ? (answer.rows ?? [heroRow]) : { message: 'error' };
    return route.fulfill({ status, headers, json });
  });
  await page.route(`${supabaseUrl}/storage/**`, (route) => {
    const url = new URL(route.request().url());
    requests.storage.push(url.href);
    const stub = stubFor(url) ?? { status: 404, headers };
    const unplayable = answer.unplayable && url.pathname.endsWith('.mp4');
    return route.fulfill(unplayable ? { ...stub, body: 'not a video' } : stub);
  });
  return requests;
}
