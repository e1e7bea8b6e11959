/// <reference lib="webworker" />
import { HeroSetError } from './hero-set-error';
import type { HeroSetReply, HeroSetRequest } from './messages';
import { makeHeroSet } from './transcode';

/*
 * The transcoder's worker: decoding and encoding a video takes seconds of CPU, and here it
 * leaves the page's main thread free. One worker per set; the page ends it to cancel.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', async ({ data }: MessageEvent<HeroSetRequest>) => {
  const reply = (message: HeroSetReply) => scope.postMessage(message);
  try {
    const set = await makeHeroSet(data.file, (progress) =>
      reply({ type: 'progress', ...progress }),
    );
    reply({ type: 'done', set });
  } catch (error) {
    const reason =
      error instanceof HeroSetError && error.reason !== 'aborted' ? error.reason : 'undecodable';
    reply({ type: 'failed', reason, detail: String(error) });
  }
});
