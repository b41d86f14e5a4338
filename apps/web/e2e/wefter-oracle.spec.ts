import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { board, moveEntry, openOracle, passTurn, signUp, uniqueName } from './helpers';
import { startShortWefterAtOneDevice } from './wefter-table';

// Word Wefter with the Oracle, at one device (a Short pass-and-play game): each turn the
// mover opens the Oracle and places a play with PLACE — one that buys from the marketplace
// once a seat can afford it, which also selects those slots in the marketplace — then
// SUBMIT; the move list shows the play's main word.
test('the Word Wefter Oracle places a play that buys from the marketplace, and it submits', async ({
  page,
}) => {
  await signUp(page, uniqueName('wefor'));
  await startShortWefterAtOneDevice(page, { oracle: true });

  const cover = page.getByTestId('pass-cover');
  const market = page.getByTestId('market');
  const reveal = async () => {
    await cover.getByRole('button', { name: /show my rack$/ }).click();
    await expect(board(page)).toBeVisible();
  };
  await reveal();
  let bought = false;
  for (let turn = 0; turn < 10 && !bought; turn++) {
    const count = await openOracle(page);
    if ((await count.textContent()) === '0 plays') {
      await passTurn(page);
      await reveal();
      continue;
    }
    // The best play that buys tiles, else the best.
    const buying = page.locator('[data-testid^="oracle-play-"][data-buy]').first();
    const row = (await buying.count()) > 0 ? buying : page.getByTestId('oracle-play-0');
    const slots = ((await row.getAttribute('data-buy')) ?? '').split(' ').filter(Boolean);
    if (slots.length > 0) {
      await expect(row).toContainText(/buys .+ \(−\d+\)/);
      await expectNoSeriousViolations(page, 'the Word Wefter Oracle with purchases');
    }
    const word = (await row.locator('.font-bold').first().textContent())!.trim();
    await row.getByRole('button').first().click();
    await row.getByRole('button', { name: 'PLACE' }).click();
    for (const slot of slots)
      await expect(market.getByTestId(`market-buy-${slot}`)).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();
    await reveal();
    await expect(await moveEntry(page, turn)).toContainText(word.split(' ')[0]!);
    bought = slots.length > 0;
  }
  expect(bought, 'a play with a purchase was placed and submitted').toBe(true);
});
