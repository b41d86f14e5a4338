/**
 * The tournament router end to end on a real database: every organiser action, every
 * refusal, games created started and marked in the lobby, rounds advancing as games
 * end, removal and forfeits, and a finished tournament rebuilt from its log. No
 * worker runs here (there is no queue), so rounds are paired in the transaction that
 * completes them; apps/worker tests the queued path.
 */
import { games, ratingChanges, ratings, tournamentEvents } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import {
  CORRECTION_WINDOW_DAYS,
  computeStandings,
  rebuild,
  toTournamentState,
} from '@wordrise/engine';
import {
  MAX_UNFINISHED_TOURNAMENTS,
  readTournamentLog,
  UNFINISHED_TOURNAMENTS_REFUSAL,
} from '@wordrise/games';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TestPlayer } from '@wordrise/games/testing';
import { callerFor, expectTRPCError, makeUsers, tournamentSettings, type Caller } from './helpers';

const t = useTestDatabase();
const HOUR = 3_600_000;
const settings = tournamentSettings;

type CreateInput = Parameters<Caller['tournament']['create']>[0];

let n = 0;
async function people(count: number): Promise<TestPlayer[]> {
  n += 1;
  return makeUsers(t, ...Array.from({ length: count }, (_, i) => `p${n}x${i}`));
}

let org: TestPlayer;
let organiser: Caller;
beforeEach(async () => {
  [org] = (await people(1)) as [TestPlayer];
  organiser = callerFor(t, org);
});

const as = (u: TestPlayer) => callerFor(t, u);

/** A tournament with `players` entered by the organiser (by username). */
async function withPlayers(count: number, over: Partial<CreateInput> = {}) {
  const { id } = await organiser.tournament.create(settings(over));
  const players = await people(count);
  for (const p of players)
    await organiser.tournament.addPlayer({ tournamentId: id, username: p.username });
  return { id, players };
}

const entrantOf = async (id: string, u: TestPlayer) => {
  const d = await organiser.tournament.get({ tournamentId: id });
  return d.entrants.find((e) => e.username === u.username)?.entrantId as string;
};

/** The running games of the last round, with who sits where. */
async function runningGames(id: string) {
  const d = await organiser.tournament.get({ tournamentId: id });
  const byEntrant = new Map(d.entrants.map((e) => [e.entrantId, e.username]));
  return (d.rounds.at(-1)?.matches ?? []).flatMap((m) =>
    m.games
      .filter((g) => g.status === 'playing')
      .map((g) => ({ match: m, game: g, seats: g.seats.map((s) => byEntrant.get(s)) })),
  );
}

/**
 * `winner` wins: the loser passes once on their turn (so it is no forfeit), then resigns.
 */
async function win(gameId: string, winner: TestPlayer, loser: TestPlayer) {
  const w = as(winner);
  const l = as(loser);
  let v = await l.game.view({ gameId });
  const winnerPasses = async () => {
    await w.game.submit({ gameId, expectedMove: v.moveNumber, action: { type: 'pass' } });
    v = await l.game.view({ gameId });
  };
  // Both players move before the resignation, whoever R6 sent first: a game a player left
  // without moving is aborted, never rated.
  const winnerFirst = v.toMove !== v.yourSeat;
  if (winnerFirst) await winnerPasses();
  await l.game.submit({ gameId, expectedMove: v.moveNumber, action: { type: 'pass' } });
  v = await l.game.view({ gameId });
  if (!winnerFirst) await winnerPasses();
  await l.game.submit({ gameId, expectedMove: v.moveNumber, action: { type: 'resign' } });
}

/** Plays every running game: the first seat listed in `order` wins. */
async function playRound(id: string, players: TestPlayer[]) {
  const byName = new Map(players.map((p) => [p.username, p]));
  for (const { seats, game } of await runningGames(id)) {
    const [x, y] = seats.map((s) => byName.get(s as string) as TestPlayer) as [
      TestPlayer,
      TestPlayer,
    ];
    const [winner, loser] = players.indexOf(x) < players.indexOf(y) ? [x, y] : [y, x];
    await win(game.gameId, winner, loser);
  }
}

