import type { SupabaseClient } from '@supabase/supabase-js';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type DragEvent,
} from 'react';
import type { toast as sonnerToast } from 'sonner';
import { heroVideoUpload } from '../../data/upload';
import {
  alertCircleIcon,
  checkCircleIcon,
  copyIcon,
  spinnerIcon,
  uploadIcon,
  videoIcon,
} from '../../lib/icons';
import { describeUploadFailure, type UploadFailure } from '../../lib/upload/failure';
import { heroVideoObjectName, uploadPercent, validateVideoFile } from '../../lib/upload/hero-video';
import { createXhrFetch, type UploadProgressListener } from '../../lib/upload/xhr-fetch';
import { SvgIcon } from './SvgIcon';
import { withErrorBoundary } from './withErrorBoundary';

/** Every text of the card, already translated; `{percent}`, `{code}` and `{detail}` are left. */
export interface UploadCardLabels {
  cardTitle: string;
  statusIdle: string;
  /** With `{percent}`. */
  statusUploading: string;
  statusSuccess: string;
  statusError: string;
  dropHint: string;
  dropActive: string;
  selectButton: string;
  selectButtonBusy: string;
  progressAccessibleLabel: string;
  formats: string;
  maxSize: string;
  notConfigured: string;
  notConfiguredDetail: string;
  urlLabel: string;
  copyButton: string;
  copyFailedHint: string;
  notificationsAccessibleLabel: string;
  invalidTypeTitle: string;
  invalidTypeBody: string;
  tooLargeTitle: string;
  tooLargeBody: string;
  successBody: string;
  urlTitle: string;
  copiedTitle: string;
  copiedBody: string;
  copyFailedTitle: string;
  copyFailedBody: string;
  errorBody: string;
  causes: {
    duplicate: string;
    denied: string;
    tooLarge: string;
    unsupportedType: string;
    bucketMissing: string;
    /** With `{code}`. */
    server: string;
    network: string;
    offline: string;
    /** With `{detail}`. */
    unknown: string;
  };
}

export interface UploadCardProps {
  labels: UploadCardLabels;
}

type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'success' }
  | { status: 'error'; cause: string };

// Read at build time: a site built without them shows "not configured" instead of failing later.
const supabaseUrl = import.meta.env.PUBLIC_SUPABASE_URL ?? '';
const supabaseAnonKey = import.meta.env.PUBLIC_SUPABASE_ANON_KEY ?? '';
const storageConfigured = supabaseUrl !== '' && supabaseAnonKey !== '';

/*
 * The toast library and the storage client load on first use: neither is needed to show the
 * card, and the page's first load stays within the site's JavaScript budget. Sonner replays
 * toasts created before its `Toaster` subscribed, so a toast can be sent as the import lands.
 */
const LazyToaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/**
 * Toast colours from the site's theme roles (AA contrast in light and dark), instead of
 * sonner's rich colours, whose light success and error text fall just short of it.
 */
const toasterStyle = {
  fontFamily: 'inherit',
  '--normal-bg': 'var(--surface)',
  '--normal-text': 'var(--fg)',
  '--normal-border': 'var(--border)',
  '--success-bg': 'var(--surface)',
  '--success-text': 'var(--success)',
  '--success-border': 'var(--success)',
  '--error-bg': 'var(--surface)',
  '--error-text': 'var(--danger)',
  '--error-border': 'var(--danger)',
} as CSSProperties;

/** Where the XMLHttpRequest-backed fetch reports upload progress during the current upload. */
let progressListener: UploadProgressListener | null = null;
let client: Promise<SupabaseClient> | null = null;

/** The supabase-js client; session storage, persistence and refresh are the library's defaults. */
function loadClient(): Promise<SupabaseClient> {
  client ??= import('@supabase/supabase-js')
    .then(({ createClient }) =>
      createClient(supabaseUrl, supabaseAnonKey, {
        global: { fetch: createXhrFetch((sent, total) => progressListener?.(sent, total)) },
      }),
    )
    .catch((error: unknown) => {
      client = null;
      throw error;
    });
  return client;
}

/** Stores the file under a new name (never overwriting) and returns its public URL. */
async function uploadHeroVideo(file: File, onProgress: UploadProgressListener): Promise<string> {
  const bucket = (await loadClient()).storage.from(heroVideoUpload.bucket);
  progressListener = onProgress;
  try {
    const { data, error } = await bucket.upload(heroVideoObjectName(file), file, {
      cacheControl: String(heroVideoUpload.cacheControlSeconds),
      upsert: false,
    });
    if (error) throw error;
    return bucket.getPublicUrl(data.path).data.publicUrl;
  } finally {
    progressListener = null;
  }
}

