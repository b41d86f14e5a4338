import { getRuleset, type GameState, type Ruleset } from '@wordrise/engine';
import type { Queryable } from './db-types';
import { badRequest, conflict, forbidden } from './refusal';
import { DEVICE_RACK_CHALLENGE_FIRST, decidingOnChallenge } from './pass-and-play/device-rack';
import { seatActedBy } from './acting-seat';
import { loadGame } from './load';

export interface OracleRequest {
  state: GameState;
  ruleset: Ruleset;
  seat: number;
  /** The game's revision: the position and rack the answer belongs to. */
  revision: number;
  /** The caller's own rack: the only one the Oracle is ever asked about (R30). */
  rack: string;
}

/**
 * Who may consult the Oracle, and on what: a player seated in a running casual
 * game that allows it, for their own rack, whether or not it is their turn (a
 * pass-and-play host: for the mover's).
 */
export async function oracleRequest(
  db: Queryable,
  gameId: string,
  userId: string,
): Promise<OracleRequest> {
  const loaded = await loadGame(db, gameId);
  // A pass-and-play host: the mover's rack, the only one they are shown.
  const mine = seatActedBy(loaded, userId);
  if (!mine) throw forbidden();
  const { game } = loaded;
  if (!game.oracleAllowed || game.rated) throw forbidden('The Oracle is not allowed in this game.');
  if (game.status === 'open') throw badRequest('The game has not started yet.');
  if (game.status === 'cancelled') throw badRequest('This game was cancelled.');
  if (game.status !== 'playing' || !game.state) throw badRequest('The game is over.');
  // At one device its plays would show the next holder's tiles while the table decides.
  if (game.passAndPlay && decidingOnChallenge(game.state))
    throw conflict(DEVICE_RACK_CHALLENGE_FIRST);
  const ruleset = getRuleset(game.state.ruleset);
  if (!ruleset) throw new Error(`unknown ruleset ${game.state.ruleset}`);
  const player = game.state.players[mine.seat];
  if (!player || player.status !== 'active') throw badRequest('You have left this game.');
  return {
    state: game.state,
    ruleset,
    seat: mine.seat,
    revision: game.revision,
    rack: player.rack,
  };
}
