import type { MatchView, RoundView, StandingRow } from './types';

/**
 * A tournament's standings and results as CSV files an organiser opens in a spreadsheet or
 * passes on (RFC 4180: comma-separated, quoted where needed, CRLF line ends).
 */

/** Standings, one row per player in rank order: the columns the page's table shows. */
export function standingsCsv(rows: readonly StandingRow[]): string {
  return csv([
    ['Rank', 'Player', 'Wins', 'Losses', 'Spread', 'Buchholz', 'Still in'],
    ...rows.map((r) => [
      String(r.rank),
      r.name,
      String(r.wins),
      String(r.losses),
      String(r.spread),
      String(r.buchholz),
      r.out ? 'no' : 'yes',
    ]),
  ]);
}

/** Every pairing of every round: who met, the points each won, a's spread and the result. */
export function pairingsCsv(rounds: readonly RoundView[]): string {
  return csv([
    ['Round', 'Bracket', 'Player A', 'Player B', 'Points A', 'Points B', 'Spread A', 'Result'],
    ...rounds.flatMap((r) =>
      r.matches.map((m) => [
        String(r.round),
        m.bracket ?? '',
        m.a?.name ?? '',
        m.bye ? 'bye' : (m.b?.name ?? ''),
        points(m.aPoints),
        points(m.bPoints),
        m.spread === null || m.spread === undefined ? '' : String(m.spread),
        resultOf(m),
      ]),
    ),
  ]);
}

/** Numbers as a spreadsheet reads them: ½ is 0.5. */
const points = (p: number | null | undefined) => (p === null || p === undefined ? '' : String(p));

/** "Ann won", "Ben won (forfeit)", "draw", "bye", "void", "playing", "waiting". */
function resultOf(m: MatchView): string {
  if (m.bye) return 'bye';
  if (m.voided) return 'void';
  if (!m.a || !m.b) return 'waiting';
  if (m.winner === 'a' || m.winner === 'b') {
    const winner = m.winner === 'a' ? m.a.name : m.b.name;
    // A forfeit decided it only when the loser forfeited (not a game the winner gave away).
    const byForfeit = m.forfeitBy != null && m.forfeitBy !== m.winner;
    return `${winner} won${byForfeit ? ' (forfeit)' : ''}`;
  }
  // A decided match has its spread; decided with no winner, it was drawn.
  return m.spread != null ? 'draw' : 'playing';
}

/** With a byte-order mark: Excel reads a file without one in the local code page. */
function csv(rows: readonly (readonly string[])[]): string {
  return '\uFEFF' + rows.map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/**
 * One field: quoted when it holds a comma, a quote or a line break. A name that begins like a
 * formula (= + - @, a tab or a return) gets a leading apostrophe, so a spreadsheet shows it as
 * text instead of running it (OWASP's advice for CSV injection); numbers are ours, never names.
 */
export function cell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