function causeText(failure: UploadFailure, causes: UploadCardLabels['causes']): string {
  switch (failure.cause) {
    case 'server':
      return causes.server.replace('{code}', failure.code);
    case 'unknown':
      return causes.unknown.replace('{detail}', failure.detail);
    default:
      return causes[failure.cause];
  }
}

/** True when the drag carries files (not text or a link dragged from the page). */
function carriesFiles(event: DragEvent | globalThis.DragEvent): boolean {
  return event.dataTransfer?.types.includes('Files') ?? false;
}

function UploadCard({ labels }: UploadCardProps) {
  const [hydrated, setHydrated] = useState(false);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [dragging, setDragging] = useState(false);
  const [videoUrl, setVideoUrl] = useState<string | null>(null);
  const [copyFailed, setCopyFailed] = useState(false);
  const [toasterWanted, setToasterWanted] = useState(false);
  const busy = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const urlField = useRef<HTMLInputElement>(null);
  // useId() can start with an underscore; an id must start with a letter.
  const id = `upload${useId()}`;
  const headingId = `${id}-heading`;
  const urlFieldId = `${id}-url`;
  const copyHintId = `${id}-copy-hint`;

  useEffect(() => {
    setHydrated(true);
    // A file dropped beside the drop area would open in the tab and leave the page.
    const keepFileDrops = (event: globalThis.DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    window.addEventListener('dragover', keepFileDrops);
    window.addEventListener('drop', keepFileDrops);
    return () => {
      window.removeEventListener('dragover', keepFileDrops);
      window.removeEventListener('drop', keepFileDrops);
    };
  }, []);

  function notify(show: (toast: typeof sonnerToast) => void) {
    import('sonner')
      .then((sonner) => {
        show(sonner.toast);
        setToasterWanted(true);
      })
      .catch((error: unknown) => console.warn('Notifications could not load:', error));
  }

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

  async function upload(file: File) {
    if (busy.current || !storageConfigured) return;
    const problem = validateVideoFile(file);
    if (problem === 'notVideo') {
      notify((toast) =>
        toast.error(labels.invalidTypeTitle, { description: labels.invalidTypeBody }),
      );
      return;
    }
    if (problem === 'tooLarge') {
      notify((toast) => toast.error(labels.tooLargeTitle, { description: labels.tooLargeBody }));
      return;
    }

    busy.current = true;
    setState({ status: 'uploading', percent: 0 });
    try {
      const url = await uploadHeroVideo(file, (sent, total) =>
        setState({ status: 'uploading', percent: uploadPercent(sent, total) }),
      );
      setState({ status: 'success' });
      setVideoUrl(url);
      notify((toast) => {
        toast.success(labels.statusSuccess, { description: labels.successBody });
        toast(labels.urlTitle, { description: url });
      });
      await copyUrl(url);
    } catch (error) {
      const cause = causeText(describeUploadFailure(error, navigator.onLine), labels.causes);
      setState({ status: 'error', cause });
      notify((toast) =>
        toast.error(labels.statusError, {
          description: (
            <>
              <span className="block">{labels.errorBody}</span>
              <span className="mt-1 block">{cause}</span>
            </>
          ),
        }),
      );
    } finally {
      busy.current = false;
    }
  }

  async function copyAgain() {
    if (videoUrl === null) return;
    if (!(await copyUrl(videoUrl))) {
      // Selected text is one Ctrl+C (or a long press) away.
      urlField.current?.focus();
      urlField.current?.select();
    }
  }

  function onDragOver(event: DragEvent<HTMLDivElement>) {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    const accepting = storageConfigured && state.status !== 'uploading';
    event.dataTransfer.dropEffect = accepting ? 'copy' : 'none';
    setDragging(accepting);
  }

  function onDragLeave(event: DragEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  }

  const uploading = state.status === 'uploading';
  const percent = uploading ? state.percent : state.status === 'success' ? 100 : 0;

  let statusIcon = <SvgIcon icon={videoIcon} size={32} />;
  let statusText = labels.statusIdle;
  let iconTone = 'bg-surface-2 text-primary';
  if (!storageConfigured) {
    statusIcon = <SvgIcon icon={alertCircleIcon} size={32} />;
    statusText = labels.notConfigured;
    iconTone = 'bg-surface-2 text-danger';
  } else if (uploading) {
    statusIcon = <SvgIcon icon={spinnerIcon} size={32} className="animate-spin" />;
    statusText = labels.statusUploading.replace('{percent}', String(state.percent));
  } else if (state.status === 'success') {
    statusIcon = <SvgIcon icon={checkCircleIcon} size={32} />;
    statusText = labels.statusSuccess;
    iconTone = 'bg-success/15 text-success';
  } else if (state.status === 'error') {
    statusIcon = <SvgIcon icon={alertCircleIcon} size={32} />;
    statusText = labels.statusError;
    iconTone = 'bg-danger/15 text-danger';
  }

  return (
    <>
      <section
        aria-labelledby={headingId}
        className="rounded-2xl border border-border bg-surface p-5 shadow-lg shadow-black/5 sm:p-8"
      >
        <h2 id={headingId} className="flex items-center gap-3 text-xl font-bold tracking-tight">
          <span className="inline-flex size-10 items-center justify-center rounded-xl bg-accent text-on-accent">
            <SvgIcon icon={uploadIcon} size={22} />
          </span>
          {labels.cardTitle}
        </h2>

        <div
          data-dragging={dragging}
          data-status={storageConfigured ? state.status : 'unconfigured'}
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
          className="mt-6 flex flex-col items-center rounded-xl border-2 border-dashed border-border bg-bg px-4 py-10 text-center transition-colors data-[dragging=true]:border-primary data-[dragging=true]:bg-surface-2 data-[status=error]:border-danger/60 data-[status=success]:border-success/60 sm:px-8"
        >
          <span
            className={`inline-flex size-16 items-center justify-center rounded-full ${iconTone}`}
          >
            {statusIcon}
          </span>
          <p className="mt-4 text-lg font-semibold text-balance tabular-nums">{statusText}</p>
          {!storageConfigured && (
            <p className="mt-1 max-w-md text-sm text-pretty text-muted">
              {labels.notConfiguredDetail}
            </p>
          )}
          {state.status === 'error' && (
            <p className="mt-1 max-w-md text-sm text-pretty text-danger">{state.cause}</p>
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

          <input
            ref={fileInput}
            type="file"
            accept="video/*"
            hidden
            tabIndex={-1}
            aria-label={labels.selectButton}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Cleared so that choosing the same file again still counts as a change.
              event.currentTarget.value = '';
              if (file) void upload(file);
            }}
          />
          <button
            type="button"
            disabled={!hydrated || !storageConfigured}
            aria-disabled={uploading || undefined}
            onClick={() => {
              if (!busy.current) fileInput.current?.click();
            }}
            className="mt-6 inline-flex min-h-12 items-center justify-center gap-2 rounded-full bg-primary px-6 text-base font-semibold text-on-primary shadow-sm transition hover:bg-primary-hover disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-progress aria-disabled:opacity-80"
          >
            {uploading ? (
              <SvgIcon icon={spinnerIcon} size={20} className="animate-spin" />
            ) : (
              <SvgIcon icon={uploadIcon} size={20} />
            )}
            {uploading ? labels.selectButtonBusy : labels.selectButton}
          </button>
          <p role="status" className="sr-only">
            {uploading ? labels.selectButtonBusy : ''}
          </p>
        </div>

        <div className="mt-4 flex flex-col gap-1 text-sm text-muted sm:flex-row sm:justify-between">
          <p>{labels.formats}</p>
          <p>{labels.maxSize}</p>
        </div>

        {videoUrl !== null && (
          <div className="mt-6 border-t border-border pt-6">
            <label htmlFor={urlFieldId} className="text-sm font-semibold">
              {labels.urlLabel}
            </label>
            <div className="mt-2 flex flex-col gap-2 sm:flex-row">
              <input
                ref={urlField}
                id={urlFieldId}
                type="url"
                readOnly
                value={videoUrl}
                aria-describedby={copyFailed ? copyHintId : undefined}
                onFocus={(event) => event.currentTarget.select()}
                className="min-h-11 w-full min-w-0 rounded-lg border border-border bg-bg px-3 font-mono text-sm text-fg"
              />
              <button
                type="button"
                onClick={() => void copyAgain()}
                className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-lg border-2 border-primary px-4 text-sm font-semibold text-primary transition hover:bg-primary hover:text-on-primary"
              >
                <SvgIcon icon={copyIcon} size={18} />
                {labels.copyButton}
              </button>
            </div>
            {copyFailed && (
              <p id={copyHintId} className="mt-2 text-sm text-danger">
                {labels.copyFailedHint}
              </p>
            )}
          </div>
        )}
      </section>
      {toasterWanted && (
        <Suspense>
          <LazyToaster
            theme="system"
            richColors
            position="bottom-right"
            containerAriaLabel={labels.notificationsAccessibleLabel}
            // Clear of the floating chat button in the same corner.
            offset={{ bottom: '6rem', right: '1.5rem' }}
            mobileOffset={{ bottom: '5.5rem' }}
            style={toasterStyle}
            toastOptions={{ classNames: { description: 'wrap-anywhere' } }}
          />
        </Suspense>
      )}
    </>
  );
}

export default withErrorBoundary(UploadCard);
