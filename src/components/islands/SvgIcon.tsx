import { iconHref, type IconName } from '../../lib/icons';

interface SvgIconProps {
  name: IconName;
  size?: number;
  className?: string;
}

/** An icon from the sprite (`lib/icons`) inside an island; decorative, so hidden from assistive technology. */
export function SvgIcon({ name, size = 20, className }: SvgIconProps) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={iconHref(name)} />
    </svg>
  );
}
