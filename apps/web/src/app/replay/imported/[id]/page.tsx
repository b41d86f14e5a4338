import { TRPCError } from '@trpc/server';
import { getRuleset } from '@wordrise/engine';
import { notFound } from 'next/navigation';
import { boardScoringOf } from '~/lib/board-scoring';
import { serverCaller } from '~/server/caller';
import { ReplayClient } from '../../../game/[id]/replay/replay-client';
import { stepFromParam } from '../../../game/[id]/replay/step';

export const metadata = { title: 'Imported game — WordRise' };

type Params = Promise<{ id: string }>;
type SearchParams = Promise<{ move?: string | string[] }>;

/**
 * An imported record in the replay viewer: an unrated analysis board with the
 * worker's Oracle analysis ("analysing…" until it is stored), no notes.
 */
export default async function ImportedReplayPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: SearchParams;
}) {
  const { id } = await params;
  const { move } = await searchParams;
  let board;
  try {
    board = await (await serverCaller()).replay.getImport({ id });
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      notFound();
    throw error;
  }
  const ruleset = getRuleset(board.ruleset);
  if (!ruleset) notFound();
  return (
    <ReplayClient
      source={{ kind: 'import', id, board }}
      initialStep={stepFromParam(move, board.events.length)}
      rules={{
        centre: ruleset.board.startSquares,
        spelling: ruleset.tiles.spelling,
        wordList: ruleset.wordList,
        scoring: boardScoringOf(ruleset),
      }}
      rulesetName={ruleset.name}
      signedIn={false}
      viewerId={null}
    />
  );
}
