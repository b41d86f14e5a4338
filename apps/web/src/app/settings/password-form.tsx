'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '~/trpc/react';
import { SignOutAfter } from './sign-out-after';

export const INPUT = 'rounded-md bg-slate-800 px-2 py-1.5 text-slate-100';

/**
 * Change password: the current one, then the new one. On success every session is
 * revoked on the server; this browser then signs out too, to sign in again.
 */
export function PasswordForm() {
  const trpc = useTRPC();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const change = useMutation(trpc.user.changePassword.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ current, next });
  };
  return (
    <section
      aria-labelledby="password-heading"
      className="flex flex-col gap-3 rounded-lg bg-slate-900 p-4"
    >
      <h2 id="password-heading" className="font-semibold">
        Change password
      </h2>
      <form aria-label="Change password" onSubmit={submit} className="flex flex-col gap-2">
        <label className="flex flex-col gap-1 text-sm">
          Current password
          <input
            type="password"
            autoComplete="current-password"
            className={INPUT}
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          New password
          <input
            type="password"
            autoComplete="new-password"
            className={INPUT}
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        </label>
        <button
          type="submit"
          disabled={change.isPending || change.isSuccess}
          className="self-start rounded-md bg-gold px-3 py-1.5 text-sm font-bold text-tile-ink"
        >
          Change password
        </button>
      </form>
      {change.isSuccess && (
        <p role="status" className="text-sm text-slate-300">
          Password changed. Every session is signed out: sign in again with the new password.
        </p>
      )}
      {change.error && (
        <p role="alert" className="text-sm text-red-300">
          {change.error.message}
        </p>
      )}
      <SignOutAfter done={change.isSuccess} />
    </section>
  );
}
