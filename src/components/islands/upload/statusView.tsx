import type { ReactNode } from 'react';
import type { UploadState } from '../../../lib/upload/machine';
import { SvgIcon } from '../SvgIcon';
import type { UploadCardLabels } from './labels';

/** What the drop area shows for a state: its icon, the icon's colours and one line of text. */
export interface StatusView {
  icon: ReactNode;
  tone: string;
  text: string;
}

/** The drop area's icon and line for the card's state (or for a site without storage). */
export function statusView(
  state: UploadState,
  labels: UploadCardLabels,
  configured: boolean,
): StatusView {
  const idle = { icon: <SvgIcon name="video" size={32} />, tone: 'bg-surface-2 text-primary' };
  if (!configured) {
    return {
      icon: <SvgIcon name="alertCircle" size={32} />,
      tone: 'bg-surface-2 text-danger',
      text: labels.notConfigured,
    };
  }
  switch (state.status) {
    case 'idle':
      return { ...idle, text: labels.statusIdle };
    case 'waitingForSignIn':
      return { ...idle, text: labels.statusWaitingForSignIn.replace('{name}', state.file.name) };
    case 'uploading':
      return {
        icon: <SvgIcon name="spinner" size={32} className="animate-spin" />,
        tone: idle.tone,
        text: labels.statusUploading.replace('{percent}', String(state.percent)),
      };
    case 'success':
      return {
        icon: <SvgIcon name="checkCircle" size={32} />,
        tone: 'bg-success/15 text-success',
        text: labels.statusSuccess,
      };
    case 'error':
      return {
        icon: <SvgIcon name="alertCircle" size={32} />,
        tone: 'bg-danger/15 text-danger',
        text: labels.statusError,
      };
  }
}
