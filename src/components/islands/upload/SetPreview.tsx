import type { UploadCopy } from '../../../../i18n/upload-it';
import { heroVideoSpec } from '../../../data/hero-video';
import { formatMegabytes } from '../../../lib/upload/megabytes';
import type { PreparedSet } from '../../../lib/upload/prepared-set';
import { fillTemplate } from '../../../../i18n/fill-template';

interface Props {
  copy: UploadCopy;
  set: PreparedSet;
}

const figureClass = 'flex flex-col gap-2 text-sm text-muted';
const mediaClass = 'w-full rounded-lg border border-border bg-bg object-cover';

/**
 * What visitors will get, made in this browser and not yet sent: the phone and wide renditions,
 * playable, and the poster, each with its size.
 */
export function SetPreview({ copy, set }: Props) {
  const { made, urls } = set;
  const { phone, wide } = heroVideoSpec.renditions;
  return (
    <section aria-labelledby="set-preview-heading" className="mt-6 border-t border-border pt-6">
      <h3 id="set-preview-heading" className="text-lg font-bold tracking-tight">
        {copy['preview.title']}
      </h3>
      <p className="mt-1 text-sm text-muted">
        {fillTemplate(copy['preview.duration'], {
          seconds: new Intl.NumberFormat('it', { maximumFractionDigits: 1 }).format(
            made.durationMs / 1000,
          ),
        })}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[2fr_3fr]">
        <figure className={figureClass}>
          <video
            src={urls.phone}
            controls
            muted
            loop
            playsInline
            preload="metadata"
            width={phone.width}
            height={phone.height}
            className={`${mediaClass} aspect-4/3`}
          />
          <figcaption>
            {fillTemplate(copy['preview.phone'], {
              width: phone.width,
              height: phone.height,
              size: formatMegabytes(made.phone.size),
            })}
          </figcaption>
        </figure>
        <figure className={figureClass}>
          <video
            src={urls.wide}
            controls
            muted
            loop
            playsInline
            preload="metadata"
            width={made.width}
            height={made.height}
            className={`${mediaClass} aspect-video`}
          />
          <figcaption>
            {fillTemplate(copy['preview.wide'], {
              width: wide.width,
              height: wide.height,
              size: formatMegabytes(made.wide.size),
            })}
          </figcaption>
        </figure>
        <figure className={`${figureClass} sm:col-span-2 sm:max-w-sm`}>
          <img
            src={urls.poster}
            alt=""
            width={heroVideoSpec.poster.width}
            height={heroVideoSpec.poster.height}
            className={`${mediaClass} aspect-video`}
          />
          <figcaption>
            {fillTemplate(copy['preview.poster'], { size: formatMegabytes(made.poster.size) })}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
