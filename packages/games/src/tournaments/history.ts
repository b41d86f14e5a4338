/** The log as the tournament page's history: one sentence per event. */
import type { TournamentEvent } from '@wordrise/engine';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const score = (s: 1 | 0.5 | 0) => (s === 0.5 ? '½–½' : s === 1 ? '1–0' : '0–1');

/** `name(entrantId)`: the entrant's name (or the id when unknown). */
export function describeEvent(e: TournamentEvent, name: (entrantId: string) => string): string {
  switch (e.type) {
    case 'created':
      return `Tournament created: ${e.settings.name}.`;
    case 'edited':
      return `Settings changed: ${Object.keys(e.changes).join(', ')}.`;
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
      return e.forfeitBy === null
        ? `A game ended ${score(e.scoreA)} (spread ${e.spread > 0 ? '+' : ''}${e.spread}).`
        : `${name(e.forfeitBy)} forfeited a game.`;
    case 'result_corrected': {
      const what = e.target.kind === 'game' ? 'A game' : `Match ${e.target.matchId}`;
      const how =
        e.correction === 'void'
          ? 'was voided'
          : `was given as a ${e.correction} for ${name(e.entrantId ?? '')}`;
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
    case 'cancelled':
      return `The tournament was cancelled: ${e.reason}`;
  }
}
