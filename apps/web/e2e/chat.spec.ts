import { expect, test, type Page } from '@playwright/test';
import { playerContext, startRatedGame, uniqueName } from './helpers';

const chat = (page: Page, title: string) => page.getByRole('region', { name: title });
const lines = (page: Page, title: string) => chat(page, title).getByTestId('chat-line');

async function say(page: Page, title: string, text: string) {
  const room = chat(page, title);
  await room.getByLabel(`Message to ${title}`).fill(text);
  await room.getByRole('button', { name: 'Send' }).click();
  await expect(room.getByLabel(`Message to ${title}`)).toHaveValue('');
}

test('lobby chat: live, shown as text, a user muted and unmuted, a message reported', async ({
  browser,
}) => {
  const annName = uniqueName('chatann');
  const ann = await playerContext(browser, annName);
  const ben = await playerContext(browser, uniqueName('chatben'));
  const markup = `<b>${annName}</b> says <i>hi</i>`;
  await expect(chat(ben.page, 'Lobby chat')).toBeVisible();

  await say(ann.page, 'Lobby chat', markup);
  // Arrives live at Ben's open lobby, as the characters typed, not as markup.
  const line = lines(ben.page, 'Lobby chat').filter({ hasText: markup });
  await expect(line).toBeVisible();
  await expect(line.locator('b, i')).toHaveCount(0);

  await line.getByRole('button', { name: 'Report this message from' }).click();
  await line.getByLabel('Why do you report it?').fill('testing reports');
  await line.getByRole('button', { name: 'Send report' }).click();
  await expect(line.getByText('Reported')).toBeVisible();

  await line.getByRole('button', { name: `Mute ${annName}` }).click();
  await expect(line).toHaveCount(0);
  await say(ann.page, 'Lobby chat', 'still here?');
  await expect(lines(ann.page, 'Lobby chat').filter({ hasText: 'still here?' })).toBeVisible();
  await expect(lines(ben.page, 'Lobby chat').filter({ hasText: 'still here?' })).toHaveCount(0);
  await chat(ben.page, 'Lobby chat')
    .getByRole('button', { name: `Unmute ${annName}` })
    .click();
  await expect(lines(ben.page, 'Lobby chat').filter({ hasText: 'still here?' })).toBeVisible();

  await ann.context.close();
  await ben.context.close();
});

test("game chat: the players talk at their table; the spectators' chat is not shown to the players of a rated game", async ({
  browser,
}) => {
  const host = await playerContext(browser, uniqueName('chost'));
  const guest = await playerContext(browser, uniqueName('cguest'));
  const watcher = await playerContext(browser, uniqueName('cwatch'));
  const gameUrl = await startRatedGame(host.page, guest.page);

  await say(host.page, "Players' chat", 'good luck');
  await expect(lines(guest.page, "Players' chat").filter({ hasText: 'good luck' })).toBeVisible();

  await watcher.page.goto(gameUrl);
  await expect(chat(watcher.page, "Spectators' chat")).toBeVisible();
  await expect(chat(watcher.page, "Players' chat")).toHaveCount(0);
  await say(watcher.page, "Spectators' chat", 'play the Z');
  await expect(
    lines(watcher.page, "Spectators' chat").filter({ hasText: 'play the Z' }),
  ).toBeVisible();

  // The players see neither the spectators' chat nor its message.
  for (const player of [host.page, guest.page]) {
    await expect(chat(player, "Players' chat")).toBeVisible();
    await expect(chat(player, "Spectators' chat")).toHaveCount(0);
    await expect(player.getByText('play the Z')).toHaveCount(0);
  }

  for (const c of [host, guest, watcher]) await c.context.close();
});
