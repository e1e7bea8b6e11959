import type { UploadCopy } from '../../../../i18n/upload-it';
import { heroSet } from '../../../data/hero-video';
import { heroVideoUpload } from '../../../data/upload';
import type { UploadFailure } from '../../../lib/upload/failure';
import { fillTemplate } from '../../../lib/upload/template';

/** The one line that names a failure's cause. */
export function causeText(failure: UploadFailure, copy: UploadCopy): string {
  switch (failure.cause) {
    case 'server':
      return fillTemplate(copy['cause.server'], { code: failure.code });
    case 'unknown':
      return fillTemplate(copy['cause.unknown'], { detail: failure.detail });
    case 'bucketMissing':
      return fillTemplate(copy['cause.bucketMissing'], { bucket: heroSet.bucket });
    case 'stalled':
      return fillTemplate(copy['cause.stalled'], {
        seconds: heroVideoUpload.stallTimeoutMs / 1000,
      });
    default:
      return copy[`cause.${failure.cause}`];
  }
}
