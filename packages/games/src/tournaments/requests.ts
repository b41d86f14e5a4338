/**
 * What the API asks of tournaments, turned into the engine's commands: players are
 * looked up (name, rating at entry in the tournament's ruleset × speed), bots named.
 */
import { tournaments, users, type Database } from '@wordrise/db';
import {
  rebuild,
  speedOf,
  type BotLevel,
  type TournamentCommand,
  type TournamentSettings,
} from '@wordrise/engine';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { recordTimeoutIfDueIn } from '../accept-move';
import { botName } from '../create';
import type { Queryable, Transaction } from '../db-types';
import { retryOnDeadlock } from '../deadlock-retry';
import { serverLexicon } from '../lexicon';
import { lockPlayer } from '../lobby';
import { conflict, notFound, unauthorized } from '../refusal';
import { currentRatings, seatRatingOf } from '../ratings/seat-ratings';
import { lockRunningGames, readTournamentLog } from './log-store';
import { createTournamentIn, runCommandIn } from './run-command';
import type { TournamentRevision } from './view-types';

/**
 * What the API's organiser and player actions ask: the engine's commands, but players
 * by username (or the caller) and bots by level, before names and ratings are found.
 */
export type TournamentRequest =
  | Exclude<
      TournamentCommand,
      { type: 'create' | 'register' | 'add_player' | 'add_bot' | 'record_game' | 'advance' }
    >
  | { readonly type: 'register' }
  | { readonly type: 'add_player'; readonly username: string }
  | { readonly type: 'add_bot'; readonly botLevel: BotLevel };

const ENDS_GAMES: ReadonlySet<TournamentCommand['type']> = new Set([
  'withdraw',
  'remove_player',
  'correct_result',
]);

async function playerFacts(
  db: Queryable,
  user: { id: string; displayName: string },
  settings: TournamentSettings,
) {
  const bucket = { ruleset: settings.ruleset, speed: speedOf(settings.timeControl) };
  const ratings = await currentRatings(db, [user.id], [settings.ruleset]);
  const seat = seatRatingOf(ratings, user.id, bucket);
  return {
    userId: user.id,
    name: user.displayName,
    rating: seat === null ? null : Math.round(seat.rating),
    provisional: seat?.provisional ?? false,
  };
}

async function userBy(db: Queryable, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(where);
  return row;
}

/**
 * A user's request on a tournament, in one transaction; the new revision. Tried again if it was
 * a deadlock's victim: a withdrawal locks the running games it saw, then the tournament; a round
 * paired just before (by the worker) can add a game it did not lock, whose end at that moment
 * takes the same two locks the other way round.
 */
export function requestTournament(
  db: Database,
  tournamentId: string,
  userId: string,
  request: TournamentRequest,
): Promise<TournamentRevision> {
  return retryOnDeadlock(() => requestIn(db, tournamentId, userId, request));
}

function requestIn(
  db: Database,
  tournamentId: string,
  userId: string,
  request: TournamentRequest,
): Promise<TournamentRevision> {
  return db.transaction(async (tx) => {
    let command: TournamentCommand;
    const settings = async () => {
      const log = await readTournamentLog(tx, tournamentId);
      if (log.length === 0) throw notFound('There is no such tournament.');
      return rebuild(log).settings;
    };
    switch (request.type) {
      case 'register': {
        const me = await userBy(tx, eq(users.id, userId));
        if (!me) throw unauthorized('Your account no longer exists: sign in again.');
        command = { type: 'register', player: await playerFacts(tx, me, await settings()) };
        break;
      }
      case 'add_player': {
        const who = await userBy(tx, sql`lower(${users.username}) = lower(${request.username})`);
        if (!who) throw notFound(`There is no player called “${request.username}”.`, 'username');
        command = { type: 'add_player', player: await playerFacts(tx, who, await settings()) };
        break;
      }
      case 'add_bot': {
        const log = await readTournamentLog(tx, tournamentId);
        const same = log.filter(
          (e) => e.type === 'player_added' && e.botLevel === request.botLevel,
        ).length;
        const name =
          same === 0 ? botName(request.botLevel) : `${botName(request.botLevel)} ${same + 1}`;
        command = { type: 'add_bot', botLevel: request.botLevel, name };
        break;
      }
      default:
        command = request;
    }
    // Withdrawals, removals and corrections may end running games: their rows first.
    if (ENDS_GAMES.has(command.type)) {
      const running = await lockRunningGames(tx, tournamentId);
      // A player who leaves forfeits their running game, unless a clock that ran out unseen
      // (the worker's check not run yet) has decided it already: that timeout goes first.
      if (command.type !== 'correct_result')
        for (const game of running.filter((g) => g.clockRanOut))
          await recordTimeoutIfDueIn(tx, game.id, serverLexicon);
    }
    const { state } = await runCommandIn(tx, tournamentId, { userId }, command);
    return { revision: state.revision, status: state.status };
  });
}

/** A new tournament organised by `organiserId`. */
export async function createTournament(
  db: Database,
  organiserId: string,
  settings: TournamentSettings,
): Promise<{ id: string }> {
  const id = await db.transaction(async (tx) => {
    // Counted under the organiser's row lock: two requests at once cannot both take the last place.
    await lockPlayer(tx, organiserId);
    await checkUnfinishedTournamentLimit(tx, organiserId);
    return createTournamentIn(tx, organiserId, { type: 'create', settings });
  });
  return { id };
}

/**
 * Tournaments one organiser may have not finished yet (in registration, running or paused):
 * each one's jobs, rounds and games run on the server, so no one account can pile them up.
 */
export const MAX_UNFINISHED_TOURNAMENTS = 10;

export const UNFINISHED_TOURNAMENTS_REFUSAL = `You already organise ${MAX_UNFINISHED_TOURNAMENTS} tournaments that have not finished: finish or cancel one before creating another.`;

async function checkUnfinishedTournamentLimit(tx: Transaction, organiserId: string) {
  const [row] = await tx
    .select({ n: count() })
    .from(tournaments)
    .where(
      and(
        eq(tournaments.organiserId, organiserId),
        inArray(tournaments.status, ['registration', 'running', 'paused']),
      ),
    );
  if ((row?.n ?? 0) >= MAX_UNFINISHED_TOURNAMENTS) throw conflict(UNFINISHED_TOURNAMENTS_REFUSAL);
}
