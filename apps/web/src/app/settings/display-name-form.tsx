'use client';

import { useMutation } from '@tanstack/react-query';
import {
  ACCOUNT_LIMITS,
  DISPLAY_NAME_CHANGES,
  LEFT_NAME_HOLD_DAYS,
} from '@wordrise/api/account-limits';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Field } from '~/components/form-fields';
import { useTRPC } from '~/trpc/react';
import { SettingsSection } from './settings-section';

const { displayName: limits } = ACCOUNT_LIMITS;

/**
 * Change display name: the name other players see in games, the lobby and tournaments.
 * The server checks it as sign-up does (length, characters, lookalikes of other players'
 * names) and says what is wrong beside the field. On success the page's server parts
 * (the header) are read again, so they show the new name.
 */
export function DisplayNameForm({ username, current }: { username: string; current: string }) {
  const trpc = useTRPC();
  const router = useRouter();
  const [typed, setTyped] = useState(current);
  const change = useMutation(
    trpc.user.changeDisplayName.mutationOptions({
      onSuccess: (result) => {
        setTyped(result.displayName); // as stored: trimmed, or the username for an empty field
        router.refresh();
      },
    }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate({ displayName: typed });
  };
  // The server's refusal of the name goes beside the field; any other (the limit) below the form.
  const fieldError = change.error?.data?.field === 'displayName' ? change.error.message : undefined;
  const formError = change.error && !fieldError ? change.error.message : null;
  const saved = change.data?.displayName;
  return (
    <SettingsSection id="display-name" title="Display name">
      <p className="text-sm text-slate-400">
        The name other players see in games, the lobby and tournaments. Your username,{' '}
        <span className="text-slate-200">{username}</span>, stays as it is.
      </p>
      <form
        aria-label="Change display name"
        onSubmit={submit}
        className="flex flex-col gap-2"
        noValidate
      >
        <Field
          label="Display name"
          name="displayName"
          autoComplete="nickname"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          error={fieldError}
          hint={`At most ${limits.max} characters; your username if left empty. You can change it ${DISPLAY_NAME_CHANGES.max} times a day; the name you leave stays yours for ${LEFT_NAME_HOLD_DAYS} days, or until you change it again.`}
          maxLength={limits.max}
        />
        <button
          type="submit"
          disabled={change.isPending}
          className="self-start rounded-md bg-gold px-3 py-1.5 text-sm font-bold text-tile-ink"
        >
          Change display name
        </button>
      </form>
      {change.isSuccess && saved !== undefined && (
        <p role="status" className="text-sm text-slate-300">
          {change.data.changed
            ? `Your display name is now “${saved}”.`
            : `Your display name is already “${saved}”.`}
        </p>
      )}
      {formError && (
        <p role="alert" className="text-sm text-red-300">
          {formError}
        </p>
      )}
    </SettingsSection>
  );
}
