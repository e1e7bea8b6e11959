import { applyConsent, consentOpenEvent, readConsent } from '../lib/consent';

/*
 * Runs on every page right after the HTML is parsed: re-applies a stored choice (consent
 * update and, if accepted, the analytics library) and wires the "cookie preferences" buttons,
 * which are shown only now because they need this script.
 */
const stored = readConsent();
if (stored) applyConsent(stored);

for (const button of document.querySelectorAll<HTMLElement>('[data-consent-open]')) {
  button.hidden = false;
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('[data-consent-open]')) window.dispatchEvent(new Event(consentOpenEvent));
});
