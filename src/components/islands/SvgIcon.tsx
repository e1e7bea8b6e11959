import type { IconShape } from '../../lib/icons';

interface SvgIconProps {
  icon: IconShape;
  size?: number;
  className?: string;
}

/** An icon from `lib/icons` inside an island; decorative, so hidden from assistive technology. */
export function SvgIcon({ icon, size = 20, className }: SvgIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={icon.filled ? 'currentColor' : 'none'}
      stroke={icon.filled ? 'none' : 'currentColor'}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      dangerouslySetInnerHTML={{ __html: icon.body }}
    />
  );
}
