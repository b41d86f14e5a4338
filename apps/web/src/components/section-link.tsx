'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * A link to one of the site's sections that says when the page shown is in it
 * (`aria-current="page"`, and underlined): the bar is in the layout, which stays across
 * navigations, so the current page is read in the browser.
 */
export function SectionLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const current = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <Link
      href={href}
      aria-current={current ? 'page' : undefined}
      // Underlined, not bold: a bolder word would widen a phone's one-line bar.
      className={`${className} underline-offset-4 aria-[current=page]:text-white aria-[current=page]:underline`}
    >
      {children}
    </Link>
  );
}
