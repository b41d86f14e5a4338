import { expect, test, type Locator } from '@playwright/test';
import { board, signUp, square, uniqueName } from './helpers';

const centre = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

// The Oracle and the move descriptions name squares by row and column ("5,3 →"): the board's
// top view numbers its rows and columns, each number beside its row or over its column.
test('the top view numbers the rows and columns, each in line with its squares', async ({
  page,
}) => {
  await signUp(page, uniqueName('coords'));
  const section = page.getByRole('region', { name: 'Play a bot' });
  await section.getByRole('button', { name: 'Play the bot' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(board(page)).toBeVisible();
  // Only in the top view (tilted, the near corners reach the viewport's edges).
  await expect(page.getByTestId('board-columns')).toHaveCount(0);
  await page.getByRole('button', { name: 'TOP VIEW' }).click();
  await expect(board(page)).toHaveAttribute('data-top-view', 'true');

  const columns = page.getByTestId('board-columns').locator('span');
  const rows = page.getByTestId('board-rows').locator('span');
  await expect(columns).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  await expect(rows).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  // Polled: the view eases into the top view.
  await expect(async () => {
    for (const i of [0, 4, 9]) {
      const column = await centre(columns.nth(i));
      const row = await centre(rows.nth(i));
      const top = await centre(square(page, 0, i));
      const left = await centre(square(page, i, 0));
      expect(Math.abs(column.x - top.x)).toBeLessThan(2);
      expect(column.y).toBeLessThan(top.y);
      expect(Math.abs(row.y - left.y)).toBeLessThan(2);
      expect(row.x).toBeLessThan(left.x);
    }
  }).toPass();
  // Not announced: each square's own name says where it is.
  await expect(square(page, 4, 2)).toHaveAccessibleName(/^Row 5, column 3: /);
  await expect(page.getByTestId('board-columns')).toHaveAttribute('aria-hidden', 'true');
});
