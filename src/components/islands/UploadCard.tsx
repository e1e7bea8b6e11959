import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { uploadIt as copy } from '../../../i18n/upload-it';
import { videoFormats } from '../../data/upload';
import { buttonClass } from '../../lib/button-styles';
import { fillTemplate } from '../../../i18n/fill-template';
import { uploadText } from '../../lib/upload/template';
import { SvgIcon } from './SvgIcon';
import { LiveHero } from './upload/LiveHero';
import { causeText, prepareFailureText } from './upload/labels';
import { MfaForm } from './upload/MfaForm';
import { useNotifications } from './upload/Notifications';
import { SetPreview } from './upload/SetPreview';
import { SignInForm } from './upload/SignInForm';
import { statusView } from './upload/statusView';
import { useCanPrepare } from './upload/useCanPrepare';
import { useHeroHistory } from './upload/useHeroHistory';
import { useOperatorSession } from './upload/useOperatorSession';
import { isBusy } from '../../lib/upload/machine';
import { usePublishFlow } from './upload/usePublishFlow';
import { withErrorBoundary } from './withErrorBoundary';

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

const progressClass =
  'mt-5 h-2.5 w-full max-w-sm appearance-none overflow-hidden rounded-full bg-surface-2 [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-surface-2 [&::-webkit-progress-value]:bg-primary [&::-webkit-progress-value]:transition-[width]';

interface UploadCardProps {
  /**
   * The accepted formats, written at build: the card then builds no `Intl` formatter while it
   * hydrates (a page's first costs about 15 ms).
   */
  formatsNote: string;
}

/**
 * The operator's card: sign-in (password, then a TOTP code), a video chosen and prepared in
 * this browser, its preview, "Pubblica", and what is live now with the sets before it.
 */
