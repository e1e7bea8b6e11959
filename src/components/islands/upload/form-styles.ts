/** The operator's two forms (sign-in, second factor) look alike: their card and their fields. */
export const formCardClass =
  'rounded-2xl border border-border bg-surface p-5 shadow-lg shadow-black/5 sm:p-8';

export const fieldClass =
  'mt-1 min-h-11 w-full rounded-lg border border-border bg-bg px-3 text-base text-fg focus-visible:outline-2 focus-visible:outline-primary';
