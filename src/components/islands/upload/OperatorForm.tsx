import { useId, useState, type ReactNode, type SubmitEvent } from 'react';
import { buttonClass } from '../../../lib/button-styles';

/** A field of the operator's forms. */
export const fieldClass =
  'mt-1 min-h-11 w-full rounded-lg border border-border bg-bg px-3 text-base text-fg focus-visible:outline-2 focus-visible:outline-primary';

interface Props<F extends string> {
  title: string;
  intro: string;
  submitLabel: string;
  busyLabel: string;
  /** False until the island runs: without script the form must not submit anywhere. */
  ready?: boolean;
  /** Does the work with the form's data; resolves to the failure to name, or null. */
  onSubmit: (data: FormData) => Promise<F | null>;
  failureText: (failure: F) => string;
  children: ReactNode;
}

/** One of the operator's sign-in steps: a titled card, sent once at a time, its failure named. */
export function OperatorForm<F extends string>(props: Props<F>) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<F | null>(null);
  const id = `operator-form${useId()}`;

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setFailure(null);
    try {
      setFailure(await props.onSubmit(data));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      method="post"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
      className="rounded-2xl border border-border bg-surface p-5 shadow-lg shadow-black/5 sm:p-8"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold tracking-tight">
        {props.title}
      </h2>
      <p className="mt-1 text-sm text-pretty text-muted">{props.intro}</p>
      {props.children}
      <button
        type="submit"
        disabled={props.ready === false}
        aria-disabled={busy || undefined}
        className={`${buttonClass('primary')} mt-5 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-progress aria-disabled:opacity-80`}
      >
        {busy ? props.busyLabel : props.submitLabel}
      </button>
      <p role="alert" className="mt-3 text-sm text-danger empty:hidden">
        {failure === null ? '' : props.failureText(failure)}
      </p>
    </form>
  );
}
