import Link from 'next/link';
import { DEFAULT_RULESET_KEY, RULESETS } from '@wordrise/engine';
import { Tile } from '@wordrise/ui/tile';
import { BotPicker } from '~/components/bot-picker';
import { serverCaller } from '~/server/caller';
import { currentUser } from '~/server/session';

const TITLE = ['W', 'O', 'R', 'D', 'R', 'I', 'S', 'E'];
const {
  board: { size: board },
  maxStackHeight: maxHeight,
} = RULESETS[DEFAULT_RULESET_KEY];

export default async function HomePage() {
  const [user, options] = await Promise.all([
    currentUser(),
    serverCaller().then((caller) => caller.lobby.options()),
  ]);
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-8 px-4 py-10 sm:px-6 sm:py-16">
      <h1 className="flex flex-wrap gap-1" aria-label="WordRise">
        {TITLE.map((letter, i) => (
          <span key={i} className="h-9 w-9 text-lg sm:h-12 sm:w-12 sm:text-2xl">
            <Tile letter={letter} height={(i % 3) + 1} />
          </span>
        ))}
      </h1>
      <div className="flex flex-col gap-3 text-lg text-slate-300">
        <p>
          WordRise is a stacking word game. Build words crossword-fashion on a {board}×{board}{' '}
          board, then stack letters on top of them — up to {maxHeight} high — to turn them into new
          words. Stacked words score by the height of their stacks, so the board keeps rising as the
          game goes on.
        </p>
        <p className="text-base">
          Play rated or casual games against other players, or a bot of your strength. In casual
          games the Oracle can show you every play your tiles can make.
        </p>
      </div>

      <section
        aria-labelledby="play-now"
        className="flex flex-col gap-3 rounded-lg bg-slate-900 p-4"
      >
        <h2 id="play-now" className="text-xl font-bold">
          Play now
        </h2>
        <BotPicker bots={options.bots} ruleset={options.defaultRuleset} />
        {user ? (
          <p className="text-sm text-slate-300">
            Or find a game against people in the{' '}
            <Link href="/lobby" className="font-semibold text-gold underline">
              lobby
            </Link>
            .
          </p>
        ) : (
          <p className="text-sm text-slate-300">
            You&apos;ll make an account first: it takes a moment. Already have one?{' '}
            <Link href="/signin" className="font-semibold text-gold underline">
              Sign in
            </Link>
            .
          </p>
        )}
        {!user && (
          <div className="flex gap-3">
            <Link
              href="/signup"
              className="rounded-md bg-slate-700 px-4 py-2 font-semibold hover:bg-slate-600"
            >
              Sign up
            </Link>
            <Link
              href="/signin"
              className="rounded-md bg-slate-700 px-4 py-2 font-semibold hover:bg-slate-600"
            >
              Sign in
            </Link>
          </div>
        )}
      </section>

      <nav aria-label="More" className="flex gap-4 text-sm">
        <Link className="underline" href="/how-to-play">
          How to play
        </Link>
        <Link className="underline" href="/status">
          Platform status
        </Link>
      </nav>
    </main>
  );
}
