'use client';

import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTRPC } from '~/trpc/react';
import { INPUT } from './password-form';
import { SignOutAfter } from './sign-out-after';
import { SettingsSection } from './settings-section';

/** Deletes the account, confirmed with the password; games stay, under "deleted player". */
export function DeleteAccountForm() {
  const trpc = useTRPC();
  const [password, setPassword] = useState('');
  const remove = useMutation(trpc.user.deleteAccount.mutationOptions());
  const submit = (event: FormEvent) => {
    event.preventDefault();
    remove.mutate({ password });
  };
  return (
    <SettingsSection id="delete" title="Delete account" danger>
      <p className="text-sm text-slate-400">
        Your games stay (others played them too), with your seat shown as “deleted player”. Your
        name, password and sessions go; this cannot be undone.
      </p>
      <form aria-label="Delete account" onSubmit={submit} className="flex flex-col gap-2">
        <label className="flex flex-col gap-1 text-sm">
          Your password, to confirm
          <input
            type="password"
            autoComplete="current-password"
            className={INPUT}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
        <button
          type="submit"
          disabled={remove.isPending || remove.isSuccess}
          className="self-start rounded-md bg-red-800 px-3 py-1.5 text-sm font-bold text-white"
        >
          Delete my account
        </button>
      </form>
      {remove.error && (
        <p role="alert" className="text-sm text-red-300">
          {remove.error.message}
        </p>
      )}
      <SignOutAfter done={remove.isSuccess} />
    </SettingsSection>
  );
}
