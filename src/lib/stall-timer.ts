/**
 * Names work stalled when `ms` pass with no sign of progress: `watch()` at the start and at each
 * sign restarts the count, `stop()` ends it. One for the transcoder, one per file uploaded.
 */
export function stallTimer(ms: number, onStall: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    watch() {
      clearTimeout(timer);
      timer = setTimeout(onStall, ms);
    },
    stop: () => clearTimeout(timer),
  };
}
