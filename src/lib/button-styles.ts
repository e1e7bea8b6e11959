/** Looks of a call to action, shared by `ButtonLink` (links), real `<button>`s and the islands. */
export type ButtonVariant = 'accent' | 'primary' | 'outline' | 'quiet' | 'onDark' | 'chat';

/** How much room a call to action takes: `compact` for a small card such as the consent banner. */
export type ButtonSize = 'regular' | 'compact';

// Colours and shadows animate, opacity does not: a button enabled at hydration must not pass
// through a faded, low-contrast state (axe caught the sign-in button mid-fade).
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold shadow-sm transition-[color,background-color,border-color,box-shadow]';

const sizes: Record<ButtonSize, string> = {
  regular: 'min-h-12 px-6 text-base',
  compact: 'min-h-11 px-4 text-sm',
};

const variants: Record<ButtonVariant, string> = {
  accent: 'bg-accent text-on-accent hover:bg-accent-hover',
  primary: 'bg-primary text-on-primary hover:bg-primary-hover',
  outline: 'border-2 border-primary text-primary hover:bg-primary hover:text-on-primary',
  quiet: 'border-2 border-border text-fg hover:bg-surface-2',
  onDark: 'border-2 border-white/80 text-white hover:bg-white hover:text-lake-deep',
  chat: 'bg-chat text-white hover:bg-chat-hover',
};

/** A link standing alone as a call to action: text and an icon, primary, a 44 px target. */
export const textLinkClass =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-primary hover:underline';

/** The classes of a call to action in the given variant and size. */
export function buttonClass(variant: ButtonVariant, size: ButtonSize = 'regular'): string {
  return `${sizes[size]} ${base} ${variants[variant]}`;
}
