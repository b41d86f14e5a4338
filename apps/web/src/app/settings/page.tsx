import { serverCaller } from '~/server/caller';
import { requireUser } from '~/server/session';
import { DeleteAccountForm } from './delete-account-form';
import { DisplayNameForm } from './display-name-form';
import { PasswordForm } from './password-form';
import { SettingsForm } from './settings-form';

export const metadata = { title: 'Settings — WordRise' };

/** The signed-in player's settings. */
export default async function SettingsPage() {
  await requireUser('/settings');
  const account = await (await serverCaller()).user.account();
  return (
    <main className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-8">
      <h1 className="text-3xl font-bold">Settings</h1>
      <SettingsForm />
      <DisplayNameForm username={account.username} current={account.displayName} />
      <PasswordForm />
      <DeleteAccountForm />
    </main>
  );
}
