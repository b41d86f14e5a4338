'use client';

import { SECONDARY } from '~/components/buttons';
import { INPUT } from '~/components/clock-choice';

/** Pass and play seats 2 to 4 players, all on this device. */
export const PASS_AND_PLAY_MIN = 2;
export const PASS_AND_PLAY_MAX = 4;

/**
 * The players' names of a pass-and-play game, one field each (2–4), in seat order.
 * The host may type their own name among them; the device is passed by these names.
 */
export function PassAndPlayFields({
  names,
  onChange,
  maxPlayers = PASS_AND_PLAY_MAX,
}: {
  names: readonly string[];
  onChange: (names: string[]) => void;
  /** The ruleset's own upper bound, if lower. */
  maxPlayers?: number;
}) {
  const max = Math.min(PASS_AND_PLAY_MAX, maxPlayers);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-slate-400">Players at this device ({names.length})</legend>
      {names.map((name, i) => (
        <span key={i} className="flex items-center gap-2">
          <label className="flex flex-1 flex-col gap-1">
            <span className="sr-only">Player {i + 1}</span>
            <input
              className={INPUT}
              value={name}
              placeholder={`Player ${i + 1}`}
              maxLength={40}
              required
              autoComplete="off"
              onChange={(e) => onChange(names.map((n, j) => (j === i ? e.target.value : n)))}
            />
          </label>
          {names.length > PASS_AND_PLAY_MIN && (
            <button
              type="button"
              className="text-xs text-slate-400 underline hover:text-white"
              aria-label={`Remove player ${i + 1}`}
              onClick={() => onChange(names.filter((_, j) => j !== i))}
            >
              Remove
            </button>
          )}
        </span>
      ))}
      {names.length < max && (
        <button
          type="button"
          className={`${SECONDARY} self-start`}
          onClick={() => onChange([...names, ''])}
        >
          Add a player
        </button>
      )}
      <p className="text-xs text-slate-400">
        One device, passed round the table: each rack shows only to its player. Casual, no clock.
      </p>
    </fieldset>
  );
}
