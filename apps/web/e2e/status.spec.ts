import { expect, test } from '@playwright/test';

test('the status page reads the schema version and demo players from the database', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Platform status' }).click();
  await expect(page.getByRole('heading', { name: 'WordRise status' })).toBeVisible();
  await expect(page.getByTestId('schema-version')).toHaveText(/^[1-9]\d*$/);
  await expect(page.getByTestId('demo-players')).toHaveText('3');
});
