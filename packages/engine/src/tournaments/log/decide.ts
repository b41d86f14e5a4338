/**
 * `decide(state, actor, command, now)`: the events a command appends, or why it is
 * refused. Pure: the caller reads the log, rebuilds, decides and appends under a lock,
 * so two commands never decide from the same state. Commands of the system (`actor`
 * null: the worker, a game that ended) are idempotent: asked twice, the second time
 * appends nothing.
 */
import { err, ok, type Result } from '../../result';
import { computeStandings } from '../standings';
import { pairNextRound } from '../pair';
import type {
  PlayerFacts,
  TournamentActor,
  TournamentCommand,
  TournamentRefusal,
} from './commands';
import type { EntrantEntry, PairedMatch, TournamentEvent, TournamentSettings } from './events';
import { BYE_SPREAD, gameCounts } from './match';
import { roundComplete, toFinalStandings, toTournamentState } from './pairing-state';
import { checkSettings } from './settings';
import { evolve, gameLocation } from './state';
import type { TournamentLogState, TournamentMatch } from './state-types';

export type Decision = Result<{ events: TournamentEvent[] }, TournamentRefusal>;

/**
 * The most bots one tournament takes: enough to fill out a field of people, not so many that
 * an organiser could have the server play hundreds of bot-against-bot games every round.
 */
export const MAX_TOURNAMENT_BOTS = 8;

/**
 * How long after the last round the organiser may still correct a result (a dispute raised
 * after the final game): after that the results are final.
 */
export const CORRECTION_WINDOW_DAYS = 7;

/**
 * Until when (ISO time, exclusive) the organiser may correct a finished tournament's results;
 * null when it has not finished.
 */
export function correctionsUntil(s: Pick<TournamentLogState, 'finishedAt'>): string | null {
  if (s.finishedAt === null) return null;
  return new Date(Date.parse(s.finishedAt) + CORRECTION_WINDOW_DAYS * 86_400_000).toISOString();
}

type Draft = TournamentEvent extends infer E
  ? E extends TournamentEvent
    ? Omit<E, 'at' | 'by'>
    : never
  : never;

const refuse = (kind: TournamentRefusal['kind'], message: string, field?: string): Decision =>
  err(field ? { kind, message, field } : { kind, message });

const ORGANISER_VERBS: Partial<Record<TournamentCommand['type'], string>> = {
  edit: 'edit the tournament',
  add_player: 'add players',
  add_bot: 'enter bots',
  remove_player: 'remove players',
  set_seeds: 'set the seeds',
  add_forbidden_pair: 'forbid pairings',
  remove_forbidden_pair: 'allow pairings again',
  start: 'start the tournament',
  pause: 'pause the tournament',
  resume: 'resume the tournament',
  correct_result: 'correct results',
  cancel: 'cancel the tournament',
};

export const ORGANISER_ONLY = (verb: string) => `Only the organiser can ${verb}.`;

