/**
 * `user.tournaments`: a profile's tournaments, latest first and paged, each with how far
 * the player got; and what it must not show (entries left or dropped before the start,
 * tournaments called off before it, ones only organised, other players').
 */
import { useTestDatabase } from '@wordrise/db/testing';
import { PLAYER_TOURNAMENTS_PAGE } from '@wordrise/games';
import type { TestPlayer } from '@wordrise/games/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerFor, expectTRPCError, makeUsers, tournamentSettings, type Caller } from './helpers';

const t = useTestDatabase();
const HOUR = 3_600_000;
const visitor = () => callerFor(t, null);
const as = (u: TestPlayer) => callerFor(t, u);

let n = 0;
async function people(count: number): Promise<TestPlayer[]> {
  n += 1;
  return makeUsers(t, ...Array.from({ length: count }, (_, i) => `q${n}x${i}`));
}

/** The running games of the last round, with who sits where (usernames). */
async function runningGames(organiser: Caller, id: string) {
  const d = await organiser.tournament.get({ tournamentId: id });
  const byEntrant = new Map(d.entrants.map((e) => [e.entrantId, e.username]));
  return (d.rounds.at(-1)?.matches ?? []).flatMap((m) =>
    m.games
      .filter((g) => g.status === 'playing')
      .map((g) => ({ gameId: g.gameId, seats: g.seats.map((s) => byEntrant.get(s)) })),
  );
}

/** `winner` wins: the loser passes once on their turn (no forfeit), then resigns. */
async function win(gameId: string, winner: TestPlayer, loser: TestPlayer) {
  const w = as(winner);
  const l = as(loser);
  let v = await l.game.view({ gameId });
  if (v.toMove !== v.yourSeat) {
    await w.game.submit({ gameId, expectedMove: v.moveNumber, action: { type: 'pass' } });
    v = await l.game.view({ gameId });
  }
  await l.game.submit({ gameId, expectedMove: v.moveNumber, action: { type: 'pass' } });
  v = await l.game.view({ gameId });
  await l.game.submit({ gameId, expectedMove: v.moveNumber, action: { type: 'resign' } });
}

/** Plays every running game: whoever comes first in `order` wins. */
async function playRound(organiser: Caller, id: string, order: TestPlayer[]) {
  const byName = new Map(order.map((p) => [p.username, p]));
  for (const { seats, gameId } of await runningGames(organiser, id)) {
    const [x, y] = seats.map((s) => byName.get(s as string) as TestPlayer) as [
      TestPlayer,
      TestPlayer,
    ];
    const [winner, loser] = order.indexOf(x) < order.indexOf(y) ? [x, y] : [y, x];
    await win(gameId, winner, loser);
  }
}

/** A tournament of `org` with `players` entered by username. */
async function entered(
  org: TestPlayer,
  players: readonly TestPlayer[],
  over: Parameters<typeof tournamentSettings>[0] = {},
) {
  const organiser = as(org);
  const { id } = await organiser.tournament.create(tournamentSettings(over));
  for (const p of players)
    await organiser.tournament.addPlayer({ tournamentId: id, username: p.username });
  return { id, organiser };
}

let pat: TestPlayer;
/** Tournament ids by what pat's profile should say, and those it must not list. */
const shown: Record<string, string> = {};
const hidden: Record<string, string> = {};

beforeAll(async () => {
  const [p, org, x, y, z, w] = (await people(6)) as [
    TestPlayer,
    TestPlayer,
    TestPlayer,
    TestPlayer,
    TestPlayer,
    TestPlayer,
  ];
  pat = p;
  const four = [pat, x, y, z];

  // A Swiss pat wins: 1st of 4.
  {
    const { id, organiser } = await entered(org, four, { name: 'Pat wins', rounds: 2 });
    await organiser.tournament.start({ tournamentId: id });
    for (let round = 0; round < 2; round++) await playRound(organiser, id, four);
    shown.won = id;
  }
  // A single elimination pat goes out of in the semi-final (round 1 of 2).
  {
    const { id, organiser } = await entered(org, four, {
      name: 'Pat out',
      format: 'single-elimination',
    });
    await organiser.tournament.start({ tournamentId: id });
    const order = [x, y, z, pat];
    for (let round = 0; round < 2; round++) await playRound(organiser, id, order);
    shown.semi = id;
  }
  // A Swiss still in its first round of 3.
  {
    const { id, organiser } = await entered(org, four, { name: 'Pat playing', rounds: 3 });
    await organiser.tournament.start({ tournamentId: id });
    shown.playing = id;
  }
  // A Swiss pat withdrew from after the start.
  {
    const { id, organiser } = await entered(org, four, { name: 'Pat left' });
    await organiser.tournament.start({ tournamentId: id });
    await as(pat).tournament.withdraw({ tournamentId: id });
    shown.withdrawn = id;
  }
  // Registered for one still to come (it starts later than every other started).
  {
    const { id } = await entered(org, [], { name: 'Pat registered' });
    await as(pat).tournament.register({ tournamentId: id });
    shown.registered = id;
  }

  // Not pat's to show: withdrawn before the start (it then started without pat) ...
  {
    const { id, organiser } = await entered(org, [x, y], { name: 'Pat withdrew early' });
    await as(pat).tournament.register({ tournamentId: id });
    await as(pat).tournament.withdraw({ tournamentId: id });
    await organiser.tournament.start({ tournamentId: id });
    hidden.withdrewEarly = id;
  }
  // ... removed before the start ...
  {
    const { id, organiser } = await entered(org, [pat, x, y], { name: 'Pat removed early' });
    const d = await organiser.tournament.get({ tournamentId: id });
    const entrantId = d.entrants.find((e) => e.username === pat.username)?.entrantId as string;
    await organiser.tournament.removePlayer({ tournamentId: id, entrantId, reason: 'Mistake' });
    hidden.removedEarly = id;
  }
  // ... dropped for not checking in ...
  {
    const { id, organiser } = await entered(org, [pat, x, y], {
      name: 'Pat no check-in',
      checkInOpensAt: new Date(Date.now() - HOUR / 2),
    });
    for (const p of [x, y]) await as(p).tournament.checkIn({ tournamentId: id });
    await organiser.tournament.start({ tournamentId: id });
    hidden.dropped = id;
  }
  // ... called off before the start ...
  {
    const { id, organiser } = await entered(org, [pat, x], { name: 'Pat cancelled early' });
    await organiser.tournament.cancel({ tournamentId: id, reason: 'Nobody came' });
    hidden.cancelledEarly = id;
  }
  // ... only organised by pat ...
  {
    const { id } = await entered(pat, [x, y], { name: 'Pat organises' });
    hidden.organised = id;
  }
  // ... and someone else's.
  {
    const { id } = await entered(org, [w, x], { name: 'Not Pat' });
    hidden.others = id;
  }
});

