import { expect, test } from '@playwright/test';
import { moverOf, playerContext, startRatedGame, tabTo, uniqueName } from './helpers';

test('leaving before your first move aborts the game for both players (from the keyboard: the question takes focus, Escape and Stay give it back)', async ({
  browser,
}) => {
  const host = await playerContext(browser, uniqueName('lhost'));
  const guest = await playerContext(browser, uniqueName('lguest'));
  await startRatedGame(host.page, guest.page);
  const [, waiting] = await moverOf(host.page, guest.page);

  const leave = waiting.getByRole('button', { name: 'Leave game' });
  const ask = waiting.getByRole('group', { name: 'Leave game' });
  const abort = ask.getByRole('button', { name: 'Abort the game' });
  await tabTo(waiting, leave);
  await waiting.keyboard.press('Enter');
  await expect(ask).toContainText('the game is aborted, with no result and no rating');
  // The question is read with the group's name.
  await expect(ask).toHaveAccessibleDescription(/the game is aborted, with no result/);
  await expect(abort).toBeFocused();
  // Escape takes the question back; focus is on Leave game again.
  await waiting.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(leave).toBeFocused();
  // So does Stay.
  await waiting.keyboard.press('Enter');
  await expect(abort).toBeFocused();
  await waiting.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: 'Stay' })).toBeFocused();
  await waiting.keyboard.press('Enter');
  await expect(leave).toBeFocused();

  await waiting.keyboard.press('Enter');
  await expect(abort).toBeFocused();
  await waiting.keyboard.press('Enter');
  for (const page of [host.page, guest.page]) {
    await expect(page.getByRole('heading', { name: 'This game was aborted' })).toBeVisible();
  }
  // The table went with the focused button: the heading that says what happened has it.
  await expect(waiting.getByRole('heading', { name: 'This game was aborted' })).toBeFocused();
  // Opened again later, the page starts at its top as any page does: nothing was taken away.
  await waiting.reload();
  const heading = waiting.getByRole('heading', { name: 'This game was aborted' });
  await expect(heading).toBeVisible();
  // React has taken the heading over (its effects have run): it is not focused.
  await waiting.waitForFunction(() =>
    Object.keys(document.getElementById('waiting') ?? {}).some((k) => k.startsWith('__react')),
  );
  await expect(heading).not.toBeFocused();
  for (const c of [host, guest]) await c.context.close();
});
