/*
 * Functions that run inside the page. Each is serialised by the driver, so it must be
 * self-contained: no imports, no closures, only its arguments.
 */

/** The roles the checks find elements by, as CSS (a password field is found as a textbox is). */
export const roleSelectors = {
  banner: 'header:not(main header, article header, section header), [role="banner"]',
  button: 'button, [role="button"], input[type="submit"], input[type="button"]',
  contentinfo: 'footer:not(main footer, article footer), [role="contentinfo"]',
  heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
  link: 'a[href], [role="link"]',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  status: '[role="status"], output',
  textbox:
    'input:not([type]), input[type="text"], input[type="tel"], input[type="email"], input[type="password"], textarea',
};

/**
 * A visible element found the way assistive technology finds it: by role and accessible name,
 * optionally inside another such element. `exact: false` matches a name that contains `name`.
 */
export interface Query {
  role: keyof typeof roleSelectors;
  name?: string;
  exact?: boolean;
  within?: Query;
}

/**
 * The first visible element that matches the query, or null. A small subset of the accessible
 * name computation (aria-label, aria-labelledby, labels, text) suffices for this site.
 */
export function locate(query: Query, selectors: typeof roleSelectors): Element | null {
  // Text as assistive technology reads it: without the parts hidden from it.
  const rawText = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
    return [...node.childNodes].map(rawText).join('');
  };
  const textOf = (node: Element | null) => (node ? rawText(node) : '').replace(/\s+/g, ' ').trim();
  const nameOf = (element: Element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label.trim();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(/\s+/)
        .map((id) => textOf(document.getElementById(id)))
        .join(' ');
    }
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return [...labels].map(textOf).join(' ');
    return textOf(element);
  };
  const isVisible = (element: Element) =>
    element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const find = (current: Query, root: ParentNode): Element | null => {
    const scope = current.within ? find(current.within, root) : root;
    if (!scope) return null;
    const candidates = [...scope.querySelectorAll(selectors[current.role])];
    return (
      candidates.find((element) => {
        if (!isVisible(element)) return false;
        if (current.name === undefined) return true;
        const name = nameOf(element);
        return current.exact === false ? name.includes(current.name) : name === current.name;
      }) ?? null
    );
  };
  return find(query, document);
}

/** Collects `console.error` calls, uncaught errors and rejections, and CSP violations. */
export function installProbe(): void {
  const target = window as unknown as { enginesProblems?: string[] };
  if (target.enginesProblems) return;
  const problems: string[] = (target.enginesProblems = []);
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    problems.push(`console.error: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
  // Not in the capture phase: failed images and scripts fire `error` there, and a blocked
  // third party is not a page error.
  window.addEventListener('error', (event) => problems.push(`uncaught: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) =>
    problems.push(`unhandled rejection: ${String(event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(`CSP: ${event.violatedDirective} ${event.blockedURI}`),
  );
}

/** What `installProbe` collected. */
export function readProblems(): string[] {
  return (window as unknown as { enginesProblems?: string[] }).enginesProblems ?? [];
}

/**
 * Whether the island around `selector` has hydrated, or without one every island but those that
 * wait to be scrolled into view (`client="visible"`), which a check scrolls to itself.
 */
export function islandsHydrated(selector: string | null): boolean {
  if (selector !== null) {
    const island = document.querySelector(selector)?.closest('astro-island');
    return island !== null && island !== undefined && !island.hasAttribute('ssr');
  }
  return [...document.querySelectorAll('astro-island[ssr]')].every(
    (island) => island.getAttribute('client') === 'visible',
  );
}

/** The viewport box of the innermost visible element whose text is `text`, or null. */
export function boxOfText(text: string): { top: number; bottom: number } | null {
  const matches = [...document.body.querySelectorAll('*')].filter(
    (element) =>
      element.getClientRects().length > 0 &&
      (element.textContent ?? '').replace(/\s+/g, ' ').trim() === text,
  );
  const innermost = matches.find(
    (element) => !matches.some((other) => element.contains(other) && other !== element),
  );
  if (!innermost) return null;
  const { top, bottom } = innermost.getBoundingClientRect();
  return { top, bottom };
}

/**
 * Records the URL `window.open` is given instead of opening it (see `openedUrl`): the window
 * would leave the machine, and WebKit's driver does not list windows opened with `noopener`.
 */
export function recordWindowOpen(): void {
  const target = window as unknown as { enginesOpened?: string };
  window.open = (url?: string | URL) => {
    target.enginesOpened = String(url);
    return null;
  };
}

/** The hero video's state, or null when the page has none. */
export function heroVideoState() {
  const video = document.querySelector('video');
  return video && { paused: video.paused, muted: video.muted, src: video.src };
}

/** The last URL recorded by `recordWindowOpen`, if any. */
export function openedUrl(): string | null {
  return (window as unknown as { enginesOpened?: string }).enginesOpened ?? null;
}

/**
 * The upload card's preview titled `title`: its videos' sizes once their metadata is in, and its
 * poster's width (0 until decoded); null before.
 */
export function previewed(title: string) {
  const region = document.getElementById('set-preview-heading')?.closest('section');
  if (region?.querySelector('h3')?.textContent?.trim() !== title) return null;
  const videos = [...region.querySelectorAll('video')];
  if (videos.some((video) => video.readyState < HTMLMediaElement.HAVE_METADATA)) return null;
  return {
    videos: videos.map((video) => ({ width: video.videoWidth, height: video.videoHeight })),
    posterWidth: region.querySelector('img')?.naturalWidth ?? 0,
  };
}
