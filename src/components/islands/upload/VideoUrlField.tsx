import { useId, useRef } from 'react';
import { SvgIcon } from '../SvgIcon';

interface Props {
  url: string;
  label: string;
  copyButton: string;
  copyFailedHint: string;
  copyFailed: boolean;
  onCopy: () => Promise<boolean>;
}

/** The stored video's public URL, selectable, with a button to copy it again. */
export function VideoUrlField({
  url,
  label,
  copyButton,
  copyFailedHint,
  copyFailed,
  onCopy,
}: Props) {
  const field = useRef<HTMLInputElement>(null);
  const id = `url${useId()}`;

  async function copyAgain() {
    if (!(await onCopy())) {
      // Selected text is one Ctrl+C (or a long press) away.
      field.current?.focus();
      field.current?.select();
    }
  }

  return (
    <div className="mt-6 border-t border-border pt-6">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          ref={field}
          id={id}
          type="url"
          readOnly
          value={url}
          aria-describedby={copyFailed ? `${id}-hint` : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-11 w-full min-w-0 rounded-lg border border-border bg-bg px-3 font-mono text-sm text-fg"
        />
        <button
          type="button"
          onClick={() => void copyAgain()}
          className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg border-2 border-primary px-4 text-sm font-semibold text-primary transition hover:bg-primary hover:text-on-primary"
        >
          <SvgIcon name="copy" size={18} />
          {copyButton}
        </button>
      </div>
      {copyFailed && (
        <p id={`${id}-hint`} className="mt-2 text-sm text-danger">
          {copyFailedHint}
        </p>
      )}
    </div>
  );
}
