import { TRPCError } from '@trpc/server';
import { getRuleset } from '@wordrise/engine';
import { notFound } from 'next/navigation';
import { serverCaller } from '~/server/caller';
import { ReplayClient } from '../../../game/[id]/replay/replay-client';
import { stepFromParam } from '../../../game/[id]/replay/step';

export const metadata = { title: 'Imported game — WordRise' };

type Params = Promise<{ id: string }>;
type SearchParams = Promise<{ move?: string | string[] }>;

/**
 * An imported record in the replay viewer: an unrated analysis board (no stored
 * analysis, no notes; the top alternatives are computed in the browser).
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
      gameId={id}
      imported={{ ownerName: board.ownerName }}
      initialReplay={{
        gameId: id,
        ruleset: board.ruleset,
        rated: false,
        over: true,
        finishedAt: null,
        result: board.result,
        players: board.players.map((p) => ({
          ...p,
          userId: null,
          username: null,
          botLevel: null,
        })),
        start: board.start,
        events: board.events,
        initial: board.initial,
        analysis: null,
        notes: [],
      }}
      initialStep={stepFromParam(move, board.events.length)}
      rules={{
        centre: ruleset.board.startSquares,
        spelling: ruleset.tiles.spelling,
        wordList: ruleset.wordList,
      }}
      rulesetName={ruleset.name}
      signedIn={false}
      viewerId={null}
    />
  );
}
