import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PASSWORD, signUp, uniqueName } from './helpers';

async function signIn(page: Page, username: string): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL('**/lobby');
  await expect(page.getByTestId('signed-in-as')).toHaveText(username);
}

/** The page shows a signed-in player (or sends /lobby to the sign-in page). */
async function expectSignedOutAt(page: Page): Promise<void> {
  await page.goto('/lobby');
  await page.waitForURL(/\/signin\?callbackUrl=%2Flobby/);
  await expect(page.getByTestId('signed-in-as')).toHaveCount(0);
}

/** One player on two devices: signed up on the first, signed in on the second. */
async function onTwoDevices(
  browser: Browser,
  name: string,
): Promise<{ contexts: BrowserContext[]; first: Page; second: Page }> {
  const contexts = [await browser.newContext(), await browser.newContext()];
  const [first, second] = await Promise.all(contexts.map((c) => c.newPage()));
  await signUp(first!, name);
  await signIn(second!, name);
  return { contexts, first: first!, second: second! };
}

test('sign out everywhere: the other browser is signed out on its next navigation', async ({
  browser,
}) => {
  const name = uniqueName('eve');
  const { contexts, first: onLaptop, second: onPhone } = await onTwoDevices(browser, name);

  await onLaptop.getByLabel('More account options').click();
  await onLaptop.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(onLaptop.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  await expectSignedOutAt(onPhone);
  await expectSignedOutAt(onLaptop);
  // Signing in again works as before.
  await signIn(onPhone, name);
  for (const context of contexts) await context.close();
});

test('a copied session cookie no longer works after sign-out', async ({ browser }) => {
  const name = uniqueName('cop');
  const owner = await browser.newContext();
  const page = await owner.newPage();
  await signUp(page, name);
  const cookies = await owner.cookies();
  expect(cookies.some((c) => c.name.includes('session-token'))).toBe(true);

  // Someone with a copy of the cookie is the player, until the player signs out.
  const thief = await browser.newContext();
  await thief.addCookies(cookies);
  const stolen = await thief.newPage();
  await stolen.goto('/lobby');
  await expect(stolen.getByTestId('signed-in-as')).toHaveText(name);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  await expectSignedOutAt(stolen);
  // The API agrees: the copied cookie is no session.
  const copy = await browser.newContext();
  await copy.addCookies(cookies);
  const session = await copy.request.get('/api/auth/session');
  const body = await session.text();
  expect(JSON.parse(body)).toBeNull();
  await owner.close();
  await thief.close();
  await copy.close();
});

test('signed out everywhere from another device: the open lobby says so and signs in back to it', async ({
  browser,
}) => {
  const name = uniqueName('sid');
  const { contexts, first: onDesktop, second: onPhone } = await onTwoDevices(browser, name);
  const ended = onDesktop.getByTestId('session-ended');
  await expect(onDesktop.getByRole('form', { name: 'Create a game' })).toBeVisible();

  await onPhone.getByLabel('More account options').click();
  await onPhone.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(onPhone.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  // The desktop's lobby, never reloaded: its next call learns that the session is gone.
  await onDesktop
    .getByRole('form', { name: 'Create a game' })
    .getByRole('button', { name: 'Create game' })
    .click();
  await expect(ended).toContainText('You are signed out');
  const again = ended.getByRole('link', { name: 'Sign in again' });
  await expect(again).toHaveAttribute('href', '/signin?callbackUrl=%2Flobby');

  // Signing in there comes back to the lobby, signed in, without the notice.
  await again.click();
  await onDesktop.waitForURL(/\/signin\?callbackUrl=%2Flobby/);
  await onDesktop.getByLabel('Username').fill(name);
  await onDesktop.getByLabel('Password').fill(PASSWORD);
  await onDesktop.getByRole('button', { name: 'Sign in', exact: true }).click();
  await onDesktop.waitForURL('**/lobby');
  await expect(onDesktop.getByTestId('signed-in-as')).toHaveText(name);
  await expect(ended).toHaveCount(0);
  for (const context of contexts) await context.close();
});

test('signed out everywhere from another device: an open game stops at once and says so, with no click', async ({
  browser,
}) => {
  const name = uniqueName('sgo');
  const { contexts, first: onDesktop, second: onPhone } = await onTwoDevices(browser, name);
  const bots = onDesktop.getByRole('region', { name: 'Play a bot' });
  await bots.getByRole('button', { name: 'Play the bot' }).click();
  await onDesktop.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(onDesktop.getByTestId('seat-1')).toContainText('(bot)');
  const ended = onDesktop.getByTestId('session-ended');
  await expect(ended).toHaveCount(0);

  await onPhone.getByLabel('More account options').click();
  await onPhone.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(onPhone.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  // The game's live stream ends on the server (no more racks to a signed-out device): the
  // page, untouched, says so.
  await expect(ended).toContainText('You are signed out');
  await expect(
    onDesktop.getByRole('status').filter({ hasText: 'live updates stopped' }),
  ).toBeVisible();
  for (const context of contexts) await context.close();
});
