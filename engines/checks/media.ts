import { describe, expect, it } from 'vitest';
import { localizePath, translatorFor } from '../../test-support/routes';
import { site } from '../../src/data/site';
import { consentStorageKey } from '../../src/lib/consent';
import { readStoredChoice } from '../../test-support/consent';
import { heroUrls } from '../../test-support/published-hero';
import { heroVideoState } from '../in-page';
import { settle, visit, type SuiteContext } from './context';

const t = translatorFor('en');
const home = localizePath('/', 'en');

const heroButtons = () =>
  document.querySelector('video')?.parentElement?.querySelectorAll('button').length;
const instagramPermalink = () =>
  document.querySelector('blockquote.instagram-media')?.getAttribute('data-instgrm-permalink');

/** The hero with no set published: its videos, the messages over it, whether the poster shows. */
const heroWithoutSet = () => ({
  videos: document.querySelectorAll('video').length,
  messages: document
    .querySelector('picture')
    ?.parentElement?.querySelectorAll('[role="alert"], [role="status"]').length,
  posterShown: document.querySelector('picture img')?.getClientRects().length,
});

/** Whether the page has had its answer to the published hero's record. */
const recordRead = () =>
  performance
    .getEntriesByType('resource')
    .some(({ name }) => name.includes('/rest/v1/hero_videos'));

/** The hero video, and the consent banner with the Instagram post that waits for a click. */
export function mediaChecks(context: SuiteContext) {
  describe('hero video', () => {
    const play = { role: 'button', name: t('heroVideo.playAccessibleLabel') } as const;

    it.skipIf(context.standIn)(
      'plays the published rendition muted; its one button pauses and plays',
      async () => {
        const session = await visit(context, home);
        await expect
          .poll(() => session.evaluate(heroVideoState))
          .toEqual({ paused: false, muted: true, src: heroUrls.wide });
        // The renditions have no sound track: no sound button.
        expect(await session.evaluate(heroButtons)).toBe(1);
        for (const paused of [true, false]) {
          await session.click(play);
          await expect
            .poll(() => session.evaluate(heroVideoState))
            .toMatchObject({ paused, muted: true });
        }
        expect(await session.problems()).toEqual([]);
      },
    );

    it.skipIf(!context.standIn)(
      'with no set published the built poster stays and no dead control shows',
      async () => {
        await context.standIn?.().reset();
        const session = await visit(context, home);
        await settle(session);
        await expect.poll(() => session.evaluate(recordRead)).toBe(true);
        // No record: quietly, the built poster alone, with no video, no message over the hero
        // and no control that cannot work.
        expect(await session.evaluate(heroWithoutSet)).toEqual({
          videos: 0,
          messages: 0,
          posterShown: 1,
        });
        expect(await session.isShown(play)).toBe(false);
      },
    );
  });

  describe('consent', () => {
    const banner = { role: 'region', name: t('consent.title') } as const;

    it('reject all; the Instagram post loads on click, its plain link stays; reopen from the footer, then accept all', async () => {
      const session = await visit(context, home, { consent: 'none' });
      const stored = () => session.evaluate(readStoredChoice, consentStorageKey);
      await session.click({ role: 'button', name: t('consent.rejectAll'), within: banner });
      await expect.poll(() => session.isShown(banner)).toBe(false);
      expect(await stored()).toEqual({ analytics: false, media: false });

      const load = { role: 'button', name: t('embed.instagramLoad') } as const;
      await session.click(load);
      await expect.poll(() => session.isShown(load)).toBe(false);
      expect(await session.evaluate(instagramPermalink)).toBe(site.instagramPost);
      const link = { role: 'link', name: t('embed.instagramLink'), exact: false } as const;
      expect(await session.attribute(link, 'href')).toBe(site.instagramPost);
      if (session.thirdPartyRequests) {
        expect(session.thirdPartyRequests).toContain('https://www.instagram.com/embed.js');
      }
      expect(await stored()).toEqual({ analytics: false, media: true });

      const footer = { role: 'contentinfo' } as const;
      await session.click({ role: 'button', name: t('footer.cookiePreferences'), within: footer });
      await expect.poll(() => session.isShown(banner)).toBe(true);
      await session.click({ role: 'button', name: t('consent.acceptAll'), within: banner });
      await expect.poll(() => session.isShown(banner)).toBe(false);
      expect(await stored()).toEqual({ analytics: true, media: true });
      expect(await session.problems()).toEqual([]);
    });
  });
}
