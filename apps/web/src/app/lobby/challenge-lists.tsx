'use client';

import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { RatingText } from '@wordrise/ui';
import { AnswerButtons, SECONDARY } from '~/components/buttons';
import { ChallengedName } from '~/components/player-names';
import type { GameSummary } from '~/lib/games';
import { useTRPC } from '~/trpc/react';
import { errorText, GameFacts, PANEL, ROW } from './game-facts';

export const nextCursor = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;

/**
 * Challenges, apart from the player's games: the ones to answer and the ones sent,
 * each newest first and a page at a time ("More"), so that however many arrive,
 * running games stay in view above them.
 */
export function ChallengeLists() {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const received = useInfiniteQuery(
    trpc.lobby.invitations.infiniteQueryOptions({}, { getNextPageParam: nextCursor }),
  );
  const sent = useInfiniteQuery(
    trpc.lobby.sentChallenges.infiniteQueryOptions({}, { getNextPageParam: nextCursor }),
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.lobby.pathKey() });
  const respond = useMutation(
    trpc.lobby.respond.mutationOptions({
      onSuccess: (result, input) => {
        void refresh();
        if (result.started) router.push(`/game/${input.gameId}`);
      },
    }),
  );
  const cancel = useMutation(trpc.lobby.cancel.mutationOptions({ onSuccess: () => refresh() }));
  const error = errorText(respond.error ?? cancel.error);

  const invitations = received.data?.pages.flatMap((p) => p.items) ?? [];
  const challenges = sent.data?.pages.flatMap((p) => p.items) ?? [];
  if (invitations.length === 0 && challenges.length === 0 && !error) return null;
  return (
    <section aria-labelledby="challenges" className={PANEL}>
      <h2 id="challenges" className="text-xl font-bold">
        Challenges
      </h2>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <PagedList
        label="Challenges for you"
        games={invitations}
        more={received}
        moreLabel="More challenges for you"
        row={(game) => (
          <li key={game.id} data-testid={`invitation-${game.id}`} className={ROW}>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="font-semibold">
                {game.players[0]?.name ?? 'Someone'} challenges you
                {game.players[0]?.rating && (
                  <span className="font-normal text-slate-400">
                    {' '}
                    (<RatingText {...game.players[0].rating} />)
                  </span>
                )}
              </span>
              <GameFacts game={game} />
            </span>
            <AnswerButtons
              pending={respond.isPending}
              onAnswer={(accept) => respond.mutate({ gameId: game.id, accept })}
            />
          </li>
        )}
      />
      <PagedList
        label="Challenges you sent"
        games={challenges}
        more={sent}
        moreLabel="More challenges you sent"
        row={(game) => (
          <li key={game.id} data-testid={`sent-${game.id}`} className={ROW}>
            <span className="flex min-w-0 flex-1 flex-col">
              <span className="truncate font-semibold">
                You challenged <ChallengedName game={game} />: no answer yet
              </span>
              <GameFacts game={game} />
            </span>
            <button
              type="button"
              className={SECONDARY}
              disabled={cancel.isPending}
              onClick={() => cancel.mutate({ gameId: game.id })}
            >
              Cancel
            </button>
          </li>
        )}
      />
    </section>
  );
}

/** A list and, while the server has more, a button that fetches the next page. */
function PagedList(props: {
  label: string;
  games: GameSummary[];
  more: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  moreLabel: string;
  row: (game: GameSummary) => ReactNode;
}) {
  const { more } = props;
  if (props.games.length === 0) return null;
  return (
    <>
      <h3 className="text-sm font-semibold text-slate-400">{props.label}</h3>
      <ul aria-label={props.label} className="flex flex-col gap-2">
        {props.games.map(props.row)}
      </ul>
      {more.hasNextPage && (
        <button
          type="button"
          className={`${SECONDARY} self-start`}
          aria-label={props.moreLabel}
          disabled={more.isFetchingNextPage}
          onClick={() => void more.fetchNextPage()}
        >
          {more.isFetchingNextPage ? 'Loading…' : 'More'}
        </button>
      )}
    </>
  );
}
