import type { UploadFailure } from '../../../lib/upload/failure';
import type { FileRefusal } from '../../../lib/upload/machine';
import type { SignInLabels } from './SignInForm';

/**
 * Every text of the upload card, already translated; the placeholders noted below are left for
 * the card to fill in.
 */
export interface UploadCardLabels {
  cardTitle: string;
  statusIdle: string;
  /** With `{percent}`. */
  statusUploading: string;
  statusSuccess: string;
  statusError: string;
  /** With `{name}`. */
  statusWaitingForSignIn: string;
  dropHint: string;
  dropActive: string;
  selectButton: string;
  selectButtonBusy: string;
  cancelButton: string;
  retryButton: string;
  progressAccessibleLabel: string;
  formats: string;
  maxSize: string;
  notConfigured: string;
  notConfiguredDetail: string;
  urlLabel: string;
  copyButton: string;
  copyFailedHint: string;
  notificationsAccessibleLabel: string;
  /** With `{email}`. */
  signedInAs: string;
  signOutButton: string;
  signIn: SignInLabels;
  refusals: Record<FileRefusal, { title: string; body: string }>;
  successBody: string;
  urlTitle: string;
  copiedTitle: string;
  copiedBody: string;
  copyFailedTitle: string;
  copyFailedBody: string;
  errorBody: string;
  causes: Record<Exclude<UploadFailure['cause'], 'server' | 'unknown'>, string> & {
    /** With `{code}`. */
    server: string;
    /** With `{detail}`. */
    unknown: string;
  };
}

/** The one line that names a failure's cause. */
export function causeText(failure: UploadFailure, causes: UploadCardLabels['causes']): string {
  switch (failure.cause) {
    case 'server':
      return causes.server.replace('{code}', String(failure.code));
    case 'unknown':
      return causes.unknown.replace('{detail}', failure.detail);
    default:
      return causes[failure.cause];
  }
}
