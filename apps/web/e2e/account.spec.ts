import { expect, test } from '@playwright/test';
import { PASSWORD, signUp, uniqueName } from './helpers';

test('change password: the wrong current one is refused; after the change only the new one signs in', async ({
  page,
}) => {
  const username = uniqueName('pwchg');
  const newPassword = 'a-brand-new-secret-7';
  await signUp(page, username);
  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Change password' });
  const current = form.getByLabel('Current password');
  const next = form.getByLabel('New password');
  await expect(current).toHaveAttribute('maxlength', '200');
  await expect(next).toHaveAttribute('minlength', '10');
  await expect(next).toHaveAttribute('maxlength', '200');

  // Both fields' problems at once, each beside its field.
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAccessibleDescription('Enter your current password.');
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(next).toHaveAccessibleDescription(
    /^Enter a new password \(at least 10 characters\)\./,
  );
  await next.fill('short');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(next).toHaveAccessibleDescription(
    /^New password is too short: at least 10 characters\./,
  );
  await expect(current).toHaveAccessibleDescription('Enter your current password.');

  // The server's refusal goes beside the field it is about.
  await current.fill('not-my-password');
  await next.fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAccessibleDescription('That is not your current password.');
  await expect(next).not.toHaveAttribute('aria-invalid');

  await form.getByLabel('Current password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Change password' }).click();
  // Every session is signed out, this one too.
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByTestId('signed-in-as')).toHaveCount(0);

  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }),
  ).toBeVisible();

  await page.getByLabel('Password').fill(newPassword);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/lobby');
  await expect(page.getByTestId('signed-in-as')).toHaveText(username);
});

test('delete account: the game stays, under "deleted player"; the old password no longer signs in', async ({
  page,
}) => {
  const username = uniqueName('gone');
  await signUp(page, username);
  await page.getByRole('button', { name: 'Play the bot' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  const gameUrl = page.url();
  await expect(page.getByTestId('scoreboard')).toContainText(username);

  await page.goto('/settings');
  const form = page.getByRole('form', { name: 'Delete account' });
  await form.getByLabel('Your password, to confirm').fill('not-my-password');
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'That is not your current password.' }),
  ).toBeVisible();
  await form.getByLabel('Your password, to confirm').fill(PASSWORD);
  await form.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByTestId('signed-in-as')).toHaveCount(0);

  await page.goto(gameUrl);
  await expect(page.getByTestId('scoreboard')).toContainText('deleted player');
  await expect(page.getByTestId('scoreboard')).not.toContainText(username);

  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }),
  ).toBeVisible();
});

test('change display name: a bad name is refused beside the field; the new one shows in the header and on the profile', async ({
  page,
}) => {
  const username = uniqueName('rename');
  await signUp(page, username);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Display name' });
  const form = section.getByRole('form', { name: 'Change display name' });
  const field = form.getByLabel('Display name');
  const change = form.getByRole('button', { name: 'Change display name' });
  await expect(field).toHaveValue(username);
  await expect(field).toHaveAttribute('maxlength', '40');

  // Sign-up's checks, each answered beside the field: an invisible character, then a name
  // that looks like another player's.
  await field.fill('Rose\u200BRed');
  await change.click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(
    /^Use letters, digits, spaces and punctuation only \(no invisible or direction-changing characters\)\./,
  );
  await field.fill('ALICE');
  await change.click();
  await expect(field).toHaveAccessibleDescription(
    /^That name looks too much like another player’s\./,
  );
  await expect(page.getByTestId('signed-in-as')).toHaveText(username);

  const name = `Rose ${username}`;
  await field.fill(name);
  await change.click();
  await expect(section.getByRole('status')).toHaveText(`Your display name is now “${name}”.`);
  await expect(field).not.toHaveAttribute('aria-invalid');
  // The header says so at once, and on every page opened after.
  await expect(page.getByTestId('signed-in-as')).toHaveText(name);
  await page.getByTestId('signed-in-as').click();
  await page.waitForURL(`**/u/${username}`);
  await expect(page.getByTestId('profile-username')).toHaveText(username);
  await expect(page.getByTestId('profile-display-name')).toHaveText(name);
  await expect(page.getByTestId('signed-in-as')).toHaveText(name);
  await page.goto('/settings');
  await expect(field).toHaveValue(name);
});
