import { describe, expect, test, vi } from 'vitest';
import { uploadIt } from '../i18n/upload-it';
import { causeText, prepareFailureText } from '../src/components/islands/upload/labels';
import { statusView, type StatusState } from '../src/components/islands/upload/statusView';
import { fillTemplate } from '../i18n/fill-template';
import { uploadText } from '../src/lib/upload/template';

const file = { name: 'lago.mp4' };

test.each([
  [{ cause: 'denied' }, uploadIt['cause.denied']],
  [{ cause: 'stalled' }, uploadText('cause.stalled', { seconds: 45 })],
  [{ cause: 'server', code: 503 }, uploadText('cause.server', { code: 503 })],
  [{ cause: 'unknown', detail: '422 refused' }, 'Causa: 422 refused'],
] as const)('causeText(%o) => %s', (failure, expected) => {
  expect(causeText(failure, uploadIt)).toBe(expected);
});

test.each([
  ['bucketMissing', 'Storage has no bucket "videos"'],
  ['tableMissing', 'The REST API has no table "hero_videos"'],
] as const)('%s tells the operator whom to ask, and the console what to fix', (cause, problem) => {
  const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
  expect(causeText({ cause }, uploadIt)).toBe(uploadIt[`cause.${cause}`]);
  expect(console).toHaveBeenCalledWith(expect.stringContaining(problem));
  console.mockRestore();
});

test('a server message with $& and $` is written as it is', () => {
  expect(causeText({ cause: 'unknown', detail: "400 $& $` $' $$" }, uploadIt)).toBe(
    "Causa: 400 $& $` $' $$",
  );
});

describe('fillTemplate', () => {
  test('fills every placeholder and leaves unknown ones as written', () => {
    expect(fillTemplate('{a} and {a}, {b}', { a: 1 })).toBe('1 and 1, {b}');
  });

  test.each(['$&', '$`', "$'", '$$', '$1', '$<name>'])(
    'a value with %s is not expanded (file names, e-mails, server messages)',
    (pattern) => {
      expect(fillTemplate('«{name}»', { name: `a${pattern}b.mp4` })).toBe(`«a${pattern}b.mp4»`);
    },
  );

  test('a name of Object.prototype is not a value', () => {
    expect(fillTemplate('{toString}', {})).toBe('{toString}');
  });
});

describe('statusView', () => {
  test.each([
    [{ status: 'idle' }, uploadIt.statusIdle, 'text-primary'],
    [
      { status: 'preparing', framesDone: 0, framesTotal: 0 },
      uploadIt.statusPreparingStart,
      'text-primary',
    ],
    [
      { status: 'preparing', framesDone: 120, framesTotal: 900 },
      'Preparazione del video... 120 di 900 fotogrammi',
      'text-primary',
    ],
    [{ status: 'ready' }, uploadIt.statusReady, 'text-primary'],
    [{ status: 'waitingForSignIn', file }, 'Accedi per pubblicare «lago.mp4»', 'text-primary'],
    [{ status: 'publishing', percent: 42 }, 'Pubblicazione... 42%', 'text-primary'],
    [{ status: 'live' }, uploadIt.statusLive, 'text-success'],
    [{ status: 'error' }, uploadIt.statusError, 'text-danger'],
    [{ status: 'prepareFailed' }, uploadIt.statusPrepareFailed, 'text-danger'],
  ] as [StatusState, string, string][])('%o => %s', (state, text, tone) => {
    const view = statusView(state, uploadIt, true);
    expect(view.text).toBe(text);
    expect(view.tone).toContain(tone);
  });

  test('a file name with $& is shown as it is', () => {
    expect(
      statusView({ status: 'waitingForSignIn', file: { name: 'a$&b.mp4' } }, uploadIt, true).text,
    ).toBe('Accedi per pubblicare «a$&b.mp4»');
  });

  test('a site without storage says so whatever the state', () => {
    expect(statusView({ status: 'idle' }, uploadIt, false).text).toBe(uploadIt.notConfigured);
  });
});

describe('prepareFailureText', () => {
  test('a browser without an H.264 encoder is told so', () => {
    expect(prepareFailureText('unsupported', 'clip.mov', uploadIt)).toBe(uploadIt.cannotPrepare);
  });

  test('an unreadable file is named as it is', () => {
    expect(prepareFailureText('undecodable', 'clip $&.mov', uploadIt)).toContain('«clip $&.mov»');
  });

  test('a set over its caps names the file and both caps', () => {
    expect(prepareFailureText('tooLarge', 'clip.mov', uploadIt)).toBe(
      'Le versioni preparate da «clip.mov» superano i limiti del sito (8,4 MB la versione larga, 3,1 MB quella per telefono): prova con un altro video, per esempio girato con il telefono fermo e senza zoom.',
    );
  });
});
