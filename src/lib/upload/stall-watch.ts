/** A timer that fires when nothing happened for a while; every `poke` starts the wait again. */
export interface StallWatch {
  /** Something moved: wait the whole timeout again. */
  poke(): void;
  /** The work ended: never fire. */
  stop(): void;
}

/**
 * Calls `onStall` once when `poke` was not called for `timeoutMs`. Started at once: a first
 * request that never answers is a stall too.
 * @example const watch = watchForStall(45_000, () => upload.abort()); onProgress = watch.poke;
 */
export function watchForStall(timeoutMs: number, onStall: () => void): StallWatch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const poke = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      onStall();
    }, timeoutMs);
  };
  poke();
  return {
    poke() {
      if (timer !== undefined) poke();
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
