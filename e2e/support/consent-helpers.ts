import type { Page } from '@playwright/test';
import type { Translate, UiKey } from '../../i18n';
import { consentStorageKey } from '../../src/lib/consent';
import { readStoredChoice } from '../../test-support/consent';
import { dataLayerEntries } from '../../test-support/data-layer';
import { analyticsHost, instagramHost, mapHost } from '../../test-support/third-parties';

const consentHosts = [analyticsHost, instagramHost, mapHost];

/** Every URL the page requests, in order (third parties included, even when aborted). */
export function recordRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

/** Requests to any host that needs consent. */
export function consentRequests(urls: string[]): string[] {
  return urls.filter((url) => consentHosts.some((host) => host.test(new URL(url).hostname)));
}

/** Requests for gtag.js. */
export function gtagRequests(urls: string[]): string[] {
  return urls.filter((url) => {
    const { hostname, pathname } = new URL(url);
    return analyticsHost.test(hostname) && pathname === '/gtag/js';
  });
}

/**
 * The `src` of every script and frame in the page. The site requests a third party only by
 * adding one of these, in the same task as the choice that allows it, so this list is complete
 * as soon as that task is over, unlike the request events, which reach the test later.
 */
export async function embeddedSources(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLScriptElement | HTMLIFrameElement>(
        'script[src], iframe[src]',
      ),
    ].map((element) => element.src),
  );
}

/** The banner, found the way assistive technology finds it: a region named by its title. */
export function consentBanner(page: Page, t: Translate) {
  return page.getByRole('region', { name: t('consent.title') });
}

/** Presses one of the banner's buttons, named by its dictionary key. */
export async function chooseInBanner(page: Page, t: Translate, key: UiKey) {
  await consentBanner(page, t)
    .getByRole('button', { name: t(key) })
    .click();
}

/** `window.dataLayer` with each gtag `arguments` entry as a plain array. */
export async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(dataLayerEntries);
}

/** The consent updates sent to gtag, in order. */
export async function consentUpdates(page: Page): Promise<Record<string, string>[]> {
  return (await dataLayer(page))
    .filter((entry) => entry[0] === 'consent' && entry[1] === 'update')
    .map((entry) => entry[2] as Record<string, string>);
}

/** The stored choice, without its timestamp. */
export async function storedChoice(page: Page) {
  return page.evaluate(readStoredChoice, consentStorageKey);
}
