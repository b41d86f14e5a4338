import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import {
  board,
  moveEntry,
  passTurn,
  playOraclesBest,
  rackTiles,
  signUp,
  uniqueName,
} from './helpers';

/** A new player's solo game with the Oracle, opened; their username. */
async function startSolo(page: Page, name: string): Promise<string> {
  const username = uniqueName(name);
  await signUp(page, username);
  const solo = page.getByRole('region', { name: 'Solo' });
  await solo.getByLabel('Oracle allowed').check();
  await solo.getByRole('button', { name: 'Play solo' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(board(page)).toBeVisible();
  return username;
}

// Solo: one player, unrated, free exchanges. The game is played to a played-out end
// (two of the Oracle's plays, then word-less passes: R28 ends it after 3 with one seat;
// a solo game's end when the bag empties is the games package's test), and the final
// score lands under "Best solo scores" on the profile.
test('solo: a one-seat game played to its end, its score on the profile', async ({ page }) => {
  const username = await startSolo(page, 'solo');
  await expect(rackTiles(page)).toHaveCount(7);
  await expectNoSeriousViolations(page, 'a solo game');
  // A practice game alone: no chat, no "your turn" signals (it is always the player's turn).
  await expect(page.getByTestId('game-status')).toHaveAttribute('data-your-turn', 'true');
  await expect(page.getByRole('region', { name: "Players' chat" })).toHaveCount(0);
  await expect(page.getByLabel('Sound when it is my turn')).toHaveCount(0);

  // Each move shows in the move list (the Moves tab) before the next one is made.
  const moves = page.getByTestId('move-list').getByTestId('move-name');
  const movesShown = async () => {
    await page.getByRole('tab', { name: 'Moves' }).click();
    return moves.count();
  };
  const moved = async (before: number) => {
    await page.getByRole('tab', { name: 'Moves' }).click();
    await expect(moves).toHaveCount(before + 1);
  };
  // Two plays; a rack with no play is exchanged (free in solo: no word-less turn).
  for (let plays = 0, turn = 0; plays < 2 && turn < 10; turn++) {
    const before = await movesShown();
    if (await playOraclesBest(page)) plays++;
    else {
      await page.getByRole('button', { name: 'EXCHANGE' }).click();
      await rackTiles(page).first().click();
      // Solo exchanges are free: the button says how many tiles go back.
      await page
        .getByRole('group', { name: 'Exchange tiles' })
        .getByRole('button', { name: 'EXCHANGE 1 TILE' })
        .click();
    }
    await moved(before);
  }
  const summary = page.getByTestId('end-summary');
  for (let pass = 0; pass < 3; pass++) {
    const before = await movesShown();
    await passTurn(page);
    await moved(before);
  }
  await expect(summary).toBeVisible();
  // A solo game is neither won nor lost: its end gives a score and names no winner.
  await expect(summary).toContainText(' scored ');
  await expect(summary.getByTestId('end-row-0')).not.toContainText(/winner/i);
  await expect(page.getByTestId('scoreboard')).not.toContainText(/winner/i);
  // The summary may write a negative score with a minus sign (−).
  const final = ((await summary.textContent()) ?? '').replaceAll('−', '-');
  await expectNoSeriousViolations(page, 'a finished solo game');

  await page.goto(`/u/${username}`);
  const best = page.getByRole('region', { name: 'Best solo scores' });
  await expect(best.getByRole('link', { name: / points$/ })).toHaveCount(1);
  const points = (await best.getByRole('link').textContent())!.replace(' points', '');
  expect(final).toContain(points);
  await expectNoSeriousViolations(page, 'a profile with solo scores');
});

// Solo given up: a solo game is neither won nor lost, so RESIGN asks about what it does cost
// (its score is not kept), and the end names no winner — "resigned", with the score it had —
// on the game page and in the replay; the profile's best scores leave it out.
test('solo: a resigned game names no winner and keeps no best score', async ({ page }) => {
  const username = await startSolo(page, 'soloquit');
  const gameUrl = page.url();
  const status = page.getByTestId('game-status');
  if (await playOraclesBest(page)) await expect(status).toHaveAttribute('data-move-number', '1');
  // The score cell reads "Score 12" to a screen reader: the number alone.
  const score = (await page.getByTestId('score-0').textContent())!.replace(/^\D+/, '');

  await page.getByRole('button', { name: 'RESIGN', exact: true }).click();
  await expect(
    page.getByRole('group', { name: 'Confirm resignation' }),
  ).toHaveAccessibleDescription('Resign this game? It will not count among your best solo scores.');
  await page.getByRole('button', { name: 'YES, RESIGN' }).click();
  const summary = page.getByTestId('end-summary');
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(
    `${username} scored ${score}`,
  );
  await expect(summary.getByTestId('end-how')).toHaveText('You resigned.');
  await expect(summary.getByTestId('end-row-0')).not.toContainText(/winner/i);
  const seat = page.getByTestId('scoreboard').getByTestId('seat-0');
  await expect(seat).toContainText('resigned');
  await expect(seat).not.toContainText(/winner/i);

  await page.goto(`${gameUrl}/replay`);
  await expect(page.getByTestId('replay-summary')).toHaveText('Game over: a player resigned.');
  await expect(page.getByTestId('scoreboard')).not.toContainText(/winner/i);

  await page.goto(`/u/${username}`);
  await expect(page.getByRole('region', { name: 'Best solo scores' })).toContainText(
    'No solo games played out yet.',
  );
});

// Solo Classic Upwords from the Game select: an 8 × 8 board, then one free exchange of
// three tiles (the solo rules allow up to five), picked on the rack by mouse and by
// keyboard: the count shows, the move list says so, the score stays.
test('solo: a Classic Upwords game on 8 × 8 exchanges three tiles at once, the score unchanged', async ({
  page,
}) => {
  await signUp(page, uniqueName('solo8'));
  const solo = page.getByRole('region', { name: 'Solo' });
  await solo.getByLabel('Game').selectOption({ label: 'Classic Upwords (8 × 8)' });
  await solo.getByLabel('Oracle allowed').check();
  await solo.getByRole('button', { name: 'Play solo' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(board(page).getByRole('gridcell')).toHaveCount(64);
  await expect(rackTiles(page)).toHaveCount(7);

  // A score to keep: the Oracle's best play, if the rack has one.
  const status = page.getByTestId('game-status');
  if (await playOraclesBest(page)) await expect(status).toHaveAttribute('data-move-number', '1');
  const move = Number(await status.getAttribute('data-move-number'));
  const score = await page.getByTestId('score-0').textContent();
  const before = await rackLetters(page);

  await page.getByRole('button', { name: 'EXCHANGE' }).click();
  const exchange = page.getByRole('group', { name: 'Exchange tiles' });
  await expect(exchange).toContainText('Pick up to 5 tiles to exchange.');
  await rackTiles(page).nth(0).click();
  await rackTiles(page).nth(1).click();
  await rackTiles(page).nth(2).click();
  await rackTiles(page).nth(2).click(); // a second tap puts it back
  await rackTiles(page).nth(3).focus();
  await page.keyboard.press('Space');
  await expect(rackTiles(page).nth(2)).toHaveAttribute('aria-pressed', 'false');
  for (const i of [0, 1, 3])
    await expect(rackTiles(page).nth(i)).toHaveAttribute('aria-pressed', 'true');
  await expect(exchange.getByTestId('exchange-count')).toHaveText('3 tiles picked (up to 5).');
  await expectNoSeriousViolations(page, 'picking tiles to exchange in a solo game');
  await exchange.getByRole('button', { name: 'EXCHANGE 3 TILES' }).click();

  await expect(status).toHaveAttribute('data-move-number', String(move + 1));
  await expect(await moveEntry(page, move)).toContainText('exchanged 3 tiles');
  await expect(page.getByTestId('score-0')).toHaveText(score ?? '');
  await expect(rackTiles(page)).toHaveCount(7);
  // The four tiles not picked stay; three new ones were drawn for the three returned.
  const after = await rackLetters(page);
  const kept = [before[2], ...before.slice(4)];
  for (const letter of kept) {
    expect(after).toContain(letter);
    after.splice(after.indexOf(letter!), 1);
  }
  expect(after).toHaveLength(3);
  await expectNoSeriousViolations(page, 'a solo game after an exchange of three tiles');
});

async function rackLetters(page: Page): Promise<string[]> {
  return rackTiles(page).evaluateAll((tiles) =>
    tiles.map((t) => t.getAttribute('data-letter') ?? ''),
  );
}
