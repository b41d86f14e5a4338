import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe';
import { openOracle, playButton, signUp, uniqueName } from './helpers';

test('survey', async ({ page, browser }) => {
  for (const path of ['/', '/signin', '/signup', '/how-to-play', '/status', '/leaderboard', '/tournaments', '/watch', '/game/00000000-0000-4000-8000-00000000de70/replay', '/u/alice', '/nothing']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    console.log('=== ' + path + '\n' + (await seriousViolations(page)).join('\n'));
  }
  await signUp(page, uniqueName('axe'));
  for (const path of ['/lobby', '/settings', '/tournaments/new', '/replay/import']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    console.log('=== ' + path + '\n' + (await seriousViolations(page)).join('\n'));
  }
  await page.goto('/lobby');
  const section = page.getByRole('region', { name: 'Play a bot' });
  await section.getByLabel('Bot level').selectOption('greedy');
  await section.getByLabel('Oracle allowed').check();
  await section.getByRole('button', { name: 'Play the bot' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('game-status')).toHaveAttribute('data-your-turn', 'true');
  console.log('=== ' + 'game' + '\n' + (await seriousViolations(page)).join('\n'));
  await openOracle(page);
  await playButton(page, 0).click();
  await expect(page.getByRole('button', { name: 'PLACE' })).toBeVisible();
  console.log('=== ' + 'game oracle' + '\n' + (await seriousViolations(page)).join('\n'));
});
