'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '~/trpc/react';

/** The settings, each saved as soon as it is changed. */
export function SettingsForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.user.settings.queryOptions());
  const update = useMutation(
    trpc.user.updateSettings.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.user.settings.queryKey(), saved),
    }),
  );
  const hide = update.isPending
    ? (update.variables?.hideRatingsInGames ?? false)
    : (settings.data?.hideRatingsInGames ?? false);
  return (
    <section className="flex flex-col gap-3 rounded-lg bg-slate-900 p-4">
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-gold"
          checked={hide}
          disabled={!settings.data || update.isPending}
          data-saved={settings.data ? String(settings.data.hideRatingsInGames) : undefined}
          onChange={(e) => update.mutate({ hideRatingsInGames: e.target.checked })}
        />
        <span className="flex flex-col gap-1">
          <span className="font-semibold">Hide ratings during my games</span>
          <span className="text-sm text-slate-400">
            While you play, your games show no ratings (yours or your opponents’), and the rating
            change waits for the end. Your opponents and spectators still see ratings as usual.
            Everything comes back when the game ends.
          </span>
        </span>
      </label>
      {(settings.error ?? update.error) && (
        <p role="alert" className="text-sm text-red-300">
          {(settings.error ?? update.error)?.message}
        </p>
      )}
    </section>
  );
}
