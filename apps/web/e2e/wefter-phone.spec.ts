import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { board, openOracle, passTurn, signUp, square, uniqueName } from './helpers';
import { startShortWefterAtOneDevice } from './wefter-table';

const WIDTH = 375;
test.use({ viewport: { width: WIDTH, height: 667 }, isMobile: true, hasTouch: true });

/** Nothing wider than the phone: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    WIDTH,
  );
}

async function expectWithinScreen(locator: Locator) {
  const box = (await locator.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(WIDTH + 0.5);
}

/** The device passes to the next player, who uncovers the game at move `move`. */
async function nextPlayerLooks(page: Page, move: number) {
  await page
    .getByTestId('pass-cover')
    .getByRole('button', { name: /show my rack$/ })
    .click();
  await expect(page.getByTestId('game-status')).toHaveAttribute('data-move-number', String(move));
}

// Word Wefter's own parts on a phone-sized screen (a Short pass-and-play game with the
// Oracle): the 11 × 11 board with its bonus squares, the marketplace, the Oracle's rows
// with their purchases, placing and submitting a play, all without sideways scrolling.
test('Word Wefter on a phone: the board, the marketplace and the Oracle fit the screen, and a play submits', async ({
  page,
}, testInfo) => {
  await signUp(page, uniqueName('wphone'));
  await startShortWefterAtOneDevice(page, { oracle: true });
  await page
    .getByTestId('pass-cover')
    .getByRole('button', { name: /show my rack$/ })
    .click();
  await expect(board(page)).toBeVisible();

  await expectWithinScreen(board(page));
  await expect(square(page, 0, 0)).toHaveAccessibleName(/word × 3 square/);
  await expectWithinScreen(square(page, 10, 10));
  const market = page.getByTestId('market');
  await market.scrollIntoViewIfNeeded();
  await expect(market).toBeInViewport();
  await expectWithinScreen(market);
  await expectNoSidewaysScroll(page);
  await expectNoSeriousViolations(page, 'a Word Wefter game on a phone');
  await page.screenshot({ path: testInfo.outputPath('wefter-phone.png'), fullPage: true });

  // A rack with no play passes (rare), and the next player looks.
  let move = 0;
  while ((await (await openOracle(page)).textContent()) === '0 plays') {
    expect(move, 'a rack with a play within six turns').toBeLessThan(6);
    await passTurn(page);
    await nextPlayerLooks(page, ++move);
  }
  const row = page.getByTestId('oracle-play-0');
  await expectWithinScreen(row);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath('wefter-phone-oracle.png'), fullPage: true });
  await row.getByRole('button').first().click();
  // The sheet folds down to the play previewed, with its PLACE (the row's is folded away).
  await page.getByTestId('oracle-preview-bar').getByRole('button', { name: 'PLACE' }).click();
  const submit = page.getByRole('button', { name: 'SUBMIT', exact: true });
  await submit.scrollIntoViewIfNeeded();
  await expect(submit).toBeInViewport();
  await submit.click();
  // The device goes to the next player; behind the cover, the play is on the board.
  await nextPlayerLooks(page, move + 1);
  await expectNoSidewaysScroll(page);
});
