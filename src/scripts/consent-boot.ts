import { applyConsent, readConsent } from '../lib/consent';

/*
 * Runs on every page once the consent island has hydrated: re-applies a stored choice (consent
 * update and, if accepted, the analytics library).
 */
const stored = readConsent();
if (stored) applyConsent(stored);
