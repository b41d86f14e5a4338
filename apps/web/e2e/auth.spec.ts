import { expect, test } from '@playwright/test';
import { PASSWORD, signUp, uniqueName } from './helpers';

test('sign up, sign out, sign in again; refusals show their sentences', async ({ page }) => {
  const name = uniqueName('ann');
  await signUp(page, name);

  // The lobby needs a session: signed out, it sends you to sign in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await page.goto('/lobby');
  await page.waitForURL(/\/signin\?callbackUrl=%2Flobby/);

  // The same username again: the server's sentence, next to the field.
  await page.goto('/signup');
  await page.getByLabel('Username').fill(name.toUpperCase());
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('That username is taken.')).toBeVisible();
  // A weak password: the server's sentence too.
  await page.getByLabel('Username').fill(uniqueName('bea'));
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('Choose a longer password (at least 10 characters).')).toBeVisible();

  // A wrong password, then the right one.
  await page.goto('/signin');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Wrong username or password.' }),
  ).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/lobby');

  // The profile page.
  await page.getByTestId('signed-in-as').click();
  await expect(page.getByTestId('profile-username')).toHaveText(name);
  await expect(page.getByTestId('games-played')).toHaveText('0');
  await expect(page.getByText('No finished games yet.')).toBeVisible();
});

test('landing: play a bot right away signs you up first, then opens the bot game', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByText('WordRise is a stacking word game.')).toBeVisible();
  await page.getByRole('button', { name: 'Play a bot right away' }).click();
  await page.waitForURL(/\/signup\?bot=/);
  await expect(page.getByTestId('bot-next')).toBeVisible();
  await page.getByLabel('Username').fill(uniqueName('cy'));
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up and play' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('grid', { name: 'Game board' })).toBeVisible();
  await expect(page.getByTestId('seat-1')).toContainText('(bot)');
});

test('a profile address that is not a username is a 404, not a server error', async ({ page }) => {
  for (const path of ['/u/%25E0', '/u/nobody-has-this-name']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  }
});

test('a stranger guessing gets "try again in N seconds" at once; the owner still signs in', async ({
  page,
  browser,
}) => {
  const name = uniqueName('dee');
  await signUp(page, name);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  // Another browser guesses. After five free failures each one doubles the wait (1 s,
  // 2 s, 4 s…): guessing on soon meets "not before", told in a sentence at once rather
  // than by a hanging request.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto('/signin');
  const alert = stranger.getByTestId('signin-error');
  await expect(async () => {
    await stranger.getByLabel('Username').fill(name);
    await stranger.getByLabel('Password').fill('not-the-password');
    await stranger.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(alert).toHaveText(/^Too many sign-in attempts\. Try again in \d+ seconds?\.$/, {
      timeout: 2_000,
    });
  }).toPass();
  // Even the right password waits there…
  await stranger.getByLabel('Username').fill(name);
  await stranger.getByLabel('Password').fill(PASSWORD);
  await stranger.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(alert).toHaveText(/^Too many sign-in attempts\./);

  // …but the owner, on the browser they signed in with before, gets in at once.
  await page.goto('/signin');
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/lobby');
  await expect(page.getByTestId('signed-in-as')).toHaveText(name);
  await stranger.context().close();
});

test('sign-up refuses a display name that looks like another player’s', async ({ page }) => {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(uniqueName('imp'));
  await page.getByLabel(/Display name/).fill('A\u200Blice');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText(/no invisible or direction-changing characters/)).toBeVisible();
  await page.getByLabel(/Display name/).fill('ALICE');
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page.getByText('That name looks too much like another player’s.')).toBeVisible();
});
