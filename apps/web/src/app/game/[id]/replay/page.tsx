import { TRPCError } from '@trpc/server';
import { getRuleset } from '@wordrise/engine';
import { notFound } from 'next/navigation';
import { boardScoringOf } from '~/lib/board-scoring';
import { serverCaller } from '~/server/caller';
import { currentUser } from '~/server/session';
import { ReplayClient } from './replay-client';
import { stepFromParam } from './step';

export const metadata = { title: 'Replay — WordRise' };

type Params = Promise<{ id: string }>;
type SearchParams = Promise<{ move?: string | string[] }>;

/** A game's replay: loaded once here, stepped through in the browser. */
export default async function ReplayPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { id } = await params;
  const { move } = await searchParams;
  let replay;
  try {
    replay = await (await serverCaller()).replay.get({ gameId: id });
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      notFound();
    throw error;
  }
  const viewer = await currentUser();
  const ruleset = getRuleset(replay.ruleset);
  if (!ruleset) throw new Error('a game of an unknown ruleset');
  return (
    <ReplayClient
      source={{ kind: 'game', id, replay }}
      initialStep={stepFromParam(move, replay.events.length)}
      rules={{
        centre: ruleset.board.startSquares,
        spelling: ruleset.tiles.spelling,
        wordList: ruleset.wordList,
        scoring: boardScoringOf(ruleset),
      }}
      rulesetName={ruleset.name}
      signedIn={viewer !== null}
      viewerId={viewer?.id ?? null}
    />
  );
}
