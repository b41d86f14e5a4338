/**
 * `runCommand`: the one way a tournament changes. In one transaction with the
 * tournament's row locked: read the log, rebuild, decide, append; create the games
 * now due; end the games of players who left; update the projections; enqueue the
 * worker's next step. A refusal writes nothing.
 */
import { notifyTournament } from '../live/notify';
import { tournaments } from '@wordrise/db';
import {
  advanceDue,
  decide,
  evolve,
  gamesDue,
  rebuild,
  type TournamentActor,
  type TournamentCommand,
  type TournamentEvent,
  type TournamentLogState,
  type TournamentMatch,
  type TournamentRefusal,
} from '@wordrise/engine';
import type { Database } from '@wordrise/db';
import type { Transaction } from '../db-types';
import { enqueueTournamentJob, queueExists } from '../jobs/queue';
import { GameRefusal } from '../refusal';
import { abandonGame, createTournamentGame, resignSeat, type SeatEndedBy } from './games';
import {
  appendTournamentEvents,
  databaseNow,
  lockTournament,
  projection,
  readTournamentLog,
  saveProjections,
} from './log-store';

export const toRefusal = (r: TournamentRefusal) =>
  new GameRefusal(
    r.kind === 'bad-request' || r.kind === 'not-found'
      ? { kind: r.kind, message: r.message, ...(r.field ? { field: r.field } : {}) }
      : { kind: r.kind, message: r.message },
  );

/** What a command did: the state after it, and how many events it appended (0: nothing). */
export interface CommandOutcome {
  readonly state: TournamentLogState;
  readonly appended: number;
}

/** Runs a command on an existing tournament in `tx`. */
export async function runCommandIn(
  tx: Transaction,
  tournamentId: string,
  actor: TournamentActor,
  command: TournamentCommand,
  /** The time to judge by (tests); the database's once the tournament is locked. */
  at?: Date,
): Promise<CommandOutcome> {
  await lockTournament(tx, tournamentId);
  const now = at ?? (await databaseNow(tx));
  const log = await readTournamentLog(tx, tournamentId);
  const before = rebuild(log);
  const decision = decide(before, actor, command, now);
  if (!decision.ok) throw toRefusal(decision.error);

  const appended: TournamentEvent[] = [...decision.events];
  let s = decision.events.reduce(evolve, before);
  for (const due of gamesDue(s)) {
    const gameId = await createTournamentGame(tx, tournamentId, s, due);
    const created: TournamentEvent = {
      type: 'game_created',
      at: now.toISOString(),
      by: null,
      ...due,
      gameId,
    };
    appended.push(created);
    s = evolve(s, created);
  }
  if (appended.length === 0) return { state: s, appended: 0 };
  await appendTournamentEvents(tx, tournamentId, log.length, appended);
  await saveProjections(tx, tournamentId, s);
  // Its pages re-read it when this commits (LISTEN/NOTIFY: `tournament.changes`).
  await notifyTournament(tx, tournamentId, s.revision);
  await scheduleNext(tx, tournamentId, before, s);
  // Last: ending a game runs its game-over steps, which come back here (and find nothing to do).
  await endForfeitedGames(tx, s, appended);
  return { state: s, appended: appended.length };
}

/** `runCommandIn` in a transaction of its own. */
export function runCommand(
  db: Database,
  tournamentId: string,
  actor: TournamentActor,
  command: TournamentCommand,
  at?: Date,
): Promise<CommandOutcome> {
  return db.transaction((tx) => runCommandIn(tx, tournamentId, actor, command, at));
}

/** Creates a tournament from its organiser's settings; its id. */
export async function createTournamentIn(
  tx: Transaction,
  organiserId: string,
  command: Extract<TournamentCommand, { type: 'create' }>,
  at?: Date,
): Promise<string> {
  const now = at ?? (await databaseNow(tx));
  const decision = decide(null, { userId: organiserId }, command, now);
  if (!decision.ok) throw toRefusal(decision.error);
  const s = rebuild(decision.events);
  const [row] = await tx
    .insert(tournaments)
    .values(projection(s))
    .returning({ id: tournaments.id });
  if (!row) throw new Error('insert returned nothing');
  await appendTournamentEvents(tx, row.id, 0, decision.events);
  await scheduleNext(tx, row.id, null, s);
  return row.id;
}

