import { TRPCError } from '@trpc/server';
import { wordGraphVersion } from '@wordrise/api';
import { getRuleset, soloRuleset, type Ruleset } from '@wordrise/engine';
import Link from 'next/link';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { boardScoringOf } from '~/lib/board-scoring';
import { serverCaller } from '~/server/caller';
import { currentUser } from '~/server/session';
import { GameClient } from './game-client';
import type { TableRules } from './table-rules';
import { correctionText } from './tournament-correction';
import { GAME_TITLE, gameTitle, isYourTurn } from './turn-title';

function tableRules(ruleset: Ruleset | undefined): TableRules {
  if (!ruleset) throw new Error('a game of an unknown ruleset');
  return {
    centre: ruleset.board.startSquares,
    rackSize: ruleset.rackSize,
    minBagToExchange: ruleset.exchange.minBag,
    exchangeMaxTiles: ruleset.exchange.maxTiles,
    exchangeDrawsFirst: !ruleset.exchange.returnBeforeDraw,
    noWordRounds: ruleset.end.noWordRounds,
    spelling: ruleset.tiles.spelling,
    wordGraphVersion: wordGraphVersion(ruleset.wordList),
    scoring: boardScoringOf(ruleset),
  };
}

type Params = Promise<{ id: string }>;

/** The viewer's view of the game, read once for the page and its title. */
const viewOf = cache(async (gameId: string) => (await serverCaller()).game.view({ gameId }));

/** The title says "● Your turn" from the first paint, not only once the page's script runs. */
export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  try {
    return { title: gameTitle(isYourTurn(await viewOf(id))) };
  } catch {
    // The page itself says what is wrong (not found, or the error page).
    return { title: GAME_TITLE };
  }
}

export default async function GamePage({ params }: { params: Params }) {
  const { id } = await params;
  const caller = await serverCaller();
  let view, history, tournament;
  try {
    [view, history, tournament] = await Promise.all([
      viewOf(id),
      caller.game.history({ gameId: id }),
      caller.tournament.ofGame({ gameId: id }),
    ]);
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      notFound();
    throw error;
  }
  const user = await currentUser();
  const registered = getRuleset(view.ruleset);
  // A solo game is judged by the solo form of its ruleset (exchanges of up to five tiles).
  const ruleset = registered && view.solo ? soloRuleset(registered) : registered;
  return (
    <>
      {tournament && (
        <p className="mx-auto max-w-6xl px-3 pt-2 text-sm sm:px-4" data-testid="game-tournament">
          <Link
            href={`/tournaments/${tournament.tournamentId}`}
            className="text-gold hover:underline"
          >
            {tournament.tournamentName}, round {tournament.round}
          </Link>
          {tournament.correction && (
            <span className="block text-slate-300" data-testid="game-tournament-correction">
              {correctionText(tournament.correction)}
            </span>
          )}
        </p>
      )}
      <GameClient
        gameId={id}
        initialView={view}
        initialHistory={history}
        rules={tableRules(ruleset)}
        rulesetName={ruleset?.name ?? view.ruleset}
        tournament={
          tournament && {
            forfeitLimit: tournament.forfeitLimit,
            yourForfeits: tournament.yourForfeits,
          }
        }
        me={user ? { id: user.id, username: user.username } : null}
      />
    </>
  );
}
