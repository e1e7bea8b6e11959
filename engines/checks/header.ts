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

    it('on a desktop it has no menu button, turns solid past 10 px of scroll and back, and its links navigate', async () => {
      const t = translatorFor('en');
      const session = await visit(context, localizePath('/lezioni', 'en'));
      await settle(session);
      const menu = { role: 'button', name: t('header.menuAccessibleLabel') } as const;
      expect(await session.isShown(menu)).toBe(false);
      const scrolled = () =>
        session.evaluate(() => document.querySelector('header')?.getAttribute('data-scrolled'));
      expect(await scrolled()).toBe('false');
      for (const [top, solid] of [
        [11, 'true'],
        [0, 'false'],
      ] as const) {
        await session.evaluate((y: number) => window.scrollTo(0, y), top);
        await expect.poll(scrolled).toBe(solid);
      }
      await session.click({ role: 'link', name: t('nav.courts'), within: banner });
      await expect.poll(() => pathname(session)).toBe(localizePath('/campi', 'en'));
    });
  });
}
