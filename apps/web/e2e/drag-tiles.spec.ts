import { expect, test, type Page } from '@playwright/test';
import {
  board,
  centreOf,
  rackTiles,
  signUp,
  square,
  squarePoint,
  tilesOfTone,
  tones,
  touchHold,
  uniqueName,
  type Point,
} from './helpers';

// Drag and drop between the rack and the board, in a solo game (always the player's turn;
// the table is the same as a game between people).
test.describe.serial('dragging tiles between the rack and the board', () => {
  let page: Page;
  let gameUrl = '';

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await signUp(page, uniqueName('drag'));
    await page
      .getByRole('region', { name: 'Solo' })
      .getByRole('button', { name: 'Play solo' })
      .click();
    await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
    gameUrl = page.url();
    await expect(board(page)).toBeVisible();
    await expect(rackTiles(page)).toHaveCount(7);
  });

  test.afterAll(async () => {
    await page?.close();
  });

  const letters = () =>
    rackTiles(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-letter') ?? ''));
  const used = () => page.getByRole('group', { name: 'Your tiles' }).locator('[data-used]');
  const carried = () => page.getByTestId('carried-tile');

  /** Presses at `from`, moves to `to` in steps (a person's drag), and lets go unless told not to. */
  async function mouseDrag(from: Point, to: Point, release = true) {
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 12 });
    if (release) await page.mouse.up();
  }

  test('a rack tile dragged onto a square is placed there; the preview counts it', async () => {
    const [letter] = await letters();
    const target = await squarePoint(page, 4, 4);
    await mouseDrag(await centreOf(rackTiles(page).nth(0)), target, false);
    // While carried: a tile follows the pointer, its rack slot is empty, the square is lit.
    await expect(carried()).toBeVisible();
    await expect(rackTiles(page).nth(0)).toHaveAttribute('data-lifted', 'true');
    await expect(square(page, 4, 4)).toHaveAttribute('data-drop-target', '');
    await page.screenshot({ path: test.info().outputPath('carrying.png') });
    // The board was not turned by it.
    const rotate = await board(page).getAttribute('data-rotate');
    await page.mouse.up();
    await expect(square(page, 4, 4)).toHaveAttribute('data-tone', 'placed');
    expect(await tilesOfTone(page, 'placed')).toEqual([{ r: 4, c: 4, letter }]);
    await expect(rackTiles(page).nth(0)).toHaveAttribute('data-used', 'true');
    await expect(carried()).toHaveCount(0);
    await expect(square(page, 4, 4)).not.toHaveAttribute('data-drop-target');
    await expect(board(page)).toHaveAttribute('data-rotate', rotate ?? '');
    await expect(board(page)).toHaveAttribute('data-tilt', '30');
    // The same play as tapping would make: the preview judges it (one tile makes no word).
    await expect(page.getByTestId('play-preview')).toBeVisible();
  });

  test('a tile let go off the board, or after Escape, goes back to the rack', async () => {
    // Above the board, on the status line: nothing to land on.
    const status = await centreOf(page.getByTestId('game-status'));
    await mouseDrag(await centreOf(rackTiles(page).nth(1)), status);
    await expect(carried()).toHaveCount(0);
    await expect(used()).toHaveCount(1);
    await expect(tones(page, 'placed')).toHaveCount(1);
    await expect(rackTiles(page).nth(1)).not.toHaveAttribute('data-lifted');

    // Escape while carrying over a square: let go there, nothing happens.
    await mouseDrag(await centreOf(rackTiles(page).nth(1)), await squarePoint(page, 4, 5), false);
    await expect(carried()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(carried()).toHaveCount(0);
    await expect(square(page, 4, 5)).not.toHaveAttribute('data-drop-target');
    await page.mouse.up();
    await expect(square(page, 4, 5)).toHaveAttribute('data-tone', 'empty');
    await expect(used()).toHaveCount(1);
    // The click that ended the drag did not select the tile either.
    await expect(rackTiles(page).nth(1)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a drag along the rack still rearranges it', async () => {
    const before = await letters();
    const to = await centreOf(rackTiles(page).nth(4));
    await mouseDrag(await centreOf(rackTiles(page).nth(2)), to);
    const moved = [...before];
    const [tile] = moved.splice(2, 1);
    moved.splice(4, 0, tile!);
    await expect.poll(letters).toEqual(moved);
    await expect(tones(page, 'placed')).toHaveCount(1);
  });

  test("this turn's tile dragged from its square to the rack goes back to it", async () => {
    // Let go on the board instead: it stays where it is.
    const from = await squarePoint(page, 4, 4);
    await mouseDrag(from, await squarePoint(page, 7, 7));
    await expect(square(page, 4, 4)).toHaveAttribute('data-tone', 'placed');
    await expect(carried()).toHaveCount(0);

    await mouseDrag(from, await centreOf(rackTiles(page).nth(3)), false);
    await expect(carried()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Your tiles' })).toHaveAttribute(
      'data-drop-target',
      '',
    );
    await page.mouse.up();
    await expect(square(page, 4, 4)).toHaveAttribute('data-tone', 'empty');
    await expect(used()).toHaveCount(0);
    await expect(carried()).toHaveCount(0);
  });

  test("a tile dropped on one of this turn's tiles takes its square; that one goes back in its place", async () => {
    const [first, second, ...rest] = await letters();
    await mouseDrag(await centreOf(rackTiles(page).nth(0)), await squarePoint(page, 4, 4));
    await expect(square(page, 4, 4)).toHaveAttribute('data-tone', 'placed');
    await mouseDrag(await centreOf(rackTiles(page).nth(1)), await squarePoint(page, 4, 4));
    await expect.poll(() => tilesOfTone(page, 'placed')).toEqual([{ r: 4, c: 4, letter: second }]);
    // The tile it replaced is back on the rack, where the dropped one was: they swapped.
    await expect.poll(letters).toEqual([second, first, ...rest]);
    await expect(rackTiles(page).nth(0)).toHaveAttribute('data-used', 'true');
    await expect(rackTiles(page).nth(1)).not.toHaveAttribute('data-used');
    await expect(used()).toHaveCount(1);
    await page.getByRole('button', { name: 'RECALL' }).click();
    await expect(used()).toHaveCount(0);
  });

  test('while exchanging, a drag does not place a tile', async () => {
    await page.getByRole('button', { name: 'EXCHANGE' }).click();
    await mouseDrag(await centreOf(rackTiles(page).nth(0)), await squarePoint(page, 4, 4));
    await expect(carried()).toHaveCount(0);
    await expect(tones(page, 'placed')).toHaveCount(0);
    await page.getByRole('button', { name: 'CANCEL' }).click();
  });

  test('on a phone, a finger drags a rack tile onto the board, the tile drawn above it', async ({
    browser,
  }) => {
    const phone = await browser.newContext({
      viewport: { width: 375, height: 667 },
      storageState: await page.context().storageState(),
      hasTouch: true,
      isMobile: true,
    });
    try {
      const touch = await phone.newPage();
      await touch.goto(gameUrl);
      await expect(rackTiles(touch)).toHaveCount(7);
      await rackTiles(touch).nth(0).scrollIntoViewIfNeeded();
      const to = await squarePoint(touch, 8, 4);
      await expect(rackTiles(touch).nth(0)).toBeInViewport();
      const from = await centreOf(rackTiles(touch).nth(0));
      const scrolled = await touch.evaluate(() => window.scrollY);
      const finger = await touchHold(touch, from.x, from.y, to.x - from.x, to.y - from.y);
      // The square lit is the one just above the fingertip, not under it, and the carried
      // tile is drawn above that square: the finger hides neither, nor does the tile.
      const carriedTile = touch.getByTestId('carried-tile');
      await expect(carriedTile).toBeVisible();
      const tile = (await carriedTile.boundingBox())!;
      expect(Math.abs(tile.x + tile.width / 2 - to.x)).toBeLessThan(2);
      const lit = touch.locator('[data-drop-target]');
      await expect(lit).toHaveCount(1);
      const litBox = (await lit.boundingBox())!;
      const litMiddle = litBox.y + litBox.height / 2;
      expect(litMiddle).toBeGreaterThan(tile.y + tile.height);
      expect(litMiddle).toBeLessThan(to.y);
      await expect(square(touch, 8, 4)).not.toHaveAttribute('data-drop-target');
      const litSquare = (await lit.getAttribute('data-square')) ?? '';
      await touch.screenshot({ path: test.info().outputPath('carrying-on-a-phone.png') });
      await finger.lift();
      const [r, c] = litSquare.split(',').map(Number) as [number, number];
      await expect(square(touch, r, c)).toHaveAttribute('data-tone', 'placed');
      await expect(square(touch, 8, 4)).toHaveAttribute('data-tone', 'empty');
      // The page held still under the finger.
      expect(await touch.evaluate(() => window.scrollY)).toBe(scrolled);
      await touch.getByRole('button', { name: 'RECALL' }).click();
      await expect(tones(touch, 'placed')).toHaveCount(0);
    } finally {
      await phone.close();
    }
  });
});
