/**
 * A value made the first time it is asked for, then kept. The upload card's `Intl` formatters are
 * made this way: a page's first formatter starts ICU (about 15 ms, a long task on a phone), so
 * none is built while the card hydrates.
 * @example const list = onFirstUse(() => new Intl.ListFormat('it')); list() === list() // true
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
