/**
 * The tournament log's `decide` and `evolve`, command by command: what each appends
 * and every refusal, with one clear sentence.
 */
import { describe, expect, it } from 'vitest';
import { computeStandings } from '../../src/tournaments/standings';
import {
  bracketParts,
  CORRECTION_WINDOW_DAYS,
  correctionsUntil,
  entrantPlacing,
  matchWinner,
  MAX_TOURNAMENT_BOTS,
  rebuild,
  toFinalStandings,
  toTournamentState,
} from '../../src/tournaments/log/index';
import { Driver, ORGANISER, T0, expectRefused, settings } from './log-driver';

const PLAYER = { userId: 'u9' };
const facts = { userId: 'u9', name: 'Nine', rating: 1500 };
const types = (events: readonly { type: string }[]) => events.map((e) => e.type);

describe('creating and editing', () => {
  it('refuses settings whose registration closes before it opens, naming the field', () => {
    const d = new Driver();
    const r = d.try(ORGANISER, {
      type: 'edit',
      changes: { registrationClosesAt: '2026-12-01T08:00:00Z' },
    });
    expect(r.ok ? null : r.error).toMatchObject({
      kind: 'bad-request',
      field: 'registrationClosesAt',
    });
  });

  it('refuses an even best-of and a ruleset that does not exist', () => {
    const d = new Driver();
    expectRefused(d.try(ORGANISER, { type: 'edit', changes: { bestOf: 2 } }), /odd number/);
    expectRefused(d.try(ORGANISER, { type: 'edit', changes: { ruleset: 'nope' } }), /no ruleset/);
  });

  it('lets only the organiser edit, and only before the start', () => {
    const d = new Driver();
    expectRefused(
      d.try(PLAYER, { type: 'edit', changes: { name: 'Mine' } }),
      'Only the organiser can edit the tournament.',
    );
    d.run(ORGANISER, { type: 'edit', changes: { name: 'Renamed' } });
    expect(d.s.settings.name).toBe('Renamed');
    d.addPlayers(2);
    d.run(ORGANISER, { type: 'start' });
    expectRefused(d.try(ORGANISER, { type: 'edit', changes: { name: 'Late' } }), /has started/);
  });

  it('logs only the settings that differ, a time by its instant; an edit changing nothing is refused', () => {
    const d = new Driver();
    const { startsAt, timeControl } = d.s.settings;
    d.run(ORGANISER, {
      type: 'edit',
      changes: {
        ...d.s.settings,
        startsAt: new Date(Date.parse(startsAt)).toISOString(),
        timeControl: { ...timeControl },
        description: 'Bring a friend.',
      },
    });
    expect(d.log.at(-1)).toMatchObject({
      type: 'edited',
      changes: { description: 'Bring a friend.' },
    });
    expect(Object.keys((d.log.at(-1) as { changes: object }).changes)).toEqual(['description']);
    expectRefused(
      d.try(ORGANISER, { type: 'edit', changes: { ...d.s.settings } }),
      'Nothing to change.',
    );
  });

  it('refuses a capacity below the players already registered', () => {
    const d = new Driver();
    d.addPlayers(3);
    expectRefused(
      d.try(ORGANISER, { type: 'edit', changes: { capacity: 2 } }),
      /capacity cannot be lower/,
    );
  });
});

