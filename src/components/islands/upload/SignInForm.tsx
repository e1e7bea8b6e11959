import { useId, useState, type SubmitEvent } from 'react';
import type { SignInFailure } from '../../../lib/upload/operator-auth';
import { buttonClass } from '../../../lib/button-styles';
import type { UploadCopy } from '../../../../i18n/upload-it';
import { fieldClass, formCardClass } from './form-styles';

interface Props {
  copy: UploadCopy;
  /** False until the island runs: without script the form must not submit anywhere. */
  ready: boolean;
  onSignIn: (email: string, password: string) => Promise<SignInFailure | null>;
}

/** E-mail and password for Supabase Auth; each failure is named under the button. */
export function SignInForm({ copy, ready, onSignIn }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<SignInFailure | null>(null);
  const id = `signin${useId()}`;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    try {
      setFailure(await onSignIn(String(form.get('email')), String(form.get('password'))));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      className={formCardClass}
    >
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
        {copy['signIn.title']}
      </h2>
      <p className="mt-1 text-sm text-muted">{copy['signIn.intro']}</p>
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
      <button
        type="submit"
        disabled={!ready}
        aria-disabled={busy || undefined}
        className={`${buttonClass('primary')} mt-5 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-progress aria-disabled:opacity-80`}
      >
        {busy ? copy['signIn.submitBusy'] : copy['signIn.submit']}
      </button>
      <p role="alert" className="mt-3 text-sm text-danger empty:hidden">
        {failure === null ? '' : copy[`signIn.failure.${failure}`]}
      </p>
    </form>
  );
}
