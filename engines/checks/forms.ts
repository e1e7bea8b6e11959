import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { attemptInjection, injection, injectionBlocked } from '../../test-support/injection';
import { chatAddress, targetOf } from '../../test-support/link-target';
import { localizePath, translatorFor } from '../../test-support/routes';
import { uploadText as say } from '../../src/lib/upload/template';
import { testEnv } from '../../test-support/env';
import { site } from '../../src/data/site';
import { heroVideoSpec } from '../../src/data/hero-video';
import { storageObjectUrl } from '../../src/lib/video/published-hero';
import { standInUsers, totpCode } from '../../e2e/support/supabase-stand-in';
import { operatorPage } from '../config';
import { boxOfText, heroVideoState, previewed } from '../in-page';
import { viewports, type EngineSession } from '../session';
import { openedWindow, settle, visit, type SuiteContext } from './context';

/** The e2e suite's clip: VP8 in WebM, 32 × 18, 1.1 s. */
const heroClip = new URL('../../e2e/fixtures/hero-video.webm', import.meta.url);
/** As an iPhone records: HEVC (`hvc1`) and AAC in a QuickTime `.mov`, 1920 × 1080, 1 s (docs/upload.md). */
const iphoneClip = new URL('../../e2e/fixtures/iphone-hevc.mov', import.meta.url);

const { renditions, poster } = heroVideoSpec;
/** The preview of a prepared set: both renditions at their sizes, and the poster. */
const preparedPreview = {
  videos: [renditions.phone, renditions.wide].map(({ width, height }) => ({ width, height })),
  posterWidth: poster.width,
};

/** How long a check that prepares a set may take: transcoding is CPU work on a shared machine. */
const preparing = 120_000;

/** Chooses `clip` on the upload page and waits for the preview of the set made from it. */
async function prepare(session: EngineSession, clip: URL) {
  await session.chooseFile('input[type="file"]', fileURLToPath(clip));
  await expect
    .poll(() => session.evaluate(boxOfText, say('statusReady')), { timeout: preparing })
    .not.toBeNull();
  await expect
    .poll(() => session.evaluate(previewed, say('preview.title')))
    .toEqual(preparedPreview);
}

/** Whether a frame from this host is in the page. */
const hasFrameFrom = (host: string) =>
  [...document.querySelectorAll('iframe')].some(
    (frame) => frame.src !== '' && new URL(frame.src).hostname.endsWith(host),
  );

/**
 * The contact page's map loads on click and its form opens the chat with the message; the upload
 * card refuses bad files, and prepares and previews a set where the platform can make one.
 */
