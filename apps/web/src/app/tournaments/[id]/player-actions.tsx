'use client';

import { useMutation } from '@tanstack/react-query';
import Link from 'next/link';
import { useState } from 'react';
import { PRIMARY, SECONDARY } from '~/components/buttons';
import { ConfirmStep } from '~/components/confirm-step';
import { signInPath } from '~/lib/paths';
import type { TournamentDetail } from '~/lib/tournaments';
import { useTRPC } from '~/trpc/react';
import { errorText, PANEL } from '../../lobby/game-facts';

/** The viewer's entry in words: entered, played once it is over, or how they left. */
function entryStatus(t: TournamentDetail): string | null {
  const me = t.entrants.find((e) => e.entrantId === t.viewer.entrantId);
  if (!me) return null;
  switch (me.status) {
    case 'withdrawn':
      return 'You withdrew.';
    case 'removed':
      return `You were removed${me.removedReason ? `: ${me.removedReason}` : '.'}`;
    case 'dropped':
      return 'You were dropped: you had not checked in at the start.';
    case 'active':
      if (t.status === 'finished') return 'You played in this tournament.';
      if (t.status === 'cancelled') return 'You were entered.';
      if (!t.settings.checkInOpensAt || t.startedAt) return 'You are entered.';
      return t.viewer.checkedIn
        ? 'You are entered and checked in.'
        : 'You are entered, not checked in yet.';
  }
}

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
  // Mid-event a withdrawal forfeits a running game and cannot be undone: it asks first.
  const [asking, setAsking] = useState(false);
  const midEvent = t.status === 'running' || t.status === 'paused';
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
  const entry = entryStatus(t);
  return (
    <section aria-label="Your entry" className={PANEL} data-testid="your-entry">
      {entry && (
        <p className="text-sm text-slate-300" data-testid="your-entry-status">
          {entry}
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
        {v.canWithdraw && !asking && (
          <button
            type="button"
            className={SECONDARY}
            disabled={pending}
            onClick={() => (midEvent ? setAsking(true) : withdraw.mutate(input))}
          >
            Withdraw
          </button>
        )}
      </div>
      {v.canWithdraw && asking && (
        <ConfirmStep
          question="Withdraw from the tournament? Your unfinished game is forfeited and you are not paired again. This cannot be undone."
          yes="Yes, withdraw"
          no="No, stay in"
          busy={pending}
          onNo={() => setAsking(false)}
          onYes={() => withdraw.mutate(input, { onSettled: () => setAsking(false) })}
        />
      )}
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
    </section>
  );
}
