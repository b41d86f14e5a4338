import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { board, playOraclesBest, rackTiles, signUp, uniqueName } from './helpers';

// Solo: one player, unrated, free exchanges. The game is played to a played-out end
// (two of the Oracle's plays, then word-less passes: R28 ends it after 3 with one seat;
// a solo game's end when the bag empties is the games package's test), and the final
// score lands under "Best solo scores" on the profile.
test('solo: a one-seat game played to its end, its score on the profile', async ({ page }) => {
  const username = uniqueName('solo');
  await signUp(page, username);
  const solo = page.getByRole('region', { name: 'Solo' });
  await solo.getByLabel('Oracle allowed').check();
  await solo.getByRole('button', { name: 'Play solo' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(board(page)).toBeVisible();
  await expect(rackTiles(page)).toHaveCount(7);
  await expectNoSeriousViolations(page, 'a solo game');

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
      await page.getByRole('button', { name: 'CONFIRM EXCHANGE' }).click();
    }
    await moved(before);
  }
  const summary = page.getByTestId('end-summary');
  for (let pass = 0; pass < 3; pass++) {
    const before = await movesShown();
    await page.getByRole('button', { name: 'PASS' }).click();
    await moved(before);
  }
  await expect(summary).toBeVisible();
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
