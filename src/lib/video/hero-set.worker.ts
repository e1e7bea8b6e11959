/// <reference lib="webworker" />
import { HeroSetError, type HeroSetFailure } from './hero-set-error';
import { makeHeroSet, type HeroSet, type HeroSetProgress } from './transcode';

/** The worker's messages to the page, which sends it the operator's file. */
export type HeroSetReply =
  | ({ type: 'progress' } & HeroSetProgress)
  | { type: 'done'; set: HeroSet }
  | { type: 'failed'; reason: HeroSetFailure; detail: string };

/* Decoding and encoding take seconds of CPU: here, off the page's main thread. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', async ({ data }: MessageEvent<{ file: Blob }>) => {
  const reply = (message: HeroSetReply) => scope.postMessage(message);
  try {
    const set = await makeHeroSet(data.file, (progress) =>
      reply({ type: 'progress', ...progress }),
    );
    reply({ type: 'done', set });
  } catch (error) {
    const reason = error instanceof HeroSetError ? error.reason : 'undecodable';
    reply({ type: 'failed', reason, detail: String(error) });
  }
});
