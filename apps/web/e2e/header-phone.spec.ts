import { expect, test } from '@playwright/test';
import { signUp, uniqueName } from './helpers';

test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

// A phone's top bar keeps to one line (it wrapped, and the player's name was hidden): the
// profile and signing out are in the ⋯ menu.
test('on a phone the top bar is one line; the menu holds the profile and sign out', async ({
  page,
}) => {
  const name = uniqueName('phonebar');
  await signUp(page, name);
  const bar = page.getByRole('navigation', { name: 'Site' });
  const links = ['WordRise', 'Lobby', 'Tournaments', 'Leaderboard'];
  const tops = await Promise.all(
    links.map(
      async (text) => (await bar.getByRole('link', { name: text, exact: true }).boundingBox())!.y,
    ),
  );
  const menu = bar.getByLabel('More account options');
  const menuTop = (await menu.boundingBox())!.y;
  for (const top of [...tops, menuTop]) expect(Math.abs(top - tops[0]!)).toBeLessThan(12);
  await expect(bar.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();

  await menu.click();
  await expect(bar.getByRole('link', { name })).toBeVisible();
  await bar.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(bar.getByRole('link', { name: 'Sign in' })).toBeVisible();
});
