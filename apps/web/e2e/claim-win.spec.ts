import { expect, test } from '@playwright/test';
import { board, playerContext, uniqueName } from './helpers';

test('a real-time player gone for a minute can be claimed against; not before', async ({
  browser,
}) => {
  const host = await playerContext(browser, uniqueName('clhost'));
  const guest = await playerContext(browser, uniqueName('clguest'));
  const hostName = (await host.page.getByTestId('signed-in-as').textContent()) ?? '';
  await host.page.getByLabel('Minutes for each player').fill('30');
  await host.page.getByRole('button', { name: 'Create game' }).click();
  await host.page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await guest.page.getByRole('button', { name: `Join ${hostName}'s game` }).click();
  await guest.page.waitForURL(host.page.url());
  await expect(board(host.page)).toBeVisible();
  await expect(board(guest.page)).toBeVisible();

  const claim = host.page.getByRole('button', { name: 'Claim win' });
  await claim.click();
  await expect(
    host.page
      .getByRole('alert')
      .filter({ hasText: 'Every other player has been here within the last 60 seconds.' }),
  ).toBeVisible();

  // The guest goes away: no live connection from now on.
  await guest.context.close();
  // Claim until the server agrees the guest is gone (a minute after their last heartbeat).
  await expect(async () => {
    if (await claim.isVisible()) await claim.click();
    await expect(claim).toBeHidden();
  }).toPass({ intervals: [5_000] });
  await expect(host.page.getByTestId('game-status')).toHaveAttribute('data-your-turn', 'false');
  await expect(host.page.getByTestId('replay-link')).toBeVisible();
  // Said as it happened: the guest left and the win was claimed, not "resigned".
  await expect(host.page.getByTestId('game-status')).toContainText(
    'left the game and the win was claimed',
  );
  await expect(host.page.getByTestId('move-list')).toContainText('left the game (win claimed)');
  await expect(host.page.getByTestId('move-list')).not.toContainText('resigned');
  await host.context.close();
});
