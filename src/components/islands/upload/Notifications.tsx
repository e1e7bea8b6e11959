import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { uploadText } from '../../../lib/upload/template';

/*
 * The toast library loads on first use: it is not needed to show the card. Sonner replays
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

/** Sends a toast once the library has loaded. */
export type Notify = (kind: 'success' | 'error', title: string, description?: ReactNode) => void;

/** The `notify` function and the toaster to render once something was sent. */
export function useNotifications(): { notify: Notify; toaster: ReactNode } {
  const [wanted, setWanted] = useState(false);
  const notify: Notify = (kind, title, description) => {
    import('sonner')
      .then(({ toast }) => {
        toast[kind](title, { description });
        setWanted(true);
      })
      .catch((error: unknown) => console.warn('Notifications could not load:', error));
  };
  const toaster = wanted && (
    <Suspense>
      <LazyToaster
        theme="system"
        richColors
        position="bottom-right"
        containerAriaLabel={uploadText('notificationsAccessibleLabel')}
        // Clear of the floating chat button in the same corner.
        offset={{ bottom: '6rem', right: '1.5rem' }}
        mobileOffset={{ bottom: '5.5rem' }}
        style={toasterStyle}
        toastOptions={{ classNames: { description: 'wrap-anywhere' } }}
      />
    </Suspense>
  );
  return { notify, toaster };
}