describe('registration', () => {
  it('accepts a player inside the window and refuses before it opens and after it closes', () => {
    const d = new Driver();
    d.now = new Date('2026-12-01T08:30:00Z');
    expectRefused(
      d.try(PLAYER, { type: 'register', player: facts }),
      'Registration has not opened yet.',
    );
    d.now = new Date('2026-12-01T11:00:00Z');
    expectRefused(d.try(PLAYER, { type: 'register', player: facts }), 'Registration has closed.');
    d.now = T0;
    expect(types(d.run(PLAYER, { type: 'register', player: facts }))).toEqual([
      'player_registered',
    ]);
    expectRefused(
      d.try(PLAYER, { type: 'register', player: facts }),
      'You are already registered.',
    );
  });

  it('refuses a registration when the tournament is full, for players and the organiser alike', () => {
    const d = new Driver(settings({ capacity: 2 }));
    d.addPlayers(2);
    expectRefused(d.try(PLAYER, { type: 'register', player: facts }), 'The tournament is full.');
    expectRefused(
      d.try(ORGANISER, { type: 'add_bot', botLevel: 'greedy', name: 'Greedy bot' }),
      'The tournament is full.',
    );
  });

  it(`takes at most ${MAX_TOURNAMENT_BOTS} bots, however large the field`, () => {
    const d = new Driver(settings({ capacity: 64 }));
    for (let i = 0; i < MAX_TOURNAMENT_BOTS; i++)
      d.run(ORGANISER, { type: 'add_bot', botLevel: 'beginner', name: `Bot ${i + 1}` });
    expectRefused(
      d.try(ORGANISER, { type: 'add_bot', botLevel: 'champion', name: 'One more' }),
      `A tournament takes at most ${MAX_TOURNAMENT_BOTS} bots.`,
    );
    d.addPlayers(2);
  });

  it('frees the place of a player who withdraws before the start', () => {
    const d = new Driver(settings({ capacity: 2 }));
    d.addPlayers(1);
    d.run(PLAYER, { type: 'register', player: facts });
    d.run(PLAYER, { type: 'withdraw' });
    expect(d.s.entrants.find((e) => e.userId === 'u9')?.status).toBe('withdrawn');
    d.run(ORGANISER, { type: 'add_bot', botLevel: 'beginner', name: 'Beginner bot' });
    expectRefused(
      d.try(PLAYER, { type: 'withdraw' }),
      'You are not registered in this tournament.',
    );
  });

  it('lets only the organiser add players, bots, seeds and forbidden pairs', () => {
    const d = new Driver();
    d.addPlayers(2);
    const cases = [
      [{ type: 'add_player', player: facts }, 'add players'],
      [{ type: 'add_bot', botLevel: 'casual', name: 'Casual bot' }, 'enter bots'],
      [{ type: 'remove_player', entrantId: 'e1', reason: 'x' }, 'remove players'],
      [{ type: 'set_seeds', order: ['e2', 'e1'] }, 'set the seeds'],
      [{ type: 'add_forbidden_pair', a: 'e1', b: 'e2' }, 'forbid pairings'],
      [{ type: 'start' }, 'start the tournament'],
      [{ type: 'pause' }, 'pause the tournament'],
      [{ type: 'resume' }, 'resume the tournament'],
      [{ type: 'cancel', reason: 'x' }, 'cancel the tournament'],
    ] as const;
    for (const [command, verb] of cases)
      expectRefused(d.try(PLAYER, command), `Only the organiser can ${verb}.`);
  });
});

describe('seeding and forbidden pairs', () => {
  it('seeds by rating by default and by the organiser’s order once set', () => {
    const d = new Driver();
    d.addPlayers(3, (i) => 1000 + 100 * i);
    expect(toTournamentState(d.s).players.map((p) => p.id)).toEqual(['e3', 'e2', 'e1']);
    d.run(ORGANISER, { type: 'set_seeds', order: ['e1'] });
    expect(toTournamentState(d.s).players.map((p) => p.id)).toEqual(['e1', 'e3', 'e2']);
    expectRefused(d.try(ORGANISER, { type: 'set_seeds', order: ['e1', 'e1'] }), /only one seed/);
    expectRefused(
      d.try(ORGANISER, { type: 'set_seeds', order: ['e7'] }),
      /not a registered player/,
    );
  });

  it('keeps a forbidden pair apart in round 1 of a Swiss', () => {
    const d = new Driver();
    d.addPlayers(4, (i) => 2000 - i);
    // Without it, round 1 pairs the top half against the bottom half: e1–e3, e2–e4.
    d.run(ORGANISER, { type: 'add_forbidden_pair', a: 'e1', b: 'e3' });
    expectRefused(
      d.try(ORGANISER, { type: 'add_forbidden_pair', a: 'e3', b: 'e1' }),
      /already kept apart/,
    );
    d.run(ORGANISER, { type: 'start' });
    const pairs = d.s.rounds[0]?.matches.map((m) => [m.a, m.b].sort().join('-'));
    expect(pairs).not.toContain('e1-e3');
  });

  it('refuses forbidden pairs outside Swiss', () => {
    const d = new Driver(settings({ format: 'round-robin' }));
    d.addPlayers(2);
    expectRefused(
      d.try(ORGANISER, { type: 'add_forbidden_pair', a: 'e1', b: 'e2' }),
      /Swiss tournaments only/,
    );
  });
});

