import { expect, test } from '@playwright/test';
import { playerContext, uniqueName } from './helpers';

// A player resigns a game against a bot, notes a move on its replay; a second user
// (another browser context) sees the note, as text; the author edits and deletes it.
test('a note on a finished game: added by a player, seen by another user as text, edited and deleted', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const authorName = uniqueName('noter');
  const author = await playerContext(browser, authorName);
  const reader = await playerContext(browser, uniqueName('reader'));
  const page = author.page;

  const section = page.getByRole('region', { name: 'Play a bot' });
  await section.getByLabel('Bot level').selectOption('beginner');
  await section.getByRole('button', { name: 'Play the bot' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  const gameUrl = page.url();
  const status = page.getByTestId('game-status');
  await expect(status).toHaveAttribute('data-your-turn', 'true', { timeout: 30_000 });
  await page.getByRole('button', { name: 'RESIGN' }).click();
  await page.getByRole('button', { name: 'YES, RESIGN' }).click();
  await expect(status).toContainText('Game over');

  // The replay opens on the last move (the resignation): the author notes it.
  await page.goto(`${gameUrl}/replay`);
  const html = '<script>window.__noted = true</script><b>resigned</b> too soon';
  await page.getByTestId('note-input').fill(html);
  await page.getByTestId('note-add').click();
  const authorNote = page.getByTestId('move-note');
  await expect(authorNote.getByTestId('move-note-text')).toHaveText(html);
  await expect(authorNote.getByTestId('move-note-author')).toHaveText(authorName);
  await expect(page.getByTestId('note-input')).toHaveValue('');

  // The other user opens the same position: the note, as text, with no way to change it.
  const other = reader.page;
  await other.goto(page.url());
  const seen = other.getByTestId('move-note');
  await expect(seen.getByTestId('move-note-text')).toHaveText(html);
  await expect(seen.getByTestId('move-note-author')).toHaveText(authorName);
  await expect(seen.locator('b, script')).toHaveCount(0);
  expect(await other.evaluate(() => (window as { __noted?: boolean }).__noted)).toBeUndefined();
  await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(other.getByTestId('note-input')).toHaveCount(0); // not a player of this game

  // The author edits it; the reader sees the new text on reload.
  await authorNote.getByRole('button', { name: 'Edit' }).click();
  await authorNote.getByTestId('note-edit-input').fill('I resigned too soon.');
  await authorNote.getByRole('button', { name: 'Save' }).click();
  await expect(authorNote.getByTestId('move-note-text')).toHaveText('I resigned too soon.');
  await other.reload();
  await expect(seen.getByTestId('move-note-text')).toHaveText('I resigned too soon.');

  // The author deletes it; it is gone for the reader too.
  await authorNote.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('move-note')).toHaveCount(0);
  await other.reload();
  await expect(other.getByTestId('replay-step')).toBeVisible();
  await expect(other.getByTestId('move-note')).toHaveCount(0);

  await author.context.close();
  await reader.context.close();
});
