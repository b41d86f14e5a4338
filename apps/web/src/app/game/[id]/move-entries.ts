import type { HistoryEntry } from './game-types';
import type { MoveListEntry } from '@wordrise/ui';

/** What telling a resignation's author needs of a log entry. */
type Authored = Pick<HistoryEntry, 'event'> & { readonly actor?: string };

/**
 * A resignation the server recorded (its author is the clock): the player had been gone a
 * minute and an opponent claimed the win. It is not the player's own resignation.
 */
export function claimedResignation(entry: Authored | undefined): boolean {
  return entry?.event.type === 'resign' && entry.actor === 'clock';
}

/**
 * A resignation a tournament organiser decided (its author is the organiser): their forfeit,
 * or the player's removal. It is not the player's own resignation.
 */
export function organiserForfeit(entry: Authored | undefined): boolean {
  return entry?.event.type === 'resign' && entry.actor === 'organiser';
}

/** Who made a resignation its player did not: the organiser, or an opponent's claim; else null. */
export function imposedBy(entry: Authored | undefined): 'organiser' | 'claim' | null {
  return organiserForfeit(entry) ? 'organiser' : claimedResignation(entry) ? 'claim' : null;
}

/**
 * The seat whose act ended the game, from its last event: the mover who went out even when
 * an opponent's accept (or failed challenge) closed the challenge window after it; else the
 * seat that resigned or ran out of time.
 */
export function seatThatEnded(entry: HistoryEntry): number {
  const { event } = entry;
  if (event.type === 'accept') return event.accepted;
  if (event.type === 'challenge' && !event.upheld) return event.challenged;
  return entry.seat;
}

/** The move list's entries: the log's events, a claimed win and an organiser's forfeit said as such. */
export function moveEntries(history: readonly HistoryEntry[]): MoveListEntry[] {
  return history.map((h) =>
    organiserForfeit(h)
      ? { ...h.event, byOrganiser: true }
      : claimedResignation(h)
        ? { ...h.event, claimed: true }
        : h.event,
  );
}