describe('check-in and start', () => {
  const withCheckIn = settings({ checkInOpensAt: '2026-12-01T11:30:00Z' });

  it('accepts check-in only inside its window and drops who did not check in at the start', () => {
    const d = new Driver(withCheckIn);
    d.addPlayers(3);
    const u1 = { userId: 'u1' };
    expectRefused(d.try(u1, { type: 'check_in' }), 'Check-in has not opened yet.');
    d.now = new Date('2026-12-01T11:45:00Z');
    d.run(u1, { type: 'check_in' });
    d.run({ userId: 'u2' }, { type: 'check_in' });
    expectRefused(d.try(u1, { type: 'check_in' }), 'You have already checked in.');
    expectRefused(d.try(PLAYER, { type: 'check_in' }), /not registered/);
    d.now = new Date('2026-12-01T12:00:00Z');
    const events = d.run(null, { type: 'start' });
    expect(events[0]).toMatchObject({ type: 'check_in_closed', dropped: ['e3'] });
    expect(types(events).slice(1)).toEqual(['started', 'round_paired']);
    expect(d.s.entrants.find((e) => e.id === 'e3')?.status).toBe('dropped');
    expect(d.s.rounds[0]?.matches.flatMap((m) => [m.a, m.b])).not.toContain('e3');
  });

  it('refuses check-in in a tournament without one', () => {
    const d = new Driver();
    d.addPlayers(2);
    expectRefused(
      d.try({ userId: 'u1' }, { type: 'check_in' }),
      'This tournament has no check-in.',
    );
  });

  it('does not start early by itself, and is cancelled at the start with fewer than two players', () => {
    const d = new Driver();
    d.addPlayers(1);
    expectRefused(d.try(null, { type: 'start' }), 'It is not time to start yet.');
    expectRefused(d.try(ORGANISER, { type: 'start' }), 'At least two players are needed to start.');
    d.now = new Date('2026-12-01T12:00:00Z');
    expect(types(d.run(null, { type: 'start' }))).toEqual(['cancelled']);
    expectRefused(d.try(null, { type: 'start' }), 'The tournament has already started.');
  });

  it('creates round 1’s games with the match’s a in the first seat', () => {
    const d = new Driver();
    d.addPlayers(4);
    d.run(ORGANISER, { type: 'start' });
    const round = d.s.rounds[0];
    expect(round?.matches).toHaveLength(2);
    for (const m of round?.matches ?? []) expect(m.games[0]?.seats).toEqual([m.a, m.b]);
  });
});

