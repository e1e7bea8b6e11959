import { useEffect, useRef, useState } from 'react';
import type { IconName } from '../../lib/icons';
import { SvgIcon } from './SvgIcon';
import { useStylesheetsLoaded } from './useStylesheetsLoaded';
import { withErrorBoundary } from './withErrorBoundary';

export interface HeroVideoProps {
  /** Public URL of the looping video. */
  src: string;
  /** Position and size, the same as the poster's, so the video covers it exactly. */
  className: string;
  playAccessibleLabel: string;
  muteAccessibleLabel: string;
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-black/45 text-white ring-1 ring-white/30 backdrop-blur-sm transition hover:bg-black/65 focus-visible:outline-white';

/**
 * The hero's background video. The poster underneath is a static picture rendered by Astro, so
 * the first paint never waits for this island; the video's source is set only after the page's
 * `load` event, and it stays paused on the poster for visitors who prefer reduced motion. A video
 * that fails leaves the poster as it is, with a console warning and no controls.
 */
function HeroVideo({ src, className, playAccessibleLabel, muteAccessibleLabel }: HeroVideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [muted, setMuted] = useState(true);
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  const styled = useStylesheetsLoaded();

  function play() {
    const element = video.current;
    if (!element) return;
    if (!element.getAttribute('src')) element.src = src;
    // A refused autoplay or a failed source rejects here; the `error` event reports the latter.
    element.play().catch(() => undefined);
  }

  useEffect(() => {
    setHydrated(true);
    if (video.current) video.current.muted = true;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (document.readyState === 'complete') {
      play();
      return;
    }
    window.addEventListener('load', play, { once: true });
    return () => window.removeEventListener('load', play);
  }, []);

  function togglePlay() {
    const element = video.current;
    if (!element) return;
    if (element.paused) play();
    else element.pause();
  }

  function toggleMute() {
    const element = video.current;
    if (element) element.muted = !element.muted;
  }

  return (
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
        onVolumeChange={(event) => setMuted(event.currentTarget.muted)}
        onError={() => {
          console.warn(`Hero video could not be loaded (${src}); the poster stays.`);
          setFailed(true);
          setPlaying(false);
        }}
        className={`${className} opacity-0 transition-opacity duration-700 data-[shown=true]:opacity-100`}
      />
      {hydrated && styled && !failed && (
        <div className="absolute top-4 right-4 z-10 flex gap-2 sm:top-auto sm:right-24 sm:bottom-4">
          <VideoControl
            label={playAccessibleLabel}
            pressed={playing}
            onClick={togglePlay}
            name={playing ? 'pause' : 'play'}
            size={18}
          />
          <VideoControl
            label={muteAccessibleLabel}
            pressed={muted}
            onClick={toggleMute}
            name={muted ? 'volumeOff' : 'volume'}
            size={20}
          />
        </div>
      )}
    </>
  );
}

interface VideoControlProps {
  label: string;
  pressed: boolean;
  onClick: () => void;
  name: IconName;
  size: number;
}

/** A round toggle over the video: its name stays, `aria-pressed` tells its state. */
function VideoControl({ label, pressed, onClick, name, size }: VideoControlProps) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={controlClass}
    >
      <SvgIcon name={name} size={size} />
    </button>
  );
}

export default withErrorBoundary(HeroVideo);
