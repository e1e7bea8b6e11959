import { describe, expect, it } from 'vitest';
import { localeNames, locales, type Locale } from '../../i18n/locales';
import { translatorFor } from '../../test-support/routes';
import { routes } from '../../test-support/urls';
import { pathname, settle, visit, type SuiteContext } from './context';

/** The next language in the list: each page switches once, every language gets its turn. */
const nextLocale = (locale: Locale) =>
  locales[(locales.indexOf(locale) + 1) % locales.length] as Locale;

const notFound = (locale: Locale) =>
  ({ role: 'heading', name: translatorFor(locale)('notFound.title') }) as const;

/**
 * Every published page loads cleanly and its switcher follows its link (the operator's page is
 * checked in forms.ts). Unknown paths: tests/built/served.test.ts and e2e/not-found.spec.ts.
 */
export function pageChecks(context: SuiteContext) {
  describe('every route', () => {
    for (const { url, locale } of routes) {
      const target = nextLocale(locale);
      // One load per page for both checks: the suite's run time is mostly page loads.
      it(`${url} loads with no error or CSP violation; its ${target} link leads to its href`, async () => {
        const session = await visit(context, url);
        await settle(session);
        expect(await session.isShown(notFound(locale))).toBe(false);
        expect(await session.problems()).toEqual([]);

        const link = {
          role: 'link',
          name: localeNames[target],
          within: { role: 'banner' },
        } as const;
        const href = await session.attribute(link, 'href');
        expect(href).toMatch(/^\//);
        await session.click(link);
        await expect.poll(() => pathname(session)).toBe(href);
        await expect.poll(() => session.evaluate(() => document.documentElement.lang)).toBe(target);
        expect(await session.isShown(notFound(target))).toBe(false);
      });
    }
  });
}
