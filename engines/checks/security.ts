import { describe, expect, it } from 'vitest';
import { uploadPagePath } from '../../src/data/pages';
import { exfiltration, injectedScript } from '../../test-support/injection';
import type { SuiteContext } from './context';

/** Injects the script and sends the fetch; reports what happened and the policy's reports. */
async function attempt(scriptUrl: string, fetchUrl: string) {
  const violations: string[] = [];
  document.addEventListener('securitypolicyviolation', (event) =>
    violations.push(`${event.effectiveDirective} ${event.blockedURI}`),
  );
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
  const outcome = { script: await loaded, sent };
  // The reports are queued as tasks after the refusals: wait for both kinds.
  for (let frame = 0; frame < 600; frame += 1) {
    const kinds = new Set(violations.map((violation) => violation.split(' ')[0]));
    if (kinds.has('connect-src') && [...kinds].some((kind) => kind?.startsWith('script-src')))
      break;
    await new Promise(requestAnimationFrame);
  }
  return { ...outcome, violations: [...new Set(violations)].toSorted() };
}

/** The upload page's own policy refuses what an injected script would load or send. */
export function securityChecks(context: SuiteContext) {
  describe('upload page policy', () => {
    it('blocks an injected third-party script and a fetch to a non-Supabase origin', async () => {
      const session = context.session();
      await session.open(uploadPagePath);
      const outcome = await session.evaluate(attempt, injectedScript, exfiltration);
      expect(outcome).toEqual({
        script: 'blocked',
        sent: 'blocked',
        violations: [
          `connect-src ${exfiltration}`,
          expect.stringMatching(
            /^script-src(-elem)? https:\/\/www\.googletagmanager\.com\/gtm\.js/,
          ),
        ],
      });
    });
  });
}
