/**
 * A running tournament game ended by the organiser's decision (a forfeit they give, a
 * player they remove) is the organiser's act, not the player's resignation: the move log
 * says so (actor 'organiser', their id) and the game is never rated. A player who withdraws
 * themselves still resigns their own game, rated as any resignation after both moved.
 */
import { gameEvents, ratingChanges, ratings } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import { DEFAULT_RULESET_KEY, speedOf } from '@wordrise/engine';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createTournament,
  playerRecord,
  rateFinishedGame,
  readHistory,
  readReplay,
  readTournament,
  requestTournament,
} from '../src/index';
import {
  makeUsers,
  openingPlay,
  playerFor,
  stateOf,
  tournamentSettings,
  type Player,
} from './helpers';

const t = useTestDatabase();

const settings = () => tournamentSettings({ name: 'Rated forfeits', rated: true });
const BUCKET = { ruleset: DEFAULT_RULESET_KEY, speed: speedOf({ kind: 'none' }) };
const SETTLED = { rating: 1600, rd: 80, vol: 0.06 };

let n = 0;
/**
 * An organiser's rated one-round Swiss of two players they added (no consent needed), both
 * already rated, started now; both have moved in the running game (a play, then a pass).
 */
async function bothMoved() {
  n += 1;
  const [org, ann, ben] = (await makeUsers(t, `org${n}`, `ann${n}`, `ben${n}`)) as [
    Player,
    Player,
    Player,
  ];
  for (const p of [ann, ben])
    await t.db.insert(ratings).values({ userId: p.id, ...BUCKET, ...SETTLED });
  const { id } = await createTournament(t.db, org.id, settings());
  for (const p of [ann, ben])
    await requestTournament(t.db, id, org.id, { type: 'add_player', username: p.username });
  await requestTournament(t.db, id, org.id, { type: 'start' });
  const detail = await readTournament(t.db, id, org.id);
  const gameId = detail.rounds[0]?.matches[0]?.games[0]?.gameId;
  if (!gameId) throw new Error('round 1 was not paired');
  const entrantOf = (p: Player) =>
    detail.entrants.find((e) => e.username === p.username)?.entrantId as string;

  // Whoever is to move plays, the other passes: both seats have moved.
  const annView = await playerFor(t, ann).game.view({ gameId });
  const [first, second] = annView.toMove === annView.yourSeat ? [ann, ben] : [ben, ann];
  const firstView = await playerFor(t, first).game.view({ gameId });
  const rack = (await stateOf(t, gameId)).players[firstView.yourSeat as number]?.rack ?? '';
  await playerFor(t, first).game.submit({
    gameId,
    expectedMove: firstView.moveNumber,
    action: { type: 'play', placements: openingPlay(rack) },
  });
  await playerFor(t, second).game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } });
  expect((await stateOf(t, gameId)).status).toBe('playing');
  const seatOf = async (p: Player) =>
    (await playerFor(t, p).game.view({ gameId })).yourSeat as number;
  return { id, org, ann, ben, gameId, entrantOf, seatOf };
}

async function lastEvent(gameId: string) {
  const [row] = await t.db
    .select()
    .from(gameEvents)
    .where(eq(gameEvents.gameId, gameId))
    .orderBy(desc(gameEvents.moveNumber))
    .limit(1);
  if (!row) throw new Error('no events');
  return row;
}

const changesOf = (gameId: string) =>
  t.db.select().from(ratingChanges).where(eq(ratingChanges.gameId, gameId));

async function ratingsOf(...players: Player[]) {
  const rows = await t.db
    .select({
      userId: ratings.userId,
      rating: ratings.rating,
      rd: ratings.rd,
      games: ratings.games,
    })
    .from(ratings)
    .where(
      and(
        inArray(
          ratings.userId,
          players.map((p) => p.id),
        ),
        eq(ratings.ruleset, BUCKET.ruleset),
        eq(ratings.speed, BUCKET.speed),
      ),
    );
  return players.map((p) => rows.find((r) => r.userId === p.id));
}