export function formChecks(context: SuiteContext) {
  describe('contact form', () => {
    const locale = 'de';
    const t = translatorFor(locale);
    const form = { role: 'region', name: t('contacts.formHeading') } as const;
    const inForm = (role: 'textbox' | 'button' | 'status', name: string) =>
      ({ role, name, exact: false, within: form }) as const;
    const fields = [
      [t('contacts.formName'), 'Ada'],
      [t('contacts.formPhone'), '+39 333'],
      [t('contacts.formMessage'), 'Hallo'],
    ] as const;
    const expected = [
      t('contacts.formGreeting', { name: site.name }),
      ...fields.map(([label, value]) => `${label}: ${value}`),
    ].join('\n');

    it('the map loads on click, in place of its button; the form opens the chat with the message in a new window', async () => {
      const session = await visit(context, localizePath('/contatti', locale));
      const mapLoad = { role: 'button', name: t('embed.mapLoad') } as const;
      expect(await session.evaluate(hasFrameFrom, 'openstreetmap.org')).toBe(false);
      await session.click(mapLoad);
      await expect.poll(() => session.evaluate(hasFrameFrom, 'openstreetmap.org')).toBe(true);
      expect(await session.isShown(mapLoad)).toBe(false);
      // The form hydrates once in view; a visitor types into what they see.
      await session.evaluate(() =>
        document.querySelector('form')?.scrollIntoView({ behavior: 'instant' }),
      );
      await settle(session, 'form');
      for (const [label, value] of fields) await session.type(inForm('textbox', label), value);
      const submit = inForm('button', t('contacts.formSubmit'));
      const url = await openedWindow(session, () => session.click(submit));
      // Any other parameter stays in the address, so the chat gets the message and nothing else.
      expect(targetOf(url)).toEqual({ address: chatAddress, text: expected });
      await expect.poll(() => session.isShown(inForm('status', t('contacts.formSent')))).toBe(true);
      expect(await session.problems()).toEqual([]);
    });

    it('submits the plain form to the chat before the form has hydrated', async () => {
      const session = await visit(context, localizePath('/contatti', locale), {
        viewport: viewports.phone,
      });
      // On a phone the form is below the first screen, so its island waits to be scrolled to:
      // until then the browser submits the form itself. The address it would open is read and
      // the navigation stopped, as the new tab would leave the machine.
      const sent = await session.evaluate(
        (values: string[]) => {
          const form = document.querySelector('form');
          if (!form) throw new Error('No contact form');
          const inputs = form.querySelectorAll<HTMLInputElement>('input, textarea');
          inputs.forEach((input, index) => (input.value = values[index] ?? ''));
          let handled = true;
          const submitted = (event: Event) => {
            handled = event.defaultPrevented;
            event.preventDefault();
          };
          window.addEventListener('submit', submitted, { once: true });
          const hydrated = !form.closest('astro-island')?.hasAttribute('ssr');
          form.requestSubmit();
          const data = new URLSearchParams([...new FormData(form)] as string[][]);
          return { hydrated, handled, url: `${form.action}?${data}` };
        },
        fields.map(([, value]) => value),
      );
      expect(sent).toMatchObject({ hydrated: false, handled: false });
      // What the form carries: the message field, as the chat's only parameter.
      expect(targetOf(sent.url)).toEqual({ address: chatAddress, text: 'Hallo' });
      expect(await session.problems()).toEqual([]);
    });
  });

  describe('upload page', () => {
    const storage = new URL(testEnv.PUBLIC_SUPABASE_URL).hostname;
    const storageRequests = (session: EngineSession) =>
      session.thirdPartyRequests?.filter((url) => new URL(url).hostname === storage) ?? [];

    it('loads cleanly, says before any choice whether it can prepare, refuses bad files before any request, blocks injected code', async () => {
      // The page asks as it loads; in WebKitGTK, asked wrongly, that crashes the page's process
      // (docs/engines.md), and the session with it.
      const session = await visit(context, operatorPage);
      await settle(session);
      // What the platform says, asked as the transcoder asks it: H.264 playback, then an H.264
      // encoder at the wide rendition's size. Answered in the page and read back, as WebKit's
      // driver does not wait for a promise.
      await session.evaluate(({ width, height, bitrate }) => {
        const codec = 'avc1.640028';
        const page = window as unknown as { canPrepare?: boolean };
        void (async () =>
          (page.canPrepare =
            typeof VideoEncoder !== 'undefined' &&
            document.createElement('video').canPlayType(`video/mp4; codecs="${codec}"`) !== '' &&
            (await VideoEncoder.isConfigSupported({ codec, width, height, bitrate })).supported ===
              true))();
      }, heroVideoSpec.renditions.wide);
      const answer = () =>
        session.evaluate(() => (window as unknown as { canPrepare?: boolean }).canPrepare ?? null);
      await expect.poll(answer).not.toBeNull();
      const unsupported = () => session.evaluate(boxOfText, say('failure.unsupported'));
      if (await answer()) expect(await unsupported()).toBeNull();
      else await expect.poll(unsupported).not.toBeNull();

      const folder = await mkdtemp(join(tmpdir(), 'engines-upload-'));
      onTestFinished(() => rm(folder, { recursive: true, force: true }));
      const refused = [
        ['notes.txt', 'not a video', say('refusal.notVideo.body')],
        // A picture renamed .mp4: its first bytes are not a video's.
        [
          'picture.mp4',
          Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
          say('refusal.notVideoContent.body', { name: 'picture.mp4' }),
        ],
      ] as const;
      for (const [name, bytes, message] of refused) {
        await writeFile(join(folder, name), bytes);
        await session.chooseFile('input[type="file"]', join(folder, name));
        await expect.poll(() => session.evaluate(boxOfText, message)).not.toBeNull();
        expect(await session.evaluate(boxOfText, say('statusIdle'))).not.toBeNull();
      }
      expect(storageRequests(session)).toEqual([]);
      expect(await session.problems()).toEqual([]);
      // The page's own policy refuses what an injected script would load or send.
      expect(await session.evaluate(attemptInjection, injection)).toEqual(injectionBlocked);
    });

    it.skipIf(context.standIn)(
      'prepares a chosen video and previews the set, sending nothing',
      async () => {
        const session = await visit(context, operatorPage);
        await settle(session);
        await prepare(session, heroClip);
        expect(storageRequests(session)).toEqual([]);
        expect(await session.problems()).toEqual([]);
      },
      preparing,
    );

    it.skipIf(!context.standIn)(
      'signs in, prepares an iPhone’s HEVC .mov, previews and publishes it; the homepage plays it',
      async () => {
        const standIn = context.standIn?.();
        if (!standIn) throw new Error('No Supabase stand-in');
        await standIn.reset();
        const { operator } = standInUsers;
        const session = await visit(context, operatorPage);
        await settle(session);
        await session.type({ role: 'textbox', name: say('signIn.email') }, operator.email);
        await session.type({ role: 'textbox', name: say('signIn.password') }, operator.password);
        await session.click({ role: 'button', name: say('signIn.submit') });
        const code = { role: 'textbox', name: say('mfa.code') } as const;
        await session.type(code, totpCode(operator.totp.secret));
        await session.click({ role: 'button', name: say('mfa.submit') });
        const signOut = { role: 'button', name: say('signOutButton') } as const;
        await expect.poll(() => session.isShown(signOut)).toBe(true);

        await prepare(session, iphoneClip);
        expect(standIn.log.created).toEqual([]);
        await session.click({ role: 'button', name: say('publishButton') });
        await expect
          .poll(() => session.evaluate(boxOfText, say('statusLive')), { timeout: preparing })
          .not.toBeNull();
        expect(await session.problems()).toEqual([]);
        // Both renditions and a WebP poster, stored with their types, and the record naming them.
        const stored = await standIn.db.query<{ name: string; type: string }>(
          `select name, metadata->>'mimetype' as type from storage.objects order by name`,
        );
        const [phoneName, posterName, wideName] = stored.rows.map(({ name }) => name);
        expect(stored.rows.map(({ type }) => type)).toEqual([
          'video/mp4',
          heroVideoSpec.posterTypes.webp,
          'video/mp4',
        ]);
        const poster = await fetch(
          `${standIn.origin}/storage/v1/object/public/videos/${posterName}`,
        );
        // WebP's own bytes (RIFF....WEBP): WebKit's canvas would have made a PNG.
        expect(Buffer.from(await poster.arrayBuffer()).toString('latin1', 8, 12)).toBe('WEBP');
        expect(standIn.log.published).toMatchObject([
          { phone_object: phoneName, poster_object: posterName, wide_object: wideName },
        ]);

        // The homepage, as a visitor's WebKit: the published poster, then the wide rendition.
        await visit(context, localizePath('/', 'en'));
        const url = (name = '') => storageObjectUrl(testEnv.PUBLIC_SUPABASE_URL, name);
        await expect
          .poll(() => session.evaluate(heroVideoState))
          .toEqual({ paused: false, muted: true, src: url(wideName) });
        const posterWidth = (src: string) =>
          document.querySelector<HTMLImageElement>(`img[src="${src}"]`)?.naturalWidth ?? 0;
        await expect
          .poll(() => session.evaluate(posterWidth, url(posterName)))
          .toBe(heroVideoSpec.poster.width);
        expect(await session.problems()).toEqual([]);
      },
      2 * preparing,
    );
  });
}
