import {
  expect,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';

export const PASSWORD = 'stacks-of-tiles-42';

/** A username no other run has used: letters and digits, at most 20 characters. */
export function uniqueName(prefix: string): string {
  const stamp = Date.now().toString(36).slice(-6);
  const random = Math.floor(Math.random() * 36 ** 3)
    .toString(36)
    .padStart(3, '0');
  return `${prefix}${stamp}${random}`.slice(0, 20);
}

/** Signs a new player up through the sign-up page (a display name if given); ends in the lobby. */
export async function signUp(
  page: Page,
  username: string,
  { password = PASSWORD, displayName }: { password?: string; displayName?: string } = {},
): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  if (displayName) await page.getByLabel(/Display name/).fill(displayName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL('**/lobby');
  await expect(page.getByTestId('signed-in-as')).toHaveText(displayName ?? username);
}

/** A browser context with a freshly signed-up player. */
export async function playerContext(
  browser: Browser,
  username: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await signUp(page, username);
  return { context, page };
}

/**
 * Whether a select is wide enough for every option's whole label: each label measured in the
 * select's own font against the room inside it, less the width Chromium draws its arrow in.
 */
export async function selectFitsItsLabels(select: Locator): Promise<boolean> {
  return select.evaluate((el: HTMLSelectElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = style.font;
    const widest = Math.max(...[...el.options].map((o) => context.measureText(o.text).width));
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return widest <= room - 20;
  });
}

/** Buttons whose label leaves less than `margin` px on either side inside them. */
export async function crampedButtons(group: Locator, margin = 4): Promise<string[]> {
  return group.evaluate(
    (el, m) =>
      [...el.querySelectorAll('button')].flatMap((button) => {
        const range = document.createRange();
        range.selectNodeContents(button);
        const label = range.getBoundingClientRect().width;
        return button.clientWidth - label < 2 * m
          ? [`${button.textContent}: ${Math.round(label)} px in ${button.clientWidth} px`]
          : [];
      }),
    margin,
  );
}

/** Presses Tab until `target` has focus (as a keyboard user reaches it), at most `max` times. */
export async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** PASS, then YES, PASS: the game asks before a turn is given away. */
export async function passTurn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'PASS', exact: true }).click();
  await page.getByRole('button', { name: 'YES, PASS' }).click();
}

export const board = (page: Page) => page.getByRole('grid', { name: 'Game board' });
export const square = (page: Page, r: number, c: number) => page.getByTestId(`square-${r}-${c}`);

/**
 * Taps a board square where a player sees it: on the 3D board a tall stack in the row in
 * front stands over part of the square behind it, so this taps the first point of the
 * square (from its far edge) that the square itself receives, as a player would.
 */
export async function tapSquare(page: Page, r: number, c: number): Promise<void> {
  const point = await squarePoint(page, r, c);
  await page.mouse.click(point.x, point.y);
}

/** The first point of a board square (from its far edge) that the square itself receives. */
export async function squarePoint(page: Page, r: number, c: number): Promise<Point> {
  const target = square(page, r, c);
  await target.scrollIntoViewIfNeeded();
  const point = await target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    for (const y of [0.2, 0.4, 0.6, 0.8])
      for (const x of [0.5, 0.3, 0.7, 0.15, 0.85]) {
        const at = { x: box.left + box.width * x, y: box.top + box.height * y };
        const hit = document.elementFromPoint(at.x, at.y);
        if (hit && (hit === el || el.contains(hit))) return at;
      }
    return null;
  });
  if (!point) throw new Error(`square ${r},${c} is hidden everywhere`);
  return point;
}

export interface Point {
  x: number;
  y: number;
}

