import { expect, test } from '@playwright/test';
import { signUp, uniqueName } from './helpers';
import { insertOldFinishedTournaments } from './tournaments-db';

test('the finished tournaments list pages back to the oldest', async ({ page }) => {
  const organiser = uniqueName('archivist');
  await signUp(page, organiser);
  // One more than a page (20), all older than any other test's tournaments.
  const names = Array.from({ length: 21 }, (_, i) => `${organiser} archive ${i + 1}`);
  await insertOldFinishedTournaments(organiser, names);

  await page.goto('/tournaments');
  const finished = page.getByTestId('tournaments-finished');
  const pages = page.getByRole('navigation', { name: 'Finished pages' });
  // Latest first: the oldest (archive 1) is on the last page, never on the first.
  await expect(finished.getByText(names[0]!, { exact: true })).toHaveCount(0);
  const next = pages.getByRole('link', { name: 'Next →' });
  let last = 1;
  while ((await next.count()) > 0) {
    await next.click();
    last += 1;
    await expect(pages).toContainText(`Page ${last}`);
  }
  await expect(finished.getByText(names[0]!, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]finished=\d+/);
  await pages.getByRole('link', { name: '← Previous' }).click();
  await expect(pages).toContainText(`Page ${last - 1}`);
  await expect(finished.getByText(names[0]!, { exact: true })).toHaveCount(0);
});
