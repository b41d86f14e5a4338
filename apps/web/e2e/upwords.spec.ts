import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { moveEntry, playOraclesBest, signUp, uniqueName } from './helpers';

// Classic Upwords (upwords-8) from the lobby against a bot: an 8 × 8 board whose grid
// has 8 rows of 8 cells, the Oracle's best play accepted, the bot's reply live.
test('a Classic Upwords game against a bot: an 8 × 8 board, the Oracle’s best play, the bot’s reply', async ({
  page,
}) => {
  await signUp(page, uniqueName('upwords'));
  const section = page.getByRole('region', { name: 'Play a bot' });
  await section.getByLabel('Game').selectOption({ label: 'Classic Upwords (8 × 8)' });
  await section.getByLabel('Bot level').selectOption('greedy');
  await section.getByLabel('Oracle allowed').check();
  await section.getByRole('button', { name: 'Play the bot' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);

  const grid = page.getByRole('grid', { name: 'Game board' });
  await expect(grid.getByRole('row')).toHaveCount(8);
  await expect(grid.getByRole('gridcell')).toHaveCount(64);

  const status = page.getByTestId('game-status');
  await expect(status).toHaveAttribute('data-your-turn', 'true');
  const before = Number(await status.getAttribute('data-move-number'));
  if (await playOraclesBest(page)) {
    await expect(await moveEntry(page, before)).toHaveAttribute('data-type', 'play');
  } else {
    await page.getByRole('button', { name: 'PASS' }).click();
  }
  // The bot's reply arrives live.
  await expect(await moveEntry(page, before + 1)).toBeVisible();
  await expect(status).toHaveAttribute('data-move-number', String(before + 2));
  await expectNoSeriousViolations(page, 'a Classic Upwords game');
});
