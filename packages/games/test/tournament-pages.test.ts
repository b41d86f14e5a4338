/**
 * What the tournament pages read (`readTournament`, `listTournaments`): the actual start once
 * started, a history that names its players by display name, ratings marked provisional.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ratings, tournamentEvents, tournaments, users } from '@wordrise/db';
import { MIGRATIONS_FOLDER } from '@wordrise/db/migrate';
import { useTestDatabase } from '@wordrise/db/testing';
import { CORRECTION_WINDOW_DAYS, speedOf, type TournamentSettings } from '@wordrise/engine';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ARRIVAL_GRACE_MS,
  createTournament,
  gameTournament,
  listTournaments,
  playerTournaments,
  readTournament,
  requestTournament,
  runCommand,
} from '../src/index';
import { gameCorrection } from '../src/tournaments/game-correction';
import { currentTournament } from '../src/tournaments/rebuilt';
import { createTournamentIn } from '../src/tournaments/run-command';
import {
  makeUsers,
  openingPlay,
  playerFor,
  stateOf,
  tournamentSettings,
  type Player,
} from './helpers';

const t = useTestDatabase();
const HOUR = 3_600_000;

const settings = (overrides: Partial<TournamentSettings> = {}) =>
  tournamentSettings({ name: 'Early bird', ...overrides });

let n = 0;
/** Two players (display names differ from usernames) entered by the organiser, started now. */
async function startedEarly(overrides: Partial<TournamentSettings> = {}) {
  n += 1;
  const [org, ann, ben] = (await makeUsers(t, `org${n}`, `ann${n}`, `ben${n}`)) as [
    Player,
    Player,
    Player,
  ];
  const { id } = await createTournament(t.db, org.id, settings(overrides));
  for (const p of [ann, ben])
    await requestTournament(t.db, id, org.id, { type: 'add_player', username: p.username });
  await requestTournament(t.db, id, org.id, { type: 'start' });
  const detail = await readTournament(t.db, id, org.id);
  const match = detail.rounds[0]?.matches[0];
  const gameId = match?.games[0]?.gameId;
  if (!match?.b || !gameId) throw new Error('round 1 was not paired');
  const player = (entrantId: string) => {
    const username = detail.entrants.find((e) => e.entrantId === entrantId)?.username;
    return [ann, ben].find((p) => p.username === username) as Player;
  };
  return { id, org, gameId, a: player(match.a), b: player(match.b) };
}

async function startedAtInLog(tournamentId: string): Promise<Date> {
  const [row] = await t.db
    .select({ at: tournamentEvents.at })
    .from(tournamentEvents)
    .where(
      and(eq(tournamentEvents.tournamentId, tournamentId), eq(tournamentEvents.type, 'started')),
    );
  if (!row) throw new Error('no started event');
  return row.at;
}

async function historyTexts(tournamentId: string): Promise<string[]> {
  return (await readTournament(t.db, tournamentId, null)).history.map((h) => h.text);
}

describe('a tournament started before its scheduled time', () => {
  it('is listed and read with the time it actually started', async () => {
    const { id } = await startedEarly();
    const started = await startedAtInLog(id);
    const detail = await readTournament(t.db, id, null);
    expect(detail.startedAt).toEqual(started);
    expect(detail.settings.startsAt.getTime() - started.getTime()).toBeGreaterThan(HOUR);

    const running = await listTournaments(t.db, { kind: 'running', page: 1, limit: 50 });
    const listed = running.items.find((x) => x.id === id);
    expect(listed?.startedAt).toEqual(started);
    expect(listed?.startsAt).toEqual(detail.settings.startsAt);
  });

  it('is not started in the upcoming list before the start', async () => {
    const [org] = (await makeUsers(t, 'planner')) as [Player];
    const { id } = await createTournament(t.db, org.id, settings());
    const upcoming = await listTournaments(t.db, { kind: 'upcoming', page: 1, limit: 50 });
    expect(upcoming.items.find((x) => x.id === id)?.startedAt).toBeNull();
  });
});

