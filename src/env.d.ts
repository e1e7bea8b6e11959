/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    locale: import('../i18n/locales').Locale;
    /** The page's path without language prefix, e.g. `/prenota`. */
    path: string;
    t: import('../i18n').Translate;
  }
}

interface ImportMetaEnv {
  readonly PUBLIC_SUPABASE_URL?: string;
  readonly PUBLIC_SUPABASE_ANON_KEY?: string;
  readonly PUBLIC_GA_MEASUREMENT_ID?: string;
  /** The operator's app's origin, where the public `/upload-video` leads (src/lib/operator-origin.ts). */
  readonly OPERATOR_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
