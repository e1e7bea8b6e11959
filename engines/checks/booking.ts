import { expect, it } from 'vitest';
import { localizePath, translatorFor } from '../../test-support/routes';
import { dataLayerEntries, eventParams } from '../../test-support/data-layer';
import { boxOfText } from '../in-page';
import { settle, visit, type SuiteContext } from './context';

/** Scrolls the booking frame's top `pixels` above the viewport's top. */
const scrollPastFrameTop = (pixels: number) => {
  const frame = document.querySelector('iframe');
  if (!frame) throw new Error('The booking frame is missing');
  window.scrollTo(0, frame.getBoundingClientRect().top + window.scrollY + pixels);
  return new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
};

/** The booking frame's overlay: its hint stays in view over the frame; it takes the first click. */
export function bookingChecks(context: SuiteContext) {
  it('booking frame: the overlay hint stays in view while the frame scrolls under it; the overlay takes the first click and sends start_booking', async () => {
    const t = translatorFor('en');
    const path = localizePath('/prenota', 'en');
    const overlay = { role: 'button', name: t('booking.overlayHint') } as const;
    const session = await visit(context, path);
    await settle(session);
    await expect.poll(() => session.isShown(overlay)).toBe(true);
    await session.evaluate(scrollPastFrameTop, 400);
    const box = await session.evaluate(boxOfText, t('booking.overlayHint'));
    expect(box?.top).toBeGreaterThanOrEqual(0);
    expect(box?.bottom).toBeLessThanOrEqual(await session.evaluate(() => window.innerHeight));

    await session.evaluate(scrollPastFrameTop, -200);
    await session.click(overlay);
    await expect.poll(() => session.isShown(overlay)).toBe(false);
    expect(eventParams(await session.evaluate(dataLayerEntries), 'start_booking')).toEqual([
      { page_path: path, link_location: 'booking_frame' },
    ]);
  });
}
