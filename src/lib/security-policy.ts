import type { AstroGlobal } from 'astro';
import { pages } from '../data/pages';
import { analyticsOrigins } from './analytics';
import { bookingModuleHref, chatHref, mapEmbedHref } from './links';

/**
 * The Content Security Policy: a minimal base on every page (astro.config.mjs), and what each
 * kind of page adds for what it loads, built from the site's own facts so that a changed booking
 * host, map or storage project updates the policy too. Astro adds the hashes of every inline
 * script it renders to `script-src`.
 */

const origin = (url: string) => new URL(url).origin;

/** Instagram's embed script and frame, used only after the visitor accepts external media. */
export const instagramOrigin = 'https://www.instagram.com';

/** A directive as Astro's runtime API takes it, e.g. `"img-src 'self' data:"`. */
type Directive = Parameters<NonNullable<AstroGlobal['csp']>['insertDirective']>[0];

/** Every page: nothing unless allowed, the site's own scripts and images, no plugin, no base. */
const basePolicy = {
  directives: [
    "default-src 'none'",
    "base-uri 'none'",
    "object-src 'none'",
    "img-src 'self' data:",
  ] satisfies Directive[],
  scriptSources: ["'self'"],
};

/**
 * Astro's `security.csp` for a build (astro.config.mjs, operator/astro.config.mjs): the base;
 * Astro hashes the scripts it writes. No 'unsafe-inline' or 'unsafe-eval' for scripts. Styles
 * may be inline (docs/performance.md): the critical CSS is written after Astro hashed the page,
 * and sonner inserts its own stylesheet at runtime. frame-ancestors only works as a header
 * (`_headers`).
 */
export function buildPolicy() {
  return {
    algorithm: 'SHA-256' as const,
    directives: basePolicy.directives,
    scriptDirective: { resources: basePolicy.scriptSources },
    styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
  };
}

/** What a page adds to the base: directives (merged with the base's by name) and script sources. */
export interface PolicyAdditions {
  directives: Directive[];
  scriptSources: string[];
}

export interface PolicyEnvironment {
  /** `PUBLIC_SUPABASE_URL`: the homepage reads the published hero there, the upload page writes. */
  supabaseUrl?: string | undefined;
}

/** The kinds of page whose policies differ. */
export type PolicyPage = 'home' | 'booking' | 'contacts' | 'public' | 'upload';

/** The kind of public page at a path without its language prefix (`Astro.locals.path`). */
export function policyPageAt(path: string): PolicyPage {
  const id = pages.find((page) => page.path === path)?.id;
  return id === 'home' || id === 'booking' || id === 'contacts' ? id : 'public';
}

type FetchDirective = 'connect-src' | 'img-src' | 'media-src' | 'frame-src';

/** A directive with its sources, `'none'` when there are none. */
const directive = (name: FetchDirective, sources: readonly string[]): Directive =>
  `${name} ${sources.length > 0 ? sources.join(' ') : "'none'"}`;

/**
 * What each kind of page adds. Public pages: forms to the site and Google Analytics; the home
 * page Instagram and the published hero (Supabase); the booking and contact pages their frame,
 * the contact page its form to the chat. The upload page: Supabase and blob: only.
 */
export function policyAdditions(
  page: PolicyPage,
  { supabaseUrl }: PolicyEnvironment,
): PolicyAdditions {
  const supabase = supabaseUrl ? [origin(supabaseUrl)] : [];
  if (page === 'upload') {
    return {
      directives: [
        directive('connect-src', supabase),
        directive('img-src', ['blob:', ...supabase]),
        // The previews play the files the Worker made; the live hero is shown by its poster.
        'media-src blob:',
        "worker-src 'self'",
        "form-action 'none'",
        "frame-src 'none'",
      ],
      scriptSources: [],
    };
  }
  const analytics = [analyticsOrigins.script, ...analyticsOrigins.collect];
  const sources: Record<FetchDirective, string[]> = {
    'img-src': [...analytics],
    'connect-src': [...analytics],
    'frame-src': [],
    'media-src': [],
  };
  const scriptSources: string[] = [analyticsOrigins.script];
  const formTargets = ["'self'"];
  if (page === 'booking') sources['frame-src'].push(origin(bookingModuleHref));
  if (page === 'contacts') {
    sources['frame-src'].push(origin(mapEmbedHref));
    // The contact form is a plain GET form to the chat until its island runs.
    formTargets.push(origin(chatHref()));
  }
  if (page === 'home') {
    sources['img-src'].push('https://*.cdninstagram.com', ...supabase);
    sources['connect-src'].push(instagramOrigin, ...supabase);
    sources['frame-src'].push(instagramOrigin);
    sources['media-src'].push(...supabase);
    scriptSources.push(instagramOrigin);
  }
  const used = (Object.entries(sources) as [FetchDirective, string[]][]).filter(
    ([, list]) => list.length > 0,
  );
  return {
    directives: [
      `form-action ${formTargets.join(' ')}`,
      ...used.map(([name, list]) => directive(name, list)),
    ],
    scriptSources,
  };
}

/**
 * Adds a page's sources to the policy Astro writes into its `<head>`. Call it in the frontmatter
 * of the layout that renders the `<head>` (a component inside `<body>` renders too late).
 */
export function addToPolicy(csp: AstroGlobal['csp'], additions: PolicyAdditions): void {
  for (const entry of additions.directives) csp?.insertDirective(entry);
  for (const source of additions.scriptSources) csp?.insertScriptResource(source);
}