/**
 * The worker's part: the start job at the start time (again when it moves), and the
 * advance job once the current round is complete. Without a queue (no worker has
 * run yet) the round is paired here and now.
 */
async function scheduleNext(
  tx: Transaction,
  tournamentId: string,
  before: TournamentLogState | null,
  s: TournamentLogState,
): Promise<void> {
  const startMoved = before === null || before.settings.startsAt !== s.settings.startsAt;
  const startDue = s.status === 'registration' && startMoved;
  const advance = advanceDue(s);
  if (!startDue && !advance) return;
  if (!(await queueExists(tx))) {
    if (advance) await runCommandIn(tx, tournamentId, null, { type: 'advance' });
    return;
  }
  if (startDue)
    await enqueueTournamentJob(tx, {
      task: 'tournament_start',
      payload: { tournamentId },
      runAt: new Date(s.settings.startsAt),
    });
  if (advance)
    await enqueueTournamentJob(tx, {
      task: 'tournament_advance',
      payload: { tournamentId, round: s.rounds.length },
      runAt: null,
    });
}

/**
 * Games the log now counts as forfeited (a player left, or a forfeit was given on a
 * running game or its match) end by the loser's resignation, so nobody plays on in them;
 * a running game the organiser voided, alone or with its match, is called off (a voided
 * game's match plays a new one). Whose act the resignation is comes from who issued the
 * command (the event's `by`): the loser's own (they withdrew), else the organiser's (a
 * forfeit correction, a removal), recorded as theirs and never rated.
 */
async function endForfeitedGames(
  tx: Transaction,
  s: TournamentLogState,
  appended: readonly TournamentEvent[],
): Promise<void> {
  const matches = s.rounds.flatMap((r) => r.matches);
  const loserOf = (
    m: TournamentMatch | undefined,
    correction: 'forfeit-loss' | 'forfeit-win',
    entrantId: string | null,
  ) => {
    const other = m?.a === entrantId ? m?.b : m?.a;
    return correction === 'forfeit-loss' ? entrantId : (other ?? null);
  };
  for (const e of appended) {
    let ending: { gameId: string; loser: string | null }[] = [];
    if (e.type === 'result_corrected') {
      const { target, correction } = e;
      const m =
        target.kind === 'match'
          ? matches.find((x) => x.matchId === target.matchId)
          : matches.find((x) => x.games.some((g) => g.gameId === target.gameId));
      const gameIds =
        target.kind === 'game'
          ? [target.gameId]
          : (m?.games.filter((g) => g.result === null).map((g) => g.gameId) ?? []);
      if (correction === 'void') {
        for (const gameId of gameIds) await abandonGame(tx, gameId);
        continue;
      }
      const loser = loserOf(m, correction, e.entrantId);
      ending = gameIds.map((gameId) => ({ gameId, loser }));
    } else if (e.type === 'game_result' && e.forfeitBy !== null) {
      ending = [{ gameId: e.gameId, loser: e.forfeitBy }];
    }
    const endedBy = (loser: string): SeatEndedBy => {
      const own = s.entrants.find((x) => x.id === loser)?.userId ?? null;
      // The system (by null) removes a player after their own forfeits (`auto_removed`):
      // the log has then decided their games already, so none is running; were one, the
      // forfeits behind it are the player's own.
      if (e.by === null || e.by === own) return { by: 'own' };
      return { by: 'organiser', userId: e.by };
    };
    for (const { gameId, loser } of ending) {
      if (loser === null) continue;
      const game = matches.flatMap((m) => m.games).find((g) => g.gameId === gameId);
      const seat = game?.seats.indexOf(loser) ?? -1;
      if (seat >= 0) await resignSeat(tx, gameId, seat, endedBy(loser));
    }
  }
}