describe('results and rounds', () => {
  it('pairs the next round only when the worker advances after the last game of a round', () => {
    const d = new Driver(settings({ rounds: 2 }));
    d.addPlayers(4);
    d.run(ORGANISER, { type: 'start' });
    const [first, second] = d.running();
    d.record(first?.g.gameId as string, 1, 40);
    expect(d.advance()).toEqual([]);
    d.record(second?.g.gameId as string, 0, -10);
    expect(d.s.rounds).toHaveLength(1);
    expect(types(d.advance())).toEqual(['round_paired']);
    expect(d.advance()).toEqual([]);
    for (const { g } of d.running()) d.record(g.gameId, 1, 5);
    expect(types(d.advance())).toEqual(['finished']);
    expect(d.s.status).toBe('finished');
  });

  it('records a game once: the second report of the same game appends nothing', () => {
    const d = new Driver();
    d.addPlayers(2);
    d.run(ORGANISER, { type: 'start' });
    const gameId = d.running()[0]?.g.gameId as string;
    expect(types(d.record(gameId, 1, 10))).toEqual(['game_result']);
    expect(d.record(gameId, 0, -10)).toEqual([]);
  });

  it('alternates seats in a best-of-3 match and plays a third game at one all', () => {
    const d = new Driver(settings({ format: 'single-elimination', bestOf: 3 }));
    d.addPlayers(2);
    d.run(ORGANISER, { type: 'start' });
    const match = () => d.s.rounds[0]?.matches[0];
    const m = match();
    d.record(d.running()[0]?.g.gameId as string, 1, 20);
    expect(match()?.games[1]?.seats).toEqual([m?.b, m?.a]);
    d.record(d.running()[0]?.g.gameId as string, 0, -30);
    expect(match()?.games[2]?.seats).toEqual([m?.a, m?.b]);
    d.record(d.running()[0]?.g.gameId as string, 1, 5);
    expect(match()?.outcome).toEqual({ kind: 'played', scoreA: 1, spread: -5 });
  });

  it('plays on after a drawn elimination game until someone wins', () => {
    const d = new Driver(settings({ format: 'single-elimination' }));
    d.addPlayers(2);
    d.run(ORGANISER, { type: 'start' });
    d.record(d.running()[0]?.g.gameId as string, 0.5, 0);
    expect(d.s.rounds[0]?.matches[0]?.games).toHaveLength(2);
  });

  it('keeps a best-of-3 elimination match open while it is level, even past two points each', () => {
    const d = new Driver(settings({ format: 'single-elimination', bestOf: 3 }));
    d.addPlayers(2);
    d.run(ORGANISER, { type: 'start' });
    for (let i = 0; i < 4; i++) d.record(d.running()[0]?.g.gameId as string, 0.5, 0);
    expect(d.s.rounds[0]?.matches[0]?.outcome).toBeNull();
    expect(d.s.rounds[0]?.matches[0]?.games).toHaveLength(5);
  });

  it('pauses between rounds: no pairing until resumed, and resume pairs at once', () => {
    const d = new Driver(settings({ rounds: 2 }));
    d.addPlayers(2);
    d.run(ORGANISER, { type: 'start' });
    d.run(ORGANISER, { type: 'pause' });
    expectRefused(d.try(ORGANISER, { type: 'pause' }), 'Only a running tournament can be paused.');
    d.record(d.running()[0]?.g.gameId as string, 1, 10);
    expect(d.advance()).toEqual([]);
    expect(types(d.run(ORGANISER, { type: 'resume' }))).toEqual(['resumed', 'round_paired']);
    expectRefused(d.try(ORGANISER, { type: 'resume' }), 'The tournament is not paused.');
  });
});

