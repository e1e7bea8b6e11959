import { describe, expect, it } from 'vitest';
import { localizePath, translatorFor } from '../../test-support/routes';
import { viewports } from '../session';
import { pathname, visit, type SuiteContext } from './context';

const banner = { role: 'banner' } as const;

/**
 * The header's menu on a phone, which the platform opens. Its desktop navigation and its state
 * once the page scrolls: e2e/header.spec.ts (a scroll listener and a media query; its island
 * hydrates cleanly in every route's check).
 */
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
  });
}
