import { describe, expect, it } from 'vitest';
import { localizePath, useTranslations } from '../../test-support/routes';
import { site } from '../../src/data/site';
import { consentStorageKey } from '../../src/lib/consent';
import { readStoredChoice } from '../../test-support/consent';
import { viewports } from '../session';
import { presetConsent, type SuiteContext } from './context';

const t = useTranslations('en');
const home = localizePath('/', 'en');

const videoState = () => {
  const video = document.querySelector('video');
  return video && { paused: video.paused, muted: video.muted };
};

/** Whether a frame from this host is in the page. */
const hasFrameFrom = (host: string) =>
  [...document.querySelectorAll('iframe')].some(
    (frame) => frame.src !== '' && new URL(frame.src).hostname.endsWith(host),
  );

/** The hero video, the consent banner, and the media that wait for a click or for consent. */
export function mediaChecks(context: SuiteContext) {
  describe('hero video', () => {
    const play = { role: 'button', name: t('heroVideo.playAccessibleLabel') } as const;
    const mute = { role: 'button', name: t('heroVideo.muteAccessibleLabel') } as const;

    it.skipIf(!context.intercepts)(
      'plays muted; its buttons pause, play, unmute and mute',
      async () => {
        const session = context.session();
        await session.resize(viewports.desktop);
        await presetConsent(session, 'declined');
        await session.open(home);
        await expect
          .poll(() => session.evaluate(videoState))
          .toEqual({ paused: false, muted: true });
        const steps = [
          [play, { paused: true, muted: true }],
          [play, { paused: false, muted: true }],
          [mute, { paused: false, muted: false }],
          [mute, { paused: false, muted: true }],
        ] as const;
        for (const [button, state] of steps) {
          await session.click(button);
          await expect.poll(() => session.evaluate(videoState)).toEqual(state);
        }
        expect(await session.problems()).toEqual([]);
      },
    );

    it.skipIf(context.intercepts)(
      'without its host the poster stays and no dead control shows',
      async () => {
        const session = context.session();
        await session.resize(viewports.desktop);
        await presetConsent(session, 'declined');
        await session.open(home);
        await expect
          .poll(() => session.evaluate(() => Boolean(document.querySelector('video')?.error)))
          .toBe(true);
        // Quietly: the poster stays, with no message over the hero and no control that cannot work.
        await expect.poll(() => session.isShown(play)).toBe(false);
        const quietHero = () =>
          document
            .querySelector('video')
            ?.parentElement?.querySelector('[role="alert"], [role="status"]') === null;
        expect(await session.evaluate(quietHero)).toBe(true);
        expect(
          await session.evaluate(
            () => document.querySelector('picture img')?.getClientRects().length,
          ),
        ).toBe(1);
      },
    );
  });

  describe('consent', () => {
    const banner = { role: 'region', name: t('consent.title') } as const;

    it('reject all, reopen from the footer, then accept all', async () => {
      const session = context.session();
      await session.resize(viewports.desktop);
      await presetConsent(session, 'none');
      await session.open(home);
      await session.click({ role: 'button', name: t('consent.rejectAll'), within: banner });
      await expect.poll(() => session.isShown(banner)).toBe(false);
      expect(await session.evaluate(readStoredChoice, consentStorageKey)).toEqual({
        analytics: false,
        media: false,
      });

      await session.click({
        role: 'button',
        name: t('footer.cookiePreferences'),
        within: { role: 'contentinfo' },
      });
      await expect.poll(() => session.isShown(banner)).toBe(true);
      await session.click({ role: 'button', name: t('consent.acceptAll'), within: banner });
      await expect.poll(() => session.isShown(banner)).toBe(false);
      expect(await session.evaluate(readStoredChoice, consentStorageKey)).toEqual({
        analytics: true,
        media: true,
      });
      expect(await session.problems()).toEqual([]);
    });
  });

  describe('click-to-load media', () => {
    it('the map loads on click, in place of its button', async () => {
      const session = context.session();
      const load = { role: 'button', name: t('embed.mapLoad') } as const;
      await session.resize(viewports.desktop);
      await presetConsent(session, 'declined');
      await session.open(localizePath('/contatti', 'en'));
      expect(await session.evaluate(hasFrameFrom, 'openstreetmap.org')).toBe(false);
      await session.click(load);
      await expect.poll(() => session.evaluate(hasFrameFrom, 'openstreetmap.org')).toBe(true);
      expect(await session.isShown(load)).toBe(false);
      expect(await session.problems()).toEqual([]);
    });

    it('the Instagram post loads on click; its plain link stays', async () => {
      const session = context.session();
      const load = { role: 'button', name: t('embed.instagramLoad') } as const;
      await session.resize(viewports.desktop);
      await presetConsent(session, 'declined');
      await session.open(home);
      await session.click(load);
      await expect.poll(() => session.isShown(load)).toBe(false);
      expect(
        await session.evaluate(() =>
          document
            .querySelector('blockquote.instagram-media')
            ?.getAttribute('data-instgrm-permalink'),
        ),
      ).toBe(site.instagramPost);
      expect(
        await session.attribute(
          { role: 'link', name: t('embed.instagramLink'), exact: false },
          'href',
        ),
      ).toBe(site.instagramPost);
      if (context.intercepts) {
        expect(session.thirdPartyRequests()).toContain('https://www.instagram.com/embed.js');
      }
      expect(await session.problems()).toEqual([]);
    });
  });
}
