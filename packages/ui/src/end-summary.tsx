import type { ReactNode } from 'react';
import { rackPenaltyApplies, type GameEndEntry } from './lib/moves';
import { letterLabel, type TileSpelling } from './lib/spelling';
import { Tile } from './tile';
import { listInWords } from './lib/phrases';

/** One player's line in the end-of-game summary. */
export interface EndSummaryPlayer {
  readonly name: string;
  readonly score: number;
  readonly won: boolean;
  /** +12 / −9 in a rated game; null otherwise (or hidden). */
  readonly ratingDelta: number | null;
}

export interface EndSummaryProps {
  players: readonly EndSummaryPlayer[];
  /** How the game ended, in the engine's words (reason, penalties, racks left). */
  end: GameEndEntry;
  /** The player whose move ended it (the last tile, the resignation, the clock). */
  endedBy: EndedBy;
  /**
   * The resignation that ended it was recorded by the server: the player had gone (no
   * connection for a minute) and an opponent claimed the win.
   */
  claimed?: boolean;
  /**
   * The resignation that ended it was a tournament organiser's decision (their forfeit, the
   * player's removal), not the player's own.
   */
  byOrganiser?: boolean;
  /** Rounds without a word that end a game (for "no-words"). */
  noWordRounds: number | null;
  spelling: TileSpelling;
  /** Buttons and links: rematch, new game, review. */
  actions?: ReactNode;
}

/** The viewer ended the game themselves: told to them as "You ran out of time". */
export const ENDED_BY_YOU = { you: true } as const;

/** Who ended the game: a player's name, the viewer (`ENDED_BY_YOU`), or not known. */
export type EndedBy = string | typeof ENDED_BY_YOU | null;

/**
 * "Ben used their last tile", "Ann resigned", "You ran out of time", "The organiser forfeited
 * Ann's game"…: how the game ended, naming who did it.
 */
export function howItEnded(
  end: Pick<GameEndEntry, 'reason'>,
  endedBy: EndedBy,
  noWordRounds: number | null,
  claimed = false,
  byOrganiser = false,
): string {
  const you = typeof endedBy === 'object' && endedBy !== null;
  const who = you ? 'You' : (endedBy ?? 'A player');
  if (end.reason === 'resigned' && byOrganiser)
    return you
      ? 'The organiser forfeited your game'
      : endedBy
        ? `The organiser forfeited ${endedBy}’s game`
        : 'The organiser forfeited the game';
  switch (end.reason) {
    case 'went-out':
      return `${who} used ${you ? 'your' : 'their'} last tile`;
    case 'resigned':
      return claimed ? `${who} left the game and the win was claimed` : `${who} resigned`;
    case 'timed-out':
      return `${who} ran out of time`;
    case 'all-passed':
      return 'Everyone passed';
    case 'no-words':
      return `Nobody played a word for ${noWordRounds ?? 'several'} rounds`;
    default:
      return `The game ended (${end.reason})`;
  }
}

/** "Ann won", "Ann and Ben tied"; a solo game (one seat): "Ann scored 42". */
export function whoWon(players: readonly EndSummaryPlayer[]): string {
  const [only] = players;
  if (players.length === 1 && only) return `${only.name} scored ${only.score}`;
  const winners = players.filter((p) => p.won).map((p) => p.name);
  if (winners.length === 0) return 'Nobody won';
  if (winners.length === 1) return `${winners[0]} won`;
  return `${listInWords(winners)} tied`;
}

const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');

/**
 * The end of a game at a glance (R29, R30): who won and how, each player's tiles
 * left and the penalty they cost (only where the rules charge it), final scores,
 * rating changes, and what to do next.
 */
export function EndSummary({
  players,
  end,
  endedBy,
  claimed = false,
  byOrganiser = false,
  noWordRounds,
  spelling,
  actions,
}: EndSummaryProps) {
  const penalties = rackPenaltyApplies(end);
  return (
    <section
      aria-labelledby="end-summary-title"
      data-testid="end-summary"
      className="flex w-full flex-col gap-3 rounded-lg border border-slate-700 bg-slate-900 p-3"
    >
      <div>
        <h2 id="end-summary-title" className="text-lg font-bold text-gold">
          {whoWon(players)}
        </h2>
        <p className="text-sm text-slate-300" data-testid="end-how">
          {howItEnded(end, endedBy, noWordRounds, claimed, byOrganiser)}.
        </p>
      </div>
      <table className="w-full text-sm">
        <thead className="text-left text-xs text-slate-400">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Player
            </th>
            <th scope="col" className="py-1 font-medium">
              Tiles left
            </th>
            {penalties && (
              <th scope="col" className="py-1 text-right font-medium">
                Penalty
              </th>
            )}
            <th scope="col" className="py-1 text-right font-medium">
              Final
            </th>
            {players.some((p) => p.ratingDelta !== null) && (
              <th scope="col" className="py-1 text-right font-medium">
                Rating
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {players.map((p, seat) => {
            const rack = end.racks[seat] ?? '';
            return (
              <tr key={seat} data-testid={`end-row-${seat}`} className="border-t border-slate-800">
                <th scope="row" className="max-w-40 truncate py-1.5 text-left font-semibold">
                  {p.name}
                  {p.won && <span className="sr-only"> (winner)</span>}
                </th>
                <td className="py-1.5" data-testid="end-rack">
                  {rack.length === 0 ? (
                    <span className="text-slate-400">none</span>
                  ) : (
                    <span className="flex gap-0.5">
                      {/* Read tile by tile ("2 tiles: Qu, Z"), not as one word of letters. */}
                      <span className="sr-only">
                        {`${rack.length} ${rack.length === 1 ? 'tile' : 'tiles'}: ${[...rack].map((l) => letterLabel(l, spelling)).join(', ')}`}
                      </span>
                      {[...rack].map((letter, i) => (
                        <span key={i} className="h-6 w-6 text-xs" aria-hidden="true">
                          <Tile letter={letter} spelling={spelling} height={1} showHeight={false} />
                        </span>
                      ))}
                    </span>
                  )}
                </td>
                {penalties && (
                  <td className="py-1.5 text-right tabular-nums" data-testid="end-penalty">
                    {end.penalties[seat] ? `−${end.penalties[seat]}` : '0'}
                  </td>
                )}
                <td className="py-1.5 text-right font-bold tabular-nums" data-testid="end-score">
                  {p.score}
                </td>
                {players.some((q) => q.ratingDelta !== null) && (
                  <td className="py-1.5 text-right tabular-nums" data-testid="end-rating">
                    {p.ratingDelta === null ? '' : signed(p.ratingDelta)}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {penalties && (
        <p className="text-xs text-slate-400">
          Final scores are the move list&apos;s totals minus the points of the tiles left on each
          rack.
        </p>
      )}
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </section>
  );
}
