import { useEffect, useRef, useState } from 'react';
import {
  publishedHero,
  readHeroes,
  renditionFor,
  type PublishedHero,
} from '../../lib/video/published-hero';
import { SvgIcon } from './SvgIcon';
import { useStylesheetsLoaded } from './useStylesheetsLoaded';
import { startPageBehaviour } from '../../behaviour/page-behaviour';
import { withErrorBoundary } from './withErrorBoundary';

interface HeroVideoProps {
  /** Position and size, the same as the built poster's, so what is published covers it exactly. */
  className: string;
  playAccessibleLabel: string;
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/45 text-white ring-1 ring-white/30 backdrop-blur-sm transition hover:bg-black/65 focus-visible:outline-white';

/** The Supabase project the published hero is read from (HomeHero renders this island only then). */
const source = {
  supabaseUrl: import.meta.env.PUBLIC_SUPABASE_URL ?? '',
  anonKey: import.meta.env.PUBLIC_SUPABASE_ANON_KEY ?? '',
};

/** Visitors who asked for less data or less motion: no video byte until they press play. */
function sparesVideo(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return (
    connection?.saveData === true ||
    window.matchMedia('(prefers-reduced-data: reduce)').matches ||
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The published hero over the built poster, read after `load`: its poster fades in, and the
 * rendition for the viewport loops muted with a play/pause button (no sound track, no sound
 * button; with Save-Data or reduced motion it waits for that button). Any failure leaves the
 * poster with a console warning (docs/upload.md, "The homepage plays what is published").
 */
function HeroVideo({ className, playAccessibleLabel }: HeroVideoProps) {
  useEffect(startPageBehaviour, []);
  const video = useRef<HTMLVideoElement>(null);
  const [hero, setHero] = useState<PublishedHero>({});
  const [posterShown, setPosterShown] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const styled = useStylesheetsLoaded();

  useEffect(() => {
    const controller = new AbortController();
    const read = () => {
      readHeroes(source, 1, controller.signal)
        .then(([record]) => setHero(publishedHero(record, source.supabaseUrl)))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn(
            'Hero video: the published record could not be read; the poster stays.',
            error,
          );
        });
    };
    if (document.readyState === 'complete') read();
    else window.addEventListener('load', read, { once: true });
    return () => {
      window.removeEventListener('load', read);
      controller.abort();
    };
  }, []);

  useEffect(() => {
    if (hero.video && !sparesVideo()) play();
  }, [hero]);

  function play() {
    const element = video.current;
    if (!element || !hero.video) return;
    if (!element.getAttribute('src')) element.src = hero.video[renditionFor(window.innerWidth)];
    // A refused autoplay or a failed source rejects here; the `error` event reports the latter.
    element.play().catch(() => undefined);
  }

  function togglePlay() {
    const element = video.current;
    if (!element) return;
    if (element.paused) play();
    else element.pause();
  }

  return (
    <>
      {hero.poster && (
        <img
          src={hero.poster}
          alt=""
          decoding="async"
          data-shown={posterShown}
          onLoad={() => setPosterShown(true)}
          className={`${className} opacity-0 transition-opacity duration-300 data-[shown=true]:opacity-100`}
        />
      )}
      {hero.video && !failed && (
        <>
          <video
            ref={video}
            muted
            loop
            playsInline
            preload="none"
            aria-hidden="true"
            data-shown={shown}
            onPlay={() => setPlaying(true)}
            onPlaying={() => setShown(true)}
            onPause={() => setPlaying(false)}
            onError={() => {
              console.warn(
                `Hero video could not be loaded (${video.current?.src ?? ''}); the poster stays.`,
              );
              setFailed(true);
              setPlaying(false);
            }}
            className={`${className} opacity-0 transition-opacity duration-700 data-[shown=true]:opacity-100`}
          />
          {styled && (
            <div className="absolute top-4 right-4 z-10 flex gap-2 sm:top-auto sm:right-24 sm:bottom-4">
              <button
                type="button"
                aria-label={playAccessibleLabel}
                aria-pressed={playing}
                onClick={togglePlay}
                className={controlClass}
              >
                <SvgIcon name={playing ? 'pause' : 'play'} size={18} />
              </button>
            </div>
          )}
        </>
      )}
    </>
  );
}

export default withErrorBoundary(HeroVideo);