describe('an organiser runs a Swiss tournament', () => {
  it('from creation to final standings: rounds advance as games end, and the log rebuilds it', async () => {
    const { id } = await organiser.tournament.create(settings({ rated: true }));
    const players = await people(4);
    const [a, b, c, d] = players as [TestPlayer, TestPlayer, TestPlayer, TestPlayer];
    await as(a).tournament.register({ tournamentId: id });
    await as(b).tournament.register({ tournamentId: id });
    await organiser.tournament.addPlayer({ tournamentId: id, username: c.username });
    await organiser.tournament.addPlayer({ tournamentId: id, username: d.username });
    const ids = await Promise.all(players.map((p) => entrantOf(id, p)));
    await organiser.tournament.setSeeds({ tournamentId: id, order: ids });
    await organiser.tournament.addForbiddenPair({
      tournamentId: id,
      a: ids[0] as string,
      b: ids[2] as string,
    });
    expect(
      (await organiser.tournament.list({ kind: 'upcoming' })).items.map((x) => x.id),
    ).toContain(id);

    expect((await as(a).tournament.mine()).map((x) => x.id)).toEqual([id]);
    expect((await organiser.tournament.mine()).map((x) => [x.id, x.entrants])).toEqual([[id, 4]]);
    await organiser.tournament.start({ tournamentId: id });
    const round1 = await runningGames(id);
    expect(round1).toHaveLength(2);
    // Games are created started, rated (both seats are players), marked in the lobby.
    const rows = await t.db
      .select({ status: games.status, rated: games.rated })
      .from(games)
      .where(
        inArray(
          games.id,
          round1.map((g) => g.game.gameId),
        ),
      );
    expect(rows).toEqual([
      { status: 'playing', rated: true },
      { status: 'playing', rated: true },
    ]);
    const mine = await as(a).lobby.mine();
    expect(mine.playing[0]?.tournament).toEqual({
      tournamentId: id,
      tournamentName: 'Winter open',
      round: 1,
      forfeitLimit: 2,
    });
    // The game page can link back to the tournament, and warns of its forfeit limit and
    // where the viewer stands against it.
    expect(await as(a).tournament.ofGame({ gameId: round1[0]?.game.gameId as string })).toEqual({
      tournamentId: id,
      tournamentName: 'Winter open',
      round: 1,
      forfeitLimit: 2,
      yourForfeits: 0,
      // No result corrected (the game page would say how the tournament counts it).
      correction: null,
    });
    expect(
      await as(a).tournament.ofGame({ gameId: '00000000-0000-4000-8000-000000000000' }),
    ).toBeNull();
    // The forbidden pair is kept apart.
    expect(round1.map((g) => [g.match.a, g.match.b].sort().join())).not.toContain(
      [ids[0], ids[2]].sort().join(),
    );

    await playRound(id, players);
    const after1 = await organiser.tournament.get({ tournamentId: id });
    expect(after1.rounds).toHaveLength(2);
    expect(after1.rounds[0]?.complete).toBe(true);
    expect(after1.rounds[0]?.standings?.map((x) => x.wins).sort()).toEqual([0, 0, 1, 1]);
    expect(after1.rounds[1]?.standings).toBeNull();
    await playRound(id, players);

    const done = await organiser.tournament.get({ tournamentId: id });
    expect(done.status).toBe('finished');
    expect(done.winner).toBe(ids[0]);
    expect(done.standings.map((s) => s.entrantId)[0]).toBe(ids[0]);
    expect(done.standings[0]).toMatchObject({ rank: 1, wins: 2, losses: 0 });
    expect(done.rounds[1]?.standings).toEqual(done.standings);
    expect(Object.keys(done.standings[0] ?? {})).toEqual(
      expect.arrayContaining(['wins', 'losses', 'spread', 'buchholz']),
    );
    expect(done.history.map((h) => h.type)).toEqual(
      expect.arrayContaining([
        'created',
        'player_registered',
        'started',
        'round_paired',
        'game_result',
        'finished',
      ]),
    );
    expect(
      (await organiser.tournament.list({ kind: 'finished' })).items.map((x) => x.id),
    ).toContain(id);

    // The log is the truth: rebuilt from it, the tournament has the same standings.
    const log = await readTournamentLog(t.db, id);
    const rebuilt = rebuild(log);
    const fromResults = computeStandings(toTournamentState(rebuilt));
    expect(rebuilt.finalStandings?.map((s) => [s.entrantId, s.wins, s.spread])).toEqual(
      fromResults.map((s) => [s.id, s.wins, s.spread]),
    );
    expect(done.standings.map((s) => [s.entrantId, s.rank, s.wins, s.spread, s.buchholz])).toEqual(
      fromResults.map((s) => [s.id, s.rank, s.wins, s.spread, s.buchholz]),
    );
    expect((await organiser.tournament.live({ tournamentId: id })).revision).toBe(log.length);
  });
});

