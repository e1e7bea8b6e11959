import { createHash } from 'node:crypto';
import { chatHref } from './links';

/**
 * The inline script under the contact form (ContactFormCard.astro), only on the contact pages.
 * Until the form's island hydrates, it does the island's work on submit: it composes the chat
 * message from the greeting (`data-greeting`) and each label with its field's value, in the
 * same shape as `composeMessage` in ContactForm.tsx, and opens the form's `action` (the chat
 * link) with it in a new tab. The hydrated island handles the submit first and cancels it,
 * so this script then steps aside (`defaultPrevented`). Written compact: every byte is in the
 * page's HTML.
 */
export const contactFormScript = [
  "document.addEventListener('submit',e=>{const f=e.target,g=f.dataset.greeting;",
  'if(g&&!e.defaultPrevented){e.preventDefault();',
  // A label's first child is its text; the asterisk after it is a separate element.
  "open(f.action+'?text='+encodeURIComponent([g,...[...f.querySelectorAll('label')]",
  ".map(l=>l.firstChild.data+': '+l.control.value.trim())].join('\\n')),",
  // `noreferrer` implies `noopener`: the chat gets neither this page nor a handle on it.
  "'_blank','noreferrer')}})",
].join('');

/** CSP source for the script, e.g. `'sha256-…'`. */
const scriptHash: `sha256-${string}` = `sha256-${createHash('sha256').update(contactFormScript).digest('base64')}`;

/**
 * What the contact page adds to its security policy, and no other page: the script's hash,
 * and the chat as a place the form may be sent to (without JavaScript the form itself goes).
 * A page's frontmatter must add them: the policy is written before its components render.
 */
export const contactFormPolicy = {
  scriptHash,
  formAction: `form-action ${new URL(chatHref()).origin}`,
} as const;
