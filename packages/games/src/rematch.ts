import { eq, sql } from 'drizzle-orm';
import { games, rematchOffers, tournamentGames, type Database } from '@wordrise/db';
import { createStartedGameIn, type SeatAssignment } from './create';
import type { Queryable, Transaction } from './db-types';
import { fromColumns } from './time-control';
import { notifyChange } from './live/notify';
import { gameTopic, userTopic } from './live/topics';
import { loadGame, type LoadedGame, type SeatRow } from './load';
import { lockPlayer } from './lobby';
import { checkBotGameLimit } from './lobby-limits';
import { rowReader, runSql } from './raw-sql';
import { conflict, forbidden } from './refusal';
import { initialState } from './start';

export const REMATCH_NOT_OVER = 'A rematch can be offered once the game is over.';
export const REMATCH_TOURNAMENT =
  'A tournament game has no rematch: the tournament pairs its games.';
export const REMATCH_ALREADY_OFFERED = 'You have already offered a rematch.';
export const REMATCH_OFFERED_BY_OTHER = 'A rematch is already offered: accept or decline it.';
export const REMATCH_DONE = 'This game has had its rematch.';
export const REMATCH_DECLINED = 'The rematch was declined.';
export const REMATCH_NONE = 'No rematch is offered.';
export const REMATCH_OWN_OFFER = 'You offered this rematch: the other players answer it.';
export const REMATCH_ANSWERED = 'You have already accepted this rematch.';
export const REMATCH_NOT_YOURS = 'Only the player who offered the rematch can cancel it.';

type OfferRow = typeof rematchOffers.$inferSelect;

/** What a rematch action answers: the offer as it now stands, and the new game once started. */
export interface RematchOutcome {
  status: OfferRow['status'];
  /** The rematch game, once every other player accepted (at once when they are all bots). */
  gameId: string | null;
}

/** The finished game, locked, with the caller's seat: every rematch action starts here. */
async function lockedFinishedGame(
  tx: Transaction,
  gameId: string,
  userId: string,
): Promise<{ loaded: LoadedGame; offer: OfferRow | undefined }> {
  // The game row's lock serialises every rematch action on it: two accepts at once
  // are answered one after the other, and the second finds the rematch made.
  const loaded = await loadGame(tx, gameId, { lock: true });
  if (!loaded.seats.some((s) => s.userId === userId && s.joinStatus === 'joined'))
    throw forbidden();
  if (loaded.game.status !== 'finished') throw conflict(REMATCH_NOT_OVER);
  const [tournament] = await tx
    .select({ gameId: tournamentGames.gameId })
    .from(tournamentGames)
    .where(eq(tournamentGames.gameId, gameId));
  if (tournament) throw conflict(REMATCH_TOURNAMENT);
  const [offer] = await tx.select().from(rematchOffers).where(eq(rematchOffers.gameId, gameId));
  return { loaded, offer };
}

/** The human seats other than `userId`'s: who must accept (bots accept at once). */
const othersToAsk = (seats: readonly SeatRow[], userId: string) =>
  seats.flatMap((s) => (s.userId && s.userId !== userId ? [s.userId] : []));

/**
 * The seats of the rematch in order of play: the seat after the old game's first
 * player starts, and the old order runs on from there (two players: the other one
 * starts). Bots keep their level.
 */
export function rotatedTurnOrder(loaded: Pick<LoadedGame, 'game' | 'seats'>): SeatAssignment[] {
  const n = loaded.seats.length;
  const first = initialState(loaded).toMove;
  return Array.from({ length: n }, (_, k) => {
    const seat = loaded.seats[(first + 1 + k) % n]!;
    return seat.userId ? { userId: seat.userId } : { botLevel: seat.botLevel! };
  });
}

/** Starts the rematch: the same ruleset, clock, rated flag and Oracle setting; seats rotated. */
async function startRematch(tx: Transaction, loaded: LoadedGame, offeredBy: string) {
  const { game, seats } = loaded;
  // Against a bot, a rematch is one more running bot game for each person in it.
  if (seats.some((s) => s.botLevel)) {
    for (const seat of seats) {
      if (!seat.userId) continue;
      await lockPlayer(tx, seat.userId);
      await checkBotGameLimit(tx, seat.userId);
    }
  }
  return createStartedGameIn(tx, {
    createdBy: offeredBy,
    options: {
      ruleset: game.ruleset,
      timeControl: fromColumns(game),
      rated: game.rated,
      oracleAllowed: game.oracleAllowed,
      challenges: game.wordChallenges,
      length: game.gameLength,
    },
    seats: rotatedTurnOrder(loaded),
    turnOrder: true,
  });
}

