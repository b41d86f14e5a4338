import { expect, test, type Locator } from '@playwright/test';
import { PASSWORD, signUp, uniqueName } from './helpers';

test('sign up, sign out, sign in again; refusals show their sentences', async ({ page }) => {
  const name = uniqueName('ann');
  await signUp(page, name);

  // The lobby needs a session: signed out, it sends you to sign in.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await page.goto('/lobby');
  await page.waitForURL(/\/signin\?callbackUrl=%2Flobby/);

  // A weak password: the server's sentence.
  await page.goto('/signup');
  const signUpButton = page.getByRole('button', { name: 'Sign up', exact: true });
  await page.getByLabel('Username').fill(uniqueName('bea'));
  await page.getByLabel('Password').fill('short');
  await signUpButton.click();
  await expect(page.getByText('Password is too short: at least 10 characters.')).toBeVisible();
  // The same username again: the server's sentence too, next to the field. The password
  // stays, so another username signs up without typing it again.
  await page.getByLabel('Username').fill(name.toUpperCase());
  await page.getByLabel('Password').fill(PASSWORD);
  await signUpButton.click();
  await expect(page.getByText('That username is taken.')).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveValue(PASSWORD);
  const other = uniqueName('cal');
  await page.getByLabel('Username').fill(other);
  await signUpButton.click();
  await page.waitForURL('**/lobby');
  await expect(page.getByTestId('signed-in-as')).toHaveText(other);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

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
  // A casual game with the Oracle, as the home page promises and the lobby's bot form starts.
  await expect(page.getByRole('tab', { name: 'Oracle' })).toBeVisible();
  const first = page.url();

  // Signed in, the same button starts the same kind of game at once.
  await page.goto('/');
  await page.getByRole('button', { name: 'Play a bot right away' }).click();
  await page.waitForURL((url) => /\/game\/[0-9a-f-]{36}$/.test(url.pathname) && url.href !== first);
  await expect(page.getByTestId('seat-1')).toContainText('(bot)');
  await expect(page.getByRole('tab', { name: 'Oracle' })).toBeVisible();
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

/** The field shows `error` beside it, tied to it (announced with it) and marked invalid. */
async function expectFieldError(field: Locator, error: string): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const escaped = error.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // The error first, then the field's hint (if it has one).
  await expect(field).toHaveAccessibleDescription(new RegExp(`^${escaped}`));
}

test('sign-up names every field at fault at once, with its limit; the fields carry the same limits', async ({
  page,
}) => {
  await page.goto('/signup');
  const username = page.getByLabel('Username');
  const displayName = page.getByLabel(/Display name/);
  const password = page.getByLabel('Password');
  // The server's limits, on the page.
  await expect(username).toHaveAttribute('minlength', '3');
  await expect(username).toHaveAttribute('maxlength', '20');
  await expect(username).toHaveAttribute('required');
  await expect(displayName).toHaveAttribute('maxlength', '40');
  await expect(password).toHaveAttribute('minlength', '10');
  await expect(password).toHaveAttribute('maxlength', '200');
  await expect(password).toHaveAttribute('required');

  // An empty form: both required fields say so, each beside itself.
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expectFieldError(username, 'Enter a username (3 to 20 characters).');
  await expectFieldError(password, 'Enter a password (at least 10 characters).');
  await expect(displayName).not.toHaveAttribute('aria-invalid');

  // The server never trusts the page: without the page's limits, every field too long or
  // too short is named with its limit, at once; what was typed stays, the password too.
  await page
    .locator('input')
    .evaluateAll((inputs) => inputs.forEach((i) => i.removeAttribute('maxlength')));
  await username.fill('u'.repeat(60));
  await displayName.fill('d'.repeat(200));
  await password.fill('a');
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expectFieldError(
    username,
    'Username is too long: at most 20 characters (this one has 60).',
  );
  await expectFieldError(
    displayName,
    'Display name is too long: at most 40 characters (this one has 200).',
  );
  await expectFieldError(password, 'Password is too short: at least 10 characters.');
  await expect(username).toHaveValue('u'.repeat(60));
  await expect(displayName).toHaveValue('d'.repeat(200));
  await expect(password).toHaveValue('a');

  // A username's wrong characters: a sentence of its own, not the hint again.
  await username.fill('no spaces');
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expectFieldError(
    username,
    'Username can hold only letters a–z, digits, _ and - (no spaces or accents).',
  );
  await expect(page.getByText('3 to 20 letters, digits, _ or -.')).toHaveCount(1);
});

test('sign-in names each empty field beside it; the fields carry the account limits', async ({
  page,
}) => {
  await page.goto('/signin');
  const username = page.getByLabel('Username');
  const password = page.getByLabel('Password');
  await expect(username).toHaveAttribute('maxlength', '20');
  await expect(password).toHaveAttribute('maxlength', '200');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectFieldError(username, 'Enter your username.');
  await expectFieldError(password, 'Enter your password.');

  await username.fill('someone');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectFieldError(password, 'Enter your password.');
  await expect(username).toHaveValue('someone');
  await expect(username).not.toHaveAttribute('aria-invalid');

  // A refusal keeps the password typed: only the missing username to fill in.
  await username.fill('');
  await password.fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expectFieldError(username, 'Enter your username.');
  await expect(password).toHaveValue(PASSWORD);
  await expect(password).not.toHaveAttribute('aria-invalid');
});