export function decide(
  state: TournamentLogState | null,
  actor: TournamentActor,
  command: TournamentCommand,
  now: Date,
): Decision {
  const at = now.toISOString();
  const by = actor?.userId ?? null;
  const stamp = (drafts: readonly Draft[]): Decision =>
    ok({ events: drafts.map((d) => ({ ...d, at, by }) as TournamentEvent) });

  if (command.type === 'create') {
    if (state !== null) return refuse('conflict', 'This tournament exists already.');
    if (actor === null) return refuse('forbidden', 'A tournament is created by its organiser.');
    const bad = checkSettings(command.settings);
    if (bad) return err(bad);
    if (Date.parse(command.settings.startsAt) <= now.getTime())
      return refuse('bad-request', 'The start time must be in the future.', 'startsAt');
    return stamp([{ type: 'created', settings: command.settings }]);
  }
  if (state === null) return refuse('not-found', 'There is no such tournament.');
  const s = state;

  const verb = ORGANISER_VERBS[command.type];
  const systemMay = command.type === 'start';
  if (verb && !(actor === null && systemMay) && actor?.userId !== s.organiserId)
    return refuse('forbidden', ORGANISER_ONLY(verb));
  if ((command.type === 'record_game' || command.type === 'advance') && actor !== null)
    return refuse('forbidden', 'Only the tournament itself records results and pairs rounds.');

  const before = s.status === 'registration';
  const over = s.status === 'finished' || s.status === 'cancelled';
  const started = () =>
    refuse('conflict', 'The tournament has started: this can no longer be changed.');
  const ended = () => refuse('conflict', 'The tournament is over.');
  const full = () =>
    s.entrants.filter((e) => e.status === 'active').length >= s.settings.capacity
      ? refuse('conflict', 'The tournament is full.')
      : null;
  const own = () =>
    actor === null
      ? undefined
      : s.entrants.find((e) => e.userId === actor.userId && e.status === 'active');
  const nextEntrantId = `e${s.entrants.length + 1}`;

  switch (command.type) {
    case 'edit': {
      if (!before) return started();
      // Only what differs is a change (a form sends every field): the log says what changed.
      const changes = changedSettings(s.settings, command.changes);
      if (Object.keys(changes).length === 0) return refuse('bad-request', 'Nothing to change.');
      const settings = { ...s.settings, ...changes };
      const bad = checkSettings(settings);
      if (bad) return err(bad);
      const active = s.entrants.filter((e) => e.status === 'active').length;
      if (settings.capacity < active)
        return refuse(
          'bad-request',
          `${active} players are registered: the capacity cannot be lower.`,
          'capacity',
        );
      return stamp([{ type: 'edited', changes }]);
    }

    case 'register': {
      if (over) return ended();
      if (!before)
        return refuse('conflict', 'Registration has closed: the tournament has started.');
      const t = now.getTime();
      if (t < Date.parse(s.settings.registrationOpensAt))
        return refuse('conflict', 'Registration has not opened yet.');
      if (t >= Date.parse(s.settings.registrationClosesAt))
        return refuse('conflict', 'Registration has closed.');
      if (own()) return refuse('conflict', 'You are already registered.');
      const isFull = full();
      if (isFull) return isFull;
      return stamp([{ type: 'player_registered', ...entry(nextEntrantId, command.player) }]);
    }

    case 'add_player': {
      if (!before) return started();
      if (s.entrants.some((e) => e.userId === command.player.userId && e.status === 'active'))
        return refuse('conflict', `${command.player.name} is already registered.`);
      const isFull = full();
      if (isFull) return isFull;
      return stamp([{ type: 'player_added', ...entry(nextEntrantId, command.player) }]);
    }

    case 'add_bot': {
      if (!before) return started();
      const isFull = full();
      if (isFull) return isFull;
      const bots = s.entrants.filter((e) => e.botLevel !== null && e.status === 'active');
      if (bots.length >= MAX_TOURNAMENT_BOTS)
        return refuse('conflict', `A tournament takes at most ${MAX_TOURNAMENT_BOTS} bots.`);
      return stamp([
        {
          type: 'player_added',
          entrantId: nextEntrantId,
          userId: null,
          botLevel: command.botLevel,
          name: command.name,
          rating: null,
        },
      ]);
    }

    case 'withdraw': {
      if (over) return ended();
      const me = own();
      if (!me) return refuse('not-found', 'You are not registered in this tournament.');
      const left: Draft = { type: 'player_withdrew', entrantId: me.id };
      return stamp(before ? [left] : leaving(s, left, me.id, 'withdrew'));
    }

    case 'check_in': {
      if (!before) return refuse('conflict', 'Check-in has closed: the tournament has started.');
      if (s.settings.checkInOpensAt === null)
        return refuse('bad-request', 'This tournament has no check-in.');
      const t = now.getTime();
      if (t < Date.parse(s.settings.checkInOpensAt))
        return refuse('conflict', 'Check-in has not opened yet.');
      const me = own();
      if (!me) return refuse('not-found', 'You are not registered in this tournament.');
      if (me.checkedIn) return refuse('conflict', 'You have already checked in.');
      return stamp([{ type: 'checked_in', entrantId: me.id }]);
    }

    case 'remove_player': {
      if (over) return ended();
      const who = s.entrants.find((e) => e.id === command.entrantId);
      if (!who)
        return refuse('not-found', 'There is no such player in this tournament.', 'entrantId');
      if (who.status !== 'active')
        return refuse('conflict', `${who.name} no longer plays in this tournament.`);
      const removed: Draft = {
        type: 'player_removed',
        entrantId: who.id,
        reason: command.reason,
      };
      return stamp(before ? [removed] : leaving(s, removed, who.id, `removed: ${command.reason}`));
    }

    case 'set_seeds': {
      if (!before) return started();
      const active = new Set(s.entrants.filter((e) => e.status === 'active').map((e) => e.id));
      if (new Set(command.order).size !== command.order.length)
        return refuse('bad-request', 'A player can have only one seed.', 'order');
      const stranger = command.order.find((id) => !active.has(id));
      if (stranger !== undefined)
        return refuse('bad-request', `${stranger} is not a registered player.`, 'order');
      return stamp([{ type: 'seeds_set', order: command.order }]);
    }

    case 'add_forbidden_pair':
    case 'remove_forbidden_pair': {
      if (over) return ended();
      if (s.settings.format !== 'swiss')
        return refuse('bad-request', 'Forbidden pairings apply to Swiss tournaments only.');
      const { a, b } = command;
      if (a === b) return refuse('bad-request', 'A pairing needs two different players.', 'b');
      for (const id of [a, b])
        if (!s.entrants.some((e) => e.id === id))
          return refuse('not-found', `${id} is not a player in this tournament.`);
      const present = s.forbidden.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
      if (command.type === 'add_forbidden_pair') {
        if (present) return refuse('conflict', 'These two are already kept apart.');
        return stamp([{ type: 'forbidden_pair_added', a, b }]);
      }
      if (!present) return refuse('not-found', 'These two are not kept apart.');
      return stamp([{ type: 'forbidden_pair_removed', a, b }]);
    }

    case 'start': {
      if (!before) return refuse('conflict', 'The tournament has already started.');
      if (actor === null && now.getTime() < Date.parse(s.settings.startsAt))
        return refuse('conflict', 'It is not time to start yet.');
      const drafts: Draft[] = [];
      if (s.settings.checkInOpensAt !== null) {
        const dropped = s.entrants
          .filter((e) => e.status === 'active' && !e.checkedIn)
          .map((e) => e.id);
        drafts.push({ type: 'check_in_closed', dropped });
      }
      const after = applyDrafts(s, drafts);
      const players = after.entrants.filter((e) => e.status === 'active').length;
      if (players < 2) {
        if (actor !== null) return refuse('conflict', 'At least two players are needed to start.');
        return stamp([
          ...drafts,
          { type: 'cancelled', reason: 'Fewer than two players were there at the start.' },
        ]);
      }
      drafts.push({ type: 'started' });
      return stamp([...drafts, ...advancing(applyDrafts(after, [{ type: 'started' }]))]);
    }

    case 'pause':
      if (s.status !== 'running')
        return refuse('conflict', 'Only a running tournament can be paused.');
      return stamp([{ type: 'paused' }]);

    case 'resume': {
      if (s.status !== 'paused') return refuse('conflict', 'The tournament is not paused.');
      const drafts: Draft[] = [{ type: 'resumed' }];
      return stamp([...drafts, ...advancing(applyDrafts(s, drafts))]);
    }

    case 'cancel':
      if (over) return ended();
      return stamp([{ type: 'cancelled', reason: command.reason }]);

    case 'correct_result': {
      if (before)
        return refuse('conflict', 'There are no results to correct before the tournament starts.');
      if (s.status === 'cancelled')
        return refuse('conflict', 'The tournament was cancelled: its results cannot be corrected.');
      const finished = s.status === 'finished';
      const until = correctionsUntil(s);
      if (finished && until !== null && now.getTime() >= Date.parse(until))
        return refuse(
          'conflict',
          `The tournament finished more than ${CORRECTION_WINDOW_DAYS} days ago: its results are final.`,
        );
      const found = correctionTarget(s, command.target);
      if (typeof found === 'string') return refuse('not-found', found, 'target');
      const { match, round } = found;
      if (match.b === null) return refuse('bad-request', 'A bye has no result to correct.');
      const elimination = s.settings.format.endsWith('elimination');
      if (elimination && round < s.rounds.length)
        return refuse(
          'conflict',
          finished
            ? 'In a finished elimination event only the last round’s results can be corrected: the rounds after this one were paired from its result.'
            : 'In an elimination event only the current round’s results can be corrected.',
        );
      if (elimination && command.correction === 'void' && command.target.kind === 'match')
        return refuse(
          'bad-request',
          'An elimination match needs a winner: void one of its games, or give a forfeit.',
        );
      if (command.correction !== 'void' && ![match.a, match.b].includes(command.entrantId ?? ''))
        return refuse(
          'bad-request',
          'Say which player of the match the forfeit is for.',
          'entrantId',
        );
      if (!concedesOwnMatch(s, actor, match, command))
        return refuse(
          'forbidden',
          'You play in this match: you may only concede it (a forfeit win for your opponent, or a forfeit loss for yourself). Any other correction would decide your own match.',
        );
      const drafts: Draft[] = [
        {
          type: 'result_corrected',
          target: command.target,
          correction: command.correction,
          entrantId: command.correction === 'void' ? null : command.entrantId,
          reason: command.reason,
        },
      ];
      const after = applyDrafts(s, drafts);
      if (!finished) return stamp([...drafts, ...advancing(after)]);
      // After the last round no game is played again: the correction must leave its match
      // decided and the event over, and the final standings are worked out again.
      const corrected = after.rounds[round - 1]?.matches.find((m) => m.matchId === match.matchId);
      if (corrected?.outcome === null)
        return refuse(
          'conflict',
          elimination
            ? 'The tournament is over: a voided game cannot be replayed, so give a forfeit instead.'
            : 'The tournament is over: a voided game cannot be replayed, so void the whole match or give a forfeit instead.',
        );
      const next = pairNextRound(toTournamentState(after));
      if (!next.ok || !next.done)
        return refuse(
          'conflict',
          'The tournament is over: this result would call for another round (a grand final won from the losers’ bracket is played again), and a finished tournament plays no more games.',
        );
      const standings = toFinalStandings(computeStandings(toTournamentState(after)));
      return stamp([...drafts, { type: 'standings_revised', standings }]);
    }

    case 'record_game': {
      let where;
      try {
        where = gameLocation(s, command.gameId);
      } catch {
        return refuse('not-found', 'This game is not part of the tournament.');
      }
      if (where.game.result !== null) return stamp([]);
      // A game the organiser decided (its own correction or its match's) has its result: its
      // end (the seat the correction gave against resigns) adds nothing, and no forfeit.
      const decided = s.rounds[where.round - 1]?.matches.find((m) => m.matchId === where.matchId);
      if (where.game.correction !== null || decided?.correction) return stamp([]);
      const drafts: Draft[] = [
        {
          type: 'game_result',
          gameId: command.gameId,
          scoreA: command.scoreA,
          spread: command.spread,
          forfeitBy: command.forfeitBy,
        },
      ];
      const loser = command.forfeitBy;
      const after = applyDrafts(s, drafts);
      const who = after.entrants.find((e) => e.id === loser);
      const limit = s.settings.forfeitLimit;
      if (who && who.status === 'active' && limit > 0 && who.forfeits >= limit && !over) {
        const auto: Draft = { type: 'auto_removed', entrantId: who.id, forfeits: who.forfeits };
        return stamp([
          ...drafts,
          ...leaving(after, auto, who.id, `${who.forfeits} forfeits`, false),
        ]);
      }
      return stamp(drafts);
    }

    case 'advance':
      return stamp(advancing(s));

    default:
      return refuse('bad-request', 'Not a tournament command.');
  }
}

