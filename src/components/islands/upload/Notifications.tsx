import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { uploadText } from '../../../lib/upload/template';

// Loaded at the first toast; sonner replays toasts sent before its `Toaster` subscribed.
const LazyToaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/** The site's theme roles (AA in light and dark): sonner's rich light colours fall just short. */
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

/** `notify` sends a toast once the library has loaded; `toaster` renders once one was sent. */
export function useNotifications() {
  const [wanted, setWanted] = useState(false);
  const notify = (kind: 'success' | 'error', title: string, description?: ReactNode) => {
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
        style={toasterStyle}
        toastOptions={{ classNames: { description: 'wrap-anywhere' } }}
      />
    </Suspense>
  );
  return { notify, toaster };
}
