import { expect, test } from '@playwright/test';
import { moverTimeLeftNow, warningDueNow } from './clock-db';
import { board, moverOf, passTurn, playerContext, uniqueName } from './helpers';

test('a correspondence player who has used 80 % of their time for a move is warned on the game page and in the lobby', async ({
  browser,
}) => {
  const host = await playerContext(browser, uniqueName('cwhost'));
  const guest = await playerContext(browser, uniqueName('cwguest'));
  const form = host.page.getByRole('form', { name: 'Create a game' });
  await form.getByRole('radio', { name: 'Correspondence:' }).check();
  await form.getByLabel('Days for each move').fill('1');
  await form.getByRole('button', { name: 'Create game' }).click();
  await host.page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  const gameUrl = host.page.url();
  const gameId = new URL(gameUrl).pathname.split('/').pop()!;
  const hostName = (await host.page.getByTestId('signed-in-as').textContent()) ?? '';
  await guest.page.goto('/lobby');
  await guest.page.getByRole('button', { name: `Join ${hostName}'s game` }).click();
  await guest.page.waitForURL(gameUrl);
  for (const page of [host.page, guest.page]) await expect(board(page)).toBeVisible();
  const [mover, waiter] = await moverOf(host.page, guest.page);
  await expect(mover.getByTestId('clock-warning')).toHaveCount(0);

  // 85 % of the day used; the worker's warning job runs now instead of in 19 hours.
  await warningDueNow(gameId);
  await expect(mover.getByTestId('clock-warning')).toHaveText(
    /^You have 3 hours 3\d minutes left to move in this game\.$/,
  );
  // The opponent heard of the change too (the warning's NOTIFY), and sees no warning.
  await expect(waiter.getByTestId('clock-warning')).toHaveCount(0);

  // The lobby's list of the player's games marks the game; the opponent's does not.
  for (const page of [mover, waiter]) await page.goto('/lobby');
  await expect(mover.getByTestId(`clock-warning-${gameId}`)).toHaveText(
    'Under 20 % of your time left for this move',
  );
  await expect(waiter.getByTestId(`my-game-${gameId}`)).toBeVisible();
  await expect(waiter.getByTestId(`clock-warning-${gameId}`)).toHaveCount(0);

  // Once the player moves, the warning is gone.
  await mover.goto(gameUrl);
  await expect(mover.getByTestId('clock-warning')).toBeVisible();
  await passTurn(mover);
  await expect(mover.getByTestId('game-status')).toHaveAttribute('data-your-turn', 'false');
  await expect(mover.getByTestId('clock-warning')).toHaveCount(0);
  await mover.goto('/lobby');
  await expect(mover.getByTestId(`my-game-${gameId}`)).toBeVisible();
  await expect(mover.getByTestId(`clock-warning-${gameId}`)).toHaveCount(0);
  for (const c of [host, guest]) await c.context.close();
});

test('a real-time player hears their own clock run low: a minute left, then ten seconds, once each', async ({
  browser,
}) => {
  const host = await playerContext(browser, uniqueName('lthost'));
  const guest = await playerContext(browser, uniqueName('ltguest'));
  const form = host.page.getByRole('form', { name: 'Create a game' });
  await form.getByRole('radio', { name: 'Real time:' }).check();
  await form.getByLabel('Minutes for each player').fill('5');
  await form.getByRole('button', { name: 'Create game' }).click();
  await host.page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  const gameUrl = host.page.url();
  const gameId = new URL(gameUrl).pathname.split('/').pop()!;
  const hostName = (await host.page.getByTestId('signed-in-as').textContent()) ?? '';
  await guest.page.goto('/lobby');
  await guest.page.getByRole('button', { name: `Join ${hostName}'s game` }).click();
  await guest.page.waitForURL(gameUrl);
  for (const page of [host.page, guest.page]) await expect(board(page)).toBeVisible();
  const [mover, waiter] = await moverOf(host.page, guest.page);
  const news = (page: typeof mover) => page.getByRole('status').and(page.getByTestId('clock-news'));
  await expect(news(mover)).toHaveText('');

  // Over a minute left (room for the page to load first): the page counts it down past the
  // minute and says so once.
  await moverTimeLeftNow(gameId, 70_000);
  await mover.reload();
  await expect(news(mover)).toHaveText('One minute left on your clock');
  // Then past ten seconds.
  await moverTimeLeftNow(gameId, 20_000);
  await mover.reload();
  await expect(news(mover)).toHaveText('Ten seconds left on your clock');
  // The opponent's own clock is not running: nothing is said to them.
  await waiter.reload();
  await expect(board(waiter)).toBeVisible();
  await expect(news(waiter)).toHaveText('');
  for (const c of [host, guest]) await c.context.close();
});
