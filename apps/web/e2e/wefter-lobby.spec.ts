import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { passTurn, signUp, square, uniqueName } from './helpers';
import { chooseShortWefter, startShortWefterAtOneDevice } from './wefter-table';

const GAME_URL = /\/game\/([0-9a-f-]{36})$/;

// A Word Wefter game's length is said wherever the game is described: the waiting room
// and the lobby's open list before it starts, the replay's title after it ends. The
// replay board shows Wefter's bonus squares and the racks their letter values, as the
// live game does (a Short pass-and-play game that ends at once: both players pass).
test('Word Wefter: a Short game shows its length in the lobby, and its replay shows bonus squares and letter values', async ({
  page,
}) => {
  await signUp(page, uniqueName('wlen'));
  const form = await chooseShortWefter(page);
  await form.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(GAME_URL);
  const openId = GAME_URL.exec(page.url())![1]!;
  await expect(page.getByTestId('waiting-facts')).toContainText(
    'Word Wefter · Short game · 2 players',
  );
  await page.getByRole('link', { name: 'Back to the lobby' }).click();
  await expect(page.getByTestId(`open-game-${openId}`).getByTestId('game-facts')).toHaveText(
    /^Word Wefter · Short game · 2 players · /,
  );

  await startShortWefterAtOneDevice(page, { oracle: false });
  const cover = page.getByTestId('pass-cover');
  for (let move = 0; move < 2; move++) {
    await cover.getByRole('button', { name: /show my rack$/ }).click();
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-move-number', String(move));
    await passTurn(page);
  }
  await expect(page.getByTestId('end-summary')).toBeVisible();
  await page.getByTestId('replay-link').click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Replay · .+ vs .+$/);
  await expect(page.getByTestId('replay-game')).toHaveText('Word Wefter · Short game');
  await expect(square(page, 0, 0)).toHaveAccessibleName(/word × 3 square/);
  await expect(square(page, 0, 0).locator('xpath=..')).toContainText('3W');
  // Both racks of seven, each tile with its letter value.
  await expect(page.getByTestId('replay-racks').locator('[data-value]')).toHaveCount(14);
  await expectNoSeriousViolations(page, 'a Word Wefter replay');
});