describe('corrections', () => {
  function started(format: 'swiss' | 'single-elimination' = 'swiss') {
    const d = new Driver(settings({ format, rounds: 2 }));
    d.addPlayers(4);
    d.run(ORGANISER, { type: 'start' });
    return d;
  }

  it('gives a forfeit win on a running game: the match is decided with the bye spread', () => {
    const d = started();
    const { m, g } = d.running()[0] as ReturnType<Driver['running']>[number];
    d.run(ORGANISER, {
      type: 'correct_result',
      target: { kind: 'game', gameId: g.gameId },
      correction: 'forfeit-win',
      entrantId: m.b,
      reason: 'no show',
    });
    expect(d.s.rounds[0]?.matches.find((x) => x.matchId === m.matchId)?.outcome).toEqual({
      kind: 'played',
      scoreA: 0,
      spread: -50,
    });
    expect(d.log.at(-1)).toMatchObject({ type: 'result_corrected', reason: 'no show', by: 'org' });
  });

  it('gives a forfeit loss on a match, and voids a played game so it is replayed', () => {
    const d = started();
    const [one, two] = d.running();
    d.run(ORGANISER, {
      type: 'correct_result',
      target: { kind: 'match', matchId: one?.m.matchId as string },
      correction: 'forfeit-loss',
      entrantId: one?.m.a as string,
      reason: 'late',
    });
    expect(d.s.rounds[0]?.matches[0]?.outcome).toMatchObject({ scoreA: 0 });
    d.record(two?.g.gameId as string, 1, 10);
    // That completed round 1: the organiser's void reopens it before the worker pairs.
    d.run(ORGANISER, {
      type: 'correct_result',
      target: { kind: 'game', gameId: two?.g.gameId as string },
      correction: 'void',
      entrantId: null,
      reason: 'wrong board',
    });
    const replayed = d.s.rounds[0]?.matches.find((x) => x.matchId === two?.m.matchId);
    expect(replayed?.games).toHaveLength(2);
    expect(replayed?.outcome).toBeNull();
  });

  it('records nothing when a corrected game ends: no second result, no forfeit counted', () => {
    const d = started();
    const [one, two] = d.running();
    d.run(ORGANISER, {
      type: 'correct_result',
      target: { kind: 'match', matchId: one?.m.matchId as string },
      correction: 'forfeit-win',
      entrantId: one?.m.a as string,
      reason: 'no show',
    });
    d.run(ORGANISER, {
      type: 'correct_result',
      target: { kind: 'game', gameId: two?.g.gameId as string },
      correction: 'forfeit-loss',
      entrantId: two?.m.a as string,
      reason: 'late',
    });
    const before = d.log.length;
    // The games end afterwards (the seat given against resigns before moving).
    d.record(one?.g.gameId as string, 0, -20, one?.m.b as string);
    d.record(two?.g.gameId as string, 0, -20, two?.m.a as string);
    expect(d.log.slice(before).filter((e) => e.type === 'game_result')).toEqual([]);
    expect(d.s.entrants.map((e) => e.forfeits)).toEqual([0, 0, 0, 0]);
    expect(d.s.rounds[0]?.matches.find((x) => x.matchId === one?.m.matchId)?.outcome).toMatchObject(
      { scoreA: 1 },
    );
  });

  it('voids a Swiss match: it counts for nobody', () => {
    const d = started();
    const { m } = d.running()[0] as ReturnType<Driver['running']>[number];
    d.run(ORGANISER, {
      type: 'correct_result',
      target: { kind: 'match', matchId: m.matchId },
      correction: 'void',
      entrantId: null,
      reason: 'collusion',
    });
    const standings = computeStandings(toTournamentState(d.s, { partial: true }));
    expect(standings.find((x) => x.id === m.a)).toMatchObject({ wins: 0, losses: 0 });
  });

  it('lets an organiser who plays only concede their own match: a forfeit win for the opponent, or a loss for themselves', () => {
    const d = new Driver(settings({ rounds: 2 }));
    d.run(ORGANISER, {
      type: 'add_player',
      player: { userId: ORGANISER.userId, name: 'Organiser', rating: null },
    });
    d.addPlayers(3);
    d.run(ORGANISER, { type: 'start' });
    const me = d.s.entrants.find((e) => e.userId === ORGANISER.userId)?.id as string;
    const mine = d.running().find(({ m }) => m.a === me || m.b === me);
    const theirs = d.running().find(({ m }) => m.a !== me && m.b !== me);
    if (!mine || !theirs) throw new Error('expected the organiser’s game and another');
    const opponent = (mine.m.a === me ? mine.m.b : mine.m.a) as string;
    const correct = (correction: string, entrantId: string | null, gameId = mine.g.gameId) =>
      d.try(ORGANISER, {
        type: 'correct_result',
        target: { kind: 'game', gameId },
        correction,
        entrantId,
        reason: 'r',
      } as never);
    const ownMatch = /You play in this match: you may only concede it/;
    expectRefused(correct('forfeit-win', me), ownMatch);
    expectRefused(correct('forfeit-loss', opponent), ownMatch);
    expectRefused(correct('void', null), ownMatch);
    // Another match is theirs to decide as any organiser's.
    expect(correct('void', null, theirs.g.gameId).ok).toBe(true);
    // Conceding is: the opponent wins the game.
    expect(correct('forfeit-loss', me).ok).toBe(true);
    const game = d.s.rounds[0]?.matches
      .find((m) => m.matchId === mine.m.matchId)
      ?.games.find((g) => g.gameId === mine.g.gameId);
    expect(game?.correction).toMatchObject({ kind: 'forfeit-loss', entrantId: me });
  });

  it('refuses corrections that cannot be made, each with its sentence', () => {
    const d = started('single-elimination');
    const { m, g } = d.running()[0] as ReturnType<Driver['running']>[number];
    const correct = (over: object) =>
      d.try(ORGANISER, {
        type: 'correct_result',
        target: { kind: 'game', gameId: g.gameId },
        correction: 'forfeit-win',
        entrantId: m.a,
        reason: 'r',
        ...over,
      } as never);
    expectRefused(
      correct({ target: { kind: 'match', matchId: m.matchId }, correction: 'void' }),
      /needs a winner/,
    );
    expectRefused(correct({ entrantId: 'e99' }), /which player/);
    expectRefused(
      correct({ target: { kind: 'game', gameId: 'nope' } }),
      /not part of the tournament/,
    );
    expectRefused(correct({ target: { kind: 'match', matchId: 'r9m9' } }), /no such match/);
    expectRefused(
      d.try(PLAYER, {
        type: 'correct_result',
        target: { kind: 'game', gameId: g.gameId },
        correction: 'void',
        entrantId: null,
        reason: 'r',
      }),
      'Only the organiser can correct results.',
    );
  });
});

