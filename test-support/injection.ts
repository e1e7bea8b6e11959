/**
 * What an XSS on the upload page would try, in every engine's check of its policy: load a tag
 * manager of its own, and send data to an origin that is not the Supabase project.
 */
export const injectedScript = 'https://www.googletagmanager.com/gtm.js?id=GTM-ATTACKER';
export const exfiltration = 'https://www.google-analytics.com/g/collect?v=2';
