import { WatchList } from './watch-list';

export const metadata = { title: 'Watch — WordRise' };

export default function WatchPage() {
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-3 py-6 sm:px-4">
      <h1 className="text-3xl font-bold">Watch a game</h1>
      <p className="text-sm text-slate-400">
        Games being played now. Spectators see the board, the scores and the moves — never a
        player&apos;s tiles — and have a chat of their own.
      </p>
      <WatchList />
    </main>
  );
}
