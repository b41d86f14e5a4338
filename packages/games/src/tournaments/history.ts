/** The log as the tournament page's history: one sentence per event. */
import type { TournamentEvent } from '@wordrise/engine';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const signed = (n: number) => `${n > 0 ? '+' : ''}${n}`;

/** Who met in a match (b null: a bye); a game's `scoreA` and `spread` are a's. */
export interface Pairing {
  readonly a: string;
  readonly b: string | null;
}

/** How the history names people: entrants by id, and who met in a game or a match. */
export interface HistoryNames {
  /** The entrant's name (or the id when unknown). */
  readonly name: (entrantId: string) => string;
  readonly ofGame: (gameId: string) => Pairing | null;
  readonly ofMatch: (matchId: string) => Pairing | null;
}

/** "Alice v Bob", or `fallback` when the pairing is unknown. */
function meeting({ name }: HistoryNames, p: Pairing | null, fallback: string): string {
  if (!p) return fallback;
  return p.b === null ? `${name(p.a)} (bye)` : `${name(p.a)} v ${name(p.b)}`;
}

/** A game's result with the players named, the winner first and the spread theirs. */
function gameResult(
  e: Extract<TournamentEvent, { type: 'game_result' }>,
  names: HistoryNames,
): string {
  const { name } = names;
  const p = names.ofGame(e.gameId);
  const other = p && (p.a === e.forfeitBy ? p.b : p.a);
  if (e.forfeitBy !== null)
    return other
      ? `${name(e.forfeitBy)} forfeited the game against ${name(other)}.`
      : `${name(e.forfeitBy)} forfeited a game.`;
  if (!p || p.b === null) return `A game ended (spread ${signed(e.spread)}).`;
  if (e.scoreA === 0.5)
    return `${name(p.a)} and ${name(p.b)} drew ½–½ (spread ${signed(e.spread)}).`;
  const [winner, loser, spread] = e.scoreA === 1 ? [p.a, p.b, e.spread] : [p.b, p.a, -e.spread];
  return `${name(winner)} beat ${name(loser)} 1–0 (spread ${signed(spread)}).`;
}

/** A setting as the organiser's form names it. */
const SETTING_NAMES: Readonly<Record<string, string>> = {
  name: 'name',
  description: 'description',
  format: 'format',
  ruleset: 'game',
  timeControl: 'clock',
  rated: 'rated',
  rounds: 'rounds',
  bestOf: 'games per match',
  capacity: 'capacity',
  registrationOpensAt: 'registration opening',
  registrationClosesAt: 'registration closing',
  startsAt: 'start time',
  checkInOpensAt: 'check-in',
  forfeitLimit: 'forfeit limit',
};

/**
 * Whether the history names who did it: an event a person does, not one the tournament makes
 * follow (a pairing, a result, the end). The log keeps, on every event a command appended,
 * who sent the command — a withdrawal that completes a round "pairs" the next one.
 */
const DONE_BY_SOMEONE: Readonly<Record<TournamentEvent['type'], boolean>> = {
  created: true,
  edited: true,
  player_registered: true,
  player_added: true,
  player_withdrew: true,
  player_removed: true,
  auto_removed: false,
  seeds_set: true,
  forbidden_pair_added: true,
  forbidden_pair_removed: true,
  checked_in: true,
  check_in_closed: false,
  started: true,
  round_paired: false,
  game_created: false,
  game_result: false,
  result_corrected: true,
  paused: true,
  resumed: true,
  finished: false,
  standings_revised: false,
  cancelled: true,
};

/**
 * A result is corrected by the organiser; one "corrected" by someone else is the match a
 * player's withdrawal gave away, theirs to lose but not to correct.
 */
export const doneBySomeone = (e: TournamentEvent, organiserId: string): boolean =>
  DONE_BY_SOMEONE[e.type] && (e.type !== 'result_corrected' || e.by === organiserId);

/**
 * One event in words; `previousWinner` is the winner the standings before it named (for a
 * revision of the final standings after a correction).
 */
export function describeEvent(
  e: TournamentEvent,
  names: HistoryNames,
  previousWinner: string | null = null,
): string {
  const { name } = names;
  switch (e.type) {
    case 'created':
      return `Tournament created: ${e.settings.name}.`;
    case 'edited':
      return `Settings changed: ${Object.keys(e.changes)
        .map((key) => SETTING_NAMES[key] ?? key)
        .join(', ')}.`;
    case 'player_registered':
      return `${e.name} registered.`;
    case 'player_added':
      return `${e.name} was entered by the organiser.`;
    case 'player_withdrew':
      return `${name(e.entrantId)} withdrew.`;
    case 'player_removed':
      return `${name(e.entrantId)} was removed: ${e.reason}`;
    case 'auto_removed':
      return `${name(e.entrantId)} was removed after ${plural(e.forfeits, 'forfeit')}.`;
    case 'seeds_set':
      return `Seeds set: ${e.order.map(name).join(', ')}.`;
    case 'forbidden_pair_added':
      return `${name(e.a)} and ${name(e.b)} will not be paired.`;
    case 'forbidden_pair_removed':
      return `${name(e.a)} and ${name(e.b)} may be paired again.`;
    case 'checked_in':
      return `${name(e.entrantId)} checked in.`;
    case 'check_in_closed':
      return e.dropped.length === 0
        ? 'Check-in closed.'
        : `Check-in closed; dropped: ${e.dropped.map(name).join(', ')}.`;
    case 'started':
      return 'The tournament started.';
    case 'round_paired':
      return `Round ${e.round} paired: ${e.matches
        .map((m) => ('bye' in m ? `${name(m.a)} (bye)` : `${name(m.a)} v ${name(m.b)}`))
        .join('; ')}.`;
    case 'game_created':
      return `Round ${e.round}: game ${e.gameNumber} of ${name(e.seats[0])} v ${name(e.seats[1])} started.`;
    case 'game_result':
      return gameResult(e, names);
    case 'result_corrected': {
      const what =
        e.target.kind === 'game'
          ? `The game of ${meeting(names, names.ofGame(e.target.gameId), 'two players')}`
          : `The match of ${meeting(names, names.ofMatch(e.target.matchId), 'two players')}`;
      const how =
        e.correction === 'void'
          ? 'was voided'
          : `was given as a ${e.correction.replace('-', ' ')} for ${name(e.entrantId ?? '')}`;
      return `${what} ${how}: ${e.reason}`;
    }
    case 'paused':
      return 'The tournament was paused.';
    case 'resumed':
      return 'The tournament resumed.';
    case 'finished': {
      const winner = e.standings[0];
      return winner
        ? `The tournament finished. Winner: ${name(winner.entrantId)}.`
        : 'The tournament finished.';
    }
    case 'standings_revised': {
      const winner = e.standings[0]?.entrantId ?? null;
      if (winner === null) return 'Final standings revised after the correction.';
      return previousWinner !== null && previousWinner !== winner
        ? `Final standings revised after the correction. The winner is now ${name(winner)} (was ${name(previousWinner)}).`
        : `Final standings revised after the correction. Winner: ${name(winner)}.`;
    }
    case 'cancelled':
      return `The tournament was cancelled: ${e.reason}`;
  }
}
