import { useState, type CSSProperties, type ReactNode } from 'react';
import { uploadText } from '../../../lib/upload/template';

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

/** `notify` loads sonner at the first toast (its `Toaster` replays toasts sent before it). */
export function useNotifications() {
  const [sonner, setSonner] = useState<typeof import('sonner')>();
  const notify = (kind: 'success' | 'error', title: string, description?: ReactNode) =>
    import('sonner')
      .then((loaded) => {
        loaded.toast[kind](title, { description });
        setSonner(loaded);
      })
      .catch((error: unknown) => console.warn('Notifications could not load:', error));
  const toaster = sonner && (
    <sonner.Toaster
      theme="system"
      richColors
      position="bottom-right"
      containerAriaLabel={uploadText('notificationsAccessibleLabel')}
      style={toasterStyle}
      toastOptions={{ classNames: { description: 'wrap-anywhere' } }}
    />
  );
  return { notify, toaster };
}
