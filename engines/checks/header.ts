import { describe, expect, it } from 'vitest';
import { localizePath, translatorFor } from '../../test-support/routes';
import { viewports } from '../session';
import { pathname, settle, visit, type SuiteContext } from './context';

const banner = { role: 'banner' } as const;

/** The header's menu on a phone and on a desktop, and its state once the page scrolls. */
export function headerChecks(context: SuiteContext) {
  describe('header', () => {
    it('the phone menu opens, closes on Escape, and its links navigate', async () => {
      const t = translatorFor('de');
      const courts = { role: 'link', name: t('nav.courts'), within: banner } as const;
      const menu = {
        role: 'button',
        name: t('header.menuAccessibleLabel'),
        within: banner,
      } as const;
      const phone = { viewport: viewports.phone };
      const session = await visit(context, localizePath('/prenota', 'de'), phone);
      expect(await session.isShown(courts)).toBe(false);

      await session.click(menu);
      await expect.poll(() => session.isShown(courts)).toBe(true);
      await session.press('Escape');
      await expect.poll(() => session.isShown(courts)).toBe(false);

      await session.click(menu);
      await session.click({ role: 'link', name: t('nav.contacts'), within: banner });
      await expect.poll(() => pathname(session)).toBe(localizePath('/contatti', 'de'));
    });

    it('the desktop navigation shows every page and navigates', async () => {
      const t = translatorFor('en');
      const session = await visit(context, localizePath('/lezioni', 'en'));
      const menu = { role: 'button', name: t('header.menuAccessibleLabel') } as const;
      expect(await session.isShown(menu)).toBe(false);
      await session.click({ role: 'link', name: t('nav.courts'), within: banner });
      await expect.poll(() => pathname(session)).toBe(localizePath('/campi', 'en'));
    });

    it('turns solid past 10 px of scroll and back at the top', async () => {
      const session = await visit(context, '/prenota');
      await settle(session);
      const scrolled = () =>
        session.evaluate(() => document.querySelector('header')?.getAttribute('data-scrolled'));
      expect(await scrolled()).toBe('false');
      await session.evaluate(() => window.scrollTo(0, 11));
      await expect.poll(scrolled).toBe('true');
      await session.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(scrolled).toBe('false');
    });
  });
}
