import { expect, test } from '@playwright/test';
import { signUp, uniqueName } from './helpers';

test('the create form sets a real-time or a correspondence clock', async ({ page }) => {
  await signUp(page, uniqueName('clock'));
  const form = page.getByRole('form', { name: 'Create a game' });

  // Typing an amount picks its clock.
  await form.getByLabel('Minutes for each player').fill('5');
  await expect(form.getByRole('radio', { name: 'Real time:' })).toBeChecked();
  await form.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(page.getByText('5 min each')).toBeVisible();

  await page.goto('/lobby');
  await form.getByRole('radio', { name: 'Correspondence:' }).check();
  await form.getByLabel('Days for each move').fill('3');
  await form.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(page.getByText('3 days a move')).toBeVisible();
});
