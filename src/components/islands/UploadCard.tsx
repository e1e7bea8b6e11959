import { useEffect, useId, useReducer, useRef, type DragEvent } from 'react';
import type { UploadKey } from '../../../i18n/upload-it';
import { videoFormats } from '../../data/upload';
import { buttonClass } from '../../lib/button-styles';
import type { IconName } from '../../lib/icons';
import { cardReducer, isBusy, type CardEvent, type CardState } from '../../lib/upload/card-state';
import { checkSourceFile, type SourceFileProblem } from '../../lib/upload/source-file';
import { uploadText } from '../../lib/upload/template';
import {
  heroRow,
  publishHero,
  storeFiles,
  type AccessToken,
} from '../../lib/upload/hero-publisher';
import { reportFailure } from '../../lib/video/hero-set-error';
import { SvgIcon } from './SvgIcon';
import { LiveHero } from './upload/LiveHero';
import { useNotifications } from './upload/Notifications';
import { SignInSteps } from './upload/SignInSteps';
import { SetPreview } from './upload/SetPreview';
import { useOperator } from './upload/useOperator';
import { withErrorBoundary } from './withErrorBoundary';

// Read at build time: a site built without them shows "not configured" instead of failing later.
const project = {
  supabaseUrl: import.meta.env.PUBLIC_SUPABASE_URL ?? '',
  anonKey: import.meta.env.PUBLIC_SUPABASE_ANON_KEY ?? '',
};
const configured = project.supabaseUrl !== '' && project.anonKey !== '';
// The operator is told to ask whoever runs the site; the console (and the build) say why.
if (!configured)
  console.warn('Publishing is off: build with PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY.');

/** True when the drag carries files (not text or a link dragged from the page). */
const carriesFiles = (event: DragEvent | globalThis.DragEvent) =>
  event.dataTransfer?.types.includes('Files') ?? false;

/** What the chooser offers: the accepted types and their extensions. */
const acceptedFiles = Object.entries(videoFormats)
  .flatMap(([extension, { type }]) => [type, `.${extension}`])
  .join(',');

const working = 'bg-surface-2 text-primary';
const failed = 'bg-danger/15 text-danger';

/** The drop area's icon, its colours and its line, for each status (and when unconfigured). */
const looks = {
  idle: ['video', working, 'statusIdle'],
  preparing: ['spinner', working, 'statusPreparing'],
  prepareFailed: ['alertCircle', failed, 'statusPrepareFailed'],
  ready: ['video', working, 'statusReady'],
  waitingForSignIn: ['video', working, 'statusWaitingForSignIn'],
  publishing: ['spinner', working, 'statusPublishing'],
  error: ['alertCircle', failed, 'statusError'],
  live: ['checkCircle', 'bg-success/15 text-success', 'statusLive'],
  unconfigured: ['alertCircle', 'bg-surface-2 text-danger', 'notConfigured'],
} as const satisfies Record<CardState['status'] | 'unconfigured', [IconName, string, UploadKey]>;

/** A busy card's work (preparing the file here, or storing and publishing the set): its end. */
async function work(
  state: Extract<CardState, { status: 'preparing' | 'publishing' }>,
  accessToken: AccessToken,
  signal: AbortSignal,
  send: (event: CardEvent) => void,
): Promise<CardEvent> {
  const onProgress = (done: number, total: number) => send({ type: 'progress', done, total });
  if (state.status === 'preparing') {
    const { prepareHeroSet } = await import('../../lib/video/prepare-hero-set');
    const made = await prepareHeroSet(state.file, { signal, onProgress });
    return { type: 'prepared', set: { made, row: heroRow(made, Date.now()) } };
  }
  const { row, made } = state.set;
  const onStored = (name: string) => send({ type: 'stored', name });
  await storeFiles(project, row, made, state.stored, { accessToken, signal, onProgress, onStored });
  signal.throwIfAborted();
  const [record] = await publishHero(project, accessToken, row);
  return { type: 'published', record };
}