describe('corrections after the last round', () => {
  const DAY = 86_400_000;
  type Format = 'swiss' | 'single-elimination' | 'double-elimination';

  /** A finished event: in every game the match's `a` wins (or b, with `bWins`). */
  function finished(format: Format, players = 4, bWins = false) {
    const d = new Driver(settings({ format, rounds: 2 }));
    d.addPlayers(players, (i) => 2000 - i);
    d.run(ORGANISER, { type: 'start' });
    for (let guard = 0; d.s.status === 'running' && guard < 20; guard++) {
      for (const { g } of d.running()) d.record(g.gameId, bWins ? 0 : 1, bWins ? -10 : 10);
      d.advance();
    }
    expect(d.s.status).toBe('finished');
    // A day after the last round: inside the window.
    d.now = new Date(Date.parse(d.s.finishedAt as string) + DAY);
    return d;
  }
  /** The last round's (only) match. */
  const lastMatch = (d: Driver) => {
    const m = d.s.rounds.at(-1)?.matches[0];
    if (!m?.b) throw new Error('no match in the last round');
    return { ...m, b: m.b };
  };
  const correct = (
    d: Driver,
    over: Partial<{ target: object; correction: string; entrantId: string | null }> = {},
    actor: { userId: string } | null = ORGANISER,
  ) =>
    d.try(actor, {
      type: 'correct_result',
      target: { kind: 'match', matchId: lastMatch(d).matchId },
      correction: 'forfeit-loss',
      entrantId: lastMatch(d).a,
      reason: 'disputed after the final round',
      ...over,
    } as never);

  it('re-derives the final standings and the winner of a finished Swiss, which stays finished', () => {
    const d = finished('swiss');
    const winnerBefore = d.s.finalStandings?.[0]?.entrantId;
    // Round 1's match the winner won: given to their opponent.
    const theirs = d.s.rounds[0]?.matches.find((m) => m.a === winnerBefore || m.b === winnerBefore);
    const decision = correct(d, {
      target: { kind: 'match', matchId: theirs?.matchId as string },
      entrantId: winnerBefore as string,
    });
    expect(decision.ok).toBe(true);
    expect(types(d.log.slice(-2))).toEqual(['result_corrected', 'standings_revised']);
    expect(d.s.status).toBe('finished');
    expect(d.s.finalStandings).toEqual(toFinalStandings(computeStandings(toTournamentState(d.s))));
    expect(d.s.finalStandings?.[0]?.entrantId).not.toBe(winnerBefore);
    expect(d.s.finalStandings?.find((x) => x.entrantId === winnerBefore)?.losses).toBe(1);
    // The log is the truth: rebuilt, the revised standings stand; no round is paired again.
    expect(rebuild(d.log)).toEqual(d.s);
    expect(d.s.rounds).toHaveLength(2);
  });

  it(`refuses a correction ${CORRECTION_WINDOW_DAYS} days after the tournament finished: its results are final`, () => {
    const d = finished('swiss');
    const finishedAt = Date.parse(d.s.finishedAt as string);
    expect(correctionsUntil(d.s)).toBe(
      new Date(finishedAt + CORRECTION_WINDOW_DAYS * DAY).toISOString(),
    );
    d.now = new Date(finishedAt + CORRECTION_WINDOW_DAYS * DAY - 1);
    expect(correct(d).ok).toBe(true);
    d.now = new Date(finishedAt + CORRECTION_WINDOW_DAYS * DAY);
    expectRefused(
      correct(d, { entrantId: lastMatch(d).b }),
      `The tournament finished more than ${CORRECTION_WINDOW_DAYS} days ago: its results are final.`,
    );
  });

  it('gives the final of a finished single elimination to the other player: the champion changes', () => {
    const d = finished('single-elimination');
    const final = lastMatch(d);
    expect(d.s.finalStandings?.[0]?.entrantId).toBe(final.a);
    correct(d, { entrantId: final.a });
    expect(matchWinner(lastMatch(d))).toBe(final.b);
    expect(d.s.finalStandings?.[0]?.entrantId).toBe(final.b);
    expect(d.s.finalStandings?.[1]?.entrantId).toBe(final.a);
    expect(d.s.status).toBe('finished');
    // How far each got follows: the new champion placed first, the old one out in the final.
    expect(entrantPlacing(d.s, final.b)).toEqual({ kind: 'placed', rank: 1, of: 4 });
    expect(entrantPlacing(d.s, final.a)).toEqual({ kind: 'out', round: 2, rounds: 2 });
  });

  it('refuses a correction of an earlier round of a finished elimination bracket, saying why', () => {
    const d = finished('single-elimination');
    const semi = d.s.rounds[0]?.matches[0];
    expectRefused(
      correct(d, {
        target: { kind: 'match', matchId: semi?.matchId as string },
        entrantId: semi?.a as string,
      }),
      'In a finished elimination event only the last round’s results can be corrected: the rounds after this one were paired from its result.',
    );
  });

  it('refuses a void after the last round that would need a game replayed', () => {
    const swiss = finished('swiss');
    const game = swiss.s.rounds[0]?.matches[0]?.games[0];
    expectRefused(
      correct(swiss, {
        target: { kind: 'game', gameId: game?.gameId as string },
        correction: 'void',
        entrantId: null,
      }),
      'The tournament is over: a voided game cannot be replayed, so void the whole match or give a forfeit instead.',
    );
    // A whole Swiss match voided counts for nobody, and needs no game.
    expect(correct(swiss, { correction: 'void', entrantId: null }).ok).toBe(true);
    expect(swiss.s.finalStandings?.find((x) => x.entrantId === lastMatch(swiss).a)?.wins).toBe(1);

    const bracket = finished('single-elimination');
    expectRefused(
      correct(bracket, {
        target: { kind: 'game', gameId: lastMatch(bracket).games[0]?.gameId as string },
        correction: 'void',
        entrantId: null,
      }),
      'The tournament is over: a voided game cannot be replayed, so give a forfeit instead.',
    );
  });

  it('refuses to give a finished double elimination’s grand final to the losers’ bracket player: that calls for a reset', () => {
    const d = finished('double-elimination');
    const final = lastMatch(d);
    expect(bracketParts(d.s).get(final.matchId)).toBe('final');
    const winnersPlayer = d.s.finalStandings?.[0]?.entrantId as string;
    expectRefused(
      correct(d, { entrantId: winnersPlayer }),
      /would call for another round .* a finished tournament plays no more games/,
    );
    // A reset that was played can be given either way: the champion changes.
    const reset = finished('double-elimination', 4, true);
    const last = lastMatch(reset);
    expect(bracketParts(reset.s).get(last.matchId)).toBe('reset');
    const champion = reset.s.finalStandings?.[0]?.entrantId as string;
    expect(correct(reset, { entrantId: champion }).ok).toBe(true);
    expect(reset.s.finalStandings?.[0]?.entrantId).toBe(champion === last.a ? last.b : last.a);
  });

  it('lets only the organiser correct a finished tournament, and never a cancelled one', () => {
    const d = finished('swiss');
    expectRefused(correct(d, {}, PLAYER), 'Only the organiser can correct results.');
    expectRefused(correct(d, {}, { userId: 'u1' }), 'Only the organiser can correct results.');
    expectRefused(correct(d, {}, null), 'Only the organiser can correct results.');
    const c = new Driver();
    c.addPlayers(2);
    expectRefused(
      c.try(ORGANISER, {
        type: 'correct_result',
        target: { kind: 'match', matchId: 'r1m1' },
        correction: 'void',
        entrantId: null,
        reason: 'r',
      }),
      'There are no results to correct before the tournament starts.',
    );
    c.run(ORGANISER, { type: 'cancel', reason: 'snow' });
    expectRefused(
      c.try(ORGANISER, {
        type: 'correct_result',
        target: { kind: 'match', matchId: 'r1m1' },
        correction: 'void',
        entrantId: null,
        reason: 'r',
      }),
      'The tournament was cancelled: its results cannot be corrected.',
    );
  });
});

