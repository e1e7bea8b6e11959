import type { Page } from '@playwright/test';
import { site } from '../src/data/site';
import { declineConsentBeforehand, trackedEvents } from './support/analytics-events';
import {
  expect,
  nextFrames,
  policyViolations,
  test,
  watchPolicyViolations,
} from './support/fixtures';
import { translatorFor } from '../test-support/routes';

/** A stand-in for the booking module, so the frame has something clickable inside. */
const bookingPage = `<!doctype html><html lang="it"><title>Prenotazioni</title>
<body style="margin:0;height:900px"><a id="slot" href="#booked" style="display:block;margin:120px 40px;padding:20px;width:200px">Campo 1, 10:00</a></body></html>`;

async function answerBookingModule(page: Page) {
  await page.route(`${site.booking.moduleUrl}**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: bookingPage }),
  );
}

test.beforeEach(({ page }) => declineConsentBeforehand(page));

test('loads the booking module, covered until the first click, which sends start_booking', async ({
  page,
  pageErrors,
}) => {
  const t = translatorFor('en');
  await answerBookingModule(page);
  await watchPolicyViolations(page);
  await page.goto('/en/prenota');
  const frame = page.locator('iframe');
  const fullScreen = page.getByRole('link', { name: t('booking.openModule') });
  await frame.scrollIntoViewIfNeeded();
  const overlay = page.getByRole('button', { name: t('booking.overlayHint') });
  await expect(overlay).toBeVisible();

  const slot = page.frameLocator('iframe').getByRole('link', { name: 'Campo 1, 10:00' });
  await slot.scrollIntoViewIfNeeded();
  const box = await slot.boundingBox();
  if (!box) throw new Error('The booking module stand-in did not render');
  const target = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  // The first click lands on the cover, not on the calendar.
  await page.mouse.click(target.x, target.y);
  await expect(overlay).toHaveCount(0);
  expect(page.frames().find((f) => f.url().includes('#booked'))).toBeUndefined();
  await expect(fullScreen).toBeVisible();
  await expect(page.getByText(t('booking.frameHelp'))).toBeVisible();
  expect(await trackedEvents(page, 'start_booking')).toEqual([
    { page_path: '/en/prenota', link_location: 'booking_frame' },
  ]);

  // Now the calendar itself takes the click.
  await page.mouse.click(target.x, target.y);
  await expect.poll(() => page.frames().some((f) => f.url().endsWith('#booked'))).toBe(true);
  expect(await trackedEvents(page, 'start_booking')).toHaveLength(1);
  expect(await policyViolations(page)).toEqual([]);
  expect(pageErrors.uncaught).toEqual([]);
});

test('sends view_calendar once, when a quarter of the frame is on screen', async ({ page }) => {
  await answerBookingModule(page);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/prenota');
  // The box around the frame is what counts (a few pixels more than the frame itself).
  const { frameTop, frameHeight } = await page.locator('iframe').evaluate((frame) => {
    const box = (frame.parentElement ?? frame).getBoundingClientRect();
    return { frameTop: box.top + window.scrollY, frameHeight: box.height };
  });
  const showFramePixels = async (pixels: number) => {
    await page.evaluate((y) => window.scrollTo(0, y), frameTop - 720 + Math.round(pixels));
    await nextFrames(page);
  };

  // A fifth of the frame: the island hydrates, but the calendar has not been seen.
  await showFramePixels(frameHeight * 0.2);
  await page.waitForFunction(
    () => !document.querySelector('astro-island[component-url*="BookingFrame"][ssr]'),
  );
  await nextFrames(page);
  expect(await trackedEvents(page, 'view_calendar')).toHaveLength(0);

  await showFramePixels(frameHeight * 0.3);
  await expect.poll(async () => (await trackedEvents(page, 'view_calendar')).length).toBe(1);

  // Out of view and back, twice.
  for (let round = 0; round < 2; round += 1) {
    await showFramePixels(0);
    await showFramePixels(frameHeight);
  }
  expect(await trackedEvents(page, 'view_calendar')).toEqual([{ page_path: '/prenota' }]);
});

test('the booking frame: 900 px high in a card on a dark surface, its hint in view, its box shorter than a phone', async ({
  page,
}) => {
  const t = translatorFor('it');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1280, height: 1200 });
  await page.goto('/prenota');
  const frame = page.locator('iframe');
  await frame.scrollIntoViewIfNeeded();
  expect((await frame.boundingBox())?.height).toBe(900);
  // In dark mode the frame sits in a card on a dark surface, not a bare white slab.
  const { surface, inset } = await frame.evaluate((element) => {
    const holder = element.parentElement ?? element;
    const outer = holder.getBoundingClientRect();
    const inner = element.getBoundingClientRect();
    return {
      surface: getComputedStyle(holder).backgroundColor,
      inset: Math.min(inner.left - outer.left, outer.right - inner.right),
    };
  });
  const [red = 255, green = 255, blue = 255] = surface.match(/\d+/g)?.map(Number) ?? [];
  expect(red + green + blue, `surface ${surface}`).toBeLessThan(3 * 96);
  expect(inset).toBeGreaterThanOrEqual(8);

  const hint = page.getByRole('button', { name: t('booking.overlayHint') }).locator('span');
  await expect(hint).toBeVisible();
  // Scroll until the frame's top edge is 100 px above the window: the hint sticks at 6rem.
  await frame.evaluate((element) =>
    window.scrollBy(0, (element.parentElement ?? element).getBoundingClientRect().top + 100),
  );
  await expect.poll(async () => Math.round((await hint.boundingBox())?.y ?? 0)).toBe(96);

  await page.setViewportSize({ width: 390, height: 844 });
  const box = await frame.evaluate((element) => element.parentElement?.getBoundingClientRect());
  expect(box && box.height).toBeLessThanOrEqual(844 - 96);
});
