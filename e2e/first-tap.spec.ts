import type { Page } from '@playwright/test';
import type { Locale } from '../i18n/locales';
import { site } from '../src/data/site';
import { declineConsentBeforehand, trackedEvents } from './support/analytics-events';
import { dataLayer } from './support/consent-helpers';
import {
  answerThirdParties,
  consoleTexts,
  expect,
  firstPaint,
  forEachLanguage,
  holdRequests,
  nextFrames,
  test,
  waitForIslands,
} from './support/fixtures';
import { chatAddress } from '../test-support/link-target';
import { translatorFor } from '../test-support/routes';
import { publishedUrls, routes } from '../test-support/urls';
import { chatHost, isLocal } from '../test-support/third-parties';
import { operatorPage } from './support/operator-page';

/* Every control works at the first tap, before the scripts arrive (docs/first-tap.md, Tests). */

/** `menu`: the page carries the site's header menu (the operator's page has a header of its own). */
const pagesToCheck: { url: string; locale: Locale; menu: boolean }[] = [
  ...routes.map(({ url, locale }) => ({ url, locale, menu: true })),
  { url: operatorPage.configured, locale: 'it', menu: false },
];

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** Holds every script file of the site until the returned function is called. */
const holdScripts = (page: Page) =>
  holdRequests(page, (url) => isLocal(url) && url.pathname.endsWith('.js'));

/** The header's menu control, whatever it is (its name says "menu" in every language). */
function menuControl(page: Page) {
  return page
    .getByRole('banner')
    .getByLabel(/men[uü]/i)
    .filter({ visible: true })
    .first();
}

/** True while none of the site's script files has run: no island hydrated, no page behaviour. */
function scriptsHeld(page: Page): Promise<boolean> {
  return page.evaluate(
    () =>
      document.documentElement.dataset.behaviour !== 'ready' &&
      [...document.querySelectorAll('astro-island')].every((island) => island.hasAttribute('ssr')),
  );
}

