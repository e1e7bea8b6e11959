import { describe, expect, it } from 'vitest';
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

/** The booking frame's overlay takes the first click; its hint stays in view over the frame. */
export function bookingChecks(context: SuiteContext) {
  describe('booking frame', () => {
    const locale = 'en';
    const t = translatorFor(locale);
    const overlay = { role: 'button', name: t('booking.overlayHint') } as const;

    it('the overlay takes the first click and sends start_booking', async () => {
      const session = await visit(context, localizePath('/prenota', locale));
      await session.evaluate(scrollPastFrameTop, -200);
      await session.click(overlay);
      await expect.poll(() => session.isShown(overlay)).toBe(false);
      expect(eventParams(await session.evaluate(dataLayerEntries), 'start_booking')).toEqual([
        { page_path: localizePath('/prenota', locale), link_location: 'booking_frame' },
      ]);
    });

    it('the overlay hint stays in view while the frame scrolls under it', async () => {
      const session = await visit(context, localizePath('/prenota', locale));
      await settle(session);
      await expect.poll(() => session.isShown(overlay)).toBe(true);
      await session.evaluate(scrollPastFrameTop, 400);
      const box = await session.evaluate(boxOfText, t('booking.overlayHint'));
      const height = await session.evaluate(() => window.innerHeight);
      expect(box?.top).toBeGreaterThanOrEqual(0);
      expect(box?.bottom).toBeLessThanOrEqual(height);
    });
  });
}
