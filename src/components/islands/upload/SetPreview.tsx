import { useEffect, useMemo } from 'react';
import { heroVideoSpec } from '../../../data/hero-video';
import { formatMegabytes, formatSeconds } from '../../../lib/format';
import { uploadText } from '../../../lib/upload/template';
import type { HeroSet } from '../../../lib/video/hero-set.worker';

const figureClass = 'flex flex-col gap-2 text-sm text-muted';
const mediaClass = 'w-full rounded-lg border border-border bg-bg object-cover';

/** What visitors will get, made here and not yet sent: both renditions and the poster. */
export function SetPreview({ made }: { made: HeroSet }) {
  const urls = useMemo(
    () => ({
      wide: URL.createObjectURL(made.wide),
      phone: URL.createObjectURL(made.phone),
      poster: URL.createObjectURL(made.poster),
    }),
    [made],
  );
  // Their memory is freed when the set is replaced or the card goes away.
  useEffect(() => () => Object.values(urls).forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return (
    <section aria-labelledby="set-preview-heading" className="mt-6 border-t border-border pt-6">
      <h3 id="set-preview-heading" className="text-lg font-bold tracking-tight">
        {uploadText('preview.title')}
      </h3>
      <p className="mt-1 text-sm text-muted">
        {uploadText('preview.duration', { seconds: formatSeconds(made.durationMs) })}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-[2fr_3fr]">
        {(['phone', 'wide'] as const).map((kind) => {
          const { width, height } = heroVideoSpec.renditions[kind];
          return (
            <figure key={kind} className={figureClass}>
              <video
                src={urls[kind]}
                controls
                muted
                loop
                playsInline
                preload="metadata"
                width={width}
                height={height}
                className={`${mediaClass} ${kind === 'phone' ? 'aspect-4/3' : 'aspect-video'}`}
              />
              <figcaption>
                {uploadText(`preview.${kind}`, {
                  width,
                  height,
                  size: formatMegabytes(made[kind].size),
                })}
              </figcaption>
            </figure>
          );
        })}
        <figure className={`${figureClass} sm:col-span-2 sm:max-w-sm`}>
          <img
            src={urls.poster}
            alt=""
            width={heroVideoSpec.poster.width}
            height={heroVideoSpec.poster.height}
            className={`${mediaClass} aspect-video`}
          />
          <figcaption>
            {uploadText('preview.poster', { size: formatMegabytes(made.poster.size) })}
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
