import { expect, test } from '@playwright/test';
import { board, signUp, tabTo, uniqueName } from './helpers';

// The rack is one Tab stop, not seven: Left/Right/Home/End move between its tiles, Enter
// picks one, Alt+arrows still move it along the rack.
test('keyboard: the rack is one Tab stop; arrows, Home and End move between tiles; Enter picks one', async ({
  page,
}) => {
  await signUp(page, uniqueName('keyrack'));
  await page.goto('/lobby');
  const section = page.getByRole('region', { name: 'Play a bot' });
  await section.getByLabel('Bot level').selectOption('greedy');
  await section.getByRole('button', { name: 'Play the bot' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(board(page)).toBeVisible();
  await expect(page.getByTestId('game-status')).toHaveAttribute('data-your-turn', 'true');

  const rack = page.getByRole('group', { name: 'Your tiles' });
  const tile = (i: number) => page.getByTestId(`rack-tile-${i}`);
  await expect(rack.locator('[data-testid^="rack-tile-"]')).toHaveCount(7);
  await expect(rack.locator('[data-testid^="rack-tile-"][tabindex="0"]')).toHaveCount(1);

  // Tab reaches the first tile; the next Tab leaves the rack's tiles; Shift+Tab comes back.
  await tabTo(page, tile(0));
  await page.keyboard.press('Tab');
  await expect(rack.locator('[data-testid^="rack-tile-"]:focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(tile(0)).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(tile(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(tile(6)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tile(0)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tile(2)).toBeFocused();
  await expect(tile(2)).toHaveAttribute('tabindex', '0');
  await expect(tile(0)).toHaveAttribute('tabindex', '-1');

  // Enter picks it; Tab away and back returns to it.
  await page.keyboard.press('Enter');
  await expect(tile(2)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(tile(2)).toBeFocused();

  // Alt+Right still moves the tile along the rack, focus going with it.
  const letter = await tile(2).getAttribute('data-letter');
  await page.keyboard.press('Alt+ArrowRight');
  await expect(tile(3)).toBeFocused();
  await expect(tile(3)).toHaveAttribute('data-letter', letter!);
});
