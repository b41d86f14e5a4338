import { moveParts, TAKEN_BACK, type MoveListEntry } from './lib/moves';
import type { TileSpelling } from './lib/spelling';

/**
 * A move list row's description, for the eye (`describeMove`'s text): a play taken back by
 * a challenge has its words struck through and says "(taken back)"; a Word Wefter purchase
 * follows in the list's ordinary lettering. Shared by the game's list and the replay's, so
 * the two read alike.
 */
export function MoveWhat({ move, spelling }: { move: MoveListEntry; spelling: TileSpelling }) {
  const { act, takenBack, bought } = moveParts(move, spelling);
  return (
    <>
      {takenBack ? <s data-testid="taken-back">{act}</s> : act}
      {takenBack || bought ? (
        <span className="tracking-normal">
          {takenBack ? ` ${TAKEN_BACK}` : ''}
          {bought}
        </span>
      ) : null}
    </>
  );
}
