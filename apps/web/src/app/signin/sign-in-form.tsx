'use client';

import { ACCOUNT_LIMITS } from '@wordrise/api/account-limits';
import { useActionState } from 'react';
import { Field, SUBMIT_BUTTON, submitKeepingFields } from '~/components/form-fields';
import { signInAction, type SignInState } from '~/server/actions';

export function SignInForm({
  callbackUrl,
  initialError,
}: {
  callbackUrl: string;
  initialError: string | null;
}) {
  const [state, action, pending] = useActionState<SignInState, FormData>(signInAction, {
    error: initialError,
    fields: {},
    username: '',
  });
  return (
    <form
      action={action}
      onSubmit={submitKeepingFields(action)}
      className="flex flex-col gap-4"
      noValidate
    >
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        defaultValue={state.username}
        error={state.fields.username}
        maxLength={ACCOUNT_LIMITS.username.max}
        required
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        error={state.fields.password}
        maxLength={ACCOUNT_LIMITS.password.max}
        required
      />
      {state.error && (
        <p role="alert" className="text-sm text-red-300" data-testid="signin-error">
          {state.error}
        </p>
      )}
      <button type="submit" className={SUBMIT_BUTTON} disabled={pending}>
        {pending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
