import { expect, test } from '@playwright/test';
import { moverOf, playerContext, startRatedGame, uniqueName } from './helpers';

test('leaving before your first move aborts the game for both players', async ({ browser }) => {
  const host = await playerContext(browser, uniqueName('lhost'));
  const guest = await playerContext(browser, uniqueName('lguest'));
  await startRatedGame(host.page, guest.page);
  const [, waiting] = await moverOf(host.page, guest.page);

  await waiting.getByRole('button', { name: 'Leave game' }).click();
  const ask = waiting.getByRole('group', { name: 'Leave game' });
  await expect(ask).toContainText('the game is aborted, with no result and no rating');
  await ask.getByRole('button', { name: 'Abort the game' }).click();

  for (const page of [host.page, guest.page]) {
    await expect(page.getByRole('heading', { name: 'This game was aborted' })).toBeVisible();
  }
  for (const c of [host, guest]) await c.context.close();
});
