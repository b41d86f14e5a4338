'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { PlayerNames } from '~/components/player-names';
import { useTRPC } from '~/trpc/react';
import { GameFacts } from '../lobby/game-facts';

/** Running games, last changed first, each a link to watch it. */
export function WatchList() {
  const trpc = useTRPC();
  const games = useQuery(trpc.lobby.watchable.queryOptions(undefined, { refetchInterval: false }));
  if (games.isPending) return <p className="text-sm text-slate-400">Loading…</p>;
  if (games.error)
    return (
      <p role="alert" className="text-sm text-red-300">
        {games.error.message}
      </p>
    );
  if (games.data.length === 0)
    return <p className="text-sm text-slate-400">No games are being played right now.</p>;
  return (
    <ul aria-label="Games to watch" className="flex flex-col gap-2">
      {games.data.map((game) => (
        <li key={game.id} data-testid={`watch-${game.id}`}>
          <Link
            href={`/game/${game.id}`}
            className="flex flex-col rounded-md bg-slate-800 px-3 py-2 hover:bg-slate-700"
          >
            <span className="font-semibold">
              <PlayerNames game={game} />
            </span>
            <GameFacts game={game} />
            <span className="text-xs text-slate-400">
              Move {game.moveNumber} · <span className="sr-only">scores </span>
              {game.players.map((p) => p.score).join(' – ')}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
