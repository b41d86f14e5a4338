'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GameDetail } from './game-types';
import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useRouter } from 'next/navigation';
import { AnswerButtons, PRIMARY, SECONDARY } from '~/components/buttons';
import { describeKind, describeLength, describeTimeControl } from '~/lib/games';
import { signInPath } from '~/lib/paths';
import { useTRPC } from '~/trpc/react';
import { AskFirst } from './ask-first';
import { useJoinNews } from './join-news';
import { focusDropped } from './kept-focus';

/** A game that has not started (or was cancelled): who is in, and what the viewer can do. */
export function WaitingRoom({
  view,
  me,
  rulesetName,
  abortedHere,
}: {
  view: GameDetail;
  me: { id: string; username: string } | null;
  rulesetName: string;
  /** This page showed the game's table before it was aborted. */
  abortedHere: boolean;
}) {
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: trpc.game.view.queryKey({ gameId: view.id }) });
  const join = useMutation(trpc.lobby.join.mutationOptions({ onSuccess: refresh }));
  const leave = useMutation(
    trpc.lobby.leave.mutationOptions({ onSuccess: () => router.push('/lobby') }),
  );
  const cancel = useMutation(
    trpc.lobby.cancel.mutationOptions({ onSuccess: () => router.push('/lobby') }),
  );
  const respond = useMutation(trpc.lobby.respond.mutationOptions({ onSuccess: refresh }));
  const error = join.error ?? leave.error ?? cancel.error ?? respond.error;

  const mySeat = me ? view.players.find((p) => p.userId === me.id) : undefined;
  const joined = view.players.filter((p) => p.joinStatus === 'joined').length;
  const isCreator = me?.id === view.createdBy;
  const cancelled = view.status === 'cancelled';
  // Started, then cancelled: a player left before their first move.
  const aborted = cancelled && view.startedAt !== null;
  const length = describeLength(view.length);
  const canJoin = !mySeat && view.listed && !cancelled && view.players.length < view.seats;
  const news = useJoinNews(view.players);

  // A game aborted as this page watched (its table, with the focused button, is gone): the
  // heading says so and takes focus.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (aborted && abortedHere && focusDropped()) heading.current?.focus();
  }, [aborted, abortedHere]);

  return (
    <section aria-labelledby="waiting" className="flex flex-col gap-4" data-testid="waiting-room">
      <h1 id="waiting" ref={heading} tabIndex={-1} className="text-2xl font-bold">
        {aborted
          ? 'This game was aborted'
          : cancelled
            ? 'This game was cancelled'
            : 'Waiting for players'}
      </h1>
      {aborted && (
        <p className="text-sm text-slate-300">
          {view.passAndPlay
            ? 'The host ended this pass-and-play game: no result.'
            : 'A player left before their first move: no result, no rating.'}
        </p>
      )}
      <p className="text-sm text-slate-300" data-testid="waiting-facts">
        {rulesetName}
        {length && ` · ${length}`} · {view.seats} players · {describeTimeControl(view.timeControl)}{' '}
        · {describeKind(view)}
        {view.challenges && ' · Word challenges'}
      </p>
      {!cancelled && (
        <p data-testid="joined-count">
          {joined} of {view.seats} joined.{' '}
          {view.listed ? 'The game starts when every seat is taken.' : ''}
        </p>
      )}
      <p role="status" className="sr-only" data-testid="waiting-news">
        {news}
      </p>
      <ul className="flex flex-col gap-1">
        {view.players.map((p) => (
          <li key={p.seat} className="rounded-md bg-slate-900 px-3 py-2">
            {p.name}
            {p.userId === me?.id && <span className="text-slate-400"> (you)</span>}
            {p.joinStatus === 'invited' && (
              <span className="text-slate-400"> — invited, not answered yet</span>
            )}
            {p.joinStatus === 'declined' && <span className="text-slate-400"> — declined</span>}
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {!cancelled && mySeat?.joinStatus === 'invited' && (
          <AnswerButtons
            pending={respond.isPending}
            onAnswer={(accept) => respond.mutate({ gameId: view.id, accept })}
          />
        )}
        {canJoin &&
          (me ? (
            <button
              type="button"
              className={PRIMARY}
              disabled={join.isPending}
              onClick={() => join.mutate({ gameId: view.id })}
            >
              Join
            </button>
          ) : (
            <Link href={signInPath(`/game/${view.id}`)} className={PRIMARY}>
              Sign in to join
            </Link>
          ))}
        {!cancelled && isCreator && (
          <AskFirst
            label="Cancel game"
            className={SECONDARY}
            question="Cancel this game? It leaves the lobby, and anyone who joined is told."
            confirmLabel="Yes, cancel it"
            confirmClassName={PRIMARY}
            cancelLabel="Keep waiting"
            cancelClassName={SECONDARY}
            groupClassName="flex flex-col gap-2 text-sm"
            pending={cancel.isPending}
            onConfirm={() => cancel.mutate({ gameId: view.id })}
          />
        )}
        {!cancelled && !isCreator && mySeat?.joinStatus === 'joined' && (
          <button
            type="button"
            className={SECONDARY}
            disabled={leave.isPending}
            onClick={() => leave.mutate({ gameId: view.id })}
          >
            Leave
          </button>
        )}
        <Link href="/lobby" className={SECONDARY}>
          Back to the lobby
        </Link>
      </div>
    </section>
  );
}
