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
  /** A lower upload limit in megabytes, for a Supabase plan that caps files below 100 MB. */
  readonly PUBLIC_UPLOAD_MAX_MEGABYTES?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
