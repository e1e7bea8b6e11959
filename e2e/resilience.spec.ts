import { site } from '../src/data/site';
import { acceptedAll, consentPreset, storeConsent } from '../test-support/consent';
import { dataLayerEntries, eventParams } from '../test-support/data-layer';
import { consoleTexts, expect, forEachLanguage, test, visit } from './support/fixtures';
import { bookingModuleAddress, chatAddress, directionsAddress } from '../test-support/link-target';
import { publishedUrls, routesIn } from '../test-support/urls';

const fallbackLinks = [
  { id: 'booking', href: bookingModuleAddress },
  { id: 'contacts', href: directionsAddress },
  { id: 'home', href: site.instagramPost },
];

test.describe('every third party blocked, every consent given', () => {
  test.beforeEach(async ({ page }) => {
    // Consent to everything, so that the analytics library, the map and Instagram are all
    // requested: the fixture aborts each of those requests.
    await page.addInitScript(storeConsent, consentPreset(acceptedAll));
  });

  forEachLanguage('every page', ({ locale, t }) => {
    test('still shows its content with no uncaught error', async ({ page, pageErrors }) => {
      const [warnings, errors] = [consoleTexts(page, 'warning'), consoleTexts(page, 'error')];
      // The page's timers under the test's control, to run the Instagram retries at once below.
      await page.clock.install();
      for (const { id, url } of routesIn(locale)) {
        await test.step(url, async () => {
          [warnings.length, errors.length] = [0, 0];
          pageErrors.uncaught.length = 0;
          await visit(page, url);
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(`${id}.title`));
          await expect(page.getByRole('contentinfo')).toBeVisible();
          for (const fallback of fallbackLinks.filter((link) => link.id === id)) {
            // Not the placeholder's own copy of the link, which is for visitors without JavaScript.
            const link = page
              .locator(`main a[href="${fallback.href}"]:not([data-media-placeholder] *)`)
              .first();
            await link.scrollIntoViewIfNeeded();
            await expect(link).toBeVisible();
          }
          if (id === 'home') {
            // The blocked script has failed once its placeholder hides the load button; then run
            // at once what the embed may have scheduled for the next second (it retries at 500
            // and 1000 ms), so that a failing retry throws before the checks below.
            await expect(
              page.locator('[data-external-media="instagram"] [data-action]'),
            ).toHaveAttribute('hidden', '');
            await page.clock.runFor(1000);
            expect(warnings.filter((text) => /Instagram/.test(text))).toHaveLength(1);
            await expect(page.getByText(t('embed.instagramNotice'))).toBeVisible();
          }
          expect(pageErrors.uncaught.map((error) => error.message)).toEqual([]);
          // The browser itself reports each blocked request; anything else is the site's own.
          expect(errors.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
        });
      }
    });
  });
});

test.describe('JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  forEachLanguage('every page', ({ locale, t }) => {
    test('works without JavaScript', async ({ page }) => {
      for (const { id, url } of routesIn(locale)) {
        await test.step(url, async () => {
          await page.goto(url);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(`${id}.title`));
          await expect(page.locator(`a[href="${chatAddress}"]`).first()).toBeVisible();
          for (const fallback of fallbackLinks.filter((link) => link.id === id)) {
            await expect(page.locator(`main a[href="${fallback.href}"]`).first()).toBeVisible();
          }
          // No dead control: a visible button opens a popover (the menu) or submits a form.
          const dead = await page
            .locator('button:visible')
            .evaluateAll((buttons) =>
              buttons
                .filter(
                  (button) => !button.hasAttribute('popovertarget') && !button.closest('form'),
                )
                .map((button) => button.outerHTML.slice(0, 80)),
            );
          expect(dead).toEqual([]);
          if (id === 'contacts')
            await expect(page.getByText(t('contacts.formNoScript'))).toBeVisible();
          if (id === 'home') await expect(page.locator('main picture img').first()).toBeVisible();
        });
      }
    });
  });
});

forEachLanguage('the courts page', ({ locale }) => {
  test('sends one page_view even when the consent banner never arrives', async ({ page }) => {
    // The banner's module never arrives: analytics, page_view and the ready mark still start.
    await page.route(
      (url) => /\/_astro\/ConsentBanner\.[\w-]+\.js$/.test(url.pathname),
      (route) => route.abort(),
    );
    const url = publishedUrls.courts[locale];
    await page.goto(url);
    await expect(page.locator('html')).toHaveAttribute('data-behaviour', 'ready');
    expect(eventParams(await page.evaluate(dataLayerEntries), 'page_view')).toEqual([
      { page_path: url, page_title: await page.title(), language: locale },
    ]);
  });
});
