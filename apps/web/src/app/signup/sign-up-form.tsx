'use client';

import { ACCOUNT_LIMITS } from '@wordrise/api/account-limits';
import { useActionState } from 'react';
import { Field, SUBMIT_BUTTON, submitKeepingFields } from '~/components/form-fields';
import { signUpAction, type SignUpState } from '~/server/actions';

const { username, displayName, password } = ACCOUNT_LIMITS;

export function SignUpForm({ callbackUrl, bot }: { callbackUrl: string; bot: string | null }) {
  const [state, action, pending] = useActionState<SignUpState, FormData>(signUpAction, {
    error: null,
    fields: {},
    username: '',
    displayName: '',
  });
  // noValidate: the server's sentences (every field at once) rather than the browser's bubbles;
  // the limits still stop typing past the maximum and tell assistive technology.
  return (
    <form
      action={action}
      onSubmit={submitKeepingFields(action)}
      className="flex flex-col gap-4"
      noValidate
    >
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      {bot && <input type="hidden" name="bot" value={bot} />}
      <Field
        label="Username"
        name="username"
        autoComplete="username"
        defaultValue={state.username}
        error={state.fields.username}
        hint={`${username.min} to ${username.max} letters, digits, _ or -.`}
        minLength={username.min}
        maxLength={username.max}
        required
      />
      <Field
        label="Display name (optional)"
        name="displayName"
        autoComplete="nickname"
        defaultValue={state.displayName}
        error={state.fields.displayName}
        hint={`At most ${displayName.max} characters; your username if left empty.`}
        maxLength={displayName.max}
      />
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        error={state.fields.password}
        hint={`At least ${password.min} characters.`}
        minLength={password.min}
        maxLength={password.max}
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
