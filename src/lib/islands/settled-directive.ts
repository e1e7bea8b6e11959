import type { ClientDirective } from 'astro';
import { pageSettled } from './page-settled';

/**
 * `client:settled` hydrates an island once the page has settled (see page-settled.ts), so no
 * island's JavaScript competes with the first paint. `client:settled="visible"` also waits until
 * the island is on screen, for islands far down the page.
 */
const settledDirective: ClientDirective = (load, options, element) => {
  const hydrate = async () => {
    const hydrateIsland = await load();
    await hydrateIsland();
  };
  void pageSettled().then(() => {
    if (options.value !== 'visible') {
      void hydrate();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void hydrate();
    });
    for (const child of element.children) observer.observe(child);
  });
};

export default settledDirective;
