import type { HistoryEntry } from './game-types';
import type { MoveListEntry } from '@wordrise/ui';

/**
 * A resignation the server recorded (its author is the clock): the player had been gone a
 * minute and an opponent claimed the win. It is not the player's own resignation.
 */
export function claimedResignation(entry: HistoryEntry | undefined): boolean {
  return entry?.event.type === 'resign' && entry.actor === 'clock';
}

/** The move list's entries: the log's events, a claimed win said as such. */
export function moveEntries(history: readonly HistoryEntry[]): MoveListEntry[] {
  return history.map((h) => (claimedResignation(h) ? { ...h.event, claimed: true } : h.event));
}
