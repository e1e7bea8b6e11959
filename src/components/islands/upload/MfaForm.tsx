import { useId, useState, type SubmitEvent } from 'react';
import type { UploadCopy } from '../../../../i18n/upload-it';
import { buttonClass } from '../../../lib/button-styles';
import { totpDigits } from '../../../data/upload';
import type { MfaFailure } from '../../../lib/upload/operator-auth';
import { uploadText } from '../../../lib/upload/template';
import type { MfaStep } from './useOperatorSession';
import { fieldClass, formCardClass } from './form-styles';

interface Props {
  copy: UploadCopy;
  step: Extract<MfaStep, { kind: 'enrol' | 'verify' }>;
  onVerify: (code: string) => Promise<MfaFailure | null>;
}

/**
 * The second step of the sign-in: on the first sign-in, the new factor's QR code and its secret
 * (typeable, for an app on the same phone); then, each time, the app's current 6-digit code.
 */
export function MfaForm({ copy, step, onVerify }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MfaFailure | null>(null);
  const id = `mfa${useId()}`;
  const enrolling = step.kind === 'enrol';

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const code = String(new FormData(event.currentTarget).get('code')).replaceAll(/\s/g, '');
    setBusy(true);
    setFailure(null);
    try {
      setFailure(await onVerify(code));
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
        {enrolling ? copy['mfa.enrolTitle'] : copy['mfa.verifyTitle']}
      </h2>
      <p className="mt-1 text-sm text-pretty text-muted">
        {uploadText(enrolling ? 'mfa.enrolIntro' : 'mfa.verifyIntro')}
      </p>
      {step.kind === 'enrol' && (
        <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-center">
          <img
            src={step.qrCode}
            alt={copy['mfa.qrAlt']}
            width={176}
            height={176}
            className="size-44 shrink-0 rounded-lg bg-white p-2"
          />
          <label className="grow text-sm font-semibold">
            {copy['mfa.secretLabel']}
            <input
              readOnly
              value={step.secret}
              onFocus={(event) => event.currentTarget.select()}
              className={`${fieldClass} font-mono tracking-wider`}
            />
          </label>
        </div>
      )}
      <label className="mt-5 block max-w-xs text-sm font-semibold">
        {uploadText('mfa.code')}
        <input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9 ]{${totpDigits},${totpDigits + 1}}`}
          required
          className={`${fieldClass} font-mono tracking-widest`}
        />
      </label>
      <button
        type="submit"
        aria-disabled={busy || undefined}
        className={`${buttonClass('primary')} mt-5 aria-disabled:cursor-progress aria-disabled:opacity-80`}
      >
        {busy ? copy['mfa.submitBusy'] : copy['mfa.submit']}
      </button>
      <p role="alert" className="mt-3 text-sm text-danger empty:hidden">
        {failure === null ? '' : copy[`mfa.failure.${failure}`]}
      </p>
    </form>
  );
}