/**
 * Writes the offer's new state and tells the finished game's watchers and its
 * players' lists (its revision is bumped: live views send a view per revision).
 */
async function saved(
  tx: Transaction,
  loaded: LoadedGame,
  values: Omit<typeof rematchOffers.$inferInsert, 'gameId'>,
): Promise<RematchOutcome> {
  const row = { ...values, gameId: loaded.game.id, updatedAt: sql`clock_timestamp()` };
  await tx
    .insert(rematchOffers)
    .values(row)
    .onConflictDoUpdate({
      target: rematchOffers.gameId,
      set: { ...values, updatedAt: sql`clock_timestamp()` },
    });
  const [game] = await tx
    .update(games)
    .set({ revision: sql`${games.revision} + 1`, updatedAt: sql`clock_timestamp()` })
    .where(eq(games.id, loaded.game.id))
    .returning({ revision: games.revision });
  const topics = [gameTopic(loaded.game.id)];
  for (const s of loaded.seats) if (s.userId) topics.push(userTopic(s.userId));
  await notifyChange(tx, {
    topics,
    gameId: loaded.game.id,
    status: loaded.game.status,
    revision: game!.revision,
    moveNumber: loaded.game.moveNumber,
  });
  return { status: values.status ?? 'offered', gameId: values.rematchGameId ?? null };
}

/**
 * A player of a finished game (not a tournament's) offers a rematch. When every
 * other seat is a bot the bots accept at once and the rematch starts. Refused
 * while an offer waits, after a decline, and once the rematch was made; a
 * cancelled offer may be made again.
 */
export async function offerRematch(
  db: Database,
  input: { gameId: string; userId: string },
): Promise<RematchOutcome> {
  return db.transaction(async (tx) => {
    const { loaded, offer } = await lockedFinishedGame(tx, input.gameId, input.userId);
    if (offer?.status === 'offered')
      throw conflict(
        offer.offeredBy === input.userId ? REMATCH_ALREADY_OFFERED : REMATCH_OFFERED_BY_OTHER,
      );
    if (offer?.status === 'accepted') throw conflict(REMATCH_DONE);
    if (offer?.status === 'declined') throw conflict(REMATCH_DECLINED);
    const base = { offeredBy: input.userId, acceptedBy: [], declinedBy: null };
    if (othersToAsk(loaded.seats, input.userId).length === 0) {
      const { gameId } = await startRematch(tx, loaded, input.userId);
      return saved(tx, loaded, { ...base, status: 'accepted', rematchGameId: gameId });
    }
    return saved(tx, loaded, { ...base, status: 'offered', rematchGameId: null });
  });
}

/** The offer if it waits for answers (else the refusal), and its values to write back. */
function waitingOffer(offer: OfferRow | undefined) {
  if (!offer || offer.status === 'cancelled') throw conflict(REMATCH_NONE);
  if (offer.status === 'accepted') throw conflict(REMATCH_DONE);
  if (offer.status === 'declined') throw conflict(REMATCH_DECLINED);
  const { gameId: _, createdAt: __, updatedAt: ___, ...kept } = offer;
  return { offer, kept };
}

/**
 * Another player answers the offer. A decline ends it for good; an accept is
 * counted, and the last one needed starts the rematch (exactly one: the game row
 * is locked, and the offer row holds one rematch game).
 */
