import { expect, test } from '@playwright/test';
import { board, oracleAnswered, playTheBotWithOracle, signUp, tabTo, uniqueName } from './helpers';

// The WAI-ARIA toolbar and tabs patterns: the board's view buttons and the game's panel tabs
// are one Tab stop each, and arrows, Home and End move between their buttons.

test('keyboard: the board view toolbar is one Tab stop; arrows, Home and End move along it', async ({
  page,
}) => {
  await signUp(page, uniqueName('keytools'));
  await playTheBotWithOracle(page);
  const toolbar = page.getByRole('toolbar', { name: 'Board view' });
  const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });
  await expect(toolbar.getByRole('button')).toHaveCount(6);
  await expect(toolbar.locator('button[tabindex="0"]')).toHaveCount(1);

  // Tab reaches the first button; the next Tab leaves the toolbar; Shift+Tab comes back.
  await tabTo(page, tool('Rotate left'));
  await page.keyboard.press('Tab');
  await expect(toolbar.locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(tool('Rotate left')).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await expect(tool('Rotate right')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tool('RESET VIEW')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tool('RESET VIEW')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tool('TOP VIEW')).toBeFocused();
  await expect(tool('TOP VIEW')).toHaveAttribute('tabindex', '0');
  await expect(tool('Rotate left')).toHaveAttribute('tabindex', '-1');
  // The arrows only moved focus: the board's view is as it was.
  await expect(board(page)).toHaveAttribute('data-rotate', '0');
  await expect(board(page)).toHaveAttribute('data-top-view', 'false');

  // Enter presses the button reached; Tab away and back returns to it.
  await page.keyboard.press('Enter');
  await expect(board(page)).toHaveAttribute('data-top-view', 'true');
  await page.keyboard.press('Tab');
  await expect(toolbar.locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(tool('TOP VIEW')).toBeFocused();
  await page.keyboard.press('Home');
  await expect(tool('Rotate left')).toBeFocused();
});

// A screen reader user cannot see the board turn or grow: each press of Rotate and Zoom says
// the new view on the toolbar's one polite line, the one TOP VIEW says its state on.
test('keyboard: Rotate and Zoom say the new view politely, as TOP VIEW does', async ({ page }) => {
  await signUp(page, uniqueName('saytools'));
  await playTheBotWithOracle(page);
  const toolbar = page.getByRole('toolbar', { name: 'Board view' });
  const tool = (name: string) => toolbar.getByRole('button', { name, exact: true });
  const live = toolbar.locator('[aria-live]');
  await expect(live).toHaveCount(1);
  await expect(live).toHaveAttribute('aria-live', 'polite');

  await tabTo(page, tool('Rotate left'));
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(board(page)).toHaveAttribute('data-rotate', '90');
  await expect(live).toHaveText('Board turned: row 1 at the right, column 1 at the top.');
  await page.keyboard.press('Enter');
  await expect(live).toHaveText('Board turned: row 1 at the bottom, column 1 at the right.');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect(board(page)).toHaveAttribute('data-rotate', '0');
  await expect(live).toHaveText('Board upright: row 1 at the top, column 1 at the left.');

  // Zoom in, by the toolbar's step; then as far as it goes, and a press past it is said again
  // (a new line, though its words are the same).
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(tool('Zoom in')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(board(page)).toHaveAttribute('data-zoom', '1.25');
  await expect(live).toHaveText('Zoomed in to 125%.');
  for (let i = 0; i < 4; i++) await page.keyboard.press('Enter');
  await expect(board(page)).toHaveAttribute('data-zoom', '2.5');
  await expect(live).toHaveText('Zoomed in as far as it goes: 250%.');
  const line = live.locator('span');
  await line.evaluate((el) => el.setAttribute('data-said', 'before'));
  await page.keyboard.press('Enter');
  await expect(live.locator('span[data-said]')).toHaveCount(0);
  await expect(live).toHaveText('Zoomed in as far as it goes: 250%.');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(live).toHaveText('Zoomed out to 200%.');

  // TOP VIEW still says its state, on the same line.
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(tool('TOP VIEW')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(live).toHaveText('Top view: looking straight down.');
  await page.keyboard.press('Enter');
  await expect(live).toHaveText('3D view.');
});

test('keyboard: the game panel tabs are one Tab stop, the tab selected; arrows select a tab and show its panel', async ({
  page,
}) => {
  await signUp(page, uniqueName('keytabs'));
  await playTheBotWithOracle(page);
  const tablist = page.getByRole('tablist', { name: 'Game panels' });
  const moves = tablist.getByRole('tab', { name: 'Moves' });
  const oracle = tablist.getByRole('tab', { name: 'Oracle' });
  const movesPanel = page.getByRole('tabpanel', { name: 'Moves' });
  const oraclePanel = page.getByRole('tabpanel', { name: 'Oracle' });
  await expect(moves).toHaveAttribute('aria-selected', 'true');
  await expect(moves).toHaveAttribute('tabindex', '0');
  await expect(oracle).toHaveAttribute('tabindex', '-1');
  await expect(moves).toHaveAttribute('aria-controls', 'panel-moves');
  await expect(movesPanel).toHaveAttribute('id', 'panel-moves');

  // Tab reaches the selected tab, and the next Tab leaves the tabs.
  await tabTo(page, moves);
  await page.keyboard.press('Tab');
  await expect(tablist.locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(moves).toBeFocused();

  // Right moves to the Oracle's tab and selects it: its panel shows, labelled by it.
  await page.keyboard.press('ArrowRight');
  await expect(oracle).toBeFocused();
  await expect(oracle).toHaveAttribute('aria-selected', 'true');
  await expect(moves).toHaveAttribute('aria-selected', 'false');
  await expect(oraclePanel).toBeVisible();
  await expect(oraclePanel).toHaveAttribute('id', 'panel-oracle');
  await expect(oracle).toHaveAttribute('aria-controls', 'panel-oracle');
  await expect(movesPanel).toHaveCount(0);
  await oracleAnswered(page);
  // The selected tab is now the Tab stop: out into its panel and back lands on it.
  await expect(oracle).toHaveAttribute('tabindex', '0');
  await expect(moves).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('Tab');
  await expect(tablist.locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(oracle).toBeFocused();

  // Left goes back to Moves; End and Home reach the last and first tabs.
  await page.keyboard.press('ArrowLeft');
  await expect(moves).toBeFocused();
  await expect(moves).toHaveAttribute('aria-selected', 'true');
  await expect(movesPanel).toBeVisible();
  await expect(oraclePanel).toHaveCount(0);
  await page.keyboard.press('End');
  await expect(oracle).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(moves).toBeFocused();
  await expect(moves).toHaveAttribute('aria-selected', 'true');
});
