import { expect, test } from '@playwright/test';
import { board, openOracle, placeByTapping, rackTiles, signUp, tones, uniqueName } from './helpers';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

// On a phone the Oracle is a sheet over the bottom of the screen. A new player tapped a play
// and looked for SUBMIT, which the sheet covered: a play previewed folds it down to that play.
test('on a phone, a play previewed folds the Oracle sheet: the rack and SUBMIT stay in view', async ({
  page,
}) => {
  await signUp(page, uniqueName('oraclephone'));
  const solo = page.getByRole('region', { name: 'Solo' });
  await solo.getByLabel('Oracle allowed').check();
  await solo.getByRole('button', { name: 'Play solo' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(rackTiles(page)).toHaveCount(7);
  await expect(await openOracle(page)).not.toHaveText('0 plays');

  const sheet = page.getByRole('tabpanel', { name: 'Oracle' });
  const bar = sheet.getByTestId('oracle-preview-bar');
  const submit = page.getByRole('button', { name: 'SUBMIT', exact: true });
  const playRow = (i: number) => sheet.getByTestId(`oracle-play-${i}`);
  await playRow(0).getByRole('button').first().tap();
  await expect(bar).toBeVisible();
  await expect(playRow(0)).toBeHidden();
  await expect(tones(page, 'ghost')).not.toHaveCount(0);
  // The board with the ghost tiles, the rack and SUBMIT are in view, above the folded sheet.
  await expect(board(page)).toBeInViewport();
  await expect(submit).toBeInViewport();
  const sheetTop = (await sheet.boundingBox())!.y;
  const submitBox = (await submit.boundingBox())!;
  expect(submitBox.y + submitBox.height).toBeLessThanOrEqual(sheetTop);
  for (const tile of await rackTiles(page).all()) {
    const box = (await tile.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(sheetTop);
  }
  await page.screenshot({ path: test.info().outputPath('oracle-folded-phone.png') });

  // A tile placed from the rack takes the preview away, and the fold with it: the next play
  // tapped is open to a double-tap again (it had folded at once, hiding the second tap's target).
  const letter = await rackTiles(page).first().getAttribute('data-letter');
  await placeByTapping(page, [{ r: 0, c: 0, letter: letter! }]);
  await expect(tones(page, 'ghost')).toHaveCount(0);
  await expect(bar).toHaveCount(0);
  await playRow(0).getByRole('button').first().dblclick();
  await expect(sheet).toHaveCount(0);
  await expect(tones(page, 'ghost')).toHaveCount(0);
  await expect(tones(page, 'placed')).not.toHaveCount(0);
  await page.getByRole('button', { name: 'RECALL' }).tap();
  await expect(tones(page, 'placed')).toHaveCount(0);
  await expect(await openOracle(page)).not.toHaveText('0 plays');
  await playRow(0).getByRole('button').first().tap();
  await expect(bar).toBeVisible();

  // "All plays" unfolds it, back at the play previewed.
  await bar.getByRole('button', { name: 'All plays' }).tap();
  await expect(playRow(0)).toBeVisible();
  await expect(playRow(0).getByRole('button').first()).toBeFocused();
  await expect(bar).toHaveCount(0);

  // Another play, folded to, is placed from the bar: the sheet closes and SUBMIT sends it.
  await playRow(1).getByRole('button').first().tap();
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'PLACE' }).tap();
  await expect(sheet).toHaveCount(0);
  await expect(tones(page, 'placed')).not.toHaveCount(0);
  await expect(submit).toBeInViewport();
  await submit.tap();
  await expect(page.getByTestId('game-status')).toHaveAttribute('data-move-number', '1');
});