export async function answerRematch(
  db: Database,
  input: { gameId: string; userId: string; accept: boolean },
): Promise<RematchOutcome> {
  return db.transaction(async (tx) => {
    const { loaded, offer: found } = await lockedFinishedGame(tx, input.gameId, input.userId);
    const { offer, kept } = waitingOffer(found);
    if (offer.offeredBy === input.userId) throw conflict(REMATCH_OWN_OFFER);
    if (offer.acceptedBy.includes(input.userId)) throw conflict(REMATCH_ANSWERED);
    if (!input.accept)
      return saved(tx, loaded, { ...kept, status: 'declined', declinedBy: input.userId });
    const acceptedBy = [...offer.acceptedBy, input.userId];
    const waiting = othersToAsk(loaded.seats, offer.offeredBy).filter(
      (id) => !acceptedBy.includes(id),
    );
    if (waiting.length > 0) return saved(tx, loaded, { ...kept, acceptedBy });
    const { gameId } = await startRematch(tx, loaded, offer.offeredBy);
    return saved(tx, loaded, { ...kept, acceptedBy, status: 'accepted', rematchGameId: gameId });
  });
}

/** The offerer takes a waiting offer back; it may be made again later. */
export async function cancelRematch(
  db: Database,
  input: { gameId: string; userId: string },
): Promise<RematchOutcome> {
  return db.transaction(async (tx) => {
    const { loaded, offer: found } = await lockedFinishedGame(tx, input.gameId, input.userId);
    const { offer, kept } = waitingOffer(found);
    if (offer.offeredBy !== input.userId) throw forbidden(REMATCH_NOT_YOURS);
    return saved(tx, loaded, { ...kept, status: 'cancelled' });
  });
}

/** What a game's page shows of rematches: this game's offer, and the game it is a rematch of. */
export interface RematchFacts {
  offer: OfferRow | null;
  /** The game this one is the rematch of, if it is one. */
  rematchOf: string | null;
  /** A tournament's game: no rematch can be offered. */
  inTournament: boolean;
}

const OFFER = rowReader(rematchOffers, 'r');
// Read on every view of every game: SQL text, prepared once per connection (`raw-sql.ts`).
const REMATCH_FACTS_TEXT = `select ${OFFER.columns},
    exists (select 1 from tournament_games t where t.game_id = $1) as "inTournament"
  from (select 1) one
  left join ${OFFER.table} on r.game_id = $1 or r.rematch_game_id = $1`;

/** Reads a game's rematch facts: its offer, the game it rematches, and whether a tournament's. */
export async function readRematchFacts(db: Queryable, gameId: string): Promise<RematchFacts> {
  const raw = await runSql(db, REMATCH_FACTS_TEXT, [gameId]);
  const rows = raw.filter((row) => row.gameId !== null).map((row) => OFFER.read(row));
  return {
    offer: rows.find((r) => r.gameId === gameId) ?? null,
    rematchOf: rows.find((r) => r.rematchGameId === gameId)?.gameId ?? null,
    inTournament: raw[0]?.inTournament === true,
  };
}

/** A game's rematch as its page shows it; null where none can be (not over, a tournament's). */
export interface RematchView {
  /** `none`: nothing offered (or an offer taken back): a player may offer one. */
  status: 'none' | 'offered' | 'accepted' | 'declined';
  offeredBySeat: number | null;
  /** Seats that accepted so far (the offerer's not counted). */
  acceptedSeats: number[];
  declinedBySeat: number | null;
  /** The rematch game once it started. */
  gameId: string | null;
}

/**
 * Nothing of the facts but `rematchOf` (fixed when the game is made) shows before the game is
 * over: live reads of a game being played rely on that and keep the facts of the last view
 * (`readGameSnapshot`).
 */
export function rematchViewOf(
  loaded: Pick<LoadedGame, 'game' | 'seats'>,
  facts: RematchFacts,
): RematchView | null {
  if (loaded.game.status !== 'finished' || facts.inTournament) return null;
  const seatOfUser = (id: string | null) =>
    loaded.seats.find((s) => id !== null && s.userId === id)?.seat ?? null;
  const { offer } = facts;
  if (!offer || offer.status === 'cancelled')
    return {
      status: 'none',
      offeredBySeat: null,
      acceptedSeats: [],
      declinedBySeat: null,
      gameId: null,
    };
  return {
    status: offer.status,
    offeredBySeat: seatOfUser(offer.offeredBy),
    acceptedSeats: offer.acceptedBy.flatMap((id) => {
      const seat = seatOfUser(id);
      return seat === null ? [] : [seat];
    }),
    declinedBySeat: seatOfUser(offer.declinedBy),
    gameId: offer.rematchGameId,
  };
}
