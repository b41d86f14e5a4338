import { expect, test, type Page } from '@playwright/test';
import { board, playerContext, rackTiles, startRatedGame, uniqueName } from './helpers';
import { expectNoSeriousViolations } from './axe';

const chatRegion = (page: Page) => page.getByRole('region', { name: "Spectators' chat" });

test('a running game is listed on /watch; its spectator sees the board and scores, no tiles', async ({
  browser,
}) => {
  const host = await playerContext(browser, uniqueName('whost'));
  const guest = await playerContext(browser, uniqueName('wguest'));
  const watcher = await playerContext(browser, uniqueName('wwatch'));
  const gameUrl = await startRatedGame(host.page, guest.page);
  const gameId = gameUrl.split('/').pop()!;
  await expect(rackTiles(host.page)).toHaveCount(7);

  await watcher.page.getByRole('link', { name: 'Watch games being played' }).click();
  await watcher.page.waitForURL('**/watch');
  const entry = watcher.page.getByTestId(`watch-${gameId}`);
  await expect(entry).toBeVisible();
  // Read aloud, the numbers say what they are.
  await expect(entry.getByRole('link')).toHaveAccessibleName(/Move \d+ · scores \d+ – \d+$/);
  await expectNoSeriousViolations(watcher.page, '/watch with a game listed');
  await entry.getByRole('link').click();
  await watcher.page.waitForURL(gameUrl);
  await expect(board(watcher.page)).toBeVisible();
  await expect(watcher.page.getByTestId('scoreboard')).toBeVisible();
  await expect(watcher.page.getByRole('group', { name: 'Your tiles' })).toHaveCount(0);
  await expect(chatRegion(watcher.page)).toBeVisible();
  await expectNoSeriousViolations(watcher.page, 'a running game seen by a spectator');

  for (const c of [host, guest, watcher]) await c.context.close();
});
