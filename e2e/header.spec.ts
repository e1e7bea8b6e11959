import type { Page } from '@playwright/test';
import { site } from '../src/data/site';
import { publishedUrls } from '../test-support/urls';
import { consentBanner } from './support/consent-helpers';
import { expect, focusCovered, test, visit, waitForIslands } from './support/fixtures';
import { locales, localizePath, pages, translatorFor } from '../test-support/routes';

test.describe('header navigation', () => {
  for (const locale of locales) {
    test(`nav links keep the ${locale} prefix and mark the active page`, async ({ page }) => {
      const t = translatorFor(locale);
      await page.goto(localizePath('/lezioni', locale));
      const banner = page.getByRole('banner');
      const nav = banner.getByRole('navigation');
      for (const entry of pages) {
        const link = nav.getByRole('link', { name: t(entry.navKey), exact: true });
        await expect(link).toHaveAttribute('href', publishedUrls[entry.id][locale]);
        if (entry.path === '/lezioni') await expect(link).toHaveAttribute('aria-current', 'page');
        else await expect(link).not.toHaveAttribute('aria-current');
      }
      await banner.getByRole('link', { name: t('header.homeAccessibleLabel') }).click();
      await expect(page).toHaveURL(new RegExp(`${publishedUrls.home[locale]}$`));
    });
  }
});

test.describe('language switcher', () => {
  test('keeps the page, changes the language and replaces the history entry', async ({ page }) => {
    await page.goto('/');
    await visit(page, '/campi');
    const switcher = page.getByRole('banner').getByRole('list', { name: 'Lingua' });
    const italian = switcher.getByRole('link', { name: 'Italiano' });
    await expect(italian).toHaveAttribute('aria-current', 'true');
    await switcher.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/campi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await waitForIslands(page);

    await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/campi$/);
    await waitForIslands(page);

    await page.getByRole('banner').getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/\/campi$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');

    // Three switches replaced the entry each time: Back returns to the page before /campi.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});

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

/** Whether the browser's own accessibility tree exposes the menu button as expanded. */
async function menuExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: {
      role?: { value?: string };
      name?: { value?: string };
      properties?: { name: string; value: { value?: unknown } }[];
    }[];
  };
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === name);
  const expanded = button?.properties?.find((property) => property.name === 'expanded');
  return expanded ? expanded.value.value === true : undefined;
}

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('is a popover: expanded state, Escape and an outside tap close it, focus returns', async ({
    page,
  }) => {
    const t = translatorFor('de');
    await visit(page, '/de/prenota');
    const button = page.getByRole('button', { name: t('header.menuAccessibleLabel') });
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    expect(await menuExpanded(page, t('header.menuAccessibleLabel'))).toBe(false);

    await button.click();
    await expect(menu.getByRole('link', { name: t('nav.courts') })).toBeVisible();
    const booking = menu.getByRole('link', { name: t('nav.booking'), exact: true });
    await expect(booking).toHaveAttribute('aria-current', 'page');
    expect(await menuExpanded(page, t('header.menuAccessibleLabel'))).toBe(true);
    // The next Tab goes into the open menu, right after its button.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: t('nav.home') })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(200, 800);
    await expect(menu).toBeHidden();
  });

  test('closes when one of its links is tapped', async ({ page }) => {
    const t = translatorFor('it');
    await visit(page, '/prenota');
    await page.getByRole('button', { name: t('header.menuAccessibleLabel') }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await page.route('tel:*', (route) => route.abort());
    await menu.getByRole('link', { name: new RegExp(t('header.bookNow')) }).dispatchEvent('click');
    await expect(menu).toBeHidden();
  });

  test('navigates to another page from the menu', async ({ page }) => {
    await visit(page, '/en');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-menu').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/en\/contatti$/);
  });
});

