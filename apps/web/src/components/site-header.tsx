import Link from 'next/link';
import type { ReactNode } from 'react';
import { signOutAction, signOutEverywhereAction } from '~/server/actions';
import { serverCaller } from '~/server/caller';
import { currentUser } from '~/server/session';
import { HeaderMenu } from './header-menu';
import { SectionLink } from './section-link';

const MENU_BUTTON = 'w-full rounded px-2.5 py-1.5 text-left text-slate-100 hover:bg-slate-800';
/**
 * What a tap hits in the bar: its full height on a phone (44 px, for a finger; the text
 * alone was 20 px), 24 px from `sm` up (WCAG 2.5.8's least). Display is the caller's.
 */
const BAR_TARGET = 'min-h-11 items-center sm:min-h-6';
const SECTION_LINK = `flex ${BAR_TARGET} text-slate-200 hover:text-white`;

/** The site's sections, in the bar or (signed out, on a phone) in its menu. */
function SectionLinks({ className }: { className: string }) {
  return (
    <>
      <SectionLink href="/lobby" className={className}>
        Lobby
      </SectionLink>
      <SectionLink href="/tournaments" className={className}>
        Tournaments
      </SectionLink>
      <SectionLink href="/leaderboard" className={className}>
        Leaderboard
      </SectionLink>
    </>
  );
}

/** A server action behind one button (a form, so it works before the page's script loads). */
function ActionButton({
  action,
  formClassName,
  className,
  children,
}: {
  action: () => Promise<void>;
  formClassName?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <form action={action} className={formClassName}>
      <button type="submit" className={className}>
        {children}
      </button>
    </form>
  );
}

/**
 * The top bar: home, lobby, leaderboard, the player's profile (under their display name),
 * sign out and (in the ⋯ menu) settings and sign out everywhere; or sign in / sign up. On a
 * phone the profile and sign out move into the menu, so the bar stays one line; signed out,
 * the sections do.
 */
export async function SiteHeader() {
  const user = await currentUser();
  // The name as stored now: the session knows who, not what they are called today.
  const name = user ? (await (await serverCaller()).user.account()).displayName : '';
  return (
    <header className="border-b border-slate-800 bg-slate-950/80">
      <nav
        aria-label="Site"
        className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-2 gap-y-1 px-2 text-sm sm:gap-4 sm:px-4 sm:py-2"
      >
        <Link
          href="/"
          className={`flex ${BAR_TARGET} font-tile text-base font-bold tracking-wide text-gold`}
        >
          WordRise
        </Link>
        {user ? (
          <SectionLinks className={SECTION_LINK} />
        ) : (
          <>
            {/* Signed out, a phone's bar has no room for the sections beside signing in and
                up (the Sign up button wrapped alone onto a second line): they are in a menu. */}
            <HeaderMenu
              className="relative sm:hidden"
              summaryClassName={`flex ${BAR_TARGET} cursor-pointer list-none rounded-md px-1.5 text-slate-200 sm:py-1 hover:bg-slate-800 hover:text-white`}
              summary="Menu"
            >
              <div className="absolute left-0 z-20 mt-1 flex w-max flex-col rounded-md border border-slate-700 bg-slate-900 p-1 shadow-lg">
                <SectionLinks className={MENU_BUTTON} />
              </div>
            </HeaderMenu>
            <SectionLinks
              className={`hidden ${BAR_TARGET} text-slate-200 hover:text-white sm:flex`}
            />
          </>
        )}
        <span className="flex-1" />
        {user ? (
          <>
            <Link
              href={`/u/${encodeURIComponent(user.username)}`}
              className="hidden max-w-[8rem] truncate text-slate-200 hover:text-white sm:block"
              title={name === user.username ? name : `${name} (${user.username})`}
              data-testid="signed-in-as"
            >
              {name}
            </Link>
            {/* On a phone the bar keeps to one line: the profile and signing out are in the menu. */}
            <ActionButton
              action={signOutAction}
              formClassName="hidden sm:block"
              className="whitespace-nowrap rounded-md bg-slate-800 px-2.5 py-1 text-slate-100 hover:bg-slate-700"
            >
              Sign out
            </ActionButton>
            {/* Settings and signing out of every device are rarer: one step away, in a small menu. */}
            <HeaderMenu
              className="relative"
              summaryLabel="More account options"
              summaryClassName={`flex ${BAR_TARGET} cursor-pointer list-none rounded-md px-2 text-slate-300 sm:py-1 hover:bg-slate-800 hover:text-white`}
              summary="⋯"
            >
              <div className="absolute right-0 z-20 mt-1 flex w-max flex-col rounded-md border border-slate-700 bg-slate-900 p-1 shadow-lg">
                <Link
                  href={`/u/${encodeURIComponent(user.username)}`}
                  className="max-w-[14rem] truncate rounded px-2.5 py-1.5 font-semibold text-slate-100 hover:bg-slate-800 sm:hidden"
                >
                  {name}
                </Link>
                <ActionButton
                  action={signOutAction}
                  formClassName="sm:hidden"
                  className={MENU_BUTTON}
                >
                  Sign out
                </ActionButton>
                <Link
                  href="/settings"
                  className="rounded px-2.5 py-1.5 text-slate-100 hover:bg-slate-800"
                >
                  Settings
                </Link>
                <ActionButton action={signOutEverywhereAction} className={MENU_BUTTON}>
                  Sign out everywhere
                </ActionButton>
              </div>
            </HeaderMenu>
          </>
        ) : (
          <>
            <Link
              href="/signin"
              className={`flex ${BAR_TARGET} whitespace-nowrap text-slate-200 hover:text-white`}
            >
              Sign in
            </Link>
            <Link
              href="/signup"
              className="whitespace-nowrap rounded-md bg-gold px-2.5 py-1 font-semibold text-tile-ink hover:brightness-110"
            >
              Sign up
            </Link>
          </>
        )}
      </nav>
    </header>
  );
}