describe('the tournament page', () => {
  it('replays the log once per revision, and a change shows at once', async () => {
    const { id, players } = await withPlayers(2);
    const before = await organiser.tournament.get({ tournamentId: id });
    // Move the log aside: at an unchanged revision the page no longer needs it…
    const log = await t.db
      .delete(tournamentEvents)
      .where(eq(tournamentEvents.tournamentId, id))
      .returning();
    expect(await organiser.tournament.get({ tournamentId: id })).toEqual(before);
    await t.db.insert(tournamentEvents).values(log);
    // …and a command (a new revision) is read and replayed again.
    const [leaver] = players as [TestPlayer];
    await organiser.tournament.removePlayer({
      tournamentId: id,
      entrantId: await entrantOf(id, leaver),
      reason: 'asked to',
    });
    const after = await organiser.tournament.get({ tournamentId: id });
    expect(after.revision).toBeGreaterThan(before.revision);
    expect(after.entrants.find((e) => e.username === leaver.username)?.status).not.toBe(
      before.entrants.find((e) => e.username === leaver.username)?.status,
    );
  });
});

describe('refusals', () => {
  it('lets only the organiser organise', async () => {
    const { id, players } = await withPlayers(2);
    const other = as(players[0] as TestPlayer);
    const tid = { tournamentId: id };
    const cases: [() => Promise<unknown>, string][] = [
      [() => other.tournament.edit({ ...tid, changes: { name: 'Mine' } }), 'edit the tournament'],
      [() => other.tournament.addPlayer({ ...tid, username: org.username }), 'add players'],
      [() => other.tournament.addBot({ ...tid, botLevel: 'greedy' }), 'enter bots'],
      [
        () => other.tournament.removePlayer({ ...tid, entrantId: 'e1', reason: 'x' }),
        'remove players',
      ],
      [() => other.tournament.setSeeds({ ...tid, order: ['e2', 'e1'] }), 'set the seeds'],
      [() => other.tournament.addForbiddenPair({ ...tid, a: 'e1', b: 'e2' }), 'forbid pairings'],
      [
        () => other.tournament.removeForbiddenPair({ ...tid, a: 'e1', b: 'e2' }),
        'allow pairings again',
      ],
      [() => other.tournament.start(tid), 'start the tournament'],
      [() => other.tournament.pause(tid), 'pause the tournament'],
      [() => other.tournament.resume(tid), 'resume the tournament'],
      [
        () =>
          other.tournament.correctResult({
            ...tid,
            target: { kind: 'match', matchId: 'r1m1' },
            correction: 'void',
            reason: 'x',
          }),
        'correct results',
      ],
      [() => other.tournament.cancel({ ...tid, reason: 'x' }), 'cancel the tournament'],
    ];
    for (const [call, verb] of cases)
      await expectTRPCError(call(), 'FORBIDDEN', `Only the organiser can ${verb}.`);
    await expectTRPCError(callerFor(t, null).tournament.register(tid), 'UNAUTHORIZED');
    await expectTRPCError(
      organiser.tournament.get({ tournamentId: '00000000-0000-4000-8000-000000000000' }),
      'NOT_FOUND',
      'There is no such tournament.',
    );
  });

  it('refuses edits, registrations and new players once the tournament has started', async () => {
    const { id } = await withPlayers(2);
    await organiser.tournament.edit({ tournamentId: id, changes: { forfeitLimit: 3, rounds: 1 } });
    await organiser.tournament.edit({ tournamentId: id, changes: { name: 'Renamed' } });
    // Only what an edit gives changes: the first edit's values stay.
    expect((await organiser.tournament.get({ tournamentId: id })).settings).toMatchObject({
      name: 'Renamed',
      forfeitLimit: 3,
      rounds: 1,
    });
    // The history names what each edit changed, as the form does.
    const texts = (await organiser.tournament.get({ tournamentId: id })).history.map((h) => h.text);
    expect(texts).toContain('Settings changed: rounds, forfeit limit.');
    expect(texts).toContain('Settings changed: name.');
    await organiser.tournament.start({ tournamentId: id });
    await expectTRPCError(
      organiser.tournament.edit({ tournamentId: id, changes: { name: 'Late' } }),
      'CONFLICT',
      'The tournament has started: this can no longer be changed.',
    );
    const [late] = (await people(1)) as [TestPlayer];
    await expectTRPCError(
      as(late).tournament.register({ tournamentId: id }),
      'CONFLICT',
      /has started/,
    );
    await expectTRPCError(
      organiser.tournament.addBot({ tournamentId: id, botLevel: 'beginner' }),
      'CONFLICT',
    );
    await expectTRPCError(
      organiser.tournament.start({ tournamentId: id }),
      'CONFLICT',
      'The tournament has already started.',
    );
  });

  it('caps the tournaments one organiser has not finished; a cancelled one frees its place', async () => {
    const made: string[] = [];
    for (let i = 0; i < MAX_UNFINISHED_TOURNAMENTS; i++)
      made.push((await organiser.tournament.create(settings({ name: `Cup ${i}` }))).id);
    await expectTRPCError(
      organiser.tournament.create(settings()),
      'CONFLICT',
      UNFINISHED_TOURNAMENTS_REFUSAL,
    );
    // Another organiser's count is their own.
    const [other] = (await people(1)) as [TestPlayer];
    await as(other).tournament.create(settings());
    await organiser.tournament.cancel({ tournamentId: made[0]!, reason: 'Too many' });
    await organiser.tournament.create(settings());
  });

  it('refuses settings that do not hold together, naming the field', async () => {
    const now = Date.now();
    const error = await expectTRPCError(
      organiser.tournament.create(settings({ registrationClosesAt: new Date(now - 2 * HOUR) })),
      'BAD_REQUEST',
      'Registration must close after it opens.',
    );
    expect(error.field).toBe('registrationClosesAt');
    await expectTRPCError(organiser.tournament.create(settings({ bestOf: 2 })), 'BAD_REQUEST');
  });

  it('keeps registration to its window and to the capacity', async () => {
    const now = Date.now();
    const [x, y, z] = (await people(3)) as [TestPlayer, TestPlayer, TestPlayer];
    const early = await organiser.tournament.create(
      settings({
        registrationOpensAt: new Date(now + HOUR),
        registrationClosesAt: new Date(now + 2 * HOUR),
        startsAt: new Date(now + 3 * HOUR),
      }),
    );
    await expectTRPCError(
      as(x).tournament.register({ tournamentId: early.id }),
      'CONFLICT',
      'Registration has not opened yet.',
    );
    expect((await as(x).tournament.get({ tournamentId: early.id })).viewer.canRegister).toBe(false);
    const late = await organiser.tournament.create(
      settings({
        registrationOpensAt: new Date(now - 2 * HOUR),
        registrationClosesAt: new Date(now - HOUR),
      }),
    );
    await expectTRPCError(
      as(x).tournament.register({ tournamentId: late.id }),
      'CONFLICT',
      'Registration has closed.',
    );
    const small = await organiser.tournament.create(settings({ capacity: 2 }));
    expect((await as(x).tournament.get({ tournamentId: small.id })).viewer.canRegister).toBe(true);
    await as(x).tournament.register({ tournamentId: small.id });
    await expectTRPCError(
      as(x).tournament.register({ tournamentId: small.id }),
      'CONFLICT',
      'You are already registered.',
    );
    await as(y).tournament.register({ tournamentId: small.id });
    await expectTRPCError(
      as(z).tournament.register({ tournamentId: small.id }),
      'CONFLICT',
      'The tournament is full.',
    );
    await as(y).tournament.withdraw({ tournamentId: small.id });
    await as(z).tournament.register({ tournamentId: small.id });
    const d = await as(z).tournament.get({ tournamentId: small.id });
    expect(d.viewer).toMatchObject({ canWithdraw: true, canRegister: false });
    expect(d.entrants.map((e) => [e.username, e.status])).toEqual([
      [x.username, 'active'],
      [y.username, 'withdrawn'],
      [z.username, 'active'],
    ]);
    await expectTRPCError(
      organiser.tournament.addPlayer({ tournamentId: small.id, username: 'nobody-here' }),
      'NOT_FOUND',
      'There is no player called “nobody-here”.',
    );
  });

  it('drops players who had not checked in when the tournament starts', async () => {
    const now = Date.now();
    const { id, players } = await withPlayers(3, { checkInOpensAt: new Date(now - 60_000) });
    const [x, y, z] = players as [TestPlayer, TestPlayer, TestPlayer];
    expect((await as(x).tournament.get({ tournamentId: id })).viewer.canCheckIn).toBe(true);
    await as(x).tournament.checkIn({ tournamentId: id });
    await as(y).tournament.checkIn({ tournamentId: id });
    await expectTRPCError(
      as(x).tournament.checkIn({ tournamentId: id }),
      'CONFLICT',
      'You have already checked in.',
    );
    await organiser.tournament.start({ tournamentId: id });
    const d = await organiser.tournament.get({ tournamentId: id });
    expect(d.entrants.find((e) => e.username === z.username)?.status).toBe('dropped');
    expect(d.rounds[0]?.matches).toHaveLength(1);
    expect(d.history.map((h) => h.text)).toContain(`Check-in closed; dropped: ${z.name}.`);
    const none = await withPlayers(2);
    await expectTRPCError(
      as(none.players[0] as TestPlayer).tournament.checkIn({ tournamentId: none.id }),
      'BAD_REQUEST',
      'This tournament has no check-in.',
    );
  });
});

