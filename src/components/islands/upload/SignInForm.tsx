import type { SignInFailure } from '../../../lib/upload/operator-auth';
import type { UploadCopy } from '../../../../i18n/upload-it';
import { fieldClass, OperatorForm } from './OperatorForm';

interface Props {
  copy: UploadCopy;
  /** False until the island runs: without script the form must not submit anywhere. */
  ready: boolean;
  onSignIn: (email: string, password: string) => Promise<SignInFailure | null>;
}

/** E-mail and password for Supabase Auth; each failure is named under the button. */
export function SignInForm({ copy, ready, onSignIn }: Props) {
  return (
    <OperatorForm
      title={copy['signIn.title']}
      intro={copy['signIn.intro']}
      submitLabel={copy['signIn.submit']}
      busyLabel={copy['signIn.submitBusy']}
      ready={ready}
      onSubmit={(data) => onSignIn(String(data.get('email')), String(data.get('password')))}
      failureText={(failure: SignInFailure) => copy[`signIn.failure.${failure}`]}
    >
      <div className="mt-5 grid gap-4 sm:grid-cols-2">
        <label className="text-sm font-semibold">
          {copy['signIn.email']}
          <input
            name="email"
            type="email"
            autoComplete="username"
            required
            className={fieldClass}
          />
        </label>
        <label className="text-sm font-semibold">
          {copy['signIn.password']}
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            className={fieldClass}
          />
        </label>
      </div>
    </OperatorForm>
  );
}