/**
 * An organiser who also plays may correct their own match only against themselves: a forfeit
 * win for the opponent or a forfeit loss for themselves. A forfeit win for themselves, or a void
 * of a game they lost, would decide their own match. True for a match they do not play in.
 */
function concedesOwnMatch(
  s: TournamentLogState,
  actor: TournamentActor,
  match: { readonly a: string; readonly b: string | null },
  command: Extract<TournamentCommand, { type: 'correct_result' }>,
): boolean {
  const own = s.entrants.find(
    (e) =>
      e.userId !== null && e.userId === actor?.userId && (e.id === match.a || e.id === match.b),
  );
  if (!own) return true;
  if (command.correction === 'forfeit-loss') return command.entrantId === own.id;
  if (command.correction === 'forfeit-win') return command.entrantId !== own.id;
  return false;
}

function entry(entrantId: string, p: PlayerFacts): EntrantEntry {
  const { userId, name, rating, provisional = false } = p;
  return { entrantId, userId, botLevel: null, name, rating, provisional };
}

function applyDrafts(s: TournamentLogState, drafts: readonly Draft[]): TournamentLogState {
  return drafts.reduce((x, d) => evolve(x, { ...d, at: '', by: null } as TournamentEvent), s);
}

/**
 * An entrant leaves mid-event (withdrew, removed, too many forfeits): their running
 * games are lost by forfeit, a match still undecided is given to the opponent, and
 * the next round is paired if that completed this one (`advance`: unless the caller
 * leaves that to the job).
 */
