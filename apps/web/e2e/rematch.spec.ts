import { expect, test, type Page } from '@playwright/test';
import { moverOf, playerContext, startRatedGame, tabTo, uniqueName } from './helpers';

const GAME_URL = /\/game\/[0-9a-f-]{36}$/;
const rematchOf = (page: Page) => page.getByRole('group', { name: 'Rematch' });
/** The group's polite status line: what a screen reader says as the offer changes. */
const newsOf = (page: Page) => rematchOf(page).getByRole('status');
const nameOf = async (page: Page) => (await page.getByTestId('signed-in-as').textContent()) ?? '';

/** The player to move resigns at once; both see the end summary. */
async function resignFirstMove(mover: Page, waiter: Page) {
  await mover.getByRole('button', { name: 'RESIGN' }).click();
  await mover.getByRole('button', { name: 'YES, RESIGN' }).click();
  for (const page of [mover, waiter]) await expect(page.getByTestId('end-summary')).toBeVisible();
}

test('a rematch: one offers, the other accepts, both land on the new game and the other player starts', async ({
  browser,
}) => {
  const host = await playerContext(browser, uniqueName('rmhost'));
  const guest = await playerContext(browser, uniqueName('rmguest'));
  const oldUrl = await startRatedGame(host.page, guest.page);
  // The first player of this game resigns; the other offers the rematch.
  const [first, second] = await moverOf(host.page, guest.page);
  await resignFirstMove(first, second);
  const secondName = await nameOf(second);

  // From the keyboard: the offer is said on both sides, and focus goes on to Cancel the offer.
  await tabTo(second, rematchOf(second).getByRole('button', { name: 'Rematch', exact: true }));
  await second.keyboard.press('Enter');
  await expect(newsOf(second)).toHaveText(`Rematch offered: waiting for ${await nameOf(first)}.`);
  await expect(rematchOf(second).getByRole('button', { name: 'Cancel the offer' })).toBeFocused();
  const offer = rematchOf(first);
  await expect(newsOf(first)).toHaveText(`${secondName} offers a rematch.`);
  await offer.getByRole('button', { name: 'Accept the rematch' }).click();

  for (const page of [first, second])
    await page.waitForURL((url) => GAME_URL.test(url.pathname) && url.href !== oldUrl);
  expect(first.url()).toBe(second.url());
  // Seats rotated: the player who did not start the last game starts this one.
  await expect(second.getByTestId('game-status')).toHaveAttribute('data-your-turn', 'true');
  await expect(first.getByTestId('game-status')).toHaveAttribute('data-your-turn', 'false');
  for (const page of [first, second])
    await expect(page.getByTestId('rematch-of')).toContainText(`so ${secondName} starts`);

  // The old game's page links to its rematch and does not send anyone there again.
  await first.goto(oldUrl);
  await expect(first.getByTestId('rematch-link')).toHaveAttribute(
    'href',
    new URL(second.url()).pathname,
  );
  expect(first.url()).toBe(oldUrl);
  for (const c of [host, guest]) await c.context.close();
});

test('a rematch offer can be taken back, and declined', async ({ browser }) => {
  const host = await playerContext(browser, uniqueName('rdhost'));
  const guest = await playerContext(browser, uniqueName('rdguest'));
  const gameUrl = await startRatedGame(host.page, guest.page);
  const [first, second] = await moverOf(host.page, guest.page);
  await resignFirstMove(first, second);
  const [firstName, secondName] = [await nameOf(first), await nameOf(second)];

  // Offered, then taken back: the other player's answer buttons go again.
  await rematchOf(first).getByRole('button', { name: 'Rematch', exact: true }).click();
  await expect(rematchOf(second)).toContainText(`${firstName} offers a rematch.`);
  await rematchOf(first).getByRole('button', { name: 'Cancel the offer' }).click();
  await expect(rematchOf(second).getByRole('button', { name: 'Accept the rematch' })).toHaveCount(
    0,
  );
  await expect(
    rematchOf(second).getByRole('button', { name: 'Rematch', exact: true }),
  ).toBeVisible();

  // Offered again by the other player, and declined.
  await rematchOf(second).getByRole('button', { name: 'Rematch', exact: true }).click();
  // Declined from the keyboard: the buttons go, focus goes to what is said now.
  await tabTo(first, rematchOf(first).getByRole('button', { name: 'Decline' }));
  await first.keyboard.press('Enter');
  await expect(newsOf(second)).toHaveText(`${firstName} declined the rematch.`);
  await expect(newsOf(first)).toHaveText('You declined the rematch.');
  await expect(newsOf(first)).toBeFocused();
  for (const page of [first, second]) {
    await expect(rematchOf(page).getByRole('button')).toHaveCount(0);
    expect(page.url()).toBe(gameUrl);
  }
  expect(secondName).not.toBe(firstName);
  for (const c of [host, guest]) await c.context.close();
});
