'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A small menu of the top bar, on `<details>` (it opens before the page's script loads):
 * Escape closes it and gives the keyboard back to its button; a click or tap elsewhere,
 * the keyboard leaving it, or a new page (the bar stays across navigations) close it.
 */
export function HeaderMenu({
  className,
  summaryClassName,
  summaryLabel,
  summary,
  children,
}: {
  className: string;
  summaryClassName: string;
  summaryLabel?: string;
  summary: ReactNode;
  children: ReactNode;
}) {
  const menu = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const closeOutside = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, []);
  return (
    <details
      ref={menu}
      className={className}
      onKeyDown={(event) => {
        const details = menu.current;
        if (event.key !== 'Escape' || !details?.open) return;
        event.preventDefault();
        details.open = false;
        details.querySelector('summary')?.focus();
      }}
      onBlur={(event) => {
        // Only a focus that moved somewhere else: a tap on a menu item may not focus it.
        const next = event.relatedTarget as Node | null;
        if (next && menu.current?.open && !menu.current.contains(next)) menu.current.open = false;
      }}
    >
      <summary aria-label={summaryLabel} className={summaryClassName}>
        {summary}
      </summary>
      {children}
    </details>
  );
}