function leaving(
  s: TournamentLogState,
  left: Draft,
  entrantId: string,
  reason: string,
  advance = true,
): Draft[] {
  const drafts: Draft[] = [left];
  let x = applyDrafts(s, drafts);
  const current = x.rounds.at(-1);
  for (const m of current?.matches ?? []) {
    if (m.outcome !== null || (m.a !== entrantId && m.b !== entrantId)) continue;
    const aLoses = m.a === entrantId;
    const forfeits: Draft[] = m.games
      .filter((g) => gameCounts(m, g) === null)
      .map((g) => ({
        type: 'game_result',
        gameId: g.gameId,
        scoreA: aLoses ? 0 : 1,
        spread: aLoses ? -BYE_SPREAD : BYE_SPREAD,
        forfeitBy: entrantId,
      }));
    x = applyDrafts(x, forfeits);
    drafts.push(...forfeits);
    if (x.rounds.at(-1)?.matches.find((y) => y.matchId === m.matchId)?.outcome === null) {
      const given: Draft = {
        type: 'result_corrected',
        target: { kind: 'match', matchId: m.matchId },
        correction: 'forfeit-loss',
        entrantId,
        reason,
      };
      x = applyDrafts(x, [given]);
      drafts.push(given);
    }
  }
  return advance ? [...drafts, ...advancing(x)] : drafts;
}

