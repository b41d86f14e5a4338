'use client';

import { useActionState } from 'react';
import { Field, SUBMIT_BUTTON } from '~/components/form-fields';
import { signUpAction, type SignUpState } from '~/server/actions';

export function SignUpForm({
  callbackUrl,
  bot,
  minPassword,
}: {
  callbackUrl: string;
  bot: string | null;
  minPassword: number;
}) {
  const [state, action, pending] = useActionState<SignUpState, FormData>(signUpAction, {
    error: null,
    fields: {},
    username: '',
    displayName: '',
  });
  return (
    <form action={action} className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      {bot && <input type="hidden" name="bot" value={bot} />}
      <Field
        key={`u-${state.username}`}
        label="Username"
        name="username"
        autoComplete="username"
        defaultValue={state.username}
        error={state.fields.username}
        hint="3 to 20 letters, digits, _ or -."
        required
      />
      <Field
        key={`d-${state.displayName}`}
        label="Display name (optional)"
        name="displayName"
        autoComplete="nickname"
        defaultValue={state.displayName}
        error={state.fields.displayName}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        error={state.fields.password}
        hint={`At least ${minPassword} characters.`}
        required
      />
      {state.error && (
        <p role="alert" className="text-sm text-red-300">
          {state.error}
        </p>
      )}
      <button type="submit" className={SUBMIT_BUTTON} disabled={pending}>
        {pending ? 'Creating your account…' : bot ? 'Sign up and play' : 'Sign up'}
      </button>
    </form>
  );
}
