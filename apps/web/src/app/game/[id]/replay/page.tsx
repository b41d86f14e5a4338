import { TRPCError } from '@trpc/server';
import { getRuleset } from '@wordrise/engine';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { boardScoringOf } from '~/lib/board-scoring';
import { serverCaller } from '~/server/caller';
import { currentUser } from '~/server/session';
import { ReplayClient } from './replay-client';
import { replayDocumentTitle } from './replay-title';
import { stepFromParam } from './step';

type Params = Promise<{ id: string }>;
type SearchParams = Promise<{ move?: string | string[] }>;

/** The game's replay, read once for the page and its title. */
const replayOf = cache(async (gameId: string) => (await serverCaller()).replay.get({ gameId }));

/** The title names the game by its players, as the page's heading does. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  try {
    return { title: replayDocumentTitle((await replayOf(id)).players.map((p) => p.name)) };
  } catch {
    // The page itself says what is wrong (not found, or the error page).
    return { title: replayDocumentTitle([]) };
  }
}

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
    replay = await replayOf(id);
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
