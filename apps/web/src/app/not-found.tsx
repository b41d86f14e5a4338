import Link from 'next/link';
import { Tile } from '@wordrise/ui/tile';

/** Any address the site does not have, and any game, replay or player that does not exist. */
export default function NotFound() {
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6 sm:py-16">
      <p className="flex gap-1" aria-hidden="true">
        {['4', '0', '4'].map((letter, i) => (
          <span key={i} className="h-12 w-12 text-2xl">
            <Tile letter={letter} height={i + 1} />
          </span>
        ))}
      </p>
      <h1 className="text-2xl font-semibold text-slate-100">Nothing here</h1>
      <p className="text-lg text-slate-300">
        There is no page at this address: the link may be mistyped, or the game, replay or player it
        pointed to no longer exists.
      </p>
      <nav aria-label="Where to go" className="flex flex-wrap gap-4 text-amber-300">
        <Link href="/" className="underline underline-offset-4 hover:text-amber-200">
          Home
        </Link>
        <Link href="/lobby" className="underline underline-offset-4 hover:text-amber-200">
          Lobby
        </Link>
        <Link href="/leaderboard" className="underline underline-offset-4 hover:text-amber-200">
          Leaderboard
        </Link>
      </nav>
    </main>
  );
}
