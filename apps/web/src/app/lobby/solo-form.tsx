'use client';

import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { PRIMARY } from '~/components/buttons';
import { GameSelect } from '~/components/game-select';
import { useTRPC } from '~/trpc/react';
import { FormError, OracleAllowed } from './form-parts';
import { PANEL } from './game-facts';

/** "Play solo": any offered game, one player, unrated, free exchanges of up to five tiles; starts at once. */
export function SoloForm() {
  const trpc = useTRPC();
  const router = useRouter();
  const options = useQuery(trpc.lobby.options.queryOptions(undefined, { staleTime: Infinity }));
  const [ruleset, setRuleset] = useState<string | null>(null);
  const [oracle, setOracle] = useState(false);
  const start = useMutation(
    trpc.lobby.solo.mutationOptions({
      onSuccess: ({ gameId }) => router.push(`/game/${gameId}`),
    }),
  );
  const rulesetKey = ruleset ?? options.data?.defaultRuleset ?? 'wordrise';
  return (
    <section aria-labelledby="play-solo" className={PANEL}>
      <h2 id="play-solo" className="text-xl font-bold">
        Solo
      </h2>
      <form
        className="flex flex-col gap-3 text-sm"
        onSubmit={(e) => {
          e.preventDefault();
          start.mutate({ ruleset: rulesetKey, oracleAllowed: oracle });
        }}
      >
        <p className="text-slate-300">
          Play on your own, unrated: exchange up to five tiles at a time for free. Your best scores
          go on your profile.
        </p>
        <label className="flex flex-col gap-1">
          <span className="text-slate-400">Game</span>
          <GameSelect value={rulesetKey} onChange={setRuleset} only={(r) => r.solo} />
        </label>
        <OracleAllowed checked={oracle} onChange={setOracle} />
        <FormError message={start.error?.message} />
        <button type="submit" className={`${PRIMARY} self-start`} disabled={start.isPending}>
          Play solo
        </button>
      </form>
    </section>
  );
}
