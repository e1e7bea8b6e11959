import type { UploadCopy } from '../../../../i18n/upload-it';
import { heroVideoSpec } from '../../../data/hero-video';
import { heroVideoUpload } from '../../../data/upload';
import type { UploadFailure } from '../../../lib/upload/failure';
import { formatMegabytes } from '../../../lib/upload/megabytes';
import type { PrepareFailure } from '../../../lib/upload/machine';
import { fillTemplate } from '../../../../i18n/fill-template';

/** What whoever runs the site must fix when the project lacks the migration. */
const setupProblems = {
  bucketMissing: `Storage has no bucket "${heroVideoSpec.bucket}": apply supabase/migrations (docs/upload.md).`,
  tableMissing: `The REST API has no table "${heroVideoSpec.table}": apply supabase/migrations (docs/upload.md).`,
} as const;

/** The one line that names a failure's cause. */
export function causeText(failure: UploadFailure, copy: UploadCopy): string {
  switch (failure.cause) {
    case 'server':
      return fillTemplate(copy['cause.server'], { code: failure.code });
    case 'unknown':
      return fillTemplate(copy['cause.unknown'], { detail: failure.detail });
    case 'bucketMissing':
    case 'tableMissing':
      // The operator is told to contact whoever runs the site; the console tells them why.
      console.error(setupProblems[failure.cause]);
      return copy[`cause.${failure.cause}`];
    case 'stalled':
      return fillTemplate(copy['cause.stalled'], {
        seconds: heroVideoUpload.stallTimeoutMs / 1000,
      });
    default:
      return copy[`cause.${failure.cause}`];
  }
}

/** The one line that says why a set could not be prepared from the file `name`. */
export function prepareFailureText(reason: PrepareFailure, name: string, copy: UploadCopy): string {
  switch (reason) {
    case 'unsupported':
      return copy.cannotPrepare;
    case 'tooLarge':
      return fillTemplate(copy.tooLarge, {
        name,
        wideCap: formatMegabytes(heroVideoSpec.capBytes.wide),
        phoneCap: formatMegabytes(heroVideoSpec.capBytes.phone),
      });
    default:
      return fillTemplate(copy.undecodable, { name });
  }
}
