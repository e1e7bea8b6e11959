import { useEffect, useState } from 'react';

/** Resolves once every stylesheet link of the page has loaded (or failed: nothing to wait for). */
function stylesheetsLoaded(): Promise<void> {
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
    .filter((link) => link.sheet === null)
    .map(
      (link) =>
        new Promise<void>((resolve) => {
          link.addEventListener('load', () => resolve(), { once: true });
          link.addEventListener('error', () => resolve(), { once: true });
        }),
    );
  return Promise.all(pending).then(() => undefined);
}

/**
 * False until the site's stylesheet has arrived. A page inlines only its first screen's CSS
 * (src/components/layout/FirstScreen.astro), so markup an island adds that the server HTML did
 * not have (the consent banner, the video controls) waits for it: shown unstyled, it would sit
 * in the page's flow and push the content around when the stylesheet lands.
 */
export function useStylesheetsLoaded(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void stylesheetsLoaded().then(() => {
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}
