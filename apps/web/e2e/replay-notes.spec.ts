import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { playerContext, signUp, uniqueName } from './helpers';

/** Plays a bot and resigns on the first turn; returns the finished game's URL. */
async function resignedBotGame(page: Page): Promise<string> {
  const section = page.getByRole('region', { name: 'Play a bot' });
  await section.getByLabel('Bot level').selectOption('beginner');
  await section.getByRole('button', { name: 'Play the bot' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  const status = page.getByTestId('game-status');
  await expect(status).toHaveAttribute('data-your-turn', 'true');
  await page.getByRole('button', { name: 'RESIGN' }).click();
  await page.getByRole('button', { name: 'YES, RESIGN' }).click();
  await expect(status).toContainText('Game over');
  return page.url();
}

// A player resigns a game against a bot, notes a move on its replay; a second user
// (another browser context) sees the note, as text, under the author's display name; the
// author edits and deletes it.
test('a note on a finished game: added by a player, seen by another user as text, edited and deleted', async ({
  browser,
}) => {
  const username = uniqueName('noter');
  const authorName = `Quill ${username.slice(-6)}`;
  const author = await browser.newContext();
  const page = await author.newPage();
  await signUp(page, username, { displayName: authorName });
  const reader = await playerContext(browser, uniqueName('reader'));

  const gameUrl = await resignedBotGame(page);

  // The replay opens on the last move (the resignation): the author notes it.
  await page.goto(`${gameUrl}/replay`);
  const html = '<script>window.__noted = true</script><b>resigned</b> too soon';
  await page.getByTestId('note-input').fill(html);
  await page.getByTestId('note-add').click();
  const authorNote = page.getByTestId('move-note');
  await expect(authorNote.getByTestId('move-note-text')).toHaveText(html);
  await expect(authorNote.getByTestId('move-note-author')).toHaveText(authorName);
  // The field is emptied and has the keyboard again, for another note.
  await expect(page.getByTestId('note-input')).toHaveValue('');
  await expect(page.getByTestId('note-input')).toBeFocused();

  // The other user opens the same position: the note, as text, with no way to change it.
  const other = reader.page;
  await other.goto(page.url());
  const seen = other.getByTestId('move-note');
  await expect(seen.getByTestId('move-note-text')).toHaveText(html);
  await expect(seen.getByTestId('move-note-author')).toHaveText(authorName);
  await expect(seen.getByRole('link', { name: authorName })).toHaveAttribute(
    'href',
    `/u/${username}`,
  );
  await expect(seen.locator('b, script')).toHaveCount(0);
  expect(await other.evaluate(() => (window as { __noted?: boolean }).__noted)).toBeUndefined();
  await expect(seen.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(other.getByTestId('note-input')).toHaveCount(0); // not a player of this game

  // The author edits it; the reader sees the new text on reload.
  // The keyboard follows: Edit gives it to the text, Cancel and Save give it back to Edit.
  await authorNote.getByRole('button', { name: 'Edit' }).click();
  await expect(authorNote.getByTestId('note-edit-input')).toBeFocused();
  await authorNote.getByRole('button', { name: 'Cancel' }).click();
  await expect(authorNote.getByRole('button', { name: 'Edit' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(authorNote.getByTestId('note-edit-input')).toBeFocused();
  await authorNote.getByTestId('note-edit-input').fill('I resigned too soon.');
  await authorNote.getByRole('button', { name: 'Save' }).click();
  await expect(authorNote.getByTestId('move-note-text')).toHaveText('I resigned too soon.');
  await expect(authorNote.getByRole('button', { name: 'Edit' })).toBeFocused();
  await other.reload();
  await expect(seen.getByTestId('move-note-text')).toHaveText('I resigned too soon.');

  // The author deletes it; it is gone for the reader too.
  await authorNote.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByTestId('move-note')).toHaveCount(0);
  await expect(page.getByTestId('note-input')).toBeFocused();
  await other.reload();
  await expect(other.getByTestId('replay-step')).toBeVisible();
  await expect(other.getByTestId('move-note')).toHaveCount(0);

  await author.close();
  await reader.context.close();
});

// A record downloaded from a finished game's replay is uploaded on the import page,
// opens as an unrated board that another user can open by its link and step through;
// a malformed record is refused with one sentence naming its line.
test('an imported record: uploaded, shared by link and stepped through; a malformed one names its line', async ({
  browser,
}) => {
  const owner = await playerContext(browser, uniqueName('importer'));
  const viewer = await browser.newContext();
  const page = owner.page;
  const gameUrl = await resignedBotGame(page);

  await page.goto(`${gameUrl}/replay`);
  const total = await page.locator('[data-testid^="replay-move-"][data-type]').count();
  const downloading = page.waitForEvent('download');
  await page.getByTestId('downloads').getByRole('button', { name: 'text' }).click();
  const file = await (await downloading).path();
  const record = await fs.readFile(file, 'utf8');

  await page.getByRole('link', { name: 'Import a game record' }).click();
  await page.waitForURL(/\/replay\/import$/);
  await page.getByLabel('Or upload a record file').setInputFiles(file);
  await expect(page.getByLabel('Game record')).toHaveValue(record);
  await page.getByRole('button', { name: 'Open in the viewer' }).click();
  await page.waitForURL(/\/replay\/imported\/[0-9a-f-]{36}/);
  await expect(page.getByTestId('replay-title')).toContainText('Imported game');

  // Anyone with the link (here: a visitor) steps through it.
  const other = await viewer.newPage();
  await other.goto(page.url().split('?')[0]!);
  const step = other.getByTestId('replay-step');
  await expect(step).toHaveText(`Move ${total} / ${total}`);
  await other.getByRole('button', { name: 'First move' }).click();
  await expect(step).toHaveText(`Start / ${total}`);
  await expect(other).toHaveURL(/\?move=0$/);
  await other.getByRole('button', { name: 'Next move' }).click();
  await expect(step).toHaveText(`Move 1 / ${total}`);
  await other.keyboard.press('End');
  await expect(step).toHaveText(`Move ${total} / ${total}`);
  await expect(other.getByTestId('replay-move-words')).toContainText('resigned');

  // A record with a broken move line: one sentence naming the line.
  await page.goto('/replay/import');
  const lines = record.split('\n');
  const moveLine = lines.findIndex((l) => l.startsWith('>'));
  lines[moveLine] = '>1: ??? nonsense';
  await page.getByLabel('Game record').fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Open in the viewer' }).click();
  await expect(page.getByTestId('import-error')).toHaveText(
    new RegExp(`^Line ${moveLine + 1}: [^\\n]+\\.$`),
  );
  await expect(page).toHaveURL(/\/replay\/import$/);

  await owner.context.close();
  await viewer.close();
});

// An imported record gets the Oracle's analysis from the worker, as a game does: the
// viewer says "analysing…" until it is stored and then shows it without a reload.
test('an imported record: the worker analyses it and the viewer shows the annotations', async ({
  browser,
}) => {
  const { context, page } = await playerContext(browser, uniqueName('importer'));
  await page.goto('/game/00000000-0000-4000-8000-00000000de70/replay');
  const downloading = page.waitForEvent('download');
  await page.getByTestId('downloads').getByRole('button', { name: 'text' }).click();
  const record = await fs.readFile(await (await downloading).path(), 'utf8');

  await page.goto('/replay/import');
  await page.getByLabel('Game record').fill(record);
  await page.getByRole('button', { name: 'Open in the viewer' }).click();
  await page.waitForURL(/\/replay\/imported\/[0-9a-f-]{36}/);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByTestId('replay-move-3').getByRole('button').click();
  await expect(page.getByTestId('replay-step')).toHaveText(/^Move 3 \/ \d+$/);
  await expect(page.getByTestId('annotation-best')).toBeVisible();
  await expect(page.getByTestId('annotation-rank')).toHaveText(/^rank \d+ of \d+, \d+ points$/);
  await expect(page.getByTestId('analysis-status')).toHaveCount(0);
  await expect(page.getByTestId('player-figures')).toBeVisible();
  await expect(page.getByTestId('reanalyse')).toHaveCount(0);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await context.close();
});