describe('removal and forfeits', () => {
  it('removes a player mid-event: their running game is forfeited and they are never paired again', () => {
    const d = new Driver(settings({ rounds: 3 }));
    d.addPlayers(4);
    d.run(ORGANISER, { type: 'start' });
    const { m, g } = d.running()[0] as ReturnType<Driver['running']>[number];
    const events = d.run(ORGANISER, {
      type: 'remove_player',
      entrantId: m.a,
      reason: 'abusive chat',
    });
    expect(events[0]).toMatchObject({ type: 'player_removed', reason: 'abusive chat' });
    expect(events[1]).toMatchObject({
      type: 'game_result',
      gameId: g.gameId,
      scoreA: 0,
      forfeitBy: m.a,
    });
    for (const { g: other } of d.running()) d.record(other.gameId, 1, 1);
    d.advance();
    const later = d.s.rounds.slice(1).flatMap((r) => r.matches.flatMap((x) => [x.a, x.b]));
    expect(later).not.toContain(m.a);
    expectRefused(
      d.try(ORGANISER, { type: 'remove_player', entrantId: m.a, reason: 'again' }),
      /no longer plays/,
    );
  });

  it('removes a player automatically at the organiser’s forfeit limit', () => {
    const d = new Driver(settings({ rounds: 3, forfeitLimit: 2 }));
    d.addPlayers(2);
    d.run(ORGANISER, { type: 'start' });
    const forfeitFirst = () => {
      const { m, g } = d.running()[0] as ReturnType<Driver['running']>[number];
      const loser = 'e1';
      return d.record(g.gameId, m.a === loser ? 0 : 1, m.a === loser ? -50 : 50, loser);
    };
    expect(types(forfeitFirst())).toEqual(['game_result']);
    d.advance();
    expect(types(forfeitFirst())).toEqual(['game_result', 'auto_removed']);
    expect(d.s.entrants[0]).toMatchObject({ status: 'removed', forfeits: 2 });
  });

  it('lets a player withdraw mid-event, forfeiting their running game', () => {
    const d = new Driver();
    d.addPlayers(2);
    d.run(ORGANISER, { type: 'start' });
    const events = d.run({ userId: 'u2' }, { type: 'withdraw' });
    expect(types(events).slice(0, 2)).toEqual(['player_withdrew', 'game_result']);
    // Alone, the other player takes a bye in each round left, and the event finishes.
    expect(d.s.status).toBe('finished');
  });
});

