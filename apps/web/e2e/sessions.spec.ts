import { expect, test, type Page } from '@playwright/test';
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

test('sign out everywhere: the other browser is signed out on its next navigation', async ({
  browser,
}) => {
  const name = uniqueName('eve');
  const laptop = await browser.newContext();
  const phone = await browser.newContext();
  const onLaptop = await laptop.newPage();
  const onPhone = await phone.newPage();
  await signUp(onLaptop, name);
  await signIn(onPhone, name);

  await onLaptop.getByLabel('More account options').click();
  await onLaptop.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(onLaptop.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  await expectSignedOutAt(onPhone);
  await expectSignedOutAt(onLaptop);
  // Signing in again works as before.
  await signIn(onPhone, name);
  await laptop.close();
  await phone.close();
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
