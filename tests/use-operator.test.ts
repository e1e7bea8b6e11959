import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { expect, test } from 'vitest';
import { authFailure } from '../src/components/islands/upload/useOperator';

test.each([
  [{ status: 400, code: 'invalid_credentials' }, 'invalid'],
  [{ status: 400, code: 'email_not_confirmed' }, 'invalid'],
  [{ status: 422, code: 'mfa_verification_failed' }, 'invalid'],
  [{ status: 422, code: 'mfa_challenge_expired' }, 'invalid'],
  [{ status: 429, code: 'over_request_rate_limit' }, 'tooManyAttempts'],
  [{ status: 429, code: undefined }, 'tooManyAttempts'],
  [{ status: 0, code: undefined }, 'network'],
  [{ status: 500, code: 'unexpected_failure' }, 'unknown'],
] as const)('authFailure(%o) => %s', (error, expected) => {
  expect(authFailure(error)).toBe(expected);
});

test('supabase/config.toml keeps tokens and sessions short and tells the operator of a new factor or password', () => {
  const { auth } = parse(readFileSync('supabase/config.toml', 'utf8')) as {
    auth: { jwt_expiry: number; sessions: unknown; email: { notification: unknown } };
  };
  expect(auth.jwt_expiry).toBeLessThanOrEqual(600);
  expect(auth.sessions).toEqual({ timebox: '2h', inactivity_timeout: '30m' });
  expect(auth.email.notification).toEqual({
    mfa_factor_enrolled: { enabled: true },
    password_changed: { enabled: true },
  });
});