describe('after the last round', () => {
  /** A rated 1-round Swiss of four players, played out: the earlier player in `players` wins. */
  async function finishedSwiss() {
    const { id, players } = await withPlayers(4, { rounds: 1, rated: true });
    await organiser.tournament.start({ tournamentId: id });
    await playRound(id, players);
    const d = await organiser.tournament.get({ tournamentId: id });
    expect(d.status).toBe('finished');
    return { id, players, d };
  }
  const ratingRows = (ids: string[]) =>
    Promise.all([
      t.db.select().from(ratings).where(inArray(ratings.userId, ids)),
      t.db.select().from(ratingChanges).where(inArray(ratingChanges.userId, ids)),
    ]);

  it('lets the organiser correct a finished tournament’s result: the standings and winner change, ratings do not', async () => {
    const { id, players, d: before } = await finishedSwiss();
    const winnerMatch = before.rounds[0]?.matches.find(
      (m) => m.result?.winner === before.winner,
    ) as (typeof before.rounds)[number]['matches'][number];
    const loser = winnerMatch.a === before.winner ? winnerMatch.b : winnerMatch.a;
    const rated = await ratingRows(players.map((p) => p.id));
    expect(rated[1].length).toBeGreaterThan(0);

    const done = await organiser.tournament.correctResult({
      tournamentId: id,
      target: { kind: 'match', matchId: winnerMatch.matchId },
      correction: 'forfeit-loss',
      entrantId: before.winner,
      reason: 'played with a word list open',
    });
    expect(done).toEqual({ revision: before.revision + 2, status: 'finished' });
    const after = await organiser.tournament.get({ tournamentId: id });
    expect(after.status).toBe('finished');
    expect(after.winner).not.toBe(before.winner);
    expect(after.standings.find((x) => x.entrantId === before.winner)).toMatchObject({
      wins: 0,
      losses: 1,
    });
    expect(after.standings.find((x) => x.entrantId === loser)).toMatchObject({ wins: 1 });
    expect(after.history.at(-2)?.text).toMatch(/was given as a forfeit loss for .*: played with/);
    expect(after.history.at(-1)?.type).toBe('standings_revised');
    // The log rebuilds to the revised standings.
    const s = rebuild(await readTournamentLog(t.db, id));
    expect(s.finalStandings).toEqual(
      computeStandings(toTournamentState(s)).map((r) => ({
        entrantId: r.id,
        rank: r.rank,
        wins: r.wins,
        losses: r.losses,
        spread: r.spread,
        buchholz: r.buchholz,
      })),
    );
    // The games and their rating changes stand as they were played.
    expect(await ratingRows(players.map((p) => p.id))).toEqual(rated);
  });

  it('refuses a finished tournament’s correction from a player, a stranger, or with bad input, each with its sentence', async () => {
    const { id, players, d } = await finishedSwiss();
    const m = d.rounds[0]?.matches[0] as (typeof d.rounds)[number]['matches'][number];
    const correction = {
      tournamentId: id,
      target: { kind: 'match' as const, matchId: m.matchId },
      correction: 'forfeit-win' as const,
      entrantId: m.a,
      reason: 'dispute',
    };
    const [stranger] = await people(1);
    for (const who of [players[0] as TestPlayer, stranger as TestPlayer])
      await expectTRPCError(
        as(who).tournament.correctResult(correction),
        'FORBIDDEN',
        'Only the organiser can correct results.',
      );
    await expectTRPCError(
      organiser.tournament.correctResult({ ...correction, entrantId: 'e99' }),
      'BAD_REQUEST',
      'Say which player of the match the forfeit is for.',
    );
    await expectTRPCError(
      organiser.tournament.correctResult({
        ...correction,
        target: { kind: 'game', gameId: m.games[0]?.gameId as string },
        correction: 'void',
        entrantId: null,
      }),
      'CONFLICT',
      'The tournament is over: a voided game cannot be replayed, so void the whole match or give a forfeit instead.',
    );
    await expectTRPCError(
      organiser.tournament.correctResult({ ...correction, reason: '  ' }),
      'BAD_REQUEST',
      /Give a reason/,
    );
    expect((await organiser.tournament.get({ tournamentId: id })).revision).toBe(d.revision);
  });

  it(`refuses a correction ${CORRECTION_WINDOW_DAYS} days after the tournament finished`, async () => {
    const { id, d } = await finishedSwiss();
    const m = d.rounds[0]?.matches[0] as (typeof d.rounds)[number]['matches'][number];
    // The finish moved back in the log, as if it had been eight days ago.
    await t.db.execute(
      sql`update ${tournamentEvents}
          set payload = jsonb_set(payload, '{at}', to_jsonb(${new Date(Date.now() - 8 * 24 * HOUR).toISOString()}::text))
          where tournament_id = ${id} and type = 'finished'`,
    );
    await expectTRPCError(
      organiser.tournament.correctResult({
        tournamentId: id,
        target: { kind: 'match', matchId: m.matchId },
        correction: 'forfeit-win',
        entrantId: m.a,
        reason: 'too late',
      }),
      'CONFLICT',
      `The tournament finished more than ${CORRECTION_WINDOW_DAYS} days ago: its results are final.`,
    );
  });
});

