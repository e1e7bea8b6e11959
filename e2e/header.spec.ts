import { expect, forEachLanguage, test, visit } from './support/fixtures';
import { localizePath } from '../test-support/routes';

test('the header changes state past 10 px of scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await visit(page, '/prenota');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

// Every control is on screen at 320 and 360 px on every page: e2e/layout.spec.ts (reflow); the
// navigation's links and the call's name and words in the bar and the menu:
// tests/built/routes.test.ts.
// From 768 px the bar holds the call-to-action: its visible words say that it calls (the call
// alone where the whole navigation leaves no room), on one line, the bar unbroken; below, the
// menu holds it. The layout is CSS alone: one load, resized.
forEachLanguage("the header's call-to-action", ({ locale, t }) => {
  test('says it calls, on one line, at every width', async ({ page }) => {
    await page.goto(localizePath('/', locale));
    const header = page.getByRole('banner');
    const cta = header.locator('a[href^="tel:"]').filter({ visible: true });
    const row = header.locator('div').first();
    for (const width of [768, 1024, 1280]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 700 });
        await expect(cta.locator('svg')).toBeVisible();
        const label = cta.locator('span').filter({ visible: true });
        await expect(label).toHaveText(
          width < 1024 ? t('header.call') : `${t('header.bookNow')} · ${t('header.bookNowCall')}`,
        );
        expect(await label.evaluate((element) => element.getClientRects().length)).toBe(1);
        await expect(cta).toBeInViewport({ ratio: 1 });
        const overflow = await row.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect((await row.boundingBox())?.height).toBe(64);
      });
    }
    await test.step('320 px, in the menu', async () => {
      await page.setViewportSize({ width: 320, height: 700 });
      await page.getByRole('button', { name: t('header.menuAccessibleLabel') }).click();
      const inMenu = page.locator('#mobile-menu').locator('a[href^="tel:"]');
      await expect(inMenu).toBeVisible();
      expect(await inMenu.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    });
  });
});
