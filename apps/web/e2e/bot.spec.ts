import { expect, test } from '@playwright/test';
import { botStrength } from '@wordrise/engine';
import {
  moveEntry,
  passTurn,
  playOraclesBest,
  signUp,
  uniqueName,
  watchOracleAnswers,
} from './helpers';

// The home page's bot choice starts a game of the default ruleset, as the lobby's does
// first: each level is worded the same in both, and a level that beats Greedy says how
// often (its average may hide it) rather than "averages … points".
test('the home page words each bot level as the lobby does', async ({ page }) => {
  await signUp(page, uniqueName('botwords'));
  const lobbyLevels = page
    .getByRole('region', { name: 'Play a bot' })
    .getByLabel('Bot level')
    .locator('option');
  const champion = `Champion — wins ${Math.round(botStrength('champion', 'wordrise').winRateVsGreedy * 100)}% against Greedy`;
  await expect(lobbyLevels.filter({ hasText: /^Champion/ })).toHaveText(champion);
  const inLobby = await lobbyLevels.allTextContents();

  await page.goto('/');
  const homeLevels = page
    .getByRole('region', { name: 'Play now' })
    .getByLabel('Bot level')
    .locator('option');
  await expect(homeLevels.filter({ hasText: /^Champion/ })).toHaveText(champion);
  await expect(homeLevels).toHaveText(inLobby);
});

// A game against a bot, started from the lobby. The worker (started by the
// Playwright config) plays the bot's turns through the same move path as people;
// each reply must appear on the page without a reload. The Oracle panel never shows the
// plays of another position than the board's (each move is a new search, "looking…").
test('a game against a bot from the lobby: a few turns, each bot reply appears live', async ({
  page,
}) => {
  await signUp(page, uniqueName('botfan'));
  const section = page.getByRole('region', { name: 'Play a bot' });
  await section.getByLabel('Bot level').selectOption('greedy');
  // Each level shows its strength: its measured average score in the games of the ruleset
  // chosen (they score very differently), and follows the choice of game.
  const chosenLevel = section.getByLabel('Bot level').locator('option:checked');
  const greedyIn = (ruleset: 'wordrise' | 'upwords-8') =>
    `Greedy — averages ${Math.round(botStrength('greedy', ruleset).averageScore)} points`;
  await expect(chosenLevel).toHaveText(/^Greedy — averages \d+ points$/);
  await expect(chosenLevel).toHaveText(greedyIn('wordrise'));
  const game = section.getByRole('combobox', { name: 'Game', exact: true });
  await game.selectOption({ label: 'Classic Upwords (8 × 8)' });
  await expect(chosenLevel).toHaveText(greedyIn('upwords-8'));
  expect(greedyIn('upwords-8')).not.toBe(greedyIn('wordrise'));
  // Word Wefter's figures are of normal-length games: another length says so.
  await game.selectOption({ label: 'Word Wefter (11 × 11)' });
  const wefter = `Greedy — averages ${Math.round(botStrength('greedy', 'wefter').averageScore)} points`;
  await expect(chosenLevel).toHaveText(wefter);
  // A level that beats greedy says how often: Word Wefter's champion averages fewer points
  // (it plays defensively, so both sides score less) but wins more.
  const champion = botStrength('champion', 'wefter');
  await expect(section.getByLabel('Bot level').locator('option[value="champion"]')).toHaveText(
    `Champion — wins ${Math.round(champion.winRateVsGreedy * 100)}% against Greedy`,
  );
  await section.getByLabel('Length').selectOption('short');
  await expect(chosenLevel).toHaveText(`${wefter} in a Normal game`);
  await game.selectOption({ label: 'WordRise (10 × 10)' });
  await expect(chosenLevel).toHaveText(greedyIn('wordrise'));
  await section.getByLabel('Oracle allowed').check();
  await section.getByRole('button', { name: 'Play the bot' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('seat-1')).toContainText('(bot)');

  const oracle = await watchOracleAnswers(page);
  const status = page.getByTestId('game-status');
  const moveNumber = async () => Number(await status.getAttribute('data-move-number'));
  for (let turn = 0; turn < 3; turn++) {
    // Whoever starts (R6), it is our turn once the bot has replied.
    await expect(status).toHaveAttribute('data-your-turn', 'true');
    const before = await moveNumber();

    // The best play, read from the Oracle's ghost preview and placed by tapping; else a pass.
    if (await playOraclesBest(page)) {
      await expect(await moveEntry(page, before)).toHaveAttribute('data-type', 'play');
    } else {
      await passTurn(page);
    }
    // The bot's reply arrives live: the move after ours appears in the list.
    const reply = await moveEntry(page, before + 1);
    await expect(reply).toBeVisible();
    await expect(status).toHaveAttribute('data-move-number', String(before + 2));
  }
  expect(await oracle.mismatches(), 'plays of another position on screen').toEqual([]);
});
