'use client';

import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { lobbyNews, type LobbySnapshot } from '@wordrise/ui';
import { useMemo, useState } from 'react';
import type { GameSummary } from '~/lib/games';
import { useTRPC } from '~/trpc/react';
import { nextCursor } from './challenge-lists';

/**
 * A polite status line that tells a screen reader what changed in the lobby's lists (a
 * challenge, a game started, your turn, a game opened). Nothing is said of the first read:
 * only what changes while the page is open. The lists are the ones the lobby shows (the same
 * queries, so no extra request).
 */
export function LobbyNewsRegion({ me }: { me: string }) {
  const trpc = useTRPC();
  const mine = useQuery(trpc.lobby.mine.queryOptions());
  const received = useInfiniteQuery(
    trpc.lobby.invitations.infiniteQueryOptions({}, { getNextPageParam: nextCursor }),
  );
  const open = useQuery(trpc.lobby.open.queryOptions());
  const snapshot = useMemo(
    () =>
      mine.data && received.data && open.data
        ? snapshotOf(
            mine.data.playing,
            received.data.pages.flatMap((p) => p.items),
            open.data,
            me,
          )
        : null,
    [mine.data, received.data, open.data, me],
  );
  // Adjusted while rendering (React's pattern for state that follows props).
  const [news, setNews] = useState<{ seen: LobbySnapshot | null; said: string }>({
    seen: null,
    said: '',
  });
  if (snapshot && snapshot !== news.seen) {
    const lines = news.seen ? lobbyNews(news.seen, snapshot) : [];
    setNews({ seen: snapshot, said: lines.length > 0 ? `${lines.join('. ')}.` : news.said });
  }
  return (
    <p
      role="status"
      className="sr-only"
      data-testid="lobby-news"
      // Once the first read is in: from then on, changes are told.
      data-listening={news.seen !== null}
    >
      {news.said}
    </p>
  );
}

type Players = Pick<GameSummary, 'players'>;

function snapshotOf(
  playing: readonly (Players & { id: string; yourTurn: boolean; passAndPlay: boolean })[],
  challenges: readonly (Players & { id: string })[],
  open: readonly (Players & { id: string })[],
  me: string,
): LobbySnapshot {
  const others = (game: Players) =>
    game.players
      .filter((p) => p.username !== me && p.joinStatus !== 'declined')
      .map((p) => p.name)
      .join(' and ');
  return {
    // At one device every turn is the player's: nothing to tell.
    playing: new Map(
      playing
        .filter((g) => !g.passAndPlay)
        .map((g) => [g.id, { against: others(g), yourTurn: g.yourTurn }]),
    ),
    challenges: new Map(challenges.map((g) => [g.id, g.players[0]?.name ?? 'Someone'])),
    open: new Map(
      open
        .filter((g) => !g.players.some((p) => p.username === me))
        .map((g) => [g.id, g.players[0]?.name ?? 'Someone']),
    ),
  };
}