describe('during the event', () => {
  it('pauses between rounds: the next round waits for resume', async () => {
    const { id, players } = await withPlayers(2, { rounds: 2 });
    await organiser.tournament.start({ tournamentId: id });
    await organiser.tournament.pause({ tournamentId: id });
    await expectTRPCError(
      organiser.tournament.pause({ tournamentId: id }),
      'CONFLICT',
      'Only a running tournament can be paused.',
    );
    await playRound(id, players);
    let d = await organiser.tournament.get({ tournamentId: id });
    expect(d.status).toBe('paused');
    expect(d.rounds).toHaveLength(1);
    await organiser.tournament.resume({ tournamentId: id });
    d = await organiser.tournament.get({ tournamentId: id });
    expect(d.status).toBe('running');
    expect(d.rounds).toHaveLength(2);
    expect(await runningGames(id)).toHaveLength(1);
    await expectTRPCError(
      organiser.tournament.resume({ tournamentId: id }),
      'CONFLICT',
      'The tournament is not paused.',
    );
  });

  it('corrects results: forfeit win, forfeit loss and void, each with its reason', async () => {
    const { id } = await withPlayers(4, { rounds: 2 });
    await organiser.tournament.start({ tournamentId: id });
    const [one, two] = (await runningGames(id)) as [
      Awaited<ReturnType<typeof runningGames>>[number],
      Awaited<ReturnType<typeof runningGames>>[number],
    ];
    // Void a running game: it counts for nothing and the match plays a new game.
    await organiser.tournament.correctResult({
      tournamentId: id,
      target: { kind: 'game', gameId: one.game.gameId },
      correction: 'void',
      reason: 'wrong clock',
    });
    let d = await organiser.tournament.get({ tournamentId: id });
    const m1 = d.rounds[0]?.matches.find((m) => m.matchId === one.match.matchId);
    expect(m1?.games).toHaveLength(2);
    expect(m1?.games[0]?.correction).toEqual({
      kind: 'void',
      entrantId: null,
      reason: 'wrong clock',
    });
    // The voided game is called off where it stands: nobody plays on in it.
    expect(m1?.games[0]?.status).toBe('cancelled');
    // A forfeit win on the new game ends it: the loser's seat resigns.
    const replay = m1?.games[1]?.gameId as string;
    await organiser.tournament.correctResult({
      tournamentId: id,
      target: { kind: 'game', gameId: replay },
      correction: 'forfeit-win',
      entrantId: one.match.a,
      reason: 'no show',
    });
    const [row] = await t.db
      .select({ status: games.status })
      .from(games)
      .where(eq(games.id, replay));
    expect(row?.status).toBe('finished');
    // A forfeit loss on the other match decides it and completes the round.
    await organiser.tournament.correctResult({
      tournamentId: id,
      target: { kind: 'match', matchId: two.match.matchId },
      correction: 'forfeit-loss',
      entrantId: two.match.b,
      reason: 'left early',
    });
    d = await organiser.tournament.get({ tournamentId: id });
    expect(d.rounds[0]?.matches.map((m) => m.result?.winner)).toEqual([one.match.a, two.match.a]);
    // The corrected match's running game ended with it, adding no result or forfeit of its own.
    const corrected = d.rounds[0]?.matches.find((m) => m.matchId === two.match.matchId);
    expect(corrected?.games[0]?.status).toBe('finished');
    expect(d.history.filter((h) => h.type === 'game_result')).toEqual([]);
    expect(d.entrants.map((e) => e.forfeits)).toEqual(d.entrants.map(() => 0));
    expect(d.rounds[0]?.matches.map((m) => m.result?.spread)).toEqual([50, 50]);
    expect(d.rounds).toHaveLength(2);
    const nameOf = (id: string | null) => d.entrants.find((e) => e.entrantId === id)?.name;
    expect(d.history.map((h) => h.text)).toEqual(
      expect.arrayContaining([
        `The match of ${nameOf(two.match.a)} v ${nameOf(two.match.b)} was given as a forfeit loss for ${nameOf(two.match.b)}: left early`,
      ]),
    );
    await expectTRPCError(
      organiser.tournament.correctResult({
        tournamentId: id,
        target: { kind: 'match', matchId: two.match.matchId },
        correction: 'forfeit-win',
        entrantId: 'e99',
        reason: 'x',
      }),
      'BAD_REQUEST',
      'Say which player of the match the forfeit is for.',
    );
  });

  it('removes a player mid-event: their game is forfeited and later rounds never pair them', async () => {
    const { id, players } = await withPlayers(4, { format: 'single-elimination' });
    await organiser.tournament.start({ tournamentId: id });
    const [first] = await runningGames(id);
    const victim = players.find((p) => p.username === first?.seats[0]) as TestPlayer;
    const victimId = await entrantOf(id, victim);
    await organiser.tournament.removePlayer({
      tournamentId: id,
      entrantId: victimId,
      reason: 'abusive chat',
    });
    const [row] = await t.db
      .select({ status: games.status })
      .from(games)
      .where(eq(games.id, first?.game.gameId as string));
    expect(row?.status).toBe('finished');
    let d = await organiser.tournament.get({ tournamentId: id });
    expect(d.entrants.find((e) => e.entrantId === victimId)).toMatchObject({
      status: 'removed',
      removedReason: 'abusive chat',
    });
    const forfeited = d.rounds[0]?.matches.find((m) => m.matchId === first?.match.matchId);
    expect(forfeited?.result?.winner).not.toBe(victimId);
    expect(forfeited?.games[0]?.result?.forfeitBy).toBe(victimId);
    expect(forfeited?.bracket).toBeNull(); // parts are named in double elimination only
    await expectTRPCError(
      organiser.tournament.removePlayer({ tournamentId: id, entrantId: victimId, reason: 'again' }),
      'CONFLICT',
    );
    await playRound(id, players);
    d = await organiser.tournament.get({ tournamentId: id });
    const later = d.rounds.slice(1).flatMap((r) => r.matches.flatMap((m) => [m.a, m.b]));
    expect(later.length).toBeGreaterThan(0);
    expect(later).not.toContain(victimId);
    await playRound(id, players);
    d = await organiser.tournament.get({ tournamentId: id });
    expect(d.status).toBe('finished');
  });

  it('removes a player whose opponent’s clock ran out unseen: the game is the timeout’s, not a forfeit (R25)', async () => {
    const { id, players } = await withPlayers(2, {
      rounds: 2,
      timeControl: { kind: 'realtime', minutes: 10 },
    });
    await organiser.tournament.start({ tournamentId: id });
    const [g] = await runningGames(id);
    const gameId = g?.game.gameId as string;
    const view = await as(players[0] as TestPlayer).game.view({ gameId });
    const moverSeat = view.toMove as number;
    const [mover, leaver] = moverSeat === 0 ? g!.game.seats : [...g!.game.seats].reverse();
    // The mover's whole clock went by before anyone looked (the worker's check not run yet),
    // long after the game stopped waiting for them to arrive.
    await t.db
      .update(games)
      .set({
        turnStartedAt: sql`now() - interval '60 days'`,
        clockGraceUntil: sql`now() - interval '60 days'`,
        clockDeadline: sql`now() - interval '1 day'`,
      })
      .where(eq(games.id, gameId));

    await organiser.tournament.removePlayer({
      tournamentId: id,
      entrantId: leaver!,
      reason: 'left',
    });

    const d = await organiser.tournament.get({ tournamentId: id });
    const result = d.rounds[0]?.matches[0]?.games[0]?.result;
    // The mover lost on time without a move (their forfeit); the leaver won it, then left.
    expect(result?.forfeitBy).toBe(mover);
    expect(d.rounds[0]?.matches[0]?.result?.winner).toBe(leaver);
    expect(d.entrants.find((e) => e.entrantId === leaver)?.status).toBe('removed');
    const [ended] = await t.db
      .select({ status: games.status, state: games.state })
      .from(games)
      .where(eq(games.id, gameId));
    expect(ended?.status).toBe('finished');
    expect(ended?.state?.result?.reason).toBe('timed-out');
  });

  it('removes a player while their game is ending without the two waiting for each other', async () => {
    const { id, players } = await withPlayers(2, { rounds: 2 });
    await organiser.tournament.start({ tournamentId: id });
    const [g] = await runningGames(id);
    const gameId = g?.game.gameId as string;
    const victimId = await entrantOf(id, players[0] as TestPlayer);
    // A move ending the game holds the game's row, then takes the tournament's (the
    // game-over step). Here a transaction does just that, around the organiser's removal.
    let removal: Promise<unknown> = Promise.resolve();
    await t.sql.begin(async (move) => {
      await move`select id from games where id = ${gameId} for update`;
      removal = organiser.tournament.removePlayer({
        tournamentId: id,
        entrantId: victimId,
        reason: 'left the venue',
      });
      removal.catch(() => {}); // awaited after the transaction: its failure is the test's
      for (;;) {
        const [row] = await t.sql<{ n: number }[]>`select count(*)::int as n from pg_stat_activity
          where wait_event_type = 'Lock' and datname = current_database()`;
        if ((row?.n ?? 0) > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await move`select id from tournaments where id = ${id} for update`;
    });
    await removal;
    const d = await organiser.tournament.get({ tournamentId: id });
    expect(d.entrants.find((e) => e.entrantId === victimId)?.status).toBe('removed');
  });

  it('removes a player automatically after the organiser’s forfeit limit', async () => {
    const { id, players } = await withPlayers(2, { rounds: 3, forfeitLimit: 1 });
    await organiser.tournament.start({ tournamentId: id });
    const [g] = await runningGames(id);
    const quitter = players.find((p) => p.username === g?.seats[1]) as TestPlayer;
    // Resigning before ever moving is a forfeit.
    const v = await as(quitter).game.view({ gameId: g?.game.gameId as string });
    await as(quitter).game.submit({
      gameId: v.id,
      expectedMove: v.moveNumber,
      action: { type: 'resign' },
    });
    const d = await organiser.tournament.get({ tournamentId: id });
    expect(d.entrants.find((e) => e.username === quitter.username)).toMatchObject({
      status: 'removed',
      forfeits: 1,
    });
    expect(d.history.map((h) => h.type)).toContain('auto_removed');
    // Alone, the other player takes byes to the end.
    expect(d.status).toBe('finished');
  });

  it('counts leaving a game before moving as a forfeit: a tournament game is never aborted', async () => {
    const { id, players } = await withPlayers(2, { rounds: 3, forfeitLimit: 2 });
    await organiser.tournament.start({ tournamentId: id });
    const [g] = await runningGames(id);
    const gameId = g?.game.gameId as string;
    const quitter = players.find((p) => p.username === g?.seats[1]) as TestPlayer;
    expect(await as(quitter).game.leave({ gameId })).toEqual({ outcome: 'forfeited' });
    const [row] = await t.db.select().from(games).where(eq(games.id, gameId));
    expect(row?.status).toBe('finished');
    const d = await organiser.tournament.get({ tournamentId: id });
    expect(d.entrants.find((e) => e.username === quitter.username)).toMatchObject({
      status: 'active',
      forfeits: 1,
    });
    // The round is complete, so the next one is paired: the tournament goes on.
    expect(d.rounds).toHaveLength(2);
    // The next game's page tells each player their forfeits so far; nobody else has any.
    const [next] = await runningGames(id);
    const nextId = { gameId: next?.game.gameId as string };
    const stayer = players.find((p) => p !== quitter) as TestPlayer;
    expect((await as(quitter).tournament.ofGame(nextId))?.yourForfeits).toBe(1);
    expect((await as(stayer).tournament.ofGame(nextId))?.yourForfeits).toBe(0);
    expect((await organiser.tournament.ofGame(nextId))?.yourForfeits).toBeNull();
  });

  it('seats bots in casual games even in a rated tournament, and cancels on request', async () => {
    const { id } = await withPlayers(1, { rated: true });
    await organiser.tournament.addBot({ tournamentId: id, botLevel: 'greedy' });
    await organiser.tournament.start({ tournamentId: id });
    const [g] = await runningGames(id);
    const [row] = await t.db
      .select({ rated: games.rated })
      .from(games)
      .where(eq(games.id, g?.game.gameId as string));
    expect(row?.rated).toBe(false);
    expect(
      (await organiser.tournament.get({ tournamentId: id })).entrants.map((e) => e.name),
    ).toContain('Greedy bot');
    await organiser.tournament.cancel({ tournamentId: id, reason: 'venue closed' });
    expect((await organiser.tournament.live({ tournamentId: id })).status).toBe('cancelled');
    const events = await t.db
      .select()
      .from(tournamentEvents)
      .where(eq(tournamentEvents.tournamentId, id))
      .orderBy(tournamentEvents.seq);
    expect(events.at(-1)?.type).toBe('cancelled');
  });
});
