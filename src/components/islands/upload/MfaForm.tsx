import type { UploadCopy } from '../../../../i18n/upload-it';
import { totpDigits } from '../../../data/upload';
import type { MfaFailure } from '../../../lib/upload/operator-auth';
import { uploadText } from '../../../lib/upload/template';
import type { MfaStep } from './useOperatorSession';
import { fieldClass, OperatorForm } from './OperatorForm';

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
  const enrolling = step.kind === 'enrol';
  return (
    <OperatorForm
      title={enrolling ? copy['mfa.enrolTitle'] : copy['mfa.verifyTitle']}
      intro={uploadText(enrolling ? 'mfa.enrolIntro' : 'mfa.verifyIntro')}
      submitLabel={copy['mfa.submit']}
      busyLabel={copy['mfa.submitBusy']}
      onSubmit={(data) => onVerify(String(data.get('code')).replaceAll(/\s/g, ''))}
      failureText={(failure: MfaFailure) => copy[`mfa.failure.${failure}`]}
    >
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
    </OperatorForm>
  );
}
