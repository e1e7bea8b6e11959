import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { totpDigits } from '../../../data/upload';
import { buttonClass } from '../../../lib/button-styles';
import { uploadText } from '../../../lib/upload/template';
import type { AuthFailure, Operator } from './useOperator';

const fieldClass =
  'mt-1 min-h-11 w-full rounded-lg border border-border bg-bg px-3 text-base text-fg focus-visible:outline-2 focus-visible:outline-primary';

interface Props {
  /** The form's title and intro, `<kind>.*`; the rest is `signIn.*` or `mfa.*`. */
  kind: 'signIn' | 'enrol' | 'verify';
  /** False until the island runs: without script the form must not submit anywhere. */
  ready?: boolean;
  onSubmit: (data: FormData) => Promise<AuthFailure | null>;
  children: ReactNode;
}

/** A sign-in step: a titled card, sent once at a time, the failure `onSubmit` names shown. */
function OperatorForm({ kind, ready = true, onSubmit, children }: Props) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const id = `operator-form${useId()}`;
  const copy = kind === 'signIn' ? 'signIn' : 'mfa';

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const sent = onSubmit(new FormData(event.currentTarget));
    setSending(true);
    setFailure(null);
    setFailure(await sent.finally(() => setSending(false)));
  }

  return (
    <form
      method="post"
      aria-labelledby={id}
      onSubmit={(event) => void submit(event)}
      className="mb-6 rounded-2xl border border-border bg-surface p-5 shadow-lg shadow-black/5 sm:p-8"
    >
      <h2 id={id} className="text-xl font-bold tracking-tight">
        {uploadText(`${kind}.title`)}
      </h2>
      <p className="mt-1 text-sm text-pretty text-muted">{uploadText(`${kind}.intro`)}</p>
      {children}
      <button
        type="submit"
        disabled={!ready}
        aria-disabled={sending || undefined}
        className={`${buttonClass('primary')} mt-5 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-progress aria-disabled:opacity-80`}
      >
        {uploadText(sending ? `${copy}.submitBusy` : `${copy}.submit`)}
      </button>
      <p role="alert" className="mt-3 text-sm text-danger empty:hidden">
        {failure && uploadText(`${copy}.failure.${failure}`)}
      </p>
    </form>
  );
}

/** The sign-in step the operator is at (the QR code's secret typeable on the same phone). */
export function SignInSteps({ operator }: { operator: Operator }) {
  const { step } = operator;
  switch (step.step) {
    case 'starting':
    case 'signedOut':
      return (
        <OperatorForm
          kind="signIn"
          ready={step.step === 'signedOut'}
          onSubmit={(data) =>
            operator.signIn(String(data.get('email')), String(data.get('password')))
          }
        >
          <div className="mt-5 grid gap-4 sm:grid-cols-2">
            {(['email', 'password'] as const).map((name) => (
              <label key={name} className="text-sm font-semibold">
                {uploadText(`signIn.${name}`)}
                <input
                  name={name}
                  type={name}
                  autoComplete={name === 'email' ? 'username' : 'current-password'}
                  required
                  className={fieldClass}
                />
              </label>
            ))}
          </div>
        </OperatorForm>
      );
    case 'enrol':
    case 'verify':
      return (
        <OperatorForm
          kind={step.step}
          onSubmit={(data) =>
            operator.verifyCode(step.factorId, String(data.get('code')).replaceAll(/\s/g, ''))
          }
        >
          {step.step === 'enrol' && (
            <div className="mt-5 flex flex-col gap-4 sm:flex-row sm:items-center">
              <img
                src={step.qrCode}
                alt={uploadText('mfa.qrAlt')}
                width={176}
                height={176}
                className="size-44 shrink-0 rounded-lg bg-white p-2"
              />
              <label className="grow text-sm font-semibold">
                {uploadText('mfa.secretLabel')}
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
    case 'mfaFailed':
      return (
        <div className="mb-6 rounded-xl border border-danger bg-surface p-4">
          <p role="alert" className="text-danger">
            {uploadText('mfa.failure.unknown')}
          </p>
          <button
            type="button"
            onClick={() => void operator.retry()}
            className={`${buttonClass('outline')} mt-3`}
          >
            {uploadText('retryButton')}
          </button>
        </div>
      );
    default:
      return operator.awaitingApproval ? (
        <div role="status" className="mb-6 rounded-xl border border-border bg-surface p-4">
          <h2 className="font-bold">{uploadText('approval.waitingTitle')}</h2>
          <p className="mt-1 text-sm text-pretty text-muted">
            {uploadText('approval.waitingBody')}
          </p>
        </div>
      ) : null;
  }
}
