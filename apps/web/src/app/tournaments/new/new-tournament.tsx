'use client';

import { useMutation } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { TournamentFormLoader } from '../tournament-form-loader';
import { useTRPC } from '~/trpc/react';

/** The create form: on success, the new tournament's page. */
export function NewTournament() {
  const trpc = useTRPC();
  const router = useRouter();
  const create = useMutation(
    trpc.tournament.create.mutationOptions({
      onSuccess: ({ id }) => router.push(`/tournaments/${id}`),
    }),
  );
  return (
    <TournamentFormLoader
      submitLabel="Create tournament"
      pending={create.isPending || create.isSuccess}
      serverError={create.error?.message ?? null}
      onSubmit={(settings) => create.mutate(settings)}
    />
  );
}
