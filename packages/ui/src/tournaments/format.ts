import type { TournamentPlacing } from '@wordrise/engine';
import type { EntrantStatus, MatchGame, TournamentFormatName, TournamentStatus } from './types';

export const FORMAT_NAMES: Record<TournamentFormatName, string> = {
  swiss: 'Swiss',
  'round-robin': 'Round robin',
  'single-elimination': 'Single elimination',
  'double-elimination': 'Double elimination',
};

export const STATUS_NAMES: Record<TournamentStatus, string> = {
  registration: 'Registration open',
  running: 'Running',
  // Games under way go on: the pause holds back the next round's pairing.
  paused: 'Paused before the next round',
  finished: 'Finished',
  cancelled: 'Cancelled',
};

export const ENTRANT_STATUS_NAMES: Record<EntrantStatus, string> = {
  active: 'playing',
  withdrawn: 'withdrew',
  removed: 'removed',
  dropped: 'dropped (no check-in)',
};

/** Points as players write them: 2, 1½, ½, 0. */
export function formatPoints(points: number): string {
  const whole = Math.floor(points);
  const half = points - whole >= 0.5;
  if (!half) return String(whole);
  return whole === 0 ? '½' : `${whole}½`;
}

/** A spread with its sign: +24, −7 (a real minus sign), 0. */
export function formatSpread(spread: number): string {
  if (spread > 0) return `+${spread}`;
  if (spread < 0) return `\u2212${-spread}`;
  return '0';
}

/** Buchholz (sum of the opponents' wins) can be a half: 3½. */
export const formatBuchholz = formatPoints;

/** Where a game is seen: live while it runs (racks hidden), the replay once it is over. */
export function gameHref(game: MatchGame): string {
  return game.status === 'running' ? `/game/${game.id}` : `/game/${game.id}/replay`;
}

/** "Watch game", "Replay game 2"; the viewer's own running game is theirs to play. */
export function gameLinkText(game: MatchGame, bestOf: number, yours = false): string {
  const which = bestOf > 1 ? ` game ${game.number}` : ' game';
  if (game.status !== 'running') return `Replay${which}`;
  return yours ? `Play your${which}` : `Watch${which}`;
}

/** A time in UTC, the same on the server and in every browser: "30 Nov 2026, 14:35 UTC". */
export function formatUtc(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const months = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ];
  const hh = String(d.getUTCHours()).padStart(2, '0');
  const mm = String(d.getUTCMinutes()).padStart(2, '0');
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${hh}:${mm} UTC`;
}

/** Elimination round names counted from the end: Final, Semi-finals, Quarter-finals, Round n. */
export function eliminationRoundName(round: number, totalRounds: number): string {
  const fromEnd = totalRounds - round;
  if (fromEnd === 0) return 'Final';
  if (fromEnd === 1) return 'Semi-finals';
  if (fromEnd === 2) return 'Quarter-finals';
  return `Round ${round}`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 112th. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** The elimination round a player went out in, in the singular: "Semi-final", "Round 1". */
function roundOutName(round: number, rounds: number | null): string {
  if (rounds === null) return `Out in round ${round}`;
  const fromEnd = rounds - round;
  if (fromEnd === 0) return 'Runner-up';
  if (fromEnd === 1) return 'Semi-final';
  if (fromEnd === 2) return 'Quarter-final';
  return `Round ${round}`;
}

/**
 * How far a player got in a tournament, as their profile says it: "1st of 8", "Semi-final"
 * (knocked out there), "Runner-up", "Winner" (of a knockout), "Withdrawn",
 * "Playing — round 3 of 5".
 */
export function placingText(
  placing: TournamentPlacing | null,
  format: TournamentFormatName,
): string {
  if (placing === null) return '—';
  switch (placing.kind) {
    case 'registered':
      return 'Registered';
    case 'playing': {
      const { round, rounds } = placing;
      if (rounds === null) return `Playing — round ${round}`;
      if (format === 'single-elimination')
        return `Playing — ${eliminationRoundName(round, rounds).toLowerCase()}`;
      return `Playing — round ${round} of ${rounds}`;
    }
    case 'placed':
      // A knockout's others are named by the round they went out in ("Runner-up"), so its
      // champion is "Winner", not "1st of 8".
      if (placing.rank === 1 && format === 'single-elimination') return 'Winner';
      return `${ordinal(placing.rank)} of ${placing.of}`;
    case 'out':
      return roundOutName(placing.round, placing.rounds);
    case 'withdrawn':
      return 'Withdrawn';
    case 'removed':
      return 'Removed';
    case 'cancelled':
      return 'Cancelled';
  }
}
