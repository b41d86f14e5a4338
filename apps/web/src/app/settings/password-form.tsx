'use client';

import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_LIMITS, lengthProblem } from '@wordrise/api/account-limits';
import { useState, type FormEvent } from 'react';
import { Field } from '~/components/form-fields';
import { useTRPC } from '~/trpc/react';
import { SignOutAfter } from './sign-out-after';
import { SettingsSection } from './settings-section';

export const INPUT = 'rounded-md bg-slate-800 px-2 py-1.5 text-slate-100';

const { password } = ACCOUNT_LIMITS;

interface FieldErrors {
  current?: string | undefined;
  next?: string | undefined;
}

/**
 * What can be told before asking the server, for both fields at once (the server checks
 * everything again: the current password, and the new one against the whole policy).
 */
function fieldErrors(current: string, next: string): FieldErrors {
  return {
    current: current ? undefined : 'Enter your current password.',
    next: next
      ? lengthProblem('New password', next, password, { tellLength: false })
      : `Enter a new password (at least ${password.min} characters).`,
  };
}

/**
 * Change password: the current one, then the new one. On success every session is
 * revoked on the server; this browser then signs out too, to sign in again.
 */
export function PasswordForm() {
  const trpc = useTRPC();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [checked, setChecked] = useState<FieldErrors>({});
  const change = useMutation(trpc.user.changePassword.mutationOptions());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = fieldErrors(current, next);
    setChecked(errors);
    if (errors.current || errors.next) change.reset();
    else change.mutate({ current, next });
  };
  // The server's refusal goes next to the field it names (`data.field`), else below the form.
  const refusedField = change.error?.data?.field;
  const serverError = change.error?.message;
  const errors: FieldErrors = {
    current: checked.current ?? (refusedField === 'current' ? serverError : undefined),
    next: checked.next ?? (refusedField === 'next' ? serverError : undefined),
  };
  const formError = refusedField === 'current' || refusedField === 'next' ? null : serverError;
  return (
    <SettingsSection id="password" title="Change password">
      <form
        aria-label="Change password"
        onSubmit={submit}
        className="flex flex-col gap-2"
        noValidate
      >
        <Field
          label="Current password"
          name="current"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={errors.current}
          maxLength={password.max}
          required
        />
        <Field
          label="New password"
          name="next"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={errors.next}
          hint={`At least ${password.min} characters.`}
          minLength={password.min}
          maxLength={password.max}
          required
        />
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
      {formError && (
        <p role="alert" className="text-sm text-red-300">
          {formError}
        </p>
      )}
      <SignOutAfter done={change.isSuccess} />
    </SettingsSection>
  );
}