describe('the clocks’ wait for the players', () => {
  it('is the games’ arrival grace in a real-time event, and none without a clock', async () => {
    const realtime = await startedEarly({ timeControl: { kind: 'realtime', minutes: 10 } });
    expect((await readTournament(t.db, realtime.id, null)).arrivalGraceMs).toBe(ARRIVAL_GRACE_MS);
    const untimed = await startedEarly();
    expect((await readTournament(t.db, untimed.id, null)).arrivalGraceMs).toBeNull();
  });
});

describe('the history', () => {
  it('names who beat whom by display name, the spread the winner’s', async () => {
    const { id, gameId, a, b } = await startedEarly();
    // b wins by a play; a passes once (so it is no forfeit), then resigns.
    const [pa, pb] = [playerFor(t, a), playerFor(t, b)];
    let view = await pa.game.view({ gameId });
    const bSeat = 1 - (view.yourSeat as number);
    if (view.toMove === view.yourSeat)
      await pa.game.submit({ gameId, expectedMove: view.moveNumber, action: { type: 'pass' } });
    const rack = (await stateOf(t, gameId)).players[bSeat]?.rack ?? '';
    view = await pb.game.view({ gameId });
    const played = await pb.game.submit({
      gameId,
      expectedMove: view.moveNumber,
      action: { type: 'play', placements: openingPlay(rack) },
    });
    expect(played.score).toBeGreaterThan(0);
    view = await pa.game.view({ gameId });
    if (view.moveNumber === 1)
      await pa.game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } });
    view = await pa.game.view({ gameId });
    await pa.game.submit({ gameId, expectedMove: view.moveNumber, action: { type: 'resign' } });

    expect(a.name).not.toBe(a.username);
    expect(await historyTexts(id)).toContain(
      `${b.name} beat ${a.name} 1–0 (spread +${played.score}).`,
    );
  });

  it('names who forfeited and against whom', async () => {
    const { id, gameId, a, b } = await startedEarly();
    const view = await playerFor(t, a).game.view({ gameId });
    await playerFor(t, a).game.submit({
      gameId,
      expectedMove: view.moveNumber,
      action: { type: 'resign' },
    });
    expect(await historyTexts(id)).toContain(`${a.name} forfeited the game against ${b.name}.`);
  });
});

describe('who the history names', () => {
  it('names who did something, never the one whose act only set off a pairing, a result or the end', async () => {
    const { id, org, a } = await startedEarly();
    await requestTournament(t.db, id, a.id, { type: 'withdraw' });
    const history = (await readTournament(t.db, id, null)).history;
    const byType = (type: string) =>
      history.filter((h) => h.type === type).map((h) => h.by?.name ?? null);
    expect(byType('started')).toEqual([org.name]);
    expect(byType('player_withdrew')).toEqual([a.name]);
    // The organiser's start paired round 1; the withdrawal forfeited the game and ended it.
    for (const type of ['round_paired', 'game_created', 'game_result', 'finished'])
      expect(byType(type), type).toEqual([null]);
  });

  it('does not name a player who withdrew from a best of three as correcting its result', async () => {
    const { id, a } = await startedEarly({ format: 'single-elimination', bestOf: 3 });
    await requestTournament(t.db, id, a.id, { type: 'withdraw' });
    const history = (await readTournament(t.db, id, null)).history;
    const given = history.filter((h) => h.type === 'result_corrected');
    expect(given.map((h) => h.text)).toEqual([expect.stringContaining('withdrew')]);
    expect(given.map((h) => h.by)).toEqual([null]);
  });
});

describe('the players', () => {
  it('keep whether their rating was provisional when they entered ("1500?")', async () => {
    const [org, fresh, settled] = (await makeUsers(t, 'rater', 'fresh', 'settled')) as [
      Player,
      Player,
      Player,
    ];
    const s = settings();
    await t.db.insert(ratings).values({
      userId: settled.id,
      ruleset: s.ruleset,
      speed: speedOf(s.timeControl),
      rating: 1712.4,
      rd: 60,
      vol: 0.06,
    });
    const { id } = await createTournament(t.db, org.id, s);
    for (const p of [fresh, settled])
      await requestTournament(t.db, id, org.id, { type: 'add_player', username: p.username });
    await requestTournament(t.db, id, org.id, { type: 'add_bot', botLevel: 'greedy' });
    const facts = (await readTournament(t.db, id, null)).entrants.map((e) => ({
      username: e.username,
      rating: e.rating,
      provisional: e.provisional,
    }));
    expect(facts).toEqual([
      { username: 'fresh', rating: 1500, provisional: true },
      { username: 'settled', rating: 1712, provisional: false },
      { username: null, rating: null, provisional: false },
    ]);
  });
});

