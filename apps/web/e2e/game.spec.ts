import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  afterDoubleTapWindow,
  board,
  contrastOf,
  crampedButtons,
  moveEntry,
  moverOf,
  openOracle,
  passTurn,
  placeByTapping,
  playButton,
  playerContext,
  rackTiles,
  square,
  tapRackLetter,
  tilesOfTone,
  tones,
  touchDrag,
  type SeenTile,
  uniqueName,
} from './helpers';

// Two players in two browser contexts play one casual game with the Oracle allowed.
// The steps build on each other, so they run in order.
test.describe.serial('a casual game between two people', () => {
  const hostName = uniqueName('host');
  const guestName = uniqueName('guest');
  let host: { context: BrowserContext; page: Page };
  let guest: { context: BrowserContext; page: Page };
  let gameUrl = '';
  let mover: Page;
  let waiter: Page;
  /** Moves made so far (the next move's number in the move list). */
  let moves = 0;

  /**
   * Opens the mover's Oracle. In the rare case that their rack makes no play at all,
   * they pass and the turn moves on.
   */
  async function openOracleWithPlays(maxPasses: number) {
    for (let passes = 0; ; passes++) {
      const count = await openOracle(mover);
      if ((await count.textContent()) !== '0 plays' || passes >= maxPasses) return;
      await passTurn(mover);
      await expect(await moveEntry(waiter, moves)).toContainText('passed');
      moves++;
      [mover, waiter] = [waiter, mover];
    }
  }

  test.beforeAll(async ({ browser }) => {
    host = await playerContext(browser, hostName);
    guest = await playerContext(browser, guestName);
  });

  test.afterAll(async () => {
    await host?.context.close();
    await guest?.context.close();
  });

  test('one creates a game, the other sees it appear live and joins', async () => {
    // The guest watches the lobby while the host creates the game.
    await expect(guest.page.getByRole('heading', { name: 'Open games' })).toBeVisible();

    await host.page.getByRole('radio', { name: 'Casual', exact: true }).check();
    await expect(host.page.getByRole('checkbox', { name: 'Oracle allowed' }).first()).toBeChecked();
    await host.page.getByRole('button', { name: 'Create game' }).click();
    await host.page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
    gameUrl = host.page.url();
    await expect(host.page.getByText('1 of 2 joined.')).toBeVisible();

    const join = guest.page.getByRole('button', { name: `Join ${hostName}'s game` });
    await expect(join).toBeVisible(); // arrived without a reload
    await join.click();
    await guest.page.waitForURL(gameUrl);

    // Both see the board: the host's waiting room turned into the game by itself.
    await expect(board(host.page)).toBeVisible();
    await expect(board(guest.page)).toBeVisible();
    await expect(host.page.getByTestId('scoreboard')).toContainText(guestName);
    await expect(rackTiles(host.page)).toHaveCount(7);
    await expect(rackTiles(guest.page)).toHaveCount(7);
    [mover, waiter] = await moverOf(host.page, guest.page);
    await expect(mover.getByTestId('game-status')).toContainText('Your turn');

    // R6 shown: each player's drawn tile, and who starts (the one whose turn it is).
    const moverName = mover === host.page ? hostName : guestName;
    for (const page of [host.page, guest.page]) {
      const draw = page.getByTestId('first-player-draw');
      await expect(
        draw.getByRole('listitem', { name: new RegExp(`^${hostName} drew \\w+$`) }).first(),
      ).toBeVisible();
      await expect(
        draw.getByRole('listitem', { name: new RegExp(`^${guestName} drew \\w+$`) }).first(),
      ).toBeVisible();
      await expect(draw.getByTestId('first-player')).toHaveText(
        `${moverName} drew the letter nearest to A and goes first.`,
      );
    }
  });

  test('a first move by tapping rack tiles and squares; a tile taken back; the other player sees it live', async () => {
    // Read a legal play from the Oracle: tap it, look at its purple ghost tiles.
    await openOracleWithPlays(3);
    await expect(playButton(mover, 0)).toBeVisible();
    await playButton(mover, 0).click();
    await expect.poll(async () => (await tilesOfTone(mover, 'ghost')).length).toBeGreaterThan(0);
    const play: SeenTile[] = await tilesOfTone(mover, 'ghost');
    // Tap it again (slowly) to hide the preview, then place the tiles by hand.
    await afterDoubleTapWindow(mover);
    await playButton(mover, 0).click();
    await expect(tones(mover, 'ghost')).toHaveCount(0);

    await placeByTapping(mover, play);
    await expect(tones(mover, 'placed')).toHaveCount(play.length);

    // Take one back (tap the gold tile): the square empties and the rack tile returns.
    const first = play[0]!;
    const used = mover.getByRole('group', { name: 'Your tiles' }).locator('[data-used]');
    await expect(used).toHaveCount(play.length);
    await square(mover, first.r, first.c).click();
    await expect(square(mover, first.r, first.c)).toHaveAttribute('data-tone', 'empty');
    await expect(used).toHaveCount(play.length - 1);
    // …and put it back.
    await tapRackLetter(mover, first.letter);
    await square(mover, first.r, first.c).click();
    await expect(square(mover, first.r, first.c)).toHaveAttribute('data-tone', 'placed');

    // Before SUBMIT the preview shows the play's words and points, as the move will score.
    const preview = mover.getByTestId('play-preview');
    await expect(preview).toHaveAttribute('data-kind', 'legal');
    const [, previewed] = /= (\d+) points?$/.exec((await preview.textContent()) ?? '') ?? [];
    expect(previewed, 'the preview gives a score').toBeDefined();
    // A screen reader is told the same line once it has settled (not once per tile placed).
    await expect(mover.getByTestId('play-preview-spoken')).toHaveText(
      (await preview.textContent()) ?? '',
    );

    // Gold on gold, measured as drawn: the height dot stands out on a new (gold) tile, and
    // an empty start square is a gold frame, not a gold fill a new tile could be taken for.
    const tile = square(mover, first.r, first.c).locator('[data-tone="placed"]');
    expect(
      await contrastOf(tile.locator('[data-dot]').first(), tile),
      'dot on a gold tile',
    ).toBeGreaterThanOrEqual(3);
    await expect(mover.locator('[data-centre-mark]').first()).toBeVisible();

    await mover.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(await moveEntry(mover, moves)).toHaveAttribute('data-type', 'play');
    await expect(tones(mover, 'placed')).toHaveCount(0);
    await expect(preview).toHaveCount(0);
    await expect(await moveEntry(mover, moves)).toContainText(`+${previewed}`);

    // The other player sees the word arrive, in green, without reloading.
    for (const t of play) {
      await expect(square(waiter, t.r, t.c)).toHaveAttribute('data-height', '1');
    }
    await expect(tones(waiter, 'lastWord').first()).toBeVisible();
    await expect(await moveEntry(waiter, moves)).toHaveAttribute('data-type', 'play');
    await expect(waiter.getByTestId('game-status')).toContainText('Your turn');
    moves++;
    [mover, waiter] = [waiter, mover];
  });

  test('an illegal play shows the rule it breaks and keeps the tiles in place', async () => {
    // Two tiles in opposite corners: not in one row or column.
    const letters = await rackTiles(mover).evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-letter') ?? ''),
    );
    const boardLeft = async () => (await board(mover).boundingBox())?.x;
    const left = await boardLeft();
    await tapRackLetter(mover, letters[0]!);
    await square(mover, 0, 0).click();
    await tapRackLetter(mover, letters[1]!);
    await square(mover, 9, 9).click();
    // Before SUBMIT, the preview already names the rule it breaks.
    const preview = mover.getByTestId('play-preview');
    await expect(preview).toHaveAttribute('data-kind', 'illegal');
    await expect(preview).toHaveAttribute('data-rule', 'R8');
    await expect(preview).toContainText("Put all of this turn's tiles in one row or one column.");
    // The long sentence wraps under the board: the table does not shift sideways.
    expect(await boardLeft()).toBe(left);
    await mover.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(
      mover
        .getByRole('alert')
        .filter({ hasText: "Put all of this turn's tiles in one row or one column." }),
    ).toBeVisible();
    expect(await boardLeft()).toBe(left);
    await expect(square(mover, 0, 0)).toHaveAttribute('data-tone', 'placed');
    await expect(square(mover, 9, 9)).toHaveAttribute('data-tone', 'placed');
    await expect(await moveEntry(mover, moves)).toHaveCount(0);

    // A reload mid-turn keeps the tiles placed, and their rack tiles stay used…
    await mover.reload();
    await expect(square(mover, 0, 0)).toHaveAttribute('data-tone', 'placed');
    await expect(square(mover, 9, 9)).toHaveAttribute('data-tone', 'placed');
    await expect(
      mover.getByRole('group', { name: 'Your tiles' }).locator('[data-used]'),
    ).toHaveCount(2);
    // …until they are recalled: then a reload shows none.
    await mover.getByRole('button', { name: 'RECALL' }).click();
    await expect(tones(mover, 'placed')).toHaveCount(0);
    await mover.reload();
    await expect(board(mover)).toBeVisible();
    await expect(rackTiles(mover)).toHaveCount(7);
    await expect(tones(mover, 'placed')).toHaveCount(0);
  });

  test('keyboard play: type letters on a square, Backspace takes back, Enter on a play the rules refuse says why', async () => {
    const letters = await rackTiles(mover).evaluateAll((els) =>
      els.map((el) => el.getAttribute('data-letter') ?? ''),
    );
    const boardLeft = async () => (await board(mover).boundingBox())?.x;
    const left = await boardLeft();
    await square(mover, 0, 0).focus();
    await mover.keyboard.press(letters[0]!);
    await mover.keyboard.press(letters[1]!);
    await expect(square(mover, 0, 0)).toHaveAttribute('data-tone', 'placed');
    await expect(square(mover, 0, 1)).toHaveAttribute('data-tone', 'placed');
    await expect(square(mover, 0, 2)).toBeFocused();
    await mover.keyboard.press('Backspace');
    await expect(square(mover, 0, 1)).toHaveAttribute('data-tone', 'empty');
    await mover.keyboard.press('ArrowDown');
    await expect(square(mover, 1, 1)).toBeFocused();
    // One tile alone in a corner makes no word: Enter does not ask (YES, SUBMIT would be
    // focused on a play the rules refuse), it says the rule; the tiles stay, focus too.
    const alert = mover
      .getByRole('alert')
      .filter({ hasText: 'Your tiles must make at least one word of two or more letters.' });
    await mover.keyboard.press('Enter');
    await expect(alert).toBeVisible();
    await expect(mover.getByRole('group', { name: /^Submit your play\?/ })).toHaveCount(0);
    await expect(square(mover, 1, 1)).toBeFocused();
    await expect(square(mover, 0, 0)).toHaveAttribute('data-tone', 'placed');
    // The board did not move (the alert wraps under it).
    expect(await boardLeft()).toBe(left);
    await mover.getByRole('button', { name: 'RECALL' }).click();
    await expect(tones(mover, 'placed')).toHaveCount(0);
  });

  test('exchange one tile, then the other player passes', async () => {
    await mover.getByRole('button', { name: 'EXCHANGE' }).click();
    // Said once on the screen (the rack itself does not repeat it).
    await expect(mover.getByText('Pick one tile to exchange.')).toHaveCount(1);
    await expect(mover.getByText('Pick one tile to exchange.')).toBeVisible();
    await rackTiles(mover).nth(2).click();
    // The question names the tile as the rack does ("Rack tile 3 of 7: Qu"), and that the
    // exchange is the turn.
    const label = (await rackTiles(mover).nth(2).getAttribute('aria-label')) ?? '';
    const name = /: ([^,]+)/.exec(label)?.[1];
    await expect(mover.getByTestId('exchange-count')).toHaveText(
      `Exchange ${name} for a tile from the bag? It uses your turn.`,
    );
    await mover.getByRole('button', { name: 'CONFIRM EXCHANGE' }).click();
    await expect(await moveEntry(mover, moves)).toContainText('exchanged 1 tile');
    await expect(await moveEntry(waiter, moves)).toContainText('exchanged 1 tile');
    moves++;
    await expect(rackTiles(mover)).toHaveCount(7);
    // The tab's title tells whose turn it is (seen from a background tab).
    await expect(waiter).toHaveTitle('● Your turn — WordRise');
    await expect(mover).toHaveTitle('Game — WordRise');
    // The turn chime is the player's choice, kept in their browser.
    const chime = waiter.getByRole('checkbox', { name: 'Sound when it is my turn' });
    await expect(chime).not.toBeChecked();
    await chime.check();
    await waiter.reload();
    await expect(waiter.getByRole('checkbox', { name: 'Sound when it is my turn' })).toBeChecked();

    await expect(waiter.getByTestId('game-status')).toContainText('Your turn');
    await passTurn(waiter);
    await expect(await moveEntry(waiter, moves)).toContainText('passed');
    await expect(await moveEntry(mover, moves)).toContainText('passed');
    moves++;
    await expect(mover.getByTestId('game-status')).toContainText('Your turn');

    // On a wide screen every name in the move list is whole, not cut short.
    await waiter.setViewportSize({ width: 1440, height: 900 });
    await moveEntry(waiter, moves - 1);
    const names = waiter.getByTestId('move-name');
    await expect(names.first()).toBeVisible();
    for (const name of await names.all()) {
      await expect(name).toHaveText(/^(host|guest)\w+$/);
      const cut = await name.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut, `the name "${await name.textContent()}" is cut short`).toBe(false);
    }
  });

  test('TOP VIEW and rotate change the view; screenshots at desktop and phone size', async ({
    browser,
  }, testInfo) => {
    const view = board(mover);
    await expect(view).toHaveAttribute('data-top-view', 'false');
    await mover.getByRole('button', { name: 'TOP VIEW' }).click();
    await expect(view).toHaveAttribute('data-top-view', 'true');
    await expect(view).toHaveAttribute('data-tilt', '0');
    await expect(mover.getByText('Top view: looking straight down.')).toBeAttached();
    // Pressed again, it goes back to the 3D view it left.
    await mover.getByRole('button', { name: 'TOP VIEW' }).click();
    await expect(view).toHaveAttribute('data-top-view', 'false');
    await expect(view).toHaveAttribute('data-tilt', '30');
    await expect(mover.getByRole('button', { name: 'TOP VIEW' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await mover.getByRole('button', { name: 'TOP VIEW' }).click();
    await expect(view).toHaveAttribute('data-top-view', 'true');
    await mover.getByRole('button', { name: 'Rotate right' }).click();
    await expect(view).toHaveAttribute('data-rotate', '90');
    await expect(view).toHaveAttribute('data-top-view', 'false');
    // Drag to turn and tilt it.
    const box = (await view.boundingBox())!;
    await mover.mouse.move(box.x + box.width / 2, box.y + 20);
    await mover.mouse.down();
    await mover.mouse.move(box.x + box.width / 2 + 120, box.y + 60, { steps: 8 });
    await mover.mouse.up();
    await expect(view).not.toHaveAttribute('data-rotate', '90');
    await mover.getByRole('button', { name: 'RESET VIEW' }).click();
    await expect(view).toHaveAttribute('data-rotate', '0');
    // Zoomed in and straight down, a mouse drag slides the board; let go outside it, the slide
    // ends there: the mouse coming back over the board with no button held moves nothing.
    await mover.getByRole('button', { name: 'TOP VIEW' }).click();
    await mover.getByRole('button', { name: 'Zoom in' }).click();
    await mover.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await mover.mouse.down();
    await mover.mouse.move(box.x + box.width + 40, box.y + box.height / 2, { steps: 8 });
    await mover.mouse.up();
    await expect(view).not.toHaveAttribute('data-pan', '0,0');
    await expect(view).toHaveAttribute('data-top-view', 'true');
    const slid = (await view.getAttribute('data-pan')) ?? '';
    await mover.mouse.move(box.x + box.width / 2, box.y + box.height / 3, { steps: 4 });
    await mover.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
    await expect(view).toHaveAttribute('data-pan', slid);
    await mover.getByRole('button', { name: 'RESET VIEW' }).click();
    await expect(view).toHaveAttribute('data-pan', '0,0');
    await mover.screenshot({ path: testInfo.outputPath('board-desktop.png') });

    // The same game on a phone-sized screen: the board on top, the rack and buttons below.
    const phone = await browser.newContext({
      viewport: { width: 375, height: 667 },
      storageState: await mover.context().storageState(),
      hasTouch: true,
      isMobile: true,
    });
    try {
      const page = await phone.newPage();
      await page.goto(gameUrl);
      await expect(board(page)).toBeVisible();
      await expect(rackTiles(page)).toHaveCount(7);
      const boardBox = (await board(page).boundingBox())!;
      const rackBox = (await page.getByRole('group', { name: 'Your tiles' }).boundingBox())!;
      expect(boardBox.width).toBeLessThanOrEqual(375);
      expect(rackBox.y).toBeGreaterThan(boardBox.y);
      await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeInViewport();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(375);
      await page.screenshot({ path: testInfo.outputPath('board-phone.png') });

      // Scores and clocks above the board, on the first screen.
      const scores = page.getByTestId('scoreboard');
      await expect(scores).toBeInViewport();
      expect((await scores.boundingBox())!.y).toBeLessThan(boardBox.y);
      // The move buttons on one row: RESIGN never wraps onto its own.
      const rowOf = async (name: string) =>
        (await page.getByRole('button', { name, exact: true }).boundingBox())!.y;
      expect(await rowOf('RESIGN')).toBe(await rowOf('SUBMIT'));
      // …and each label has room in its button (equal columns cut EXCHANGE to its edges).
      expect(await crampedButtons(page.getByRole('group', { name: 'Your move' }))).toEqual([]);

      // A swipe beside the board (in its margin) scrolls the page; one on the board turns
      // it. What the browser does with a touch is decided by the touch-action of the element
      // the finger lands on: read it where a finger would land.
      const area = (await board(page).boundingBox())!;
      const touchActionAt = (x: number, y: number) =>
        page.evaluate(
          ([px, py]) => {
            const el = document.elementFromPoint(px!, py!);
            return el ? getComputedStyle(el).touchAction : null;
          },
          [x, y],
        );
      expect(await touchActionAt(area.x + 3, area.y + area.height / 2)).toBe('pan-y');
      const onSquare = (await square(page, 6, 3).boundingBox())!;
      const cx = onSquare.x + onSquare.width / 2;
      const cy = onSquare.y + onSquare.height / 2;
      expect(await touchActionAt(cx, cy)).toBe('none');
      // …and a drag on the board does turn it.
      const tiltBefore = await board(page).getAttribute('data-tilt');
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      await page.mouse.move(cx, cy - 80, { steps: 6 });
      await page.mouse.up();
      await expect(board(page)).not.toHaveAttribute('data-tilt', tiltBefore ?? '');
      // Zoomed in and looking straight down, a one-finger drag slides the board, as a map
      // does (a phone has no Shift key to slide with), and the view stays straight down.
      await page.getByRole('button', { name: 'TOP VIEW' }).click();
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByRole('button', { name: 'Zoom in' }).click();
      await expect(board(page)).toHaveAttribute('data-top-view', 'true');
      await expect(board(page)).toHaveAttribute('data-pan', '0,0');
      const zoom = await board(page).getAttribute('data-zoom');
      const centre = (await square(page, 4, 4).boundingBox())!;
      await touchDrag(page, centre.x + centre.width / 2, centre.y + centre.height / 2, -60, -40);
      await expect(board(page)).not.toHaveAttribute('data-pan', '0,0');
      await expect(board(page)).toHaveAttribute('data-top-view', 'true');
      await expect(board(page)).toHaveAttribute('data-zoom', zoom ?? '');
      await page.getByRole('button', { name: 'RESET VIEW' }).click();

      // The Oracle opens as a drawer under the board: its plays and the whole board in view.
      await page.getByRole('tab', { name: 'Oracle' }).click();
      const drawer = page.getByRole('tabpanel', { name: 'Oracle' });
      await expect(drawer.getByTestId('oracle-count')).toHaveText(/\d+ plays?$/);
      await expect(drawer.getByTestId('oracle-play-0')).toBeInViewport();
      await expect(board(page)).toBeInViewport({ ratio: 1 });
      const drawerTop = (await drawer.boundingBox())!.y;
      const boardNow = (await board(page).boundingBox())!;
      expect(boardNow.y + boardNow.height).toBeLessThanOrEqual(drawerTop + 1);
      await page.screenshot({ path: testInfo.outputPath('oracle-drawer-phone.png') });
      await page.getByRole('button', { name: 'Close the Oracle' }).click();
      await expect(drawer).toHaveCount(0);
      // Escape from within the drawer closes it too.
      await page.getByRole('tab', { name: 'Oracle' }).click();
      await drawer.getByTestId('oracle-play-0').getByRole('button').first().focus();
      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      // Focus goes on to the Moves tab, not to the page.
      await expect(page.getByRole('tab', { name: 'Moves' })).toBeFocused();
      // Placing a play from the drawer closes it: the tiles, their score and SUBMIT in view.
      await page.getByRole('tab', { name: 'Oracle' }).click();
      // (On a phone the sheet folds to the play previewed: PLACE is then the bar's.)
      await drawer.getByTestId('oracle-play-0').getByRole('button').first().click();
      const bar = drawer.getByTestId('oracle-preview-bar');
      await expect(bar).toBeVisible();
      await bar.getByRole('button', { name: 'PLACE' }).click();
      await expect(drawer).toHaveCount(0);
      await expect(page.getByTestId('play-preview')).toHaveAttribute('data-kind', 'legal');
      await expect(page.getByTestId('play-preview')).toBeInViewport();
      await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeInViewport();
      await page.getByRole('button', { name: 'RECALL' }).click();
    } finally {
      await phone.close();
    }
  });

  test('the Oracle preview shows ghost tiles; a double-tap places them', async () => {
    await openOracleWithPlays(1);
    await expect(playButton(mover, 0)).toBeVisible();
    await playButton(mover, 0).click();
    await expect.poll(async () => (await tilesOfTone(mover, 'ghost')).length).toBeGreaterThan(0);
    const ghost = await tilesOfTone(mover, 'ghost');
    // The row says where the play lies (its main word's first square, rows and columns
    // from 1, and which way it reads): its ghost tiles are on that line.
    const place = await mover
      .getByTestId('oracle-play-0')
      .getByTestId('oracle-play-place')
      .textContent();
    const [, row, column, arrow] = /^(\d+),(\d+) ([→↓])$/.exec(place ?? '') ?? [];
    expect(arrow, `"${place}" names a square and a direction`).toBeDefined();
    for (const tile of ghost) {
      if (arrow === '→') expect(tile.r + 1).toBe(Number(row));
      else expect(tile.c + 1).toBe(Number(column));
    }
    await afterDoubleTapWindow(mover);
    await playButton(mover, 0).dblclick();
    await expect(tones(mover, 'ghost')).toHaveCount(0);
    const placed = await tilesOfTone(mover, 'placed');
    expect(placed.sort(byPosition)).toEqual(ghost.sort(byPosition));

    // Submitting it is still the player's own step.
    await mover.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(await moveEntry(mover, moves)).toHaveAttribute('data-type', 'play');
    await expect(await moveEntry(waiter, moves)).toHaveAttribute('data-type', 'play');
    moves++;
    [mover, waiter] = [waiter, mover];
  });

  test('RESIGN asks first; resigning ends the game for both', async () => {
    await mover.getByRole('button', { name: 'RESIGN' }).click();
    await mover.getByRole('button', { name: 'KEEP PLAYING' }).click();
    await expect(mover.getByTestId('game-status')).toContainText('Your turn');
    await mover.getByRole('button', { name: 'RESIGN' }).click();
    await mover.getByRole('button', { name: 'YES, RESIGN' }).click();
    await expect(mover.getByTestId('game-status')).toContainText('Game over');
    await expect(waiter.getByTestId('game-status')).toContainText('Game over');
    await expect(waiter.getByTestId('game-status')).toContainText('won');

    // The end-of-game summary, for both: who won and how (naming who resigned; "You" to them), every
    // player's rack (public now), no rack penalty after a resignation, final scores.
    const moverName = mover === host.page ? hostName : guestName;
    const waiterName = mover === host.page ? guestName : hostName;
    for (const page of [mover, waiter]) {
      const summary = page.getByTestId('end-summary');
      await expect(summary.getByRole('heading', { name: `${waiterName} won` })).toBeVisible();
      // The player who resigned reads it in their own words.
      await expect(summary.getByTestId('end-how')).toHaveText(
        page === mover ? 'You resigned.' : `${moverName} resigned.`,
      );
      await expect(summary.getByTestId('end-rack')).toHaveCount(2);
      for (const rack of await summary.getByTestId('end-rack').all())
        await expect(rack.locator('[data-tone]').first()).toBeVisible();
      await expect(summary.getByTestId('end-penalty')).toHaveCount(0);
      await expect(summary.getByRole('link', { name: 'Review the game' })).toBeVisible();
      await expect(summary.getByRole('link', { name: 'New game' })).toHaveAttribute(
        'href',
        '/lobby',
      );
    }

    // The profile counts the finished game.
    await waiter.getByTestId('signed-in-as').click();
    await expect(waiter.getByTestId('games-played')).toHaveText('1');
    await expect(waiter.getByRole('link', { name: /^Won/ })).toBeVisible();
  });

  test('a challenge by username arrives live and starts the game when accepted', async () => {
    await host.page.goto('/lobby');
    await guest.page.goto('/lobby');
    await expect(guest.page.getByRole('heading', { name: 'Your games' })).toBeVisible();
    // The lobby has read its lists: what changes from now on is told to a screen reader.
    const news = guest.page.getByRole('status').and(guest.page.getByTestId('lobby-news'));
    await expect(news).toHaveAttribute('data-listening', 'true');
    await expect(news).toHaveText('');
    await host.page.getByRole('radio', { name: 'Challenge a player' }).check();
    await host.page.getByLabel('Username to challenge').fill(guestName);
    await host.page.getByRole('button', { name: 'Send challenge' }).click();
    await host.page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
    await expect(host.page.getByText('invited, not answered yet')).toBeVisible();

    const invitation = guest.page.getByRole('list', { name: 'Challenges for you' });
    await expect(invitation).toContainText(`${hostName} challenges you`);
    await expect(news).toHaveText(`${hostName} challenges you.`);
    await invitation.getByRole('button', { name: 'Accept' }).click();
    await guest.page.waitForURL(host.page.url());
    await expect(board(guest.page)).toBeVisible();
    await expect(board(host.page)).toBeVisible(); // the waiting room turned into the game
  });
});

function byPosition(a: SeenTile, b: SeenTile): number {
  return a.r - b.r || a.c - b.c;
}
