import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { moveEntry, passTurn, playOraclesBest, signUp, uniqueName } from './helpers';

// Classic Upwords (upwords-8) from the lobby against a bot: an 8 × 8 board whose grid
// has 8 rows of 8 cells, the Oracle's best play accepted, the bot's reply live, then the
// end summary and the replay's 8 × 8 board.
test('a Classic Upwords game against a bot: an 8 × 8 board, the Oracle’s best play, the bot’s reply, the end summary and an 8 × 8 replay', async ({
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
    await passTurn(page);
  }
  // The bot's reply arrives live.
  await expect(await moveEntry(page, before + 1)).toBeVisible();
  await expect(status).toHaveAttribute('data-move-number', String(before + 2));
  await expectNoSeriousViolations(page, 'a Classic Upwords game');

  // The end summary, then the replay: an 8 × 8 board again.
  const gameUrl = page.url();
  await page.getByRole('button', { name: 'RESIGN' }).click();
  await page.getByRole('button', { name: 'YES, RESIGN' }).click();
  await expect(status).toContainText('Game over');
  await expect(page.getByTestId('end-summary')).toBeVisible();
  await page.getByTestId('replay-link').click();
  await page.waitForURL(`${gameUrl}/replay`);
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(8);
  await expect(page.getByRole('grid').getByRole('gridcell')).toHaveCount(64);
  await expectNoSeriousViolations(page, 'the replay of a Classic Upwords game');
});
