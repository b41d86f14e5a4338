import { expect, test, type Browser, type Page } from '@playwright/test';
import { moverTimeLeftNow, moverTimesOutIn, warningDueNow } from './clock-db';
import { board, moverOf, passTurn, playerContext, uniqueName } from './helpers';

test('a correspondence player who has used 80 % of their time for a move is warned on the game page and in the lobby', async ({
  browser,
}) => {
  const { host, guest, gameUrl, gameId, mover, waiter } = await startClockedGame(browser, 'cw', {
    correspondenceDays: 1,
  });
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
  const { host, guest, gameId, mover, waiter } = await startClockedGame(browser, 'lt', {
    minutes: 5,
  });
  const news = (page: typeof mover) => page.getByRole('status').and(page.getByTestId('clock-news'));
  await expect(news(mover)).toHaveText('');

  // Over a minute left when the page has loaded: it counts down past the minute and says so.
  await loadWithClockAbove(mover, gameId, 60_000);
  await expect(news(mover)).toHaveText('One minute left on your clock');
  // Then past ten seconds.
  await loadWithClockAbove(mover, gameId, 10_000);
  await expect(news(mover)).toHaveText('Ten seconds left on your clock');
  // The opponent's own clock is not running: nothing is said to them.
  await waiter.reload();
  await expect(board(waiter)).toBeVisible();
  await expect(news(waiter)).toHaveText('');
  for (const c of [host, guest]) await c.context.close();
});

// R25: running out of time forfeits the game like a resignation. The worker's own expiry
// job ends it; both pages hear it without reloading.
test('R25: a real-time player whose clock runs out loses on time, and both players are told', async ({
  browser,
}) => {
  const { host, guest, gameId, mover, waiter } = await startClockedGame(browser, 'to', {
    minutes: 5,
  });
  const moverName = (await mover.getByTestId('signed-in-as').textContent()) ?? '';
  await moverTimesOutIn(gameId, 3_000);
  await expect(mover.getByTestId('game-status')).toContainText('You ran out of time');
  await expect(waiter.getByTestId('game-status')).toContainText(`${moverName} ran out of time`);
  for (const page of [mover, waiter]) {
    await expect(page.getByTestId('end-summary')).toBeVisible();
    await expect(page.getByTestId('game-status')).toContainText('Game over');
  }
  // The waiter won, whatever the scores (a forfeit, R29's ruling: no rack penalty).
  const waiterName = (await waiter.getByTestId('signed-in-as').textContent()) ?? '';
  for (const page of [mover, waiter]) {
    await expect(page.getByRole('heading', { name: `${waiterName} won` })).toBeVisible();
    await expect(page.getByTestId('end-penalty')).toHaveCount(0);
  }
  for (const c of [host, guest]) await c.context.close();
});

/**
 * Two new players in a game with a clock (`minutes` each, or `correspondenceDays` a move),
 * started: the host created it, the guest joined from the lobby.
 */
async function startClockedGame(
  browser: Browser,
  prefix: string,
  clock: { minutes: number } | { correspondenceDays: number },
) {
  const host = await playerContext(browser, uniqueName(`${prefix}host`));
  const guest = await playerContext(browser, uniqueName(`${prefix}guest`));
  const form = host.page.getByRole('form', { name: 'Create a game' });
  if ('minutes' in clock) {
    await form.getByRole('radio', { name: 'Real time:' }).check();
    await form.getByLabel('Minutes for each player').fill(String(clock.minutes));
  } else {
    await form.getByRole('radio', { name: 'Correspondence:' }).check();
    await form.getByLabel('Days for each move').fill(String(clock.correspondenceDays));
  }
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
  return { host, guest, gameUrl, gameId, mover, waiter };
}

/**
 * The mover's page loaded with their clock still above `thresholdMs`, so the page itself
 * sees it cross: ten seconds of room, and again (from now) if the page took longer than
 * that to load on a busy machine.
 */
async function loadWithClockAbove(mover: Page, gameId: string, thresholdMs: number) {
  const name = (await mover.getByTestId('signed-in-as').textContent()) ?? '';
  const clock = mover.getByRole('timer', { name: new RegExp(`^${name}: `) });
  for (let tries = 1; ; tries++) {
    await moverTimeLeftNow(gameId, thresholdMs + 10_000);
    await mover.reload();
    await expect(clock).toBeVisible();
    // Read once React runs the page (its count-down is the one that speaks).
    await expect
      .poll(() => clock.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__react'))))
      .toBe(true);
    const [m = '0', s = '0'] = ((await clock.textContent()) ?? '').split(':');
    if ((Number(m) * 60 + Number(s)) * 1000 > thresholdMs) return;
    expect(tries, 'the page loads within ten seconds at least once in five').toBeLessThan(5);
  }
}
