import { expect, test, type Locator } from '@playwright/test';
import { board, rackTiles, signUp, square, uniqueName } from './helpers';

const WIDTH = 390;
test.use({ viewport: { width: WIDTH, height: 844 }, isMobile: true, hasTouch: true });

/** A finger's tap near the bottom right corner of an element: inside it, off its text. */
async function tapNearCorner(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  await target.page().touchscreen.tap(box.x + box.width - 3, box.y + box.height - 3);
}

// A walkthrough on a phone measured the bar's links 20 px tall and the lobby's radio buttons
// 13 px: a finger wants 44 px (WCAG 2.5.8 asks for 24 px at least).
test('on a phone the bar’s links and the lobby’s choices are a finger’s size, and a tap on their edge works', async ({
  page,
}) => {
  await signUp(page, uniqueName('fingers'));
  const bar = page.getByRole('navigation', { name: 'Site' });
  const links = ['WordRise', 'Lobby', 'Tournaments', 'Leaderboard'].map((name) =>
    bar.getByRole('link', { name, exact: true }),
  );
  const menu = bar.getByLabel('More account options');
  for (const target of [...links, menu]) {
    const box = (await target.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(24);
  }

  const form = page.getByRole('form', { name: 'Create a game' });
  const choices = form.locator('label').filter({ has: page.locator('input[type="radio"]') });
  expect(await choices.count()).toBeGreaterThanOrEqual(5);
  for (const choice of await choices.all()) {
    expect((await choice.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect((await choice.locator('input').boundingBox())!.width).toBeGreaterThanOrEqual(20);
  }
  for (const name of ['Challenge a player', 'Rated', 'Pass and play']) {
    const radio = form.getByRole('radio', { name });
    // (`has` looks inside each label: the radio's locator from the page, not the form.)
    await tapNearCorner(form.locator('label').filter({ has: page.getByRole('radio', { name }) }));
    await expect(radio).toBeChecked();
  }

  await tapNearCorner(links[3]!);
  await expect(page).toHaveURL(/\/leaderboard$/);
});

// The board's squares on a phone: the board takes the page's width inside its padding (it
// was 94 % of the screen). Looked at from above they are square; the 3D view's 30° tilt
// makes them shorter than wide, the far rows most.
test('on a phone the board takes the page’s width; its squares are tapped', async ({ page }) => {
  await signUp(page, uniqueName('squares'));
  await page
    .getByRole('region', { name: 'Solo' })
    .getByRole('button', { name: 'Play solo' })
    .click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(rackTiles(page)).toHaveCount(7);
  const area = (await board(page).boundingBox())!;
  expect(area.width).toBeGreaterThanOrEqual(WIDTH - 16 - 0.5);
  expect(area.x + area.width).toBeLessThanOrEqual(WIDTH);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(WIDTH);
  for (const [r, c] of [
    [0, 0],
    [9, 9],
  ] as const) {
    const box = (await square(page, r, c).boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(30);
    expect(box.height).toBeGreaterThanOrEqual(23);
  }

  await page.getByRole('button', { name: 'TOP VIEW' }).tap();
  await expect(board(page)).toHaveAttribute('data-top-view', 'true');
  const top = (await square(page, 0, 0).boundingBox())!;
  expect(top.width).toBeGreaterThanOrEqual(31);
  expect(top.height).toBeGreaterThanOrEqual(31);
  // A tap on a rack tile and then on a square places it there.
  await rackTiles(page).nth(0).tap();
  await square(page, 4, 4).tap();
  await expect(square(page, 4, 4)).toHaveAttribute('data-tone', 'placed');
});

// The charts' "… as a table" buttons were their text's height, 20 px: on a phone a finger's
// 44 px, and a tap on their edge opens the table (the replay's score graph here; the profile's
// rating chart uses the same button, ratings.spec.ts).
test('on a phone the replay’s “Scores as a table” is a finger’s size, and a tap on its edge opens it', async ({
  page,
}, testInfo) => {
  await page.goto('/game/00000000-0000-4000-8000-00000000de70/replay?move=4');
  const graph = page.getByTestId('score-graph');
  await expect(graph.locator('canvas')).toBeVisible();
  const asTable = graph.getByRole('button', { name: 'Scores as a table' });
  const box = (await asTable.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(44);
  expect(box.width).toBeGreaterThanOrEqual(24);
  await tapNearCorner(asTable);
  await expect(asTable).toHaveAttribute('aria-expanded', 'true');
  await expect(graph.getByRole('table')).toBeVisible();
  await expect(graph.locator('tr[aria-current="step"]').getByRole('rowheader')).toHaveText('4');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(WIDTH);
  await graph.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('score-table-phone.png'), fullPage: true });
});