function UploadCard({ formatsNote }: UploadCardProps) {
  const [hydrated, setHydrated] = useState(false);
  const [dragging, setDragging] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const headingId = `upload${useId()}-heading`;
  const { notify, toaster } = useNotifications(copy.notificationsAccessibleLabel);
  const operator = useOperatorSession(supabaseUrl, supabaseAnonKey, storageConfigured);
  const canPrepare = useCanPrepare(storageConfigured);
  useKeepFileDrops();

  const target = { supabaseUrl, anonKey: supabaseAnonKey, accessToken: operator.accessToken };
  // Read once signed in: the page's first paint requests nothing from Supabase.
  const live = useHeroHistory(target, storageConfigured && Boolean(operator.session));

  const flow = usePublishFlow({
    target,
    mayPublish: operator.mayPublish,
    onRefused: (refusal, file) => {
      const title = copy[`refusal.${refusal}.title`];
      const body = uploadText(`refusal.${refusal}.body`, { name: file.name });
      notify((toast) => toast.error(title, { description: body }));
    },
    onLive: () => {
      live.reload();
      notify((toast) => toast.success(copy.statusLive));
    },
    onFailure: (failure) => {
      notify((toast) =>
        toast.error(copy.statusError, {
          description: (
            <>
              {/* Stored and recorded, only not yet read back: something was published. */}
              {failure.cause !== 'readBack' && <span className="block">{copy.errorBody}</span>}
              <span className="mt-1 block">{causeText(failure, copy)}</span>
            </>
          ),
        }),
      );
    },
  });
  const { state } = flow;
  // A browser that cannot prepare the video still takes a file: the checks name a wrong one,
  // and the transcoder refuses before any work, so nothing is ever sent from it.
  const usable = storageConfigured;

  useEffect(() => {
    setHydrated(true);
    // The operator is told to contact whoever runs the site; the console tells them why.
    if (!storageConfigured)
      console.warn(
        'Publishing is off: build the site with PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY.',
      );
    // A file chosen before this script ran is in the input already: take it now.
    const input = fileInput.current;
    const early = input?.files?.[0];
    if (input && early && storageConfigured) {
      input.value = '';
      flow.choose(early);
    }
  }, [flow.choose]);

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    const accepting = usable && !isBusy(state);
    event.dataTransfer.dropEffect = accepting ? 'copy' : 'none';
    setDragging(accepting);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && usable) flow.choose(file);
  }

  // Signed out first: a set held while the old session still looked verified would be sent
  // again at once with the token that was just refused.
  async function signInAgain() {
    await operator.signOut();
    flow.holdForSignIn();
  }

  const busy = isBusy(state);
  const status = statusView(state, copy, storageConfigured);
  const email = operator.session?.user.email;
  const set = 'set' in state ? state.set : null;

  return (
    <>
      {storageConfigured && !operator.session && (
        <div className="mb-6">
          <SignInForm
            copy={copy}
            ready={hydrated && operator.session === null}
            onSignIn={operator.signIn}
          />
        </div>
      )}
      {(operator.mfa?.kind === 'enrol' || operator.mfa?.kind === 'verify') && (
        <div className="mb-6">
          <MfaForm copy={copy} step={operator.mfa} onVerify={operator.verifyCode} />
        </div>
      )}
      {operator.awaitingApproval && (
        <div role="status" className="mb-6 rounded-xl border border-border bg-surface p-4">
          <h2 className="font-bold">{copy['approval.waitingTitle']}</h2>
          <p className="mt-1 text-sm text-pretty text-muted">{copy['approval.waitingBody']}</p>
        </div>
      )}
      {operator.mfa?.kind === 'failed' && (
        <div className="mb-6 rounded-xl border border-danger bg-surface p-4">
          <p role="alert" className="text-danger">
            {copy['mfa.failure.unknown']}
          </p>
          <button
            type="button"
            onClick={operator.retryMfa}
            className={`${buttonClass('outline')} mt-3`}
          >
            {copy.retryButton}
          </button>
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
            {copy.cardTitle}
          </h2>
          {email !== undefined && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              {fillTemplate(copy.signedInAs, { email })}
              <button
                type="button"
                onClick={() => void operator.signOut()}
                className="min-h-11 rounded-lg px-2 font-semibold text-primary underline-offset-4 hover:underline"
              >
                {copy.signOutButton}
              </button>
            </p>
          )}
        </div>

        {storageConfigured && canPrepare === false && (
          <p
            role="alert"
            className="mt-6 flex items-start gap-3 rounded-xl border border-danger bg-bg p-4 text-fg"
          >
            <SvgIcon name="alertCircle" size={24} className="shrink-0 text-danger" />
            {copy.cannotPrepare}
          </p>
        )}

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
          className="mt-6 flex flex-col items-center rounded-xl border-2 border-dashed border-border bg-bg px-4 py-10 text-center transition-colors data-[dragging=true]:border-primary data-[dragging=true]:bg-surface-2 data-[status=error]:border-danger/60 data-[status=live]:border-success/60 data-[status=prepareFailed]:border-danger/60 sm:px-8"
        >
          <span
            className={`inline-flex size-16 items-center justify-center rounded-full ${status.tone}`}
          >
            {status.icon}
          </span>
          <p
            role={state.status === 'live' ? 'status' : undefined}
            className="mt-4 text-lg font-semibold text-balance tabular-figures wrap-anywhere"
          >
            {status.text}
          </p>
          {!storageConfigured && (
            <p className="mt-1 max-w-md text-sm text-pretty text-muted">
              {copy.notConfiguredDetail}
            </p>
          )}
          {state.status === 'error' && (
            <p className="mt-1 max-w-md text-sm text-pretty text-danger">
              {causeText(state.failure, copy)}
            </p>
          )}
          {state.status === 'prepareFailed' && (
            <p className="mt-1 max-w-md text-sm text-pretty text-danger">
              {prepareFailureText(state.reason, state.file.name, copy)}
            </p>
          )}
          {usable && (state.status === 'idle' || dragging) && (
            <p className="mt-1 text-sm text-muted">{dragging ? copy.dropActive : copy.dropHint}</p>
          )}

          {state.status === 'preparing' && (
            <progress
              max={Math.max(state.framesTotal, 1)}
              value={state.framesDone}
              aria-label={copy.preparingAccessibleLabel}
              className={progressClass}
            />
          )}
          {state.status === 'publishing' && (
            <progress
              max={100}
              value={state.percent}
              aria-label={copy.progressAccessibleLabel}
              className={progressClass}
            />
          )}

          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {/*
              The platform's own file input, under a label styled as the button: it opens the
              chooser before this script has run, and the choice is read when it does.
            */}
            <label
              data-disabled={!usable || undefined}
              data-busy={busy || undefined}
              className={`${buttonClass(state.status === 'ready' ? 'outline' : 'primary')} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary data-busy:cursor-progress data-busy:opacity-80 data-disabled:cursor-not-allowed data-disabled:opacity-60`}
            >
              <input
                ref={fileInput}
                type="file"
                accept={acceptedFiles}
                disabled={!usable || busy}
                className="sr-only"
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0];
                  // Cleared so that choosing the same file again still counts as a change.
                  event.currentTarget.value = '';
                  if (file) flow.choose(file);
                }}
              />
              {busy ? (
                <SvgIcon name="spinner" size={20} className="animate-spin" />
              ) : (
                <SvgIcon name="video" size={20} />
              )}
              {busy ? copy.selectButtonBusy : copy.selectButton}
            </label>
            {state.status === 'ready' && !operator.awaitingApproval && (
              <button type="button" onClick={flow.publish} className={buttonClass('primary')}>
                <SvgIcon name="upload" size={20} />
                {copy.publishButton}
              </button>
            )}
            {state.status === 'error' && state.failure.cause === 'denied' && (
              // The same token would be refused again: sign in anew, keeping the set.
              <button
                type="button"
                onClick={() => void signInAgain()}
                className={buttonClass('primary')}
              >
                {copy.signInAgainButton}
              </button>
            )}
            {state.status === 'error' && state.failure.cause !== 'denied' && (
              <button type="button" onClick={flow.publish} className={buttonClass('primary')}>
                {copy.retryButton}
              </button>
            )}
            {(busy || state.status === 'waitingForSignIn') && (
              <button type="button" onClick={flow.cancel} className={buttonClass('quiet')}>
                {busy ? copy.cancelButton : copy.notNowButton}
              </button>
            )}
          </div>
          <p role="status" className="sr-only">
            {busy ? status.text : ''}
          </p>
        </div>

        <p className="mt-4 text-sm text-muted">{formatsNote}</p>

        {set !== null && <SetPreview copy={copy} set={set} />}
      </section>
      {storageConfigured && operator.session && (
        <LiveHero
          copy={copy}
          supabaseUrl={supabaseUrl}
          history={live.history}
          mayPublish={operator.mayPublish}
          awaitingApproval={operator.awaitingApproval}
          onRepublish={live.republish}
        />
      )}
      {toaster}
    </>
  );
}

export default withErrorBoundary(UploadCard);
