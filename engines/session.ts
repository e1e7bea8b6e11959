import { vi } from 'vitest';
import { installProbe, readProblems, type Query } from './in-page';

/**
 * Phone and desktop layouts. The phone is 480 px wide, not 390: MiniBrowser's window cannot be
 * narrower than 447 px, and everything below Tailwind's `md` (768 px) gets the phone layout.
 */
export const viewports = {
  phone: { width: 480, height: 800 },
  desktop: { width: 1280, height: 800 },
} as const;
export type Viewport = (typeof viewports)[keyof typeof viewports];

/**
 * When `open` returns, in WebDriver's words: `normal` after the load event, `none` as soon as the
 * new document is the page's (its stylesheets and scripts may still be on their way).
 */
export type PageLoadStrategy = 'normal' | 'none';

/** Polls `check` as `expect.poll` does (engines/vitest.config.ts) until it gives a value. */
export const until = <T>(what: string, check: () => Promise<T>) =>
  vi.waitUntil(check, { timeout: 10_000, interval: 100, message: what });

/** The query as a reader would say it: `button "Apri il menu" in banner`. */
const described = ({ role, name, within }: Query): string =>
  `${role}${name === undefined ? '' : ` "${name}"`}${within ? ` in ${described(within)}` : ''}`;

/** What each engine's driver does its own way; `engineSession` builds the rest on it. */
interface Driver<Handle extends { click(): Promise<unknown> }> {
  resize(viewport: Viewport): Promise<unknown>;
  /** Loads `url`, returning as the session's page-load strategy says. */
  navigate(url: string): Promise<unknown>;
  /** Runs a self-contained function in the page; a handle passes as its element. */
  evaluate<Args extends unknown[], Result>(
    fn: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>>;
  /** The element `locate` finds now, or null. */
  find(query: Query): Promise<Handle | null>;
  typeInto(element: Handle, text: string): Promise<unknown>;
  press(key: 'Escape'): Promise<unknown>;
  /** Gives a file to the page's file input, as the file chooser would. */
  chooseFile(selector: string, file: string): Promise<unknown>;
  /** Errors the driver sees itself since the last `open`, besides the probe's. */
  driverProblems: readonly string[];
  /** Third-party URLs requested since the last `open`, where the engine can see them. */
  thirdPartyRequests?: readonly string[];
  close(): Promise<unknown>;
}

/**
 * One browser tab on the built site, the same API over each engine's driver: elements found by
 * role and name once they are there and visible, and errors collected from each `open`.
 */
export function engineSession<Handle extends { click(): Promise<unknown> }>(
  driver: Driver<Handle>,
  origin: string,
  pageLoad: PageLoadStrategy,
) {
  const { evaluate, find } = driver;
  const found = (query: Query) =>
    until(`${described(query)} is there and visible`, () => find(query));
  // At once: with the site's smooth scrolling, WebKit's driver finds the element still out of
  // view after its own scroll.
  const revealed = async (query: Query) => {
    const element = await found(query);
    await evaluate(
      (target: Element) => target.scrollIntoView({ block: 'center', behavior: 'instant' }),
      element as unknown as Element,
    );
    return element;
  };
  return {
    ...driver,
    async open(path: string) {
      const url = new URL(path, origin).href;
      await driver.navigate(url);
      if (pageLoad === 'none') {
        await until(`${url} is the page's document`, () =>
          evaluate(() => location.href).then(
            (href) => href === url,
            () => false,
          ),
        );
      }
      // Where the driver cannot install it before the page's first script (WebKit).
      await evaluate(installProbe);
    },
    isShown: async (query: Query) => (await find(query)) !== null,
    click: async (query: Query) => (await revealed(query)).click(),
    type: async (query: Query, text: string) => driver.typeInto(await revealed(query), text),
    // Read in the page: WebDriver's Get Element Attribute answers `href` resolved.
    attribute: async (query: Query, name: string) =>
      evaluate(
        (element: Element, attribute: string) => element.getAttribute(attribute),
        (await found(query)) as unknown as Element,
        name,
      ),
    /** Console errors, uncaught errors and CSP violations seen since the last `open`. */
    problems: async () => [...(await evaluate(readProblems)), ...driver.driverProblems],
  };
}

export type EngineSession = ReturnType<typeof engineSession>;
