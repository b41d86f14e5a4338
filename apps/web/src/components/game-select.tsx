'use client';

import { useQuery } from '@tanstack/react-query';
import { DEFAULT_GAME_CHOICES, gameChoiceLabel } from '~/lib/rulesets';
import { useTRPC } from '~/trpc/react';
import { INPUT } from './clock-choice';

/** The game to play: WordRise (10 × 10) or Classic Upwords (8 × 8), as the lobby offers. */
export function GameSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (key: string) => void;
}) {
  const trpc = useTRPC();
  const options = useQuery(trpc.lobby.options.queryOptions(undefined, { staleTime: Infinity }));
  return (
    <select className={INPUT} value={value} onChange={(e) => onChange(e.target.value)}>
      {(options.data?.rulesets ?? DEFAULT_GAME_CHOICES).map((r) => (
        <option key={r.key} value={r.key}>
          {gameChoiceLabel(r)}
        </option>
      ))}
    </select>
  );
}
