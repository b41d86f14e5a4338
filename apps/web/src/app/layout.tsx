import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { ScrollToTopOnNewPage } from '~/components/scroll-to-top';
import { SiteHeader } from '~/components/site-header';
import { SkipLink } from '~/components/skip-link';
import { currentUser } from '~/server/session';
import { TRPCReactProvider } from '~/trpc/react';
import './globals.css';

export const metadata: Metadata = {
  title: 'WordRise',
  description:
    'A stacking word game: build words crossword-fashion and stack letters to change them.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const user = await currentUser();
  return (
    <html lang="en">
      <body className="min-h-screen">
        <TRPCReactProvider signedIn={user !== null}>
          <ScrollToTopOnNewPage />
          <SkipLink />
          <SiteHeader />
          {/* The skip link's target (focusable by script only, without a ring of its own). */}
          <div id="content" tabIndex={-1} className="outline-none">
            {children}
          </div>
        </TRPCReactProvider>
      </body>
    </html>
  );
}