/** Document-relative boxes of everything a visitor can see and use, keyed by a stable path. */
function layoutSnapshot(page: Page): Promise<Record<string, number[]>> {
  return page.evaluate(() => {
    // Sections skipped until scrolled to (content-visibility) would move when rendered anyway.
    for (const element of document.querySelectorAll<HTMLElement>('*')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
    const pathOf = (element: Element): string => {
      const parent = element.parentElement;
      if (!parent) return element.tagName;
      const index = [...parent.children].indexOf(element);
      return `${pathOf(parent)}>${element.tagName}[${index}]`;
    };
    const boxes: Record<string, number[]> = {};
    const selector = 'a[href], button, h1, h2, h3, p, img, iframe, input, textarea';
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest('[popover], section[tabindex="-1"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (getComputedStyle(element).position === 'fixed') continue;
      boxes[pathOf(element)] = [box.left, box.top + window.scrollY, box.width, box.height].map(
        Math.round,
      );
    }
    return boxes;
  });
}

for (const { url, locale, menu: hasMenu } of pagesToCheck) {
  const t = translatorFor(locale);

  test.describe(`${url} at the first tap`, () => {
    // The third parties a tap can reach, answered so that a failed request logs nothing.
    test.beforeEach(({ page }) => answerThirdParties(page));

    test('it paints with every control before its scripts, and nothing jumps when they arrive', async ({
      page,
    }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      const release = await holdScripts(page);
      await page.goto(url, { waitUntil: 'commit' });
      await firstPaint(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState();
      expect(await scriptsHeld(page)).toBe(true);
      // A real button, not a stand-in link that would lead somewhere else.
      if (hasMenu) await expect.soft(menuControl(page)).toHaveJSProperty('tagName', 'BUTTON');
      // The map and Instagram placeholders: "load" and the plain link, both from the start.
      for (const embed of await page.locator('[data-external-media]').all()) {
        await expect.soft(embed.getByRole('button')).toBeVisible();
        await expect.soft(embed.getByRole('link').filter({ visible: true })).toHaveCount(1);
      }
      const before = await layoutSnapshot(page);
      release();
      await waitForIslands(page);
      expect(requests.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(0);
      // Nothing competes with the first paint, nor comes after it: no font, manifest or icon.
      expect(
        requests.filter((path) => /\.(woff2?|ttf|otf|webmanifest)$|favicon/.test(path)),
      ).toEqual([]);
      const after = await layoutSnapshot(page);
      const moved = Object.entries(before).filter(
        ([key, box]) => after[key] && after[key].join() !== box.join(),
      );
      expect(moved, 'boxes that moved once the scripts ran').toEqual([]);
    });

    test('every visible control works at the first tap, without a second one', async ({
      page,
      pageErrors,
    }) => {
      const errors = consoleTexts(page, 'error');
      const release = await holdScripts(page);
      await page.goto(url);
      expect(await scriptsHeld(page)).toBe(true);

      // Links are links: each leads somewhere without script.
      for (const link of await page.locator('a:visible').all()) {
        expect(await link.getAttribute('href')).toMatch(/^(https?:|tel:|mailto:|\/|#[\w-]+$)/);
      }

      const controls = page.locator('button:visible:not(:disabled), summary:visible');
      const kinds = await controls.evaluateAll((elements) =>
        elements.map((element) => {
          if (element.hasAttribute('popovertarget')) return 'popover';
          // A form that goes to its own address: the contact form's chat link.
          if (element.closest('form[action]') && element.getAttribute('type') === 'submit') {
            return 'submit';
          }
          return element.getAttribute('data-action') ?? element.outerHTML.slice(0, 120);
        }),
      );
      const known = ['popover', 'submit', 'load-media', 'open-consent', 'uncover-booking'];
      expect(
        kinds.filter((kind) => !known.includes(kind)),
        'controls that neither the platform nor the first-tap script handles',
      ).toEqual([]);

      // The menu is the platform's: it opens and closes while every script is held back.
      if (hasMenu) {
        const menuButton = menuControl(page);
        const menu = page.locator('#mobile-menu');
        await menuButton.tap();
        await expect(menu).toBeVisible();
        await expect(menu.getByRole('link').first()).toBeInViewport();
        await menuButton.tap();
        await expect(menu).toBeHidden();
        await menuButton.tap();
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
      }

      // Script work: tapped now, in page order, and done once the scripts arrive.
      const actions = page.locator('[data-action]:visible');
      const tapped = await actions.evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('data-action')),
      );
      for (const action of await actions.all()) await action.tap();
      expect(await scriptsHeld(page)).toBe(true);
      release();
      await waitForIslands(page);

      if (tapped.includes('load-media')) {
        for (const embed of await page.locator('[data-external-media]').all()) {
          await expect(embed).toHaveAttribute('data-state', 'loaded');
          await expect(embed.locator('[data-media-slot] > *')).toHaveCount(1);
        }
      }
      if (tapped.includes('uncover-booking')) {
        await expect(page.locator('[data-action="uncover-booking"]')).toHaveCount(0);
        await expect
          .poll(async () => (await dataLayer(page)).some((entry) => entry[1] === 'start_booking'))
          .toBe(true);
      }
      if (tapped.includes('open-consent')) {
        const banner = page.getByRole('region', { name: t('consent.title') });
        await expect(banner.getByRole('checkbox', { name: t('consent.mediaTitle') })).toBeVisible();
      }
      expect(errors).toEqual([]);
      expect(pageErrors.uncaught).toEqual([]);
    });
  });
}

/** The `text` parameter exactly as it is in the URL, decoded (no `+` for spaces, as sent). */
function chatText(url: string): string | null {
  const raw = /[?&]text=([^&#]*)/.exec(url)?.[1];
  return raw === undefined ? null : decodeURIComponent(raw);
}

forEachLanguage('the contact form', ({ locale, t }) => {
  test('opens the chat at the first tap, then sends the exact message through its island', async ({
    page,
    pageErrors,
  }) => {
    await declineConsentBeforehand(page);
    await answerThirdParties(page, chatHost);
    const popups: Page[] = [];
    page.on('popup', (popup) => popups.push(popup));
    const release = await holdScripts(page);
    const url = publishedUrls.contacts[locale];
    await page.goto(url);
    const form = page.getByRole('region', { name: t('contacts.formHeading') });
    const fields = [
      [t('contacts.formName'), 'Zoë "Ace" O’Neil & Co.'],
      [t('contacts.formPhone'), '+39 333 123 4567 #2?'],
      [
        t('contacts.formMessage'),
        "Avete un campo domani? 50% & 'padel' #1 — àèéìòù ß 🎾🏓\nSeconda riga?x=1&y=2",
      ],
    ] as const;
    const fill = async () => {
      for (const [label, value] of fields) await form.getByLabel(label).fill(value);
    };
    /** Taps send; the address of the chat the new tab opens, with no way back to the page. */
    const send = async () => {
      const popupEvent = page.waitForEvent('popup');
      await form.getByRole('button', { name: t('contacts.formSubmit') }).tap();
      const popup = await popupEvent;
      await popup.waitForURL(/^https:\/\/wa\.me\//);
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      const opened = new URL(popup.url());
      expect(`${opened.origin}${opened.pathname}${opened.hash}`).toBe(chatAddress);
      expect([...opened.searchParams.keys()]).toEqual(['text']);
      return opened;
    };

    // Before its island runs the form is the plain one: what it carries is the message field
    // (a line break goes as CR LF in a form).
    await fill();
    const plain = await send();
    expect(await scriptsHeld(page)).toBe(true);
    expect(plain.searchParams.get('text')).toBe(fields[2][1].replace('\n', '\r\n'));

    // Once the island runs, the same tap is not sent again; its own submit sends every field.
    release();
    await form.scrollIntoViewIfNeeded();
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    expect(popups).toHaveLength(1);
    // With JavaScript, the note for visitors without it is hidden.
    await expect(form.getByText(t('contacts.formRequired'))).toBeVisible();
    await expect(form.getByText(t('contacts.formNoScript'))).toBeHidden();
    // Native validation still holds: an empty field is focused, in the tap's own task, and
    // nothing is sent (a status would render in the next task).
    const message = form.getByLabel(t('contacts.formMessage'));
    await message.clear();
    await form.getByRole('button', { name: t('contacts.formSubmit') }).tap();
    await expect(message).toBeFocused();
    await nextFrames(page);
    expect(popups).toHaveLength(1);
    expect(await trackedEvents(page, 'form_submit')).toEqual([]);
    await expect(form.getByRole('status')).toHaveText('');
    await fill();
    const expected = [
      t('contacts.formGreeting', { name: site.name }),
      ...fields.map(([label, value]) => `${label}: ${value}`),
    ].join('\n');
    expect(chatText((await send()).href)).toBe(expected);
    expect(await trackedEvents(page, 'form_submit')).toEqual([
      { page_path: url, form_name: 'contact' },
    ]);
    const status = form.getByRole('status');
    await expect(status).toContainText(t('contacts.formSent'));
    const again = status.getByRole('link', { name: t('contacts.formSentRetry') });
    expect(chatText((await again.getAttribute('href')) ?? '')).toBe(expected);
    expect(popups).toHaveLength(2);
    expect(pageErrors.uncaught).toEqual([]);
  });
});

test('a language switch, tapped or from the keyboard before any script has run, keeps the page and replaces the history entry', async ({
  page,
}) => {
  await holdScripts(page);
  await page.goto('/');
  await page.goto('/campi?tab=1#prezzi');
  expect(await scriptsHeld(page)).toBe(true);
  const entries = await page.evaluate(() => history.length);
  const switcher = page.getByRole('banner').getByRole('list', { name: 'Lingua' });
  await expect(switcher.getByRole('link', { name: 'Italiano' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await switcher.getByRole('link', { name: 'English' }).tap();
  await expect(page).toHaveURL(/\/en\/campi\?tab=1#prezzi$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByRole('banner').getByRole('link', { name: 'Deutsch' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de\/campi\?tab=1#prezzi$/);
  expect(await scriptsHeld(page)).toBe(true);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await page.goBack();
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});