describe('user.tournaments', () => {
  it('lists the tournaments a player took part in, latest first, with how far they got', async () => {
    const page = await visitor().user.tournaments({ username: pat.username });
    expect(page.page).toBe(1);
    expect(page.hasMore).toBe(false);
    const byId = new Map(page.items.map((x) => [x.id, x]));
    expect(byId.get(shown.won as string)).toMatchObject({
      name: 'Pat wins',
      format: 'swiss',
      status: 'finished',
      players: 4,
      placing: { kind: 'placed', rank: 1, of: 4 },
    });
    expect(byId.get(shown.semi as string)).toMatchObject({
      format: 'single-elimination',
      status: 'finished',
      placing: { kind: 'out', round: 1, rounds: 2 },
    });
    expect(byId.get(shown.playing as string)?.placing).toEqual({
      kind: 'playing',
      round: 1,
      rounds: 3,
    });
    expect(byId.get(shown.withdrawn as string)).toMatchObject({
      status: 'running',
      players: 4,
      placing: { kind: 'withdrawn' },
    });
    expect(byId.get(shown.registered as string)).toMatchObject({
      status: 'registration',
      startedAt: null,
      placing: { kind: 'registered' },
    });
    // Latest first: the one still to start, then the started ones by their start, newest first.
    expect(page.items.map((x) => x.id)).toEqual([
      shown.registered,
      shown.withdrawn,
      shown.playing,
      shown.semi,
      shown.won,
    ]);
    const times = page.items.map((x) => (x.startedAt ?? x.startsAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows nothing the player left or was dropped from before the start, only organised, or not theirs', async () => {
    const ids = (await visitor().user.tournaments({ username: pat.username })).items.map(
      (x) => x.id,
    );
    for (const [why, id] of Object.entries(hidden)) expect(ids, why).not.toContain(id);
    // Each of those is there to be missed: the tournament exists and pat was entered (but the organised one and the other's).
    const withdrewEarly = await visitor().tournament.get({ tournamentId: hidden.withdrewEarly! });
    expect(withdrewEarly.entrants.find((e) => e.username === pat.username)?.status).toBe(
      'withdrawn',
    );
    const dropped = await visitor().tournament.get({ tournamentId: hidden.dropped! });
    expect(dropped.entrants.find((e) => e.username === pat.username)?.status).toBe('dropped');
    const cancelled = await visitor().tournament.get({ tournamentId: hidden.cancelledEarly! });
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.entrants.find((e) => e.username === pat.username)?.status).toBe('active');
  });

  it('says the same to everyone, signed in or not, the player too', async () => {
    const mine = await as(pat).user.tournaments({ username: pat.username });
    const theirs = await visitor().user.tournaments({ username: pat.username.toUpperCase() });
    expect(theirs).toEqual(mine);
  });

  it('pages: a page at a time, latest first, then the rest', async () => {
    const [org] = (await people(1)) as [TestPlayer];
    const extra: string[] = [];
    // Enough upcoming ones (each later than the last) to push the others to page 2.
    for (let i = 0; i < PLAYER_TOURNAMENTS_PAGE; i++) {
      const { id } = await entered(org, [pat], {
        name: `Pat later ${i}`,
        startsAt: new Date(Date.now() + (3 + i) * HOUR),
        registrationClosesAt: new Date(Date.now() + (2 + i) * HOUR),
      });
      extra.unshift(id);
    }
    const first = await visitor().user.tournaments({ username: pat.username });
    expect(first.items.map((x) => x.id)).toEqual(extra);
    expect(first.hasMore).toBe(true);
    const second = await visitor().user.tournaments({ username: pat.username, page: 2 });
    expect(second.items.map((x) => x.id)).toEqual([
      shown.registered,
      shown.withdrawn,
      shown.playing,
      shown.semi,
      shown.won,
    ]);
    expect(second.hasMore).toBe(false);
  });

  it('refuses an unknown player', async () => {
    await expectTRPCError(
      visitor().user.tournaments({ username: 'nobody-at-all' }),
      'NOT_FOUND',
      /no player called/,
    );
  });
});
