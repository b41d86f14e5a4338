import {
  recordOf,
  serializeRecord,
  type GameEvent,
  type GameRecord,
  type GameState,
} from '@wordrise/engine';

/** A finished game's record as files to download: the engine's text notation and JSON. */
export interface RecordFiles {
  readonly text: { readonly name: string; readonly body: string };
  readonly json: { readonly name: string; readonly body: string };
}

/**
 * The downloads of a finished game (the record carries the seed: R30, public after
 * the end); null while it runs. `date` is the day it ended (YYYY-MM-DD).
 */
export function recordFiles(
  gameId: string,
  initial: GameState | null,
  events: readonly GameEvent[],
  date: string | null,
): RecordFiles | null {
  if (!initial || events.at(-1)?.end == null) return null;
  const record: GameRecord = recordOf(initial, events, date ? { date } : {});
  const base = `wordrise-${gameId.slice(0, 8)}`;
  return {
    text: { name: `${base}.txt`, body: serializeRecord(record) },
    json: { name: `${base}.json`, body: `${JSON.stringify(record, null, 2)}\n` },
  };
}
