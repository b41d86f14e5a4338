import { expect, test } from '@playwright/test';

// A fresh install (the browser tests' database is seeded as `npm start` seeds one) has
// rated history: the demo players' bot-played blitz games, rated by the server's own
// step, put them on the first board, and their profiles chart it.
test('the demo players are on a fresh install’s leaderboard, with a rating history each', async ({
  page,
}) => {
  await page.goto('/leaderboard');
  // Blitz, the first board: the three demo players, 18 rated games each.
  await expect(page.getByRole('link', { name: 'Blitz' })).toHaveAttribute('aria-current', 'page');
  for (const name of ['Alice', 'Bob', 'Carol']) {
    const row = page.getByTestId('leaderboard-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.locator('td').nth(4)).toHaveText('18');
    // Played-out games: a real average score.
    await expect(row.locator('td').last()).toHaveText(/^\d{3}(\.\d)?$/);
  }

  await page.getByTestId('leaderboard-row').getByRole('link', { name: 'Alice' }).click();
  await page.waitForURL('**/u/alice');
  // Settled (no "?"), after 18 games.
  const blitz = page.getByTestId('rating-row-wordrise-blitz').locator('td');
  await expect(blitz.nth(2)).toHaveText(/^1\d{3}$/);
  await expect(blitz.nth(4)).toHaveText('18');
  // The chart: the start and 18 games.
  const chart = page.getByTestId('rating-chart');
  await expect(chart).toHaveAttribute('data-points', '19');
  await expect(chart.locator('canvas')).toBeVisible();
  await expect(page.getByTestId('rating-chart-summary')).toHaveText(
    /^From 1500 before the first rated game to 1\d{3} after 18 games\.$/,
  );
  // Her recent rated games show what each did to her rating.
  await expect(page.getByTestId('rating-delta').first()).toHaveText(
    /^Rating change (\+\d+|\u2212\d+|\u00b10)$/,
  );
});
