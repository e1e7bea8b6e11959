import { describe, expect, test } from 'vitest';
import { causeText, type UploadCardLabels } from '../src/components/islands/upload/labels';
import { statusView } from '../src/components/islands/upload/statusView';
import type { UploadState } from '../src/lib/upload/machine';

const causes: UploadCardLabels['causes'] = {
  duplicate: 'duplicate',
  denied: 'denied',
  tooLarge: 'too large',
  unsupportedType: 'type',
  bucketMissing: 'bucket',
  stalled: 'stalled',
  network: 'network',
  offline: 'offline',
  server: 'server {code}',
  unknown: 'cause: {detail}',
};

const labels = {
  notConfigured: 'not configured',
  statusIdle: 'choose',
  statusWaitingForSignIn: 'sign in to upload {name}',
  statusUploading: 'uploading {percent}%',
  statusSuccess: 'done',
  statusError: 'failed',
  causes,
} as UploadCardLabels;

const file = new File(['x'], 'lago.mp4', { type: 'video/mp4' });

test.each([
  [{ cause: 'denied' }, 'denied'],
  [{ cause: 'stalled' }, 'stalled'],
  [{ cause: 'server', code: 503 }, 'server 503'],
  [{ cause: 'unknown', detail: '422 refused' }, 'cause: 422 refused'],
] as const)('causeText(%o) => %s', (failure, expected) => {
  expect(causeText(failure, causes)).toBe(expected);
});

describe('statusView', () => {
  test.each([
    [{ status: 'idle' }, 'choose', 'text-primary'],
    [{ status: 'waitingForSignIn', file }, 'sign in to upload lago.mp4', 'text-primary'],
    [{ status: 'uploading', file, percent: 42 }, 'uploading 42%', 'text-primary'],
    [{ status: 'success', file, url: 'u' }, 'done', 'text-success'],
    [{ status: 'error', file, failure: { cause: 'network' } }, 'failed', 'text-danger'],
  ] as [UploadState, string, string][])('%o => %s', (state, text, tone) => {
    const view = statusView(state, labels, true);
    expect(view.text).toBe(text);
    expect(view.tone).toContain(tone);
  });

  test('a site without storage says so whatever the state', () => {
    expect(statusView({ status: 'idle' }, labels, false).text).toBe('not configured');
  });
});