/** The centre of an element on the screen. */
export async function centreOf(locator: Locator): Promise<Point> {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

export const rackTiles = (page: Page) =>
  page.getByRole('group', { name: 'Your tiles' }).locator('[data-testid^="rack-tile-"]');

/** "Qu" (how labels write the Qu tile) → "Q" (the tile's letter). */
export function tileLetter(label: string): string {
  return label === 'Qu' ? 'Q' : label;
}

export interface SeenTile {
  r: number;
  c: number;
  letter: string;
}

/** The tiles of one tone on the board ("ghost", "placed", "lastWord"), read from the squares' labels. */
export async function tilesOfTone(page: Page, tone: string): Promise<SeenTile[]> {
  const squares = tones(page, tone);
  const tiles: SeenTile[] = [];
  for (const el of await squares.all()) {
    const id = (await el.getAttribute('data-testid')) ?? '';
    const label = (await el.getAttribute('aria-label')) ?? '';
    const [, r, c] = /square-(\d+)-(\d+)/.exec(id) ?? [];
    const [, letter] = /: (\w+), stack of/.exec(label) ?? [];
    if (r && c && letter) tiles.push({ r: Number(r), c: Number(c), letter: tileLetter(letter) });
  }
  return tiles;
}

/** Taps the first unused rack tile showing `letter`. */
export async function tapRackLetter(page: Page, letter: string): Promise<void> {
  const tile = page
    .getByRole('group', { name: 'Your tiles' })
    .locator(`[data-letter="${letter}"]:not([disabled])`)
    .first();
  await tile.click();
}

/** Places tiles the way a person does: tap a rack tile, then tap the square. */
export async function placeByTapping(page: Page, tiles: readonly SeenTile[]): Promise<void> {
  for (const t of tiles) {
    await tapRackLetter(page, t.letter);
    await tapSquare(page, t.r, t.c);
    await expect(square(page, t.r, t.c)).toHaveAttribute('data-tone', 'placed');
  }
}

/** The game page's log region, whose lines a screen reader reads as they are added. */
export const announcements = (page: Page) =>
  page.getByRole('log', { name: 'Game announcements' }).locator('p');

/** The page whose player is to move, and the other one. */
export async function moverOf(a: Page, b: Page): Promise<[Page, Page]> {
  await expect(a.getByTestId('game-status')).toBeVisible();
  await expect(b.getByTestId('game-status')).toBeVisible();
  const aTurn = await a.getByTestId('game-status').getAttribute('data-your-turn');
  return aTurn === 'true' ? [a, b] : [b, a];
}

/**
 * Waits, by the page's own clock, until a tap seen a moment ago can no longer pair with the
 * next one as a double-tap (the Oracle list's window is 400 ms). Call it once the first
 * tap's effect is visible: the page handled that tap before this reads its clock.
 */
export async function afterDoubleTapWindow(page: Page): Promise<void> {
  const seen = await page.evaluate(() => Date.now());
  await page.waitForFunction((since) => Date.now() - since > 450, seen);
}

/**
 * Opens the Oracle tab and waits until it has answered the position on the board (each
 * move is a new search; until it answers the panel says it is looking). Returns the count
 * line ("12 plays").
 */
/** From the lobby, a casual game against the greedy bot with the Oracle allowed. */
export async function playTheBotWithOracle(page: Page): Promise<void> {
  await page.goto('/lobby');
  const section = page.getByRole('region', { name: 'Play a bot' });
  await section.getByLabel('Bot level').selectOption('greedy');
  await section.getByLabel('Oracle allowed').check();
  await section.getByRole('button', { name: 'Play the bot' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(board(page)).toBeVisible();
}

export async function openOracle(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: 'Oracle' }).click();
  return oracleAnswered(page);
}

/** Waits until the open Oracle panel has answered the position on the board; its count line. */
export async function oracleAnswered(page: Page): Promise<Locator> {
  const panel = page.getByRole('tabpanel', { name: 'Oracle' });
  const status = page.getByTestId('game-status');
  await expect(async () => {
    const move = await status.getAttribute('data-move-number');
    await expect(panel).toHaveAttribute('data-answer-move', move ?? '', { timeout: 1_000 });
    await expect(panel).toHaveAttribute('data-fetching', 'false', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const count = page.getByTestId('oracle-count');
  // "N plays", or "The best N of M plays" when the server keeps only the best.
  await expect(count).toHaveText(/^(\d+ plays?|The best \d+ of [\d,]+ plays)$/);
  return count;
}

/**
 * From now on, records every moment the Oracle panel shows an answer for another move than
 * the one on the board (checked after each change of either). `mismatches()` lists them.
 */
export async function watchOracleAnswers(page: Page): Promise<{ mismatches(): Promise<string[]> }> {
  await page.evaluate(() => {
    const seen: string[] = [];
    const check = () => {
      const panel = document.getElementById('panel-oracle');
      const answer = panel?.getAttribute('data-answer-move');
      const move = document
        .querySelector('[data-testid="game-status"]')
        ?.getAttribute('data-move-number');
      if (answer && answer !== move)
        seen.push(`the answer for move ${answer} shown at move ${move}`);
    };
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-answer-move', 'data-move-number'],
    });
    Object.assign(window, { oracleMismatches: seen });
  });
  return {
    mismatches: () =>
      page.evaluate(() => (window as unknown as { oracleMismatches: string[] }).oracleMismatches),
  };
}

export function playButton(page: Page, index: number): Locator {
  return page.getByTestId(`oracle-play-${index}`).getByRole('button').first();
}

/** The board's squares whose top tile has this tone ("placed", "ghost", "lastWord", "plain", "empty"). */
export const tones = (page: Page, tone: string) =>
  board(page).locator(`button[data-testid^="square-"][data-tone="${tone}"]`);

/** One entry of the move list (opens the Moves tab first). */
export async function moveEntry(page: Page, index: number): Promise<Locator> {
  await page.getByRole('tab', { name: 'Moves' }).click();
  return page.getByTestId(`move-${index}`);
}

/**
 * Plays the Oracle's best play as a person places it: read from its ghost preview, the
 * preview hidden again, the tiles tapped onto the board, SUBMIT. False (nothing done)
 * when the rack makes no play.
 */
export async function playOraclesBest(page: Page): Promise<boolean> {
  const count = await openOracle(page);
  if ((await count.textContent()) === '0 plays') return false;
  await playButton(page, 0).click();
  await expect.poll(async () => (await tilesOfTone(page, 'ghost')).length).toBeGreaterThan(0);
  const play = await tilesOfTone(page, 'ghost');
  await afterDoubleTapWindow(page);
  await playButton(page, 0).click();
  await expect(tones(page, 'ghost')).toHaveCount(0);
  await placeByTapping(page, play);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  return true;
}

/** The WCAG contrast ratio between two elements' computed background colours (opaque). */
export async function contrastOf(a: Locator, b: Locator): Promise<number> {
  const rgb = (l: Locator) =>
    l.evaluate((el) => {
      // Any CSS colour (oklch, color-mix…) to sRGB, via a one-pixel canvas.
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.fillStyle = getComputedStyle(el).backgroundColor;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    });
  const luminance = (channels: number[]) => {
    const [r = 0, g = 0, b = 0] = channels.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(await rgb(a)), luminance(await rgb(b))].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** The host creates a rated game from the lobby, the guest joins it; both see the board. Its URL. */
export async function startRatedGame(host: Page, guest: Page): Promise<string> {
  await host.getByRole('radio', { name: 'Rated', exact: true }).check();
  await host.getByRole('button', { name: 'Create game' }).click();
  await host.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  const gameUrl = host.url();
  const hostName = (await host.getByTestId('signed-in-as').textContent()) ?? '';
  // The guest opens the lobby now: this helper starts a game; the lobby's live arrival of a
  // new game is game.spec's to test.
  await guest.goto('/lobby');
  await guest.getByRole('button', { name: `Join ${hostName}'s game` }).click();
  await guest.waitForURL(gameUrl);
  await expect(board(host)).toBeVisible();
  await expect(board(guest)).toBeVisible();
  return gameUrl;
}

/**
 * A one-finger drag by (dx, dy) px from (x, y), as a phone's touch screen sends it (touch
 * events through Chromium's DevTools protocol: Playwright's touchscreen only taps).
 */
export async function touchDrag(
  page: Page,
  x: number,
  y: number,
  dx: number,
  dy: number,
): Promise<void> {
  await (await touchHold(page, x, y, dx, dy)).lift();
}

/** As `touchDrag`, but the finger stays down at the end until `lift()`. */
export async function touchHold(
  page: Page,
  x: number,
  y: number,
  dx: number,
  dy: number,
): Promise<{ lift(): Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  const touch = (
    type: 'touchStart' | 'touchMove' | 'touchEnd',
    points: { x: number; y: number }[],
  ) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await touch('touchStart', [{ x, y }]);
  const steps = 8;
  for (let i = 1; i <= steps; i++)
    await touch('touchMove', [{ x: x + (dx * i) / steps, y: y + (dy * i) / steps }]);
  return {
    async lift() {
      await touch('touchEnd', []);
      await cdp.detach();
    },
  };
}

/**
 * Holds the page's next call of `procedure` (`game.submit`, `game.challenge`) on its way to
 * the server until `release()`: what the page does while it is being sent, however quick the
 * server (or the bot) is.
 */
export async function holdNextCall(page: Page, procedure: string): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.includes(procedure),
    async (route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return { release };
}
