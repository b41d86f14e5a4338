import type { Page } from '@playwright/test';

/** The lobby's create form with a Short game of Word Wefter chosen. */
export async function chooseShortWefter(page: Page) {
  const form = page.getByRole('form', { name: 'Create a game' });
  await form.getByLabel('Game').selectOption({ label: 'Word Wefter (11 × 11)' });
  await form.getByLabel('Length').selectOption({ label: 'Short' });
  return form;
}

/**
 * Starts a Short Word Wefter game at one device for Ann and Ben (the pool drains fastest in
 * a Short game), with or without the Oracle, and waits for its page.
 */
export async function startShortWefterAtOneDevice(page: Page, options: { oracle: boolean }) {
  const form = await chooseShortWefter(page);
  await form.getByRole('radio', { name: 'Pass and play' }).check();
  await form.getByLabel('Player 1', { exact: true }).fill('Ann');
  await form.getByLabel('Player 2', { exact: true }).fill('Ben');
  await form.getByLabel('Oracle allowed').setChecked(options.oracle);
  await form.getByRole('button', { name: 'Start pass and play' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
}
