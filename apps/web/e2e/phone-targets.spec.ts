import { expect, test, type Locator } from '@playwright/test';
import { board, playTheBotWithOracle, rackTiles, signUp, square, uniqueName } from './helpers';

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

/** Every one of `targets` is at least `height` px tall and 24 px wide (WCAG 2.5.8's least). */
async function expectTargets(targets: readonly Locator[], height: number): Promise<void> {
  for (const target of targets) {
    const box = (await target.boundingBox())!;
    const name = (await target.getAttribute('aria-label')) ?? (await target.textContent());
    expect(box.height, `${name}: height`).toBeGreaterThanOrEqual(height);
    expect(box.width, `${name}: width`).toBeGreaterThanOrEqual(24);
  }
}

const VIEW_BUTTONS = [
  'Rotate left',
  'Rotate right',
  'Zoom out',
  'Zoom in',
  'TOP VIEW',
  'RESET VIEW',
];

// A walkthrough measured the board's view buttons 27–30 px tall on a phone, and Leave game
// 16 px (its text alone): a finger's size now, and a tap on their edge works.
test('on a phone the board’s view buttons and Leave game are a finger’s size', async ({
  page,
}, testInfo) => {
  await signUp(page, uniqueName('viewtaps'));
  await playTheBotWithOracle(page);
  const toolbar = page.getByRole('toolbar', { name: 'Board view' });
  const tools = VIEW_BUTTONS.map((name) => toolbar.getByRole('button', { name, exact: true }));
  await expectTargets(tools, 44);
  // Still one row under the board, and nothing wider than the screen.
  const rows = new Set(await Promise.all(tools.map(async (t) => (await t.boundingBox())!.y)));
  expect(rows.size).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(WIDTH);
  await page.screenshot({ path: testInfo.outputPath('game-phone.png'), fullPage: true });

  await tapNearCorner(tools[1]!);
  await expect(board(page)).toHaveAttribute('data-rotate', '90');
  await tapNearCorner(tools[3]!);
  await expect(board(page)).toHaveAttribute('data-zoom', '1.25');

  const leave = page.getByRole('button', { name: 'Leave game' });
  await expectTargets([leave], 44);
  await tapNearCorner(leave);
  const ask = page.getByRole('group', { name: 'Leave game' });
  const answers = [
    ask.getByRole('button', { name: 'Abort the game' }),
    ask.getByRole('button', { name: 'Stay' }),
  ];
  await expectTargets(answers, 44);
  await tapNearCorner(answers[1]!);
  await expect(ask).toHaveCount(0);
  await expect(leave).toBeVisible();
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  // Leave game and End the game were their text alone, 16 px tall: 24 px at least now.
  test('the game’s small buttons are 24 px at least: Leave game, End the game and their questions', async ({
    page,
  }, testInfo) => {
    await signUp(page, uniqueName('deskbtns'));
    await playTheBotWithOracle(page);
    const toolbar = page.getByRole('toolbar', { name: 'Board view' });
    await expectTargets(
      VIEW_BUTTONS.map((name) => toolbar.getByRole('button', { name, exact: true })),
      24,
    );
    const leave = page.getByRole('button', { name: 'Leave game' });
    await expectTargets([leave], 24);
    await page.screenshot({ path: testInfo.outputPath('game-desktop.png') });
    await leave.click();
    const ask = page.getByRole('group', { name: 'Leave game' });
    await expectTargets(
      [
        ask.getByRole('button', { name: 'Abort the game' }),
        ask.getByRole('button', { name: 'Stay' }),
      ],
      24,
    );
    await ask.getByRole('button', { name: 'Stay' }).click();
    await expect(leave).toBeFocused();

    // A pass-and-play game: its host's End the game.
    await page.goto('/lobby');
    const form = page.getByRole('form', { name: 'Create a game' });
    await form.getByRole('radio', { name: 'Pass and play' }).check();
    await form.getByLabel('Player 1', { exact: true }).fill('Ann');
    await form.getByLabel('Player 2', { exact: true }).fill('Ben');
    await form.getByRole('button', { name: 'Start pass and play' }).click();
    await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
    await page
      .getByTestId('pass-cover')
      .getByRole('button', { name: /show my rack$/ })
      .click();
    const end = page.getByRole('button', { name: 'End the game' });
    await expectTargets([end], 24);
    await end.click();
    const ending = page.getByRole('group', { name: 'End the game' });
    await expectTargets(
      [
        ending.getByRole('button', { name: 'End it for everyone' }),
        ending.getByRole('button', { name: 'Keep playing' }),
      ],
      24,
    );
    await page.screenshot({ path: testInfo.outputPath('pass-and-play-desktop.png') });
    await ending.getByRole('button', { name: 'Keep playing' }).click();
    await expect(end).toBeVisible();
  });
});