describe('rebuild', () => {
  it('rebuilds a finished tournament from its log with the same standings', () => {
    const d = new Driver(settings({ rounds: 3 }));
    d.addPlayers(5, (i) => 1400 + i);
    d.run(ORGANISER, { type: 'start' });
    for (let guard = 0; d.s.status === 'running' && guard < 20; guard++) {
      for (const { g } of d.running()) d.record(g.gameId, g.gameNumber % 2 ? 1 : 0, 12);
      d.advance();
    }
    expect(d.s.status).toBe('finished');
    const rebuilt = rebuild(d.log);
    expect(rebuilt).toEqual(d.s);
    expect(rebuilt.finalStandings).toEqual(
      toFinalStandings(computeStandings(toTournamentState(rebuilt))),
    );
  });

  it('refuses every command on a tournament that does not exist but create', () => {
    const d = new Driver();
    d.state = null;
    expectRefused(d.try(ORGANISER, { type: 'start' }), 'There is no such tournament.');
  });
});

describe('bracket parts', () => {
  it('names the winners’ and losers’ brackets, the grand final and its reset in a double elimination', () => {
    const d = new Driver(settings({ format: 'double-elimination' }));
    d.addPlayers(4, (i) => 2000 - i);
    d.run(ORGANISER, { type: 'start' });
    // The lower seed (b) wins every game, so the losers' champion wins the final: a reset.
    for (let guard = 0; d.s.status === 'running' && guard < 20; guard++) {
      for (const { g } of d.running()) d.record(g.gameId, 0, -10);
      d.advance();
    }
    expect(d.s.status).toBe('finished');
    const parts = bracketParts(d.s);
    const byRound = d.s.rounds.map((r) => r.matches.map((m) => parts.get(m.matchId)));
    expect(byRound).toEqual([
      ['winners', 'winners'],
      ['winners', 'losers'],
      ['losers'],
      ['final'],
      ['reset'],
    ]);
  });

  it('names no parts outside double elimination', () => {
    const d = new Driver(settings({ format: 'single-elimination' }));
    d.addPlayers(2);
    d.run(ORGANISER, { type: 'start' });
    expect(bracketParts(d.s).size).toBe(0);
  });
});
