/** In the page (serialised by the driver): `window.dataLayer`, each gtag entry a plain array. */
export function dataLayerEntries(): unknown[][] {
  const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
  return [...layer].map((entry) => Array.from(entry));
}

/** The `params` of each `name` event among gtag's entries (`['event', name, params]`), in order. */
export function eventParams<Params = unknown>(entries: unknown[][], name: string): Params[] {
  return entries
    .filter((entry) => entry[0] === 'event' && entry[1] === name)
    .map((entry) => entry[2] as Params);
}