/**
 * Pairs the next round, or finishes, when the current round is complete and the
 * tournament runs; nothing otherwise. A round of byes alone is complete at once: the
 * next is paired straight after.
 */
function advancing(s: TournamentLogState): Draft[] {
  const drafts: Draft[] = [];
  let x = s;
  for (;;) {
    if (x.status !== 'running') return drafts;
    const last = x.rounds.at(-1);
    if (last && !roundComplete(last)) return drafts;
    const next = pairNextRound(toTournamentState(x));
    if (!next.ok) throw new Error(`pairing failed: ${next.error}`);
    let draft: Draft;
    if (next.done) {
      draft = {
        type: 'finished',
        standings: toFinalStandings(computeStandings(toTournamentState(x))),
      };
    } else {
      const round = x.rounds.length + 1;
      const matches: PairedMatch[] = next.pairings.map((p, i) => {
        const matchId = `r${round}m${i + 1}`;
        return 'bye' in p ? { matchId, a: p.a, bye: true } : { matchId, a: p.a, b: p.b };
      });
      draft = { type: 'round_paired', round, matches };
    }
    drafts.push(draft);
    x = applyDrafts(x, [draft]);
  }
}

function correctionTarget(
  s: TournamentLogState,
  target: { kind: 'game'; gameId: string } | { kind: 'match'; matchId: string },
): { match: TournamentMatch; round: number } | string {
  for (const r of s.rounds)
    for (const m of r.matches) {
      if (target.kind === 'match' && m.matchId === target.matchId)
        return { match: m, round: r.round };
      if (target.kind === 'game' && m.games.some((g) => g.gameId === target.gameId))
        return { match: m, round: r.round };
    }
  return target.kind === 'game'
    ? 'This game is not part of the tournament.'
    : 'There is no such match in this tournament.';
}

/** Every game the current round needs created now (a new match, or a best-of's next game). */
export function gamesDue(
  s: TournamentLogState,
): { round: number; matchId: string; gameNumber: number; seats: readonly [string, string] }[] {
  if (s.status !== 'running' && s.status !== 'paused') return [];
  const last = s.rounds.at(-1);
  if (!last) return [];
  return last.matches.flatMap((m) => {
    if (m.outcome !== null || m.b === null) return [];
    if (m.games.some((g) => gameCounts(m, g) === null)) return [];
    const gameNumber = m.games.length + 1;
    const seats: readonly [string, string] = gameNumber % 2 === 1 ? [m.a, m.b] : [m.b, m.a];
    return [{ round: last.round, matchId: m.matchId, gameNumber, seats }];
  });
}

/** Whether the worker should advance the tournament: it runs and its current round is complete. */
export function advanceDue(s: TournamentLogState): boolean {
  const last = s.rounds.at(-1);
  return s.status === 'running' && last !== undefined && roundComplete(last);
}

/** The fields of `changes` whose value differs from `settings` (times by the instant). */
function changedSettings(
  settings: TournamentSettings,
  changes: Partial<TournamentSettings>,
): Partial<TournamentSettings> {
  const same = (key: keyof TournamentSettings, value: unknown): boolean => {
    const now = settings[key];
    if (key.endsWith('At') && typeof value === 'string' && typeof now === 'string')
      return Date.parse(value) === Date.parse(now);
    return JSON.stringify(value) === JSON.stringify(now);
  };
  return Object.fromEntries(
    Object.entries(changes).filter(
      ([key, value]) => value !== undefined && !same(key as keyof TournamentSettings, value),
    ),
  ) as Partial<TournamentSettings>;
}
