import { useEffect, useState } from 'react';

/**
 * Whether this browser can make the hero set (an H.264 encoder through WebCodecs): `undefined`
 * while it is being asked, so the page can say it before any file is chosen.
 */
export function useCanPrepare(enabled: boolean): boolean | undefined {
  const [can, setCan] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    import('../../../lib/video/prepare-hero-set')
      .then(({ canPrepareHeroSet }) => canPrepareHeroSet())
      .then((answer) => active && setCan(answer))
      .catch(() => active && setCan(false));
    return () => {
      active = false;
    };
  }, [enabled]);
  return can;
}
