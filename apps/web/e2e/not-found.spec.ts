import { expect, test } from '@playwright/test';

// A mistyped address, or a game or player that does not exist, gets the site's own
// "Nothing here" page (with the header and a way on) and a 404 status, not the framework's.

for (const path of [
  '/no-such-page',
  '/game/00000000-0000-4000-8000-000000000000',
  '/u/nobody-by-this-name',
]) {
  test(`${path} is the site's own 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Nothing here' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    // A way on: home (the lobby and leaderboard links are there too).
    const nav = page.getByRole('navigation', { name: 'Where to go' });
    await expect(nav.getByRole('link', { name: 'Lobby' })).toHaveAttribute('href', '/lobby');
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('heading', { name: 'WordRise' })).toBeVisible();
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/$/);
  });
}
