/** The browsers the smoke suite drives besides Playwright's Chromium. */
export type EngineName = 'firefox' | 'webkit';

/** ARIA roles the suite finds elements by (see `locate` in in-page.ts). */
type Role =
  | 'banner'
  | 'button'
  | 'checkbox'
  | 'contentinfo'
  | 'heading'
  | 'link'
  | 'list'
  | 'navigation'
  | 'region'
  | 'status'
  | 'textbox';

/**
 * A visible element found the way assistive technology finds it: by role and accessible name,
 * optionally inside another such element. `exact: false` matches a name that contains `name`.
 */
export interface Query {
  role: Role;
  name?: string;
  exact?: boolean;
  within?: Query;
}

export interface Viewport {
  width: number;
  height: number;
}

/**
 * Phone and desktop layouts. The phone is 480 px wide, not 390: MiniBrowser's window cannot be
 * narrower than 447 px, and everything below Tailwind's `md` (768 px) gets the phone layout.
 */
export const viewports = {
  phone: { width: 480, height: 800 },
  desktop: { width: 1280, height: 800 },
} as const satisfies Record<string, Viewport>;

/**
 * When `open` returns, in WebDriver's words: `normal` after the load event, `none` as soon as the
 * new document is the page's (its stylesheets and scripts may still be on their way).
 */
export type PageLoadStrategy = 'normal' | 'none';

/** One browser tab on the built site, the same API over each engine's driver. */
export interface EngineSession {
  /** Resizes the window's layout viewport. */
  resize(viewport: Viewport): Promise<void>;
  /** Loads a path of the site, waits as the session's {@link PageLoadStrategy} says, and starts collecting errors. */
  open(path: string): Promise<void>;
  /** Runs a self-contained function in the page; it must not close over anything. */
  evaluate<Args extends unknown[], Result>(
    fn: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>>;
  /** Whether the element is in the page and visible now. */
  isShown(query: Query): Promise<boolean>;
  /** Clicks the element with the engine's native input, once it is there and visible. */
  click(query: Query): Promise<void>;
  /** An attribute of the element, once it is there and visible. */
  attribute(query: Query, name: string): Promise<string | null>;
  /** Presses a key (WebDriver key name, such as `Escape`) on the focused element. */
  press(key: 'Escape'): Promise<void>;
  /** Types into a text field found by its label. */
  type(query: Query, text: string): Promise<void>;
  /** Gives a file to the page's file input, as the file chooser would. */
  chooseFile(selector: string, file: string): Promise<void>;
  /** Console errors, uncaught errors and CSP violations seen since the last `open`. */
  problems(): Promise<string[]>;
  /** Third-party URLs requested since the last `open`, where the engine can see them. */
  thirdPartyRequests(): string[] | undefined;
  close(): Promise<void>;
}
