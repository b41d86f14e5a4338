import { expect, test } from '@playwright/test';
import {
  openOracle,
  oracleAnswered,
  passTurn,
  playButton,
  playTheBotWithOracle,
  signUp,
  tabTo,
  tones,
  uniqueName,
} from './helpers';
import { chromiumNames } from './spoken-names';

// The Oracle's list holds up to 500 plays: it is one Tab stop, not 500 on the way to the
// chat. Arrows pick a play, Enter previews it, PLACE puts it on the board.
test('keyboard: the Oracle list is one Tab stop; arrows pick a play, Enter previews it, PLACE places it', async ({
  page,
}) => {
  await signUp(page, uniqueName('keyoracle'));
  await playTheBotWithOracle(page);
  const status = page.getByTestId('game-status');
  // A rack with fewer than two plays passes first (the Oracle answers again next turn).
  for (let attempt = 0; ; attempt++) {
    await expect(status).toHaveAttribute('data-your-turn', 'true');
    const count = await openOracle(page);
    const text = (await count.textContent()) ?? '';
    if (!/^(0|1) plays?$/.test(text) || attempt >= 3) break;
    // The pass and the bot's reply: two moves on.
    const before = Number(await status.getAttribute('data-move-number'));
    await passTurn(page);
    await expect(status).toHaveAttribute('data-move-number', String(before + 2));
  }

  // The panel says how, by touch and by keyboard.
  const panel = page.getByRole('tabpanel', { name: 'Oracle' });
  await expect(panel).toContainText('Double-tap it');
  await expect(panel).toContainText('Keys: arrows pick a play, Enter shows it, then PLACE.');

  const list = page.getByRole('list', { name: 'Plays, best first' });
  const rows = list.getByRole('button');
  expect(await rows.count()).toBeGreaterThan(1);
  // Each row is named as Chromium hands it to a screen reader: "1. HEMP 8, …", its rank
  // followed by a full stop with no stray space before it.
  const names = await chromiumNames(list, 'button');
  expect(names.length).toBe(await rows.count());
  names.forEach((name, i) => expect(name).toMatch(new RegExp(`^${i + 1}\\. \\S`)));
  // One row in the Tab order: the first, before a play is picked.
  await expect(list.locator('button[tabindex="0"]')).toHaveCount(1);

  // From the last filter, one Tab enters the list at the best play; the next leaves it.
  const stackingOnly = page.getByRole('checkbox', { name: 'Stacking only' });
  await tabTo(page, stackingOnly);
  await page.keyboard.press('Tab');
  await expect(playButton(page, 0)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(list.locator(':focus')).toHaveCount(0);
  await page.keyboard.press('Shift+Tab');
  await expect(playButton(page, 0)).toBeFocused();

  // Arrows, End and Home move along the list; the row reached is the list's Tab stop.
  await page.keyboard.press('End');
  await expect(rows.last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(playButton(page, 0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(playButton(page, 1)).toBeFocused();
  await expect(playButton(page, 1)).toHaveAttribute('tabindex', '0');
  await expect(playButton(page, 0)).toHaveAttribute('tabindex', '-1');

  // Enter previews it as ghost tiles. Enter again hides the preview, as a second tap later
  // does: pressed quickly it is never a double-tap, so a key never places a play by itself.
  await page.keyboard.press('Enter');
  await expect(playButton(page, 1)).toHaveAttribute('aria-pressed', 'true');
  await expect(tones(page, 'ghost')).not.toHaveCount(0);
  const ghosts = await tones(page, 'ghost').count();
  await page.keyboard.press('Enter');
  await expect(tones(page, 'ghost')).toHaveCount(0);
  await expect(tones(page, 'placed')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(tones(page, 'ghost')).toHaveCount(ghosts);

  // The next Tab is the play's PLACE; back from it, the list keeps the play picked.
  await page.keyboard.press('Tab');
  const place = page.getByRole('button', { name: 'PLACE' });
  await expect(place).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(playButton(page, 1)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(tones(page, 'placed')).toHaveCount(ghosts);
  await expect(tones(page, 'ghost')).toHaveCount(0);
});

// A screen reader hears each answer's count once it is there, not "The Oracle is looking…"
// before every move's answer while the tab is open.
test("screen reader: the Oracle's count is spoken for each answer, never the wait before it", async ({
  page,
}) => {
  await signUp(page, uniqueName('spokencount'));
  await playTheBotWithOracle(page);
  const status = page.getByTestId('game-status');
  await expect(status).toHaveAttribute('data-your-turn', 'true');
  const count = await openOracle(page);
  const spoken = page.getByTestId('oracle-count-spoken');
  await expect(spoken).toHaveText((await count.textContent()) ?? '');
  // Only the spoken line is a live region: the shown one changes to "looking" with each move.
  await expect(count).not.toHaveAttribute('aria-live');
  await expect(spoken).toHaveAttribute('aria-live', 'polite');

  // Every line the live region holds from now on.
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="oracle-count-spoken"]')!;
    const said: string[] = [];
    new MutationObserver(() => said.push(region.textContent ?? '')).observe(region, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    (window as unknown as { oracleSaid: string[] }).oracleSaid = said;
  });
  // A pass and the bot's reply: the Oracle searches again for each position.
  const before = Number(await status.getAttribute('data-move-number'));
  await passTurn(page);
  await expect(status).toHaveAttribute('data-move-number', String(before + 2));
  await oracleAnswered(page);
  const answered = (await count.textContent()) ?? '';
  await expect(spoken).toHaveText(answered);
  const saidLines = () =>
    page.evaluate(() => (window as unknown as { oracleSaid: string[] }).oracleSaid);
  // The wait emptied the line (silent), so the answer was said even with the last count.
  const afterMoves = await saidLines();
  expect(afterMoves).toContain('');
  expect(afterMoves.at(-1)).toBe(answered);

  // A filter's count is said too, once typing stops.
  await page.getByRole('searchbox', { name: 'Filter plays by word' }).fill('ZZZZZ');
  await expect(count).toHaveText(/^0 of /);
  await expect(spoken).toHaveText((await count.textContent()) ?? '');
  const said = await saidLines();
  expect(said.filter((line) => line.includes('looking'))).toEqual([]);
  expect(said.at(-1)).toMatch(/^0 of /);
  // The count is read once: the shown line is hidden from screen readers while the spoken
  // one says the same.
  await expect(count).toHaveAttribute('aria-hidden', 'true');

  // Beside the board, Escape empties the filter, and again leaves the Oracle open (a tab like
  // Moves; only a phone's drawer closes on Escape).
  const filter = page.getByRole('searchbox', { name: 'Filter plays by word' });
  await filter.press('Escape');
  await expect(filter).toHaveValue('');
  await filter.press('Escape');
  await expect(page.getByRole('tab', { name: 'Oracle' })).toHaveAttribute('aria-selected', 'true');
  await expect(filter).toBeFocused();
});