/** The operator's card: sign-in, a video prepared here, its preview, "Pubblica", what is live. */
function UploadCard({ formatsNote }: { formatsNote: string }) {
  const [state, dispatch] = useReducer(cardReducer, { status: 'idle' });
  const operator = useOperator(project);
  const { notify, toaster } = useNotifications();
  const fileInput = useRef<HTMLInputElement>(null);
  const headingId = `upload${useId()}-heading`;
  const { step, mayPublish } = operator;
  const status = configured ? state.status : 'unconfigured';
  const busy = isBusy(state);
  const file = 'file' in state ? state.file : null;
  const failure = 'failure' in state ? state.failure : state.cannotPrepare && 'unsupported';

  // A cancel (or any new status) aborts the work; what it reports then is not dispatched.
  useEffect(() => {
    if (!isBusy(state)) return;
    const controller = new AbortController();
    const send = (event: CardEvent) => controller.signal.aborted || dispatch(event);
    work(state, operator.accessToken, controller.signal, send).then(send, (error: unknown) => {
      if (!controller.signal.aborted) send({ type: 'failed', failure: reportFailure(error) });
    });
    return () => controller.abort();
  }, [state.status, file]);

  // How a publish ended is said in a toast as well.
  useEffect(() => {
    if (state.status === 'live') notify('success', uploadText('statusLive'));
    if (state.status !== 'error') return;
    notify(
      'error',
      uploadText('statusError'),
      <>
        {/* Stored and recorded, only not yet read back: something was published. */}
        {state.failure !== 'readBack' && <span className="block">{uploadText('errorBody')}</span>}
        <span className="mt-1 block">
          {uploadText(`failure.${state.failure}`, { name: state.file.name })}
        </span>
      </>,
    );
  }, [state.status]);

  // A set held until sign-in is published as soon as the operator may publish.
  useEffect(() => {
    if (state.status === 'waitingForSignIn' && mayPublish) dispatch({ type: 'publish' });
  }, [state.status, mayPublish]);

  // Asks before the tab closes or navigates away while work would be lost.
  useEffect(() => {
    if (!busy) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [busy]);

  useEffect(() => {
    // A file dropped anywhere must not open in the tab and leave the page.
    const keep = (event: globalThis.DragEvent) => carriesFiles(event) && event.preventDefault();
    const listening = new AbortController();
    window.addEventListener('dragover', keep, listening);
    window.addEventListener('drop', keep, listening);
    // A file chosen before this script ran is in the input already: take it now.
    const early = fileInput.current?.files?.[0];
    if (early) choose(early);
    // Said before any file is chosen; the transcoder itself refuses before any work.
    if (configured)
      import('../../lib/video/prepare-hero-set')
        .then(({ canPrepareHeroSet }) => canPrepareHeroSet())
        .catch(() => false)
        .then((can) => can || dispatch({ type: 'cannotPrepare' }));
    return () => listening.abort();
  }, []);

  /** A chosen or dropped file: refused with a toast, or prepared (nothing is sent). */
  function choose(chosen: File) {
    // Cleared so that choosing the same file again still counts as a change.
    if (fileInput.current) fileInput.current.value = '';
    const refuse = (refusal: SourceFileProblem | 'busy') =>
      notify(
        'error',
        uploadText(`refusal.${refusal}.title`),
        uploadText(`refusal.${refusal}.body`, { name: chosen.name }),
      );
    if (busy) return void refuse('busy');
    void checkSourceFile(chosen).then((problem) =>
      problem ? refuse(problem) : dispatch({ type: 'choose', file: chosen }),
    );
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    const accepting = configured && !busy;
    event.dataTransfer.dropEffect = accepting ? 'copy' : 'none';
    dispatch({ type: 'drag', over: accepting });
  }

  const [icon, tone, line] = looks[status];
  const text = uploadText(
    state.status === 'preparing' && !state.total ? 'statusPreparingStart' : line,
    {
      ...(busy && { done: state.done, total: state.total }),
      // Stops at 99: the set is published when its record is, and then the page says so.
      percent: busy ? Math.min(99, Math.floor((100 * state.done) / state.total) || 0) : 0,
      name: file?.name ?? '',
    },
  );
  const button = (key: UploadKey, onClick: () => void, look: 'primary' | 'quiet' = 'primary') => (
    <button type="button" onClick={onClick} className={buttonClass(look)}>
      {key === 'publishButton' && <SvgIcon name="upload" />}
      {uploadText(key)}
    </button>
  );
  const publish = () => dispatch({ type: mayPublish ? 'publish' : 'hold' });
  const cancel = () => dispatch({ type: 'cancel' });

  return (
    <>
      {configured && <SignInSteps operator={operator} />}
      <section
        aria-labelledby={headingId}
        className="rounded-2xl border border-border bg-surface p-5 shadow-lg shadow-black/5 sm:p-8"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="flex items-center gap-3 text-xl font-bold tracking-tight">
            <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent text-on-accent">
              <SvgIcon name="upload" size={22} />
            </span>
            {uploadText('cardTitle')}
          </h2>
          {'email' in step && (
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
              {uploadText('signedInAs', { email: step.email })}
              <button
                type="button"
                onClick={() => void operator.signOut()}
                className="min-h-11 rounded-lg px-2 font-semibold text-primary underline-offset-4 hover:underline"
              >
                {uploadText('signOutButton')}
              </button>
            </p>
          )}
        </div>

        <div
          data-dragging={state.dragging ?? false}
          data-status={status}
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null))
              dispatch({ type: 'drag', over: false });
          }}
          onDrop={(event) => {
            dispatch({ type: 'drag', over: false });
            const dropped = event.dataTransfer.files[0];
            if (dropped && configured) choose(dropped);
          }}
          className="mt-6 flex flex-col items-center rounded-xl border-2 border-dashed border-border bg-bg px-4 py-10 text-center transition-colors data-[dragging=true]:border-primary data-[dragging=true]:bg-surface-2 data-[status=error]:border-danger/60 data-[status=live]:border-success/60 data-[status=prepareFailed]:border-danger/60 sm:px-8"
        >
          <span className={`inline-flex size-16 items-center justify-center rounded-full ${tone}`}>
            <SvgIcon name={icon} size={32} className={icon === 'spinner' ? 'animate-spin' : ''} />
          </span>
          <p
            role={state.status === 'live' ? 'status' : undefined}
            className="mt-4 text-lg font-semibold text-balance tabular-figures wrap-anywhere"
          >
            {text}
          </p>
          {(!configured || failure) && (
            <p className="mt-1 max-w-md text-sm text-pretty text-danger">
              {failure
                ? uploadText(`failure.${failure}`, { name: file?.name ?? '' })
                : uploadText('notConfiguredDetail')}
            </p>
          )}
          {configured && (state.status === 'idle' || state.dragging) && (
            <p className="mt-1 text-sm text-muted">
              {uploadText(state.dragging ? 'dropActive' : 'dropHint')}
            </p>
          )}
          {busy && (
            <progress
              max={Math.max(state.total, 1)}
              value={state.done}
              aria-label={uploadText(`${state.status}AccessibleLabel`)}
              className="mt-5 h-2.5 w-full max-w-sm appearance-none overflow-hidden rounded-full bg-surface-2 [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-surface-2 [&::-webkit-progress-value]:bg-primary [&::-webkit-progress-value]:transition-[width]"
            />
          )}

          <div className="mt-6 flex flex-wrap justify-center gap-3">
            {/* The platform's file input under a label: it opens the chooser before any script. */}
            <label
              data-disabled={!configured || undefined}
              data-busy={busy || undefined}
              className={`${buttonClass(state.status === 'ready' ? 'outline' : 'primary')} cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary data-busy:cursor-progress data-busy:opacity-80 data-disabled:cursor-not-allowed data-disabled:opacity-60`}
            >
              <input
                ref={fileInput}
                type="file"
                accept={acceptedFiles}
                disabled={!configured || busy}
                className="sr-only"
                onChange={(event) => {
                  const chosen = event.currentTarget.files?.[0];
                  if (chosen) choose(chosen);
                }}
              />
              <SvgIcon name={busy ? 'spinner' : 'video'} className={busy ? 'animate-spin' : ''} />
              {uploadText(busy ? 'selectButtonBusy' : 'selectButton')}
            </label>
            {state.status === 'ready' &&
              !operator.awaitingApproval &&
              button('publishButton', publish)}
            {/* The same token would be refused again: signed out first, the set kept. */}
            {failure === 'denied' &&
              button('signInAgainButton', () =>
                operator.signOut().then(() => dispatch({ type: 'hold' })),
              )}
            {state.status === 'error' && failure !== 'denied' && button('retryButton', publish)}
            {busy && button('cancelButton', cancel, 'quiet')}
            {state.status === 'waitingForSignIn' && button('notNowButton', cancel, 'quiet')}
          </div>
          <p role="status" className="sr-only">
            {busy ? text : ''}
          </p>
        </div>

        <p className="mt-4 text-sm text-muted">{formatsNote}</p>

        {'set' in state && <SetPreview made={state.set.made} />}
      </section>
      {configured && 'email' in step && (
        <LiveHero
          key={state.status === 'live' ? state.record.id : 0}
          project={project}
          operator={operator}
        />
      )}
      {toaster}
    </>
  );
}

export default withErrorBoundary(UploadCard);
