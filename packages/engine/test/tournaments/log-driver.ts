/**
 * Drives a tournament log the way the game domain does, without a database: commands
 * through `decide`, events appended, games "created" for every game due (ids g1, g2, …)
 * and results recorded as the system. The log is kept so tests can rebuild it.
 */
import { expect } from 'vitest';
import {
  decide,
  evolve,
  gamesDue,
  rebuild,
  type TournamentActor,
  type TournamentCommand,
  type TournamentEvent,
  type TournamentLogState,
  type TournamentSettings,
} from '../../src/tournaments/log/index';

export const ORGANISER = { userId: 'org' };
export const T0 = new Date('2026-12-01T10:00:00Z');

export function settings(overrides: Partial<TournamentSettings> = {}): TournamentSettings {
  return {
    name: 'Winter open',
    description: '',
    format: 'swiss',
    ruleset: 'wordrise',
    timeControl: { kind: 'none' },
    rated: false,
    rounds: 3,
    bestOf: 1,
    capacity: 16,
    registrationOpensAt: '2026-12-01T09:00:00Z',
    registrationClosesAt: '2026-12-01T11:00:00Z',
    startsAt: '2026-12-01T12:00:00Z',
    checkInOpensAt: null,
    forfeitLimit: 0,
    ...overrides,
  };
}

export class Driver {
  readonly log: TournamentEvent[] = [];
  state: TournamentLogState | null = null;
  now = T0;
  private games = 0;

  constructor(s: TournamentSettings = settings(), createdAt = new Date('2026-12-01T08:00:00Z')) {
    this.now = createdAt;
    this.run(ORGANISER, { type: 'create', settings: s });
    this.now = T0;
  }

  get s(): TournamentLogState {
    if (!this.state) throw new Error('no tournament');
    return this.state;
  }

  /** Decides and appends; the refusal when refused (nothing appended). */
  try(actor: TournamentActor, command: TournamentCommand) {
    const decision = decide(this.state, actor, command, this.now);
    if (!decision.ok) return decision;
    for (const e of decision.events) this.append(e);
    this.createDueGames();
    return decision;
  }

  /** Like `try`, failing the test on a refusal. */
  run(actor: TournamentActor, command: TournamentCommand): TournamentEvent[] {
    const decision = this.try(actor, command);
    if (!decision.ok) throw new Error(`refused: ${decision.error.message}`);
    return decision.events;
  }

  append(e: TournamentEvent) {
    this.log.push(e);
    this.state = this.state === null ? rebuild([e]) : evolve(this.state, e);
  }

  /** The domain's part: a game for every game due, seats as given. */
  createDueGames() {
    for (const due of gamesDue(this.s)) {
      this.games += 1;
      this.append({
        type: 'game_created',
        at: this.now.toISOString(),
        by: null,
        round: due.round,
        matchId: due.matchId,
        gameId: `g${this.games}`,
        gameNumber: due.gameNumber,
        seats: due.seats,
      });
    }
  }

  /** Games still running, with their match. */
  running() {
    return this.s.rounds.flatMap((r) =>
      r.matches.flatMap((m) =>
        m.games.filter((g) => g.result === null && g.correction === null).map((g) => ({ m, g })),
      ),
    );
  }

  addPlayers(n: number, ratings: (i: number) => number | null = () => null) {
    for (let i = 1; i <= n; i++)
      this.run(ORGANISER, {
        type: 'add_player',
        player: { userId: `u${i}`, name: `Player ${i}`, rating: ratings(i) },
      });
  }

  record(gameId: string, scoreA: 1 | 0.5 | 0, spread: number, forfeitBy: string | null = null) {
    return this.run(null, { type: 'record_game', gameId, scoreA, spread, forfeitBy });
  }

  /** The worker's job: pair the next round or finish. */
  advance() {
    return this.run(null, { type: 'advance' });
  }
}

export function expectRefused(result: ReturnType<Driver['try']>, message: string | RegExp): void {
  expect(result.ok).toBe(false);
  if (!result.ok) expect(result.error.message).toMatch(message);
}
