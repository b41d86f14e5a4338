import Link from 'next/link';
import { Tile } from '@wordrise/ui';

const TITLE = ['W', 'O', 'R', 'D', 'R', 'I', 'S', 'E'];

export default function HomePage() {
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-6 px-6 py-16">
      <h1 className="flex gap-1" aria-label="WordRise">
        {TITLE.map((letter, i) => (
          <span key={i} className="h-12 w-12 text-2xl">
            <Tile letter={letter} height={(i % 3) + 1} />
          </span>
        ))}
      </h1>
      <p className="text-lg text-slate-300">
        Build words crossword-fashion on a 10×10 board, then stack letters on top of them — up to
        five high — to turn them into new words.
      </p>
      <nav className="flex gap-4">
        <Link className="underline" href="/status">
          Platform status
        </Link>
      </nav>
    </main>
  );
}
