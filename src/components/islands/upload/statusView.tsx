import type { ReactNode } from 'react';
import type { UploadCopy } from '../../../../i18n/upload-it';
import { fillTemplate } from '../../../../i18n/fill-template';
import { SvgIcon } from '../SvgIcon';

/** What the drop area shows for a state: its icon, the icon's colours and one line of text. */
interface StatusView {
  icon: ReactNode;
  tone: string;
  text: string;
}

/** The parts of the card's state this view reads (plain objects in unit tests). */
export type StatusState =
  | { status: 'idle' }
  | { status: 'preparing'; framesDone: number; framesTotal: number }
  | { status: 'prepareFailed' }
  | { status: 'ready' | 'publishing' | 'error' | 'live'; percent?: number }
  | { status: 'waitingForSignIn'; file: { name: string } };

/** The drop area's icon and line for the card's state (or for a site without storage). */
export function statusView(state: StatusState, copy: UploadCopy, configured: boolean): StatusView {
  const idle = { icon: <SvgIcon name="video" size={32} />, tone: 'bg-surface-2 text-primary' };
  const spinning = {
    icon: <SvgIcon name="spinner" size={32} className="animate-spin" />,
    tone: idle.tone,
  };
  const failed = {
    icon: <SvgIcon name="alertCircle" size={32} />,
    tone: 'bg-danger/15 text-danger',
  };
  if (!configured) {
    return { ...failed, tone: 'bg-surface-2 text-danger', text: copy.notConfigured };
  }
  switch (state.status) {
    case 'idle':
      return { ...idle, text: copy.statusIdle };
    case 'preparing':
      return {
        ...spinning,
        text:
          state.framesTotal > 0
            ? fillTemplate(copy.statusPreparing, {
                done: state.framesDone,
                total: state.framesTotal,
              })
            : copy.statusPreparingStart,
      };
    case 'prepareFailed':
      return { ...failed, text: copy.statusPrepareFailed };
    case 'ready':
      return { ...idle, text: copy.statusReady };
    case 'waitingForSignIn':
      return {
        ...idle,
        text: fillTemplate(copy.statusWaitingForSignIn, { name: state.file.name }),
      };
    case 'publishing':
      return {
        ...spinning,
        text: fillTemplate(copy.statusPublishing, { percent: state.percent ?? 0 }),
      };
    case 'error':
      return { ...failed, text: copy.statusError };
    case 'live':
      return {
        icon: <SvgIcon name="checkCircle" size={32} />,
        tone: 'bg-success/15 text-success',
        text: copy.statusLive,
      };
  }
}