describe('a correction after the last round', () => {
  const DAY = 24 * HOUR;

  /** `startedEarly`'s one-round Swiss played out: `a` resigns before moving (a forfeit). */
  async function finished() {
    const x = await startedEarly();
    const view = await playerFor(t, x.a).game.view({ gameId: x.gameId });
    await playerFor(t, x.a).game.submit({
      gameId: x.gameId,
      expectedMove: view.moveNumber,
      action: { type: 'resign' },
    });
    const detail = await readTournament(t.db, x.id, x.org.id);
    expect(detail.status).toBe('finished');
    const match = detail.rounds[0]?.matches[0];
    const entrant = (p: Player) =>
      detail.entrants.find((e) => e.username === p.username)?.entrantId as string;
    return { ...x, matchId: match?.matchId as string, ea: entrant(x.a), eb: entrant(x.b) };
  }

  it('revises the final standings and the winner, says so in the history, and stays finished', async () => {
    const { id, org, a, b, ea, eb, matchId } = await finished();
    let d = await readTournament(t.db, id, null);
    expect(d.winner).toBe(eb);
    expect(d.correctionsUntil).toEqual(
      new Date((d.finishedAt as Date).getTime() + CORRECTION_WINDOW_DAYS * DAY),
    );
    await requestTournament(t.db, id, org.id, {
      type: 'correct_result',
      target: { kind: 'match', matchId },
      correction: 'forfeit-win',
      entrantId: ea,
      reason: 'the opponent was seen using a word finder',
    });
    d = await readTournament(t.db, id, null);
    expect(d.status).toBe('finished');
    expect(d.winner).toBe(ea);
    expect(d.standings.map((x) => [x.entrantId, x.rank, x.wins])).toEqual([
      [ea, 1, 1],
      [eb, 2, 0],
    ]);
    expect(d.rounds[0]?.matches[0]?.result?.winner).toBe(ea);
    expect(d.rounds[0]?.standings?.[0]?.entrantId).toBe(ea);
    expect(d.history.slice(-2).map((h) => h.text)).toEqual([
      `The match of ${d.rounds[0]?.matches[0]?.a === ea ? `${a.name} v ${b.name}` : `${b.name} v ${a.name}`} was given as a forfeit win for ${a.name}: the opponent was seen using a word finder`,
      `Final standings revised after the correction. The winner is now ${a.name} (was ${b.name}).`,
    ]);
    // The game itself is left as it ended.
    expect(d.rounds[0]?.matches[0]?.games[0]?.status).toBe('finished');
  });

  it('is offered to the organiser alone, until the window closes; then the results are final', async () => {
    const { id, org, a, b, ea, matchId } = await finished();
    expect((await readTournament(t.db, id, org.id)).viewer.canCorrect).toBe(true);
    expect((await readTournament(t.db, id, a.id)).viewer.canCorrect).toBe(false);
    expect((await readTournament(t.db, id, null)).viewer.canCorrect).toBe(false);
    const correction = {
      type: 'correct_result',
      target: { kind: 'match', matchId },
      correction: 'forfeit-win',
      entrantId: ea,
      reason: 'late dispute',
    } as const;
    await expect(requestTournament(t.db, id, b.id, correction)).rejects.toMatchObject({
      refusal: { kind: 'forbidden', message: 'Only the organiser can correct results.' },
    });
    const { finishedAt } = await readTournament(t.db, id, null);
    const late = new Date((finishedAt as Date).getTime() + CORRECTION_WINDOW_DAYS * DAY + 1);
    await expect(runCommand(t.db, id, { userId: org.id }, correction, late)).rejects.toMatchObject({
      refusal: {
        kind: 'conflict',
        message: `The tournament finished more than ${CORRECTION_WINDOW_DAYS} days ago: its results are final.`,
      },
    });
  });

  it('no longer offers a correction once the window has closed', async () => {
    n += 1;
    const [org, ann, ben] = (await makeUsers(t, `old${n}`, `olda${n}`, `oldb${n}`)) as [
      Player,
      Player,
      Player,
    ];
    // Played out ten days ago, through the same commands with the clock set back.
    const past = new Date(Date.now() - 10 * DAY);
    const s = settings();
    const shift = (iso: string) => new Date(Date.parse(iso) - 10 * DAY).toISOString();
    const id = await t.db.transaction((tx) =>
      createTournamentIn(
        tx,
        org.id,
        {
          type: 'create',
          settings: {
            ...s,
            registrationOpensAt: shift(s.registrationOpensAt),
            registrationClosesAt: shift(s.registrationClosesAt),
            startsAt: shift(s.startsAt),
          },
        },
        new Date(past.getTime() - HOUR),
      ),
    );
    for (const p of [ann, ben])
      await requestTournament(t.db, id, org.id, { type: 'add_player', username: p.username });
    await runCommand(t.db, id, { userId: org.id }, { type: 'start' }, past);
    await runCommand(
      t.db,
      id,
      { userId: org.id },
      {
        type: 'correct_result',
        target: { kind: 'match', matchId: 'r1m1' },
        correction: 'forfeit-win',
        entrantId: 'e1',
        reason: 'no show',
      },
      past,
    );
    const d = await readTournament(t.db, id, org.id);
    expect(d.status).toBe('finished');
    expect(d.finishedAt).toEqual(past);
    expect(d.correctionsUntil).toEqual(new Date(past.getTime() + CORRECTION_WINDOW_DAYS * DAY));
    expect(d.viewer.canCorrect).toBe(false);
    await expect(
      requestTournament(t.db, id, org.id, {
        type: 'correct_result',
        target: { kind: 'match', matchId: 'r1m1' },
        correction: 'forfeit-win',
        entrantId: 'e2',
        reason: 'changed my mind',
      }),
    ).rejects.toMatchObject({
      refusal: {
        message: `The tournament finished more than ${CORRECTION_WINDOW_DAYS} days ago: its results are final.`,
      },
    });
  });
  /** The organiser gives `finished()`'s match to `a`, who forfeited it, after a dispute. */
  async function giveMatchToA(x: { id: string; org: Player; matchId: string; ea: string }) {
    await requestTournament(t.db, x.id, x.org.id, {
      type: 'correct_result',
      target: { kind: 'match', matchId: x.matchId },
      correction: 'forfeit-win',
      entrantId: x.ea,
      reason: 'a late dispute',
    });
  }

  /** The organiser gives b a forfeit loss on the running game (a no-show). */
  async function giveGameAgainstB(x: { id: string; org: Player; b: Player; gameId: string }) {
    const detail = await readTournament(t.db, x.id, x.org.id);
    const loser = detail.entrants.find((e) => e.username === x.b.username)?.entrantId;
    await requestTournament(t.db, x.id, x.org.id, {
      type: 'correct_result',
      target: { kind: 'game', gameId: x.gameId },
      correction: 'forfeit-loss',
      entrantId: loser as string,
      reason: 'no show',
    });
  }

  /** The finished list's line for tournament `id`. */
  async function listed(id: string) {
    const { items } = await listTournaments(t.db, { kind: 'finished', page: 1, limit: 50 });
    return items.find((x) => x.id === id);
  }

  it('names the winner in the finished list, the new one after a correction, by today’s name', async () => {
    const { id, org, a, b, ea, matchId } = await finished();
    expect((await listed(id))?.winner).toEqual({ name: b.name, username: b.username });
    await giveMatchToA({ id, org, matchId, ea });
    expect((await listed(id))?.winner).toEqual({ name: a.name, username: a.username });
    await t.db.update(users).set({ displayName: 'Renamed Champion' }).where(eq(users.id, a.id));
    expect((await listed(id))?.winner?.name).toBe('Renamed Champion');
    // Not finished: no winner.
    const running = await startedEarly();
    const list = await listTournaments(t.db, { kind: 'running', page: 1, limit: 50 });
    expect(list.items.find((x) => x.id === running.id)?.winner).toBeNull();
  });

  it('migration 0030 gives tournaments finished before it the winner their log last named', async () => {
    const revised = await finished();
    await giveMatchToA(revised);
    const plain = await finished();
    const running = await startedEarly();
    const winners = async () =>
      t.db
        .select({ id: tournaments.id, winner: tournaments.winnerEntrantId })
        .from(tournaments)
        .orderBy(asc(tournaments.id));
    const projected = await winners();
    const of = (id: string) => projected.find((x) => x.id === id)?.winner;
    expect([of(revised.id), of(plain.id), of(running.id)]).toEqual([revised.ea, plain.eb, null]);

    await t.db.update(tournaments).set({ winnerEntrantId: null });
    const migration = readFileSync(
      path.join(MIGRATIONS_FOLDER, '0030_tournament_winner.sql'),
      'utf8',
    );
    const [addColumn, ...backfill] = migration.split('--> statement-breakpoint');
    expect(addColumn).toMatch(/ADD COLUMN "winner_entrant_id"/);
    expect(backfill).toHaveLength(1);
    for (const statement of backfill) await t.sql.unsafe(statement);
    expect(await winners()).toEqual(projected);
  });
  it('tells the game page how the tournament counts a corrected game or match (gameTournament)', async () => {
    const { id, org, a, ea, matchId, gameId } = await finished();
    // A forfeit by resigning before moving is the game's own result, not a correction.
    expect((await gameTournament(t.db, gameId, null))?.correction).toBeNull();
    await giveMatchToA({ id, org, matchId, ea });
    expect((await gameTournament(t.db, gameId, null))?.correction).toEqual({
      target: 'match',
      kind: 'forfeit-win',
      player: a.name,
      reason: 'a late dispute',
    });

    const running = await startedEarly();
    await giveGameAgainstB(running);
    expect((await gameTournament(t.db, running.gameId, null))?.correction).toEqual({
      target: 'game',
      kind: 'forfeit-loss',
      player: running.b.name,
      reason: 'no show',
    });
  });
  it('tells each player of the match the organiser’s correction of their result (viewer.corrections)', async () => {
    const { id, org, a, b, ea, matchId } = await finished();
    expect((await readTournament(t.db, id, a.id)).viewer.corrections).toEqual([]);
    const onProfile = async (p: Player) =>
      (await playerTournaments(t.db, { username: p.username, page: 1 })).items.find(
        (x) => x.id === id,
      )?.corrected;
    expect(await onProfile(a)).toBe(0);
    await giveMatchToA({ id, org, matchId, ea });
    // Both players' profiles count it.
    expect(await onProfile(a)).toBe(1);
    expect(await onProfile(b)).toBe(1);
    expect((await readTournament(t.db, id, a.id)).viewer.corrections).toEqual([
      `Round 1, your match against ${b.name} counts as a forfeit win for you: a late dispute`,
    ]);
    expect((await readTournament(t.db, id, b.id)).viewer.corrections).toEqual([
      `Round 1, your match against ${a.name} counts as a forfeit loss for you: a late dispute`,
    ]);
    // The organiser did not play: nothing of theirs was corrected.
    expect((await readTournament(t.db, id, org.id)).viewer.corrections).toEqual([]);

    // One game of a match (here a one-game match: "game", not "game 1").
    const running = await startedEarly();
    await giveGameAgainstB(running);
    expect((await readTournament(t.db, running.id, running.a.id)).viewer.corrections).toEqual([
      `Round 1, your game against ${running.b.name} counts as a forfeit win for you: no show`,
    ]);
  });
  it('a game the tournament log does not hold has no correction (the game page reads none instead of failing)', async () => {
    const { id } = await finished();
    const found = await currentTournament(t.db, id);
    expect(found).not.toBeNull();
    expect(await gameCorrection(t.db, found!.state, randomUUID())).toBeNull();
  });
});
