'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * A new page starts at the top. Next.js scrolls only when the new page's own top is out of
 * view, so a page opened from one scrolled a little (the lobby, by 13–25 px) kept that offset
 * and the header was cut off. Back and forward keep the browser's scroll restoration.
 */
export function ScrollToTopOnNewPage() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  const traversedTo = useRef<string | null>(null);
  useEffect(() => {
    const onPopState = () => {
      traversedTo.current = window.location.pathname;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    const traversed = traversedTo.current === pathname;
    traversedTo.current = null;
    if (!traversed && !window.location.hash) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
