import { describe, expect, it } from 'vitest';
import { attemptInjection, injection, injectionBlocked } from '../../test-support/injection';
import { operatorPage } from '../config';
import type { SuiteContext } from './context';

/** The upload page's own policy refuses what an injected script would load or send. */
export function securityChecks(context: SuiteContext) {
  describe('upload page policy', () => {
    it('blocks an injected third-party script and a fetch to a non-Supabase origin', async () => {
      const session = context.session();
      await session.open(operatorPage);
      expect(await session.evaluate(attemptInjection, injection)).toEqual(injectionBlocked);
    });
  });
}