test.describe('header at its narrowest and widest', () => {
  for (const { width, locale } of [
    { width: 320, locale: 'it' },
    { width: 320, locale: 'de' },
    { width: 360, locale: 'de' },
  ] as const) {
    test(`every control is on screen at ${width} px (${locale})`, async ({ page }) => {
      const t = translatorFor(locale);
      await page.setViewportSize({ width, height: 700 });
      await page.goto(localizePath('/contatti', locale));
      const header = page.getByRole('banner');
      const menu = header.getByRole('button', { name: t('header.menuAccessibleLabel') });
      await expect(menu).toBeInViewport({ ratio: 1 });
      for (const link of await header.getByRole('link').filter({ visible: true }).all()) {
        await expect(link).toBeInViewport({ ratio: 1 });
      }
      const row = header.locator('div').first();
      expect(await row.evaluate((element) => element.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }

  // From 768 px the bar holds the call-to-action: its visible words say that it calls (the call
  // alone where the whole navigation leaves no room), on one line, the bar unbroken.
  for (const locale of locales) {
    for (const width of [768, 1024, 1280]) {
      test(`the call-to-action says it calls, on one line, at ${width} px (${locale})`, async ({
        page,
      }) => {
        const t = translatorFor(locale);
        await page.setViewportSize({ width, height: 700 });
        await page.goto(localizePath('/', locale));
        const header = page.getByRole('banner');
        const cta = header.locator('a[href^="tel:"]').filter({ visible: true });
        await expect(cta).toHaveAccessibleName(
          t('header.bookNowAccessibleLabel', { phone: site.phone.display }),
        );
        await expect(cta.locator('svg')).toBeVisible();
        const label = cta.locator('span').filter({ visible: true });
        await expect(label).toHaveText(
          width < 1024 ? t('header.call') : `${t('header.bookNow')} · ${t('header.bookNowCall')}`,
        );
        expect(await label.evaluate((element) => element.getClientRects().length)).toBe(1);
        await expect(cta).toBeInViewport({ ratio: 1 });
        const row = header.locator('div').first();
        const overflow = await row.evaluate((element) => element.scrollWidth - element.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        expect((await row.boundingBox())?.height).toBe(64);
      });
    }
  }

  for (const locale of locales) {
    test(`below 768 px the menu's call-to-action says it calls (${locale})`, async ({ page }) => {
      const t = translatorFor(locale);
      await page.setViewportSize({ width: 320, height: 700 });
      await page.goto(localizePath('/', locale));
      await page.getByRole('button', { name: t('header.menuAccessibleLabel') }).click();
      const cta = page.locator('#mobile-menu').locator('a[href^="tel:"]');
      await expect(cta).toHaveText(`${t('header.bookNow')} · ${t('header.bookNowCall')}`);
      expect(await cta.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    });
  }
});

test.describe('chat button', () => {
  for (const locale of locales) {
    test(`opens the chat in a new tab (${locale})`, async ({ page }) => {
      const t = translatorFor(locale);
      await page.goto(localizePath('/gallery', locale));
      const chat = page.getByRole('link', { name: t('chat.buttonAccessibleLabel') });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
      await expect(chat).toHaveAttribute('target', '_blank');
      await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
      const box = await chat.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.x + box.width > viewport.width - 40).toBeTruthy();
      expect(box && viewport && box.y + box.height > viewport.height - 40).toBeTruthy();
      expect(box?.width).toBe(box?.height);
    });
  }

  test('never hides the element that has keyboard focus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 });
    await visit(page, '/contatti');
    await expect(page.getByRole('link', { name: /WhatsApp/ }).last()).toBeVisible();
    // The banner's controls are part of the walk: it starts once the banner shows.
    await expect(consentBanner(page, translatorFor('it'))).toBeVisible();
    const focusables = await page.locator('a[href], button, input, textarea, select').count();
    const chatButton = 'a[data-track-location="floating_button"]';
    expect(await focusCovered(page, chatButton, focusables, '.fixed')).toEqual([]);
  });
});