/** The organiser's decision ended the game: theirs in the log, rated by nobody. */
async function expectOrganisersUnratedForfeit(
  x: Awaited<ReturnType<typeof bothMoved>>,
  loser: Player,
) {
  const ended = await lastEvent(x.gameId);
  expect(ended).toMatchObject({
    action: 'resign',
    seat: await x.seatOf(loser),
    actor: 'organiser',
    actorUserId: x.org.id,
  });
  expect((await stateOf(t, x.gameId)).status).toBe('over');
  expect(await changesOf(x.gameId)).toEqual([]);
  for (const r of await ratingsOf(x.ann, x.ben))
    expect(r).toMatchObject({ rating: SETTLED.rating, rd: SETTLED.rd, games: 0 });
  // Rating it again (as the seed does a stored game) changes nothing either: a forfeit.
  expect(await t.db.transaction((tx) => rateFinishedGame(tx, x.gameId))).toBe('forfeit');
  expect(await changesOf(x.gameId)).toEqual([]);
  // The move log every view reads says whose act it was.
  const history = await readHistory(t.db, x.gameId, loser.id);
  expect(history.at(-1)).toMatchObject({ actor: 'organiser', event: { type: 'resign' } });
  expect((await readReplay(t.db, x.gameId)).imposedResignations).toEqual([
    { move: history.at(-1)!.moveNumber, by: 'organiser' },
  ]);
  // Neither profile counts the game as won or lost.
  for (const p of [x.ann, x.ben])
    expect(await playerRecord(t.db, p.id)).toMatchObject({ wins: 0, losses: 0, draws: 0 });
}

describe("the organiser's forfeit of a running rated game", () => {
  it('a forfeit loss: recorded as the organiser’s act, and rated for nobody', async () => {
    const x = await bothMoved();
    await requestTournament(t.db, x.id, x.org.id, {
      type: 'correct_result',
      target: { kind: 'game', gameId: x.gameId },
      correction: 'forfeit-loss',
      entrantId: x.entrantOf(x.ann),
      reason: 'no reason at all',
    });
    await expectOrganisersUnratedForfeit(x, x.ann);
    // The tournament still counts it as the organiser decided.
    const d = await readTournament(t.db, x.id, null);
    expect(d.rounds[0]?.matches[0]?.result?.winner).toBe(x.entrantOf(x.ben));
  });

  it('a forfeit win for the opponent: the same', async () => {
    const x = await bothMoved();
    await requestTournament(t.db, x.id, x.org.id, {
      type: 'correct_result',
      target: { kind: 'game', gameId: x.gameId },
      correction: 'forfeit-win',
      entrantId: x.entrantOf(x.ann),
      reason: 'the opponent asked a friend',
    });
    await expectOrganisersUnratedForfeit(x, x.ben);
  });

  it('a player the organiser removes: the same', async () => {
    const x = await bothMoved();
    await requestTournament(t.db, x.id, x.org.id, {
      type: 'remove_player',
      entrantId: x.entrantOf(x.ben),
      reason: 'Absent',
    });
    await expectOrganisersUnratedForfeit(x, x.ben);
  });
});

describe('a player who withdraws from a running rated game', () => {
  it('resigns it themselves: their own act in the log, rated as before', async () => {
    const x = await bothMoved();
    await requestTournament(t.db, x.id, x.ann.id, { type: 'withdraw' });
    expect(await lastEvent(x.gameId)).toMatchObject({
      action: 'resign',
      seat: await x.seatOf(x.ann),
      actor: 'player',
      actorUserId: x.ann.id,
    });
    expect((await readReplay(t.db, x.gameId)).imposedResignations).toEqual([]);
    const changes = await changesOf(x.gameId);
    expect(changes.map((c) => c.userId).sort()).toEqual([x.ann.id, x.ben.id].sort());
    const [ann, ben] = await ratingsOf(x.ann, x.ben);
    expect(ann?.rating).toBeLessThan(SETTLED.rating);
    expect(ben?.rating).toBeGreaterThan(SETTLED.rating);
    expect(ann?.games).toBe(1);
    expect(await playerRecord(t.db, x.ann.id)).toMatchObject({ wins: 0, losses: 1 });
    expect(await playerRecord(t.db, x.ben.id)).toMatchObject({ wins: 1, losses: 0 });
  });
});
