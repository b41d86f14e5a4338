import { expect, test, type Page } from '@playwright/test';
import { board, playerContext, uniqueName } from './helpers';
import { gameStartedLongAgo, lastSeenOverAMinuteAgo } from './presence-db';

const gameIdOf = (page: Page) => page.url().split('/').at(-1)!;

/** The page's next answer to "who is gone?" (it asks every 15 s, and on load). */
const nextAbsentAnswer = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('game.absent') && r.ok());

test('a claim is offered only once a real-time opponent has been gone a minute, and asked before it is made', async ({
  browser,
}) => {
  const host = await playerContext(browser, uniqueName('clhost'));
  const guestName = uniqueName('clguest');
  const guest = await playerContext(browser, guestName);
  const hostName = (await host.page.getByTestId('signed-in-as').textContent()) ?? '';
  await host.page.getByLabel('Minutes for each player').fill('30');
  await host.page.getByRole('button', { name: 'Create game' }).click();
  await host.page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await guest.page.getByRole('button', { name: `Join ${hostName}'s game` }).click();
  await guest.page.waitForURL(host.page.url());
  await expect(board(host.page)).toBeVisible();
  await expect(board(guest.page)).toBeVisible();
  const gameId = gameIdOf(host.page);
  const claim = host.page.getByRole('button', { name: 'Claim win' });

  // The game has run long enough, but the guest is here (their page's live stream): no claim.
  await gameStartedLongAgo(gameId);
  await host.page.reload();
  await expect(board(host.page)).toBeVisible();
  // The server says nobody is gone; once the page has had an answer, nothing is offered.
  const absent = await host.page.request.get(
    `/api/trpc/game.absent?input=${encodeURIComponent(JSON.stringify({ json: { gameId } }))}`,
  );
  expect((await absent.json()).result.data.json).toEqual({ seats: [] });
  await nextAbsentAnswer(host.page);
  await expect(claim).toBeHidden();
  await expect(host.page.getByRole('group', { name: 'Claim win' })).toHaveCount(0);

  // The guest goes away; a minute after their last heartbeat the claim is offered.
  await guest.context.close();
  const gone = host.page.getByText(`${guestName} has not been here for over a minute.`);
  await expect(async () => {
    await lastSeenOverAMinuteAgo(gameId, guestName);
    await nextAbsentAnswer(host.page);
    await expect(gone).toBeVisible({ timeout: 1_000 });
  }).toPass();
  // Asked once more; "Wait" takes it back.
  await claim.click();
  await expect(
    host.page.getByText(`${guestName} forfeits and the game ends for them.`),
  ).toBeVisible();
  await host.page.getByRole('button', { name: 'Wait' }).click();
  await expect(host.page.getByRole('button', { name: 'Claim the win' })).toBeHidden();
  await claim.click();
  await host.page.getByRole('button', { name: 'Claim the win' }).click();

  await expect(host.page.getByTestId('game-status')).toHaveAttribute('data-your-turn', 'false');
  await expect(host.page.getByTestId('replay-link')).toBeVisible();
  await expect(claim).toBeHidden();
  // Said as it happened: the guest left and the win was claimed, not "resigned".
  await expect(host.page.getByTestId('game-status')).toContainText(
    'left the game and the win was claimed',
  );
  await expect(host.page.getByTestId('move-list')).toContainText('left the game (win claimed)');
  await expect(host.page.getByTestId('move-list')).not.toContainText('resigned');
  await expect(host.page.getByTestId('announcements')).toContainText(
    `${guestName} left the game (win claimed)`,
  );
  // The replay says it the same way.
  await host.page.getByTestId('replay-link').click();
  await host.page.waitForURL(`/game/${gameId}/replay`);
  await expect(host.page.getByTestId('replay-summary')).toContainText(
    `Game over: ${guestName} left the game and the win was claimed.`,
  );
  await expect(host.page.getByTestId('replay-move-words')).toHaveText(
    `${guestName} left the game (win claimed)`,
  );
  await host.context.close();
});
