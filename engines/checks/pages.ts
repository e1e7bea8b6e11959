import { describe, expect, it } from 'vitest';
import { localeNames, locales, type Locale } from '../../i18n/locales';
import { localizePath, translatorFor } from '../../test-support/routes';
import { routes } from '../../test-support/urls';
import { headingText } from '../in-page';
import { pathname, settle, visit, type SuiteContext } from './context';

/** The next language in the list: each page switches once, every language gets its turn. */
const nextLocale = (locale: Locale) =>
  locales[(locales.indexOf(locale) + 1) % locales.length] as Locale;

const notFound = (locale: Locale) => translatorFor(locale)('notFound.title');

/**
 * Every published page loads cleanly and its switcher follows its link (the operator's page is
 * checked in forms.ts); unknown paths get the 404 page.
 */
export function pageChecks(context: SuiteContext) {
  describe('every route', () => {
    for (const { url, locale } of routes) {
      const target = nextLocale(locale);
      // One load per page for both checks: the suite's run time is mostly page loads.
      it(`${url} loads with no error or CSP violation; its ${target} link leads to its href`, async () => {
        const session = await visit(context, url);
        await settle(session);
        expect(await session.evaluate(headingText)).not.toBe(notFound(locale));
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
        await expect.poll(() => session.evaluate(headingText)).not.toBe(notFound(target));
        await expect.poll(() => session.evaluate(() => document.documentElement.lang)).toBe(target);
      });
    }
  });

  describe('unknown path', () => {
    for (const locale of locales) {
      const t = translatorFor(locale);
      const missing = localizePath('/pagina-che-non-esiste', locale);

      // One load for both checks; where errors are seen only after the load (WebKit), the log is not.
      it(`${missing} shows the ${locale} 404 page with its home link, and logs the path`, async () => {
        const session = context.session();
        await session.open(missing);
        // Pages answers with the nearest 404.html: each language folder has its own.
        await expect.poll(() => session.evaluate(headingText)).toBe(t('notFound.title'));
        const home = { role: 'link', name: t('notFound.homeLink') } as const;
        expect(await session.attribute(home, 'href')).toBe(localizePath('/', locale));
        if (!context.watchesFromStart) return;
        const problems = await session.problems();
        expect(problems.filter((problem) => problem.startsWith('console.error'))).toEqual([
          expect.stringContaining(missing),
        ]);
      });
    }
  });
}
