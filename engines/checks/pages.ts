import { describe, expect, it } from 'vitest';
import { localeNames, locales, type Locale } from '../../i18n/locales';
import { localizePath, translatorFor } from '../../test-support/routes';
import { routes as publishedRoutes } from '../../test-support/urls';
import { operatorPage } from '../config';
import { headingText } from '../in-page';
import { pathname, settle, visit, type SuiteContext } from './context';

/**
 * Every published page, and the operator's upload page on its own origin (Italian only, with a
 * header of its own and no language switcher).
 */
const routes = [
  ...publishedRoutes.map(({ url, locale }) => ({ url, locale, switcher: true })),
  { url: operatorPage, locale: 'it' as Locale, switcher: false },
];

/** The next language in the list: each page switches once, every language gets its turn. */
const nextLocale = (locale: Locale) =>
  locales[(locales.indexOf(locale) + 1) % locales.length] as Locale;

/** Every route loads cleanly; the switcher follows its link; unknown paths get the 404 page. */
export function pageChecks(context: SuiteContext) {
  describe('every route', () => {
    for (const { url, locale, switcher } of routes) {
      const target = nextLocale(locale);
      const linkCheck = switcher ? `; its ${target} link leads to its href` : '';
      // One load per page for both checks: the suite's run time is mostly page loads.
      it(`${url} loads with no error or CSP violation${linkCheck}`, async () => {
        const session = await visit(context, url);
        await settle(session);
        expect(await session.evaluate(headingText)).not.toBe(
          translatorFor(locale)('notFound.title'),
        );
        expect(await session.problems()).toEqual([]);
        if (!switcher) return;

        const link = {
          role: 'link',
          name: localeNames[target],
          within: { role: 'banner' },
        } as const;
        const href = await session.attribute(link, 'href');
        expect(href).toMatch(/^\//);
        await session.click(link);
        await expect.poll(() => pathname(session)).toBe(href);
        await expect
          .poll(() => session.evaluate(headingText))
          .not.toBe(translatorFor(target)('notFound.title'));
        await expect.poll(() => session.evaluate(() => document.documentElement.lang)).toBe(target);
      });
    }
  });

  describe('unknown path', () => {
    for (const locale of locales) {
      const t = translatorFor(locale);
      const missing = localizePath('/pagina-che-non-esiste', locale);

      it(`${missing} shows the ${locale} 404 page with its home link`, async () => {
        const session = context.session();
        await session.open(missing);
        // Pages answers with the nearest 404.html: each language folder has its own.
        await expect.poll(() => session.evaluate(headingText)).toBe(t('notFound.title'));
        const home = { role: 'link', name: t('notFound.homeLink') } as const;
        expect(await session.attribute(home, 'href')).toBe(localizePath('/', locale));
      });

      it.skipIf(!context.watchesFromStart)(`${missing} logs the missing path`, async () => {
        const session = context.session();
        await session.open(missing);
        const problems = await session.problems();
        expect(problems.filter((problem) => problem.startsWith('console.error'))).toEqual([
          expect.stringContaining(missing),
        ]);
      });
    }
  });
}
