import { inArray } from 'drizzle-orm';
import { gamePlayers, games, users, type BotLevel, type Database } from '@wordrise/db';
import { CURRENT_RNG_VERSION, CURRENT_RULES_VERSION, newGame } from '@wordrise/engine';
import type { Transaction } from './db-types';
import { checkGameOptions, type GameOptions } from './game-options';
import { loadGame } from './load';
import { badRequest, notFound } from './refusal';
import { newSeed, startGame } from './start';
import { toColumns } from './time-control';

/**
 * Who sits in a seat of a game created with its seats assigned: a player, a bot of a
 * level, or (pass and play) a name the host plays on their own device.
 */
export type SeatAssignment =
  | { readonly userId: string }
  | { readonly botLevel: BotLevel }
  | { readonly heldBy: string; readonly name: string };

export interface SeatedGameInput {
  /** The player on whose behalf the game is made (a rematch's asker, a tournament's organiser). */
  createdBy: string;
  /** The game's options; it seats as many players as `seats` names. */
  options: Omit<GameOptions, 'seats'>;
  /** Who sits where, in seat order (R6 still decides who moves first), or see `turnOrder`. */
  seats: readonly SeatAssignment[];
  /**
   * `seats` is the order of play instead: `seats[0]` moves first, the others after
   * in the order given (a rematch's rotation). The engine still makes its R6 draw
   * from the game's seed (a game and its record replay from the seed alone), and the
   * players are then seated so that the seat the draw favours holds `seats[0]`.
   */
  turnOrder?: boolean;
  /**
   * The players did not start the game themselves (a tournament's pairing): real-time clocks
   * wait for each player's arrival, for a while (`clock-start.ts`).
   */
  waitForPlayers?: boolean;
}

/** The name a bot's seat shows: "Greedy bot". */
export function botName(level: BotLevel): string {
  return `${level[0]?.toUpperCase() ?? ''}${level.slice(1)} bot`;
}

/** Inserts a game row (status open, no seats yet) with a fresh secret seed (R5). */
export async function insertGame(
  tx: Transaction,
  creatorId: string,
  options: GameOptions,
  listed: boolean,
  passAndPlay = false,
  seed: string = newSeed(),
): Promise<string> {
  const [created] = await tx
    .insert(games)
    .values({
      ruleset: options.ruleset,
      seats: options.seats,
      rated: options.rated,
      oracleAllowed: options.oracleAllowed,
      listed,
      passAndPlay,
      solo: options.solo ?? false,
      wordChallenges: options.challenges ?? false,
      gameLength: options.length ?? 'normal',
      ...toColumns(options.timeControl),
      seed,
      // R5: new games draw from the current generator; older rows keep the version they have.
      rngVersion: CURRENT_RNG_VERSION,
      // New games are judged by the current rules; older rows keep the version they have.
      rulesVersion: CURRENT_RULES_VERSION,
      createdBy: creatorId,
    })
    .returning({ id: games.id });
  if (!created) throw new Error('insert returned nothing');
  return created.id;
}

export const BOT_GAMES_CASUAL_MESSAGE = 'Games with bots are casual: they cannot be rated.';
export const PASS_AND_PLAY_SEATS_MESSAGE =
  'In a pass-and-play game every seat is the host’s: no player or bot sits in one.';
export const PASS_AND_PLAY_OPTIONS_MESSAGE = 'Pass-and-play games are casual and have no clock.';

/** A pass-and-play game's seats are all the creator's; its options casual and unclocked. */
function checkHeldSeats(input: SeatedGameInput, options: GameOptions): boolean {
  const held = input.seats.filter((s) => 'heldBy' in s);
  if (held.length === 0) return false;
  if (held.length !== input.seats.length || held.some((s) => s.heldBy !== input.createdBy))
    throw badRequest(PASS_AND_PLAY_SEATS_MESSAGE, 'seats');
  if (options.rated || options.timeControl.kind !== 'none')
    throw badRequest(PASS_AND_PLAY_OPTIONS_MESSAGE, 'rated');
  return true;
}

/**
 * Creates a game whose seats are already assigned and starts it at once, in the
 * caller's transaction: for a rematch, a tournament round, a game against a bot.
 * It is not listed in the lobby; every seat is joined. Refusals: a bad option, a
 * player seated twice, a player who does not exist, a rated game with a bot, a
 * pass-and-play game mixed with other seats, held by someone else, rated or clocked.
 */
export async function createStartedGameIn(
  tx: Transaction,
  input: SeatedGameInput,
): Promise<{ gameId: string }> {
  const options: GameOptions = { ...input.options, seats: input.seats.length };
  checkGameOptions(options);
  const passAndPlay = checkHeldSeats(input, options);
  const userIds = input.seats.flatMap((s) => ('userId' in s ? [s.userId] : []));
  if (new Set(userIds).size !== userIds.length)
    throw badRequest('A player can sit in only one seat of a game.', 'seats');
  if (options.rated && userIds.length < input.seats.length)
    throw badRequest(BOT_GAMES_CASUAL_MESSAGE, 'rated');
  const rows = userIds.length
    ? await tx
        .select({ id: users.id, displayName: users.displayName })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const names = new Map(rows.map((r) => [r.id, r.displayName]));
  const missing = userIds.find((id) => !names.has(id));
  if (missing !== undefined) throw notFound('One of the players no longer exists.', 'seats');

  const seed = newSeed();
  const seats = input.turnOrder ? seatedForTurnOrder(options, seed, input.seats) : input.seats;
  const gameId = await insertGame(tx, input.createdBy, options, false, passAndPlay, seed);
  await tx
    .insert(gamePlayers)
    .values(
      seats.map((s, seat) =>
        'userId' in s
          ? { gameId, seat, userId: s.userId, name: names.get(s.userId) ?? '' }
          : 'heldBy' in s
            ? { gameId, seat, heldBy: s.heldBy, name: s.name }
            : { gameId, seat, botLevel: s.botLevel, name: botName(s.botLevel) },
      ),
    );
  await startGame(tx, await loadGame(tx, gameId, { lock: true }), {
    waitForPlayers: input.waitForPlayers ?? false,
  });
  return { gameId };
}

/**
 * The seats for an order of play: the seat R6's draw (made from `seed`) sends first
 * gets `order[0]`, and seat order runs on from there (R6).
 */
function seatedForTurnOrder(
  options: GameOptions,
  seed: string,
  order: readonly SeatAssignment[],
): SeatAssignment[] {
  const drawn = newGame({
    ruleset: options.ruleset,
    seed,
    players: order.length,
    length: options.length,
    rngVersion: CURRENT_RNG_VERSION,
    rulesVersion: CURRENT_RULES_VERSION,
  });
  if (!drawn.ok) throw new Error(`cannot deal a game: ${drawn.error.reason}`);
  const first = drawn.state.toMove;
  return order.map((_, seat) => order[(seat - first + order.length) % order.length]!);
}

/** `createStartedGameIn` in a transaction of its own. */
export function createStartedGame(
  db: Database,
  input: SeatedGameInput,
): Promise<{ gameId: string }> {
  return db.transaction((tx) => createStartedGameIn(tx, input));
}
