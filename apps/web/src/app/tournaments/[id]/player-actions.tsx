'use client';

import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { PRIMARY, SECONDARY } from '~/components/buttons';
import { signInPath } from '~/lib/paths';
import type { TournamentDetail } from '~/lib/tournaments';
import { useTRPC } from '~/trpc/react';
import { errorText, PANEL } from '../../lobby/game-facts';

/** Register, withdraw and check in: what the viewer may do as a player right now. */
export function PlayerActions({
  t,
  me,
  onDone,
}: {
  t: TournamentDetail;
  me: string | null;
  onDone: () => void;
}) {
  const trpc = useTRPC();
  const options = { onSuccess: onDone };
  const register = useMutation(trpc.tournament.register.mutationOptions(options));
  const withdraw = useMutation(trpc.tournament.withdraw.mutationOptions(options));
  const checkIn = useMutation(trpc.tournament.checkIn.mutationOptions(options));
  const input = { tournamentId: t.id };
  const v = t.viewer;
  const pending = register.isPending || withdraw.isPending || checkIn.isPending;
  const error = errorText(register.error ?? withdraw.error ?? checkIn.error);

  if (!me) {
    if (t.status !== 'registration') return null;
    return (
      <section className={PANEL}>
        <p className="text-sm">
          <Link href={signInPath(`/tournaments/${t.id}`)} className="text-gold underline">
            Sign in
          </Link>{' '}
          to register.
        </p>
      </section>
    );
  }
  if (!v.canRegister && !v.canWithdraw && !v.canCheckIn && !v.entrantId) return null;
  return (
    <section aria-label="Your entry" className={PANEL} data-testid="your-entry">
      {v.entrantId && (
        <p className="text-sm text-slate-300">
          You are entered
          {t.settings.checkInOpensAt && (v.checkedIn ? ' and checked in' : ', not checked in yet')}.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {v.canRegister && (
          <button
            type="button"
            className={PRIMARY}
            disabled={pending}
            onClick={() => register.mutate(input)}
          >
            Register
          </button>
        )}
        {v.canCheckIn && (
          <button
            type="button"
            className={PRIMARY}
            disabled={pending}
            onClick={() => checkIn.mutate(input)}
          >
            Check in
          </button>
        )}
        {v.canWithdraw && (
          <button
            type="button"
            className={SECONDARY}
            disabled={pending}
            onClick={() => withdraw.mutate(input)}
          >
            Withdraw
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}
