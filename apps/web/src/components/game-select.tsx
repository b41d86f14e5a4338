'use client';

import { useQuery } from '@tanstack/react-query';
import type { RouterOutputs } from '@wordrise/api';
import { DEFAULT_GAME_CHOICES, gameChoiceLabel, LENGTH_NAMES } from '~/lib/rulesets';
import { useTRPC } from '~/trpc/react';
import { INPUT } from './clock-choice';

type GameChoice = RouterOutputs['lobby']['options']['rulesets'][number];

/**
 * The game to play: WordRise (10 × 10), Classic Upwords (8 × 8), Word Wefter (11 × 11), as
 * the lobby offers; `only` keeps the games a form can make (bots play only some).
 */
export function GameSelect({
  value,
  onChange,
  only,
}: {
  value: string;
  onChange: (key: string) => void;
  only?: (choice: GameChoice) => boolean;
}) {
  const trpc = useTRPC();
  const options = useQuery(trpc.lobby.options.queryOptions(undefined, { staleTime: Infinity }));
  const choices = options.data?.rulesets.filter((r) => !only || only(r)) ?? DEFAULT_GAME_CHOICES;
  return (
    <select className={INPUT} value={value} onChange={(e) => onChange(e.target.value)}>
      {choices.map((r) => (
        <option key={r.key} value={r.key}>
          {gameChoiceLabel(r)}
        </option>
      ))}
    </select>
  );
}

/** Word Wefter's game length: Short, Normal or Long (the tile pool's size). */
export function LengthSelect({
  lengths,
  value,
  onChange,
}: {
  lengths: readonly string[];
  value: string;
  onChange: (length: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1">
      <span className="text-slate-400">Length</span>
      <select className={INPUT} value={value} onChange={(e) => onChange(e.target.value)}>
        {lengths.map((length) => (
          <option key={length} value={length}>
            {LENGTH_NAMES[length] ?? length}
          </option>
        ))}
      </select>
    </label>
  );
}
