import type { ReactNode } from 'react';

interface NewTabLinkProps {
  href: string;
  /** "(opens in a new tab)" for screen readers. */
  note: string;
  className: string;
  children: ReactNode;
}

/** A link inside an island that opens in a new tab, as `ExternalLink.astro` does outside. */
export function NewTabLink({ href, note, className, children }: NewTabLinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {note}</span>
    </a>
  );
}
