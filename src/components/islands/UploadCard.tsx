import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { videoFormats } from '../../data/upload';
import { buttonClass } from '../../lib/button-styles';
import { SvgIcon } from './SvgIcon';
import { causeText, type UploadCardLabels } from './upload/labels';
import { useNotifications } from './upload/Notifications';
import { SignInForm } from './upload/SignInForm';
import { statusView } from './upload/statusView';
import { useHeroVideoUpload } from './upload/useHeroVideoUpload';
import { useOperatorSession } from './upload/useOperatorSession';
import { VideoUrlField } from './upload/VideoUrlField';
import { withErrorBoundary } from './withErrorBoundary';

export type { UploadCardLabels };

export interface UploadCardProps {
  labels: UploadCardLabels;
  /** The largest file accepted, in bytes. */
  maxBytes: number;
}

// Read at build time: a site built without them shows "not configured" instead of failing later.
const supabaseUrl = import.meta.env.PUBLIC_SUPABASE_URL ?? '';
const supabaseAnonKey = import.meta.env.PUBLIC_SUPABASE_ANON_KEY ?? '';
const storageConfigured = supabaseUrl !== '' && supabaseAnonKey !== '';

/** True when the drag carries files (not text or a link dragged from the page). */
function carriesFiles(event: DragEvent | globalThis.DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

/** Prevents a file dropped beside the drop area from opening in the tab and leaving the page. */
function useKeepFileDrops() {
  useEffect(() => {
    const keep = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', keep);
    window.addEventListener('drop', keep);
    return () => {
      window.removeEventListener('dragover', keep);
      window.removeEventListener('drop', keep);
    };
  }, []);
}

/** What the chooser offers: the accepted types and their extensions. */
const acceptedFiles = Object.entries(videoFormats)
  .flatMap(([extension, { type }]) => [type, `.${extension}`])
  .join(',');

function UploadCard({ labels, maxBytes }: UploadCardProps) {
  const [hydrated, setHydrated] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const headingId = `upload${useId()}-heading`;
  const { notify, toaster } = useNotifications(labels.notificationsAccessibleLabel);
  const operator = useOperatorSession(supabaseUrl, supabaseAnonKey, storageConfigured);
  useKeepFileDrops();

  async function copyUrl(url: string): Promise<boolean> {
    try {
      await navigator.clipboard.writeText(url);
      setCopyFailed(false);
      notify((toast) => toast.success(labels.copiedTitle, { description: labels.copiedBody }));
      return true;
    } catch {
      setCopyFailed(true);
      notify((toast) =>
        toast.error(labels.copyFailedTitle, { description: labels.copyFailedBody }),
      );
      return false;
    }
  }

  const upload = useHeroVideoUpload({
    target: { supabaseUrl, anonKey: supabaseAnonKey, accessToken: operator.accessToken },
    maxBytes,
    signedIn: Boolean(operator.session),
    onRefused: (refusal) => {
      const { title, body } = labels.refusals[refusal];
      notify((toast) => toast.error(title, { description: body }));
    },
    onSuccess: (url) => {
      notify((toast) => {
        toast.success(labels.statusSuccess, { description: labels.successBody });
        toast(labels.urlTitle, { description: url });
      });
      void copyUrl(url);
    },
    onFailure: (failure) => {
      notify((toast) =>
        toast.error(labels.statusError, {
          description: (
            <>
              <span className="block">{labels.errorBody}</span>
              <span className="mt-1 block">{causeText(failure, labels.causes)}</span>
            </>
          ),
        }),
      );
    },
  });
  const { state } = upload;

  useEffect(() => {
    setHydrated(true);
    // A file chosen before this script ran is in the input already: take it now.
    const input = fileInput.current;
    const early = input?.files?.[0];
    if (input && early && storageConfigured) {
      input.value = '';
      upload.choose(early);
    }
  }, [upload.choose]);

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    const accepting = storageConfigured && state.status !== 'uploading';
    event.dataTransfer.dropEffect = accepting ? 'copy' : 'none';
    setDragging(accepting);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && storageConfigured) upload.choose(file);
  }

  const uploading = state.status === 'uploading';
  const percent = uploading ? state.percent : state.status === 'success' ? 100 : 0;

  const status = statusView(state, labels, storageConfigured);

  const email = operator.session?.user.email;
  return (
    <>
      {storageConfigured && !operator.session && (
        <div className="mb-6">
          <SignInForm
            labels={labels.signIn}
            ready={hydrated && operator.session === null}
            onSignIn={operator.signIn}
          />
        </div>
      )}
      <section
        aria-labelledby={headingId}
        className="rounded-2xl border border-border bg-surface p-5 shadow-lg shadow-black/5 sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="flex items-center gap-3 text-xl font-bold tracking-tight">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent text-on-accent">
              <SvgIcon name="upload" size={22} />
            </span>
            {labels.cardTitle}
          </h2>
          {email !== undefined && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              {labels.signedInAs.replace('{email}', email)}
              <button
                type="button"
                onClick={() => void operator.signOut()}
                className="min-h-11 rounded-lg px-2 font-semibold text-primary underline-offset-4 hover:underline"
              >
                {labels.signOutButton}
              </button>
            </p>
          )}
        </div>

        <div
          data-dragging={dragging}
          data-status={storageConfigured ? state.status : 'unconfigured'}
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null))
              setDragging(false);
          }}
          onDrop={onDrop}
          className="mt-6 flex flex-col items-center rounded-xl border-2 border-dashed border-border bg-bg px-4 py-10 text-center transition-colors data-[dragging=true]:border-primary data-[dragging=true]:bg-surface-2 data-[status=error]:border-danger/60 data-[status=success]:border-success/60 sm:px-8"
        >
          <span
            className={`inline-flex size-16 items-center justify-center rounded-full ${status.tone}`}
          >
            {status.icon}
          </span>
          <p className="mt-4 text-lg font-semibold text-balance tabular-figures wrap-anywhere">
            {status.text}
          </p>
          {!storageConfigured && (
            <p className="mt-1 max-w-md text-sm text-pretty text-muted">
              {labels.notConfiguredDetail}
            </p>
          )}
          {state.status === 'error' && (
            <p className="mt-1 max-w-md text-sm text-pretty text-danger">
              {causeText(state.failure, labels.causes)}
            </p>
          )}
          {storageConfigured && (state.status === 'idle' || dragging) && (
            <p className="mt-1 text-sm text-muted">
              {dragging ? labels.dropActive : labels.dropHint}
            </p>
          )}

          {(uploading || state.status === 'success') && (
            <progress
              max={100}
              value={percent}
              aria-label={labels.progressAccessibleLabel}
              data-status={state.status}
              className="mt-5 h-2.5 w-full max-w-sm appearance-none overflow-hidden rounded-full bg-surface-2 [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-surface-2 [&::-webkit-progress-value]:bg-primary [&::-webkit-progress-value]:transition-[width] data-[status=success]:[&::-moz-progress-bar]:bg-success data-[status=success]:[&::-webkit-progress-value]:bg-success"
            />
          )}

          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {/*
              The platform's own file input, under a label styled as the button: it opens the
              chooser before this script has run, and the choice is read when it does.
            */}
            <label
              data-disabled={!storageConfigured || undefined}
              data-busy={uploading || undefined}
              className={`${buttonClass('primary')} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary data-busy:cursor-progress data-busy:opacity-80 data-disabled:cursor-not-allowed data-disabled:opacity-60`}
            >
              <input
                ref={fileInput}
                type="file"
                accept={acceptedFiles}
                disabled={!storageConfigured || uploading}
                className="sr-only"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  // Cleared so that choosing the same file again still counts as a change.
                  event.currentTarget.value = '';
                  if (file) upload.choose(file);
                }}
              />
              {uploading ? (
                <SvgIcon name="spinner" size={20} className="animate-spin" />
              ) : (
                <SvgIcon name="upload" size={20} />
              )}
              {uploading ? labels.selectButtonBusy : labels.selectButton}
            </label>
            {state.status === 'error' && (
              <button type="button" onClick={upload.retry} className={buttonClass('outline')}>
                {labels.retryButton}
              </button>
            )}
            {(uploading || state.status === 'waitingForSignIn') && (
              <button type="button" onClick={upload.cancel} className={buttonClass('quiet')}>
                {labels.cancelButton}
              </button>
            )}
          </div>
          <p role="status" className="sr-only">
            {uploading ? labels.selectButtonBusy : ''}
          </p>
        </div>

        <div className="mt-4 flex flex-col gap-1 text-sm text-muted sm:flex-row sm:justify-between">
          <p>{labels.formats}</p>
          <p>{labels.maxSize}</p>
        </div>

        {state.status === 'success' && (
          <VideoUrlField
            url={state.url}
            label={labels.urlLabel}
            copyButton={labels.copyButton}
            copyFailedHint={labels.copyFailedHint}
            copyFailed={copyFailed}
            onCopy={() => copyUrl(state.url)}
          />
        )}
      </section>
      {toaster}
    </>
  );
}

export default withErrorBoundary(UploadCard);
