import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatAddress, targetOf } from '../../test-support/link-target';
import { localizePath, useTranslations } from '../../test-support/routes';
import { uploadText as say } from '../../src/lib/upload/template';
import { testEnv } from '../../test-support/env';
import { site } from '../../src/data/site';
import { heroVideoSpec } from '../../src/data/hero-video';
import { operatorPage } from '../config';
import { boxOfText, previewed } from '../in-page';
import { viewports } from '../session';
import { openedWindow, settle, visit, type SuiteContext } from './context';

const heroClip = new URL('../../e2e/fixtures/hero-video.webm', import.meta.url);

/**
 * The contact form opens the chat with the message; the upload card refuses bad files, and
 * prepares and previews a set where the platform can make one.
 */
export function formChecks(context: SuiteContext) {
  describe('contact form', () => {
    const locale = 'de';
    const t = useTranslations(locale);
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

    it('opens the chat with the message in a new window', async () => {
      const session = await visit(context, localizePath('/contatti', locale));
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
          const element = document.querySelector('form');
          if (!element) throw new Error('No contact form');
          const fields = element.querySelectorAll<HTMLInputElement>('input, textarea');
          for (const [index, field] of fields.entries()) field.value = values[index] ?? '';
          let url = '';
          window.addEventListener(
            'submit',
            (event) => {
              if (!event.defaultPrevented) {
                const data = new URLSearchParams([...new FormData(element)] as string[][]);
                url = `${element.action}?${data}`;
              }
              event.preventDefault();
            },
            { once: true },
          );
          const hydrated = !element.closest('astro-island')?.hasAttribute('ssr');
          element.requestSubmit();
          return { hydrated, url };
        },
        ['Ada', '+39 333', 'Hallo'],
      );
      expect(sent.hydrated).toBe(false);
      // What the form carries: the message field, as the chat's only parameter.
      expect(targetOf(sent.url)).toEqual({ address: chatAddress, text: 'Hallo' });
      expect(await session.problems()).toEqual([]);
    });
  });

  describe('upload page', () => {
    const storage = new URL(testEnv.PUBLIC_SUPABASE_URL).hostname;
    const storageRequests = () =>
      context
        .session()
        .thirdPartyRequests()
        ?.filter((url) => new URL(url).hostname === storage) ?? [];
    let folder = '';
    beforeAll(async () => {
      folder = await mkdtemp(join(tmpdir(), 'engines-upload-'));
    });
    afterAll(async () => {
      await rm(folder, { recursive: true, force: true });
    });

    const refuses = (name: string, make: (path: string) => Promise<void>, message: string) =>
      it(`refuses ${name} before any request`, async () => {
        const file = join(folder, name);
        await make(file);
        const session = await visit(context, operatorPage);
        await settle(session);
        await session.chooseFile('input[type="file"]', file);
        await expect.poll(() => session.evaluate(boxOfText, message)).not.toBeNull();
        expect(await session.evaluate(boxOfText, say('statusIdle'))).not.toBeNull();
        expect(storageRequests()).toEqual([]);
        expect(await session.problems()).toEqual([]);
      });

    refuses('notes.txt', (path) => writeFile(path, 'not a video'), say('refusal.notVideo.body'));
    // A picture renamed .mp4: its first bytes are not a video's.
    refuses(
      'picture.mp4',
      (path) => writeFile(path, Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')),
      say('refusal.notVideoContent.body', { name: 'picture.mp4' }),
    );

    it('says before any choice whether this browser can prepare the video', async () => {
      const session = await visit(context, operatorPage);
      await settle(session);
      // What the platform says, asked as the transcoder asks it: a poster format the canvas
      // encodes, then an H.264 encoder at the wide rendition's size. Answered in the page and
      // read back, as WebKit's driver does not wait for a promise.
      const { width, height, bitrate } = heroVideoSpec.renditions.wide;
      await session.evaluate(
        (posterTypes: string[], w: number, h: number, b: number) => {
          const page = window as unknown as { canPrepare?: boolean };
          const canvas = new OffscreenCanvas(2, 2);
          canvas.getContext('2d');
          const encodesPoster = async () => {
            for (const type of posterTypes) {
              if ((await canvas.convertToBlob({ type })).type === type) return true;
            }
            return false;
          };
          const encodesH264 = async () =>
            typeof VideoEncoder !== 'undefined' &&
            (
              await VideoEncoder.isConfigSupported({
                codec: 'avc1.640028',
                width: w,
                height: h,
                bitrate: b,
              })
            ).supported === true;
          void (async () => (page.canPrepare = (await encodesPoster()) && (await encodesH264())))();
          return null;
        },
        Object.values(heroVideoSpec.posterTypes),
        width,
        height,
        bitrate,
      );
      const answer = () =>
        session.evaluate(() => (window as unknown as { canPrepare?: boolean }).canPrepare ?? null);
      await expect.poll(answer).not.toBeNull();
      const message = () => session.evaluate(boxOfText, say('failure.unsupported'));
      if (await answer()) expect(await message()).toBeNull();
      else await expect.poll(message).not.toBeNull();
      expect(await session.problems()).toEqual([]);
    });

    it.skipIf(!context.preparesHeroSet)(
      'prepares a chosen video and previews the set, sending nothing',
      async () => {
        const session = await visit(context, operatorPage);
        await settle(session);
        // The e2e suite's clip (VP8, 32 × 18, 1.1 s): decoded, scaled and encoded in the page.
        await session.chooseFile('input[type="file"]', fileURLToPath(heroClip));
        await expect
          .poll(() => session.evaluate(boxOfText, say('statusReady')), { timeout: 30_000 })
          .not.toBeNull();
        const { phone, wide } = heroVideoSpec.renditions;
        await expect
          .poll(() => session.evaluate(previewed, say('preview.title')))
          .toEqual({
            videos: [
              { width: phone.width, height: phone.height },
              { width: wide.width, height: wide.height },
            ],
            posterWidth: heroVideoSpec.poster.width,
          });
        expect(storageRequests()).toEqual([]);
        expect(await session.problems()).toEqual([]);
      },
    );
  });
}
