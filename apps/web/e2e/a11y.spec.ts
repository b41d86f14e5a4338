import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { createTournament } from './tournament-helpers';
import { board, oracleAnswered, playButton, signUp, tones, uniqueName } from './helpers';

// The board's key lines: for a player in the game, and for anyone else who looks.
const PLACING_KEYS = /^Keys: arrows move; a letter or Space places a tile/;
const VIEW_KEYS = /^Keys: arrows move between squares/;

// WCAG 2.2 AA on every page: axe-core finds no serious or critical violation, each page has
// one h1 and no skipped heading level (axe's heading rules count as failures here too); and
// a game played from the keyboard alone keeps focus where the player is and says what happens.

const DEMO_REPLAY = '/game/00000000-0000-4000-8000-00000000de70/replay';

/** Opens `path`, waits for its h1 (the page is drawn), and checks it. */
async function checkPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expectNoSeriousViolations(page, path);
}

/** Presses Tab until `target` has focus (as a keyboard user reaches it), at most `max` times. */
async function tabTo(page: Page, target: Locator, max = 120): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * The focused control draws our own focus ring: a solid outline at least 2 px wide whose
 * colour has at least 3:1 against the page behind it (WCAG 2.4.7, 2.4.11 and 1.4.11).
 */
async function expectFocusRing(page: Page, what: string): Promise<void> {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const rgb = (css: string) => {
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.fillStyle = css;
      ctx.fillRect(0, 0, 1, 1);
      return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
    };
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      colour: rgb(style.outlineColor),
      page: rgb(getComputedStyle(document.body).backgroundColor),
    };
  });
  const luminance = (channels: number[]) => {
    const [r = 0, g = 0, b = 0] = channels.map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(ring.colour), luminance(ring.page)].sort((x, y) => y - x);
  expect(ring.style, `${what}: outline style`).toBe('solid');
  expect(ring.width, `${what}: outline width`).toBeGreaterThanOrEqual(2);
  expect((hi! + 0.05) / (lo! + 0.05), `${what}: ring contrast`).toBeGreaterThanOrEqual(3);
}

/** The log region's lines, oldest first. */
const announcements = (page: Page) =>
  page.getByRole('log', { name: 'Game announcements' }).locator('p');

/** Starts a casual game with the Oracle against the greedy bot from the lobby. */
async function playTheBot(page: Page): Promise<void> {
  await page.goto('/lobby');
  const section = page.getByRole('region', { name: 'Play a bot' });
  await section.getByLabel('Bot level').selectOption('greedy');
  await section.getByLabel('Oracle allowed').check();
  await section.getByRole('button', { name: 'Play the bot' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(board(page)).toBeVisible();
}

test.describe('axe-core on every page', () => {
  test('the pages anyone can open', async ({ page }) => {
    for (const path of [
      '/',
      '/signin',
      '/signup',
      '/how-to-play',
      '/status',
      '/leaderboard',
      '/leaderboard?board=best-play',
      '/tournaments',
      '/watch',
      DEMO_REPLAY,
      '/u/alice',
      '/no-such-page',
    ])
      await checkPage(page, path);
  });

  test('a signed-in player’s pages, a waiting room, a tournament and a game with the Oracle open', async ({
    page,
    browser,
  }) => {
    const name = uniqueName('axe');
    await signUp(page, name);
    for (const path of ['/lobby', '/settings', '/tournaments/new', '/replay/import', `/u/${name}`])
      await checkPage(page, path);

    await createTournament(page, { name: `Axe ${name}`, format: 'swiss', rounds: 2, capacity: 4 });
    await expectNoSeriousViolations(page, 'a tournament open for registration (its organiser)');

    // A casual game waiting for an opponent.
    await page.goto('/lobby');
    await page.getByRole('radio', { name: 'Casual', exact: true }).check();
    await page.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
    await expect(page.getByText('1 of 2 joined.')).toBeVisible();
    await expectNoSeriousViolations(page, 'a waiting room');

    await playTheBot(page);
    const gameUrl = page.url();
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-your-turn', 'true');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Game: /);
    await expectNoSeriousViolations(page, 'a game, the player to move');

    // The Oracle open, a play previewed (its ghost tiles and PLACE on screen).
    await page.getByRole('tab', { name: 'Oracle' }).click();
    if ((await (await oracleAnswered(page)).textContent()) !== '0 plays') {
      await playButton(page, 0).click();
      await expect(page.getByRole('button', { name: 'PLACE' })).toBeVisible();
      await expect(tones(page, 'ghost')).not.toHaveCount(0);
    }
    await expectNoSeriousViolations(page, 'a game with the Oracle open and a play previewed');

    // A signed-out spectator of the same game.
    const context = await browser.newContext();
    const spectator = await context.newPage();
    await spectator.goto(gameUrl);
    await expect(spectator.getByTestId('spectating')).toBeVisible();
    // A spectator looks: the board's key line does not offer placing tiles.
    await expect(spectator.getByText(VIEW_KEYS)).toBeVisible();
    await expect(spectator.getByText(PLACING_KEYS)).toHaveCount(0);
    await expectNoSeriousViolations(spectator, 'a game seen by a signed-out spectator');
    await context.close();

    // The end: the summary over the board, then the game's replay.
    await page.getByRole('button', { name: 'RESIGN' }).click();
    await page.getByRole('button', { name: 'YES, RESIGN' }).click();
    await expect(page.getByTestId('game-status')).toContainText('Game over');
    // Over: no rack, no move buttons, no placing keys (the summary shows every rack).
    await expect(page.getByRole('button', { name: 'SUBMIT' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'SHUFFLE' })).toHaveCount(0);
    await expect(page.getByText(VIEW_KEYS)).toBeVisible();
    await expectNoSeriousViolations(page, 'a finished game with its summary');
    await page.getByTestId('replay-link').click();
    await page.waitForURL(`${gameUrl}/replay`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expectNoSeriousViolations(page, 'the replay of a game just finished');
  });
});

// The whole game from the keyboard: Tab, Enter, Space, letters and arrows; never the mouse.
test('keyboard only: the skip link, the Oracle, PLACE, a move submitted from the board, refusals, a pass and an exchange, focus kept and each event announced', async ({
  page,
}) => {
  const me = uniqueName('keys');
  await signUp(page, me);
  await playTheBot(page);
  const status = page.getByTestId('game-status');
  await expect(status).toHaveAttribute('data-your-turn', 'true');
  const grid = board(page);

  // The board is a 10×10 grid, its keyboard controls written under it and read as its description.
  await expect(grid.getByRole('row')).toHaveCount(10);
  await expect(grid.getByRole('row').nth(3).getByRole('gridcell')).toHaveCount(10);
  await expect(grid).toHaveAccessibleDescription(/arrows.*letter.*Space.*Backspace.*Enter/);
  await expect(page.getByText(/^Keys: arrows move;/)).toBeVisible();

  // Arriving on the page, the first Tab reaches the skip link, shown; it goes to the board.
  await page.goto(page.url());
  await expect(status).toHaveAttribute('data-your-turn', 'true');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to the board' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  const focusedSquare = grid.locator('button:focus');
  await expect(focusedSquare).toHaveCount(1);

  // Header links and the tabs have a focus ring of our own.
  await page.keyboard.press('Shift+Tab');
  await tabTo(
    page,
    page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Lobby' }),
  );
  await expectFocusRing(page, 'a header link');

  // The Oracle: its tab, its best play (previewed), PLACE puts it on the board and focus
  // goes with it; a rack with no play passes first (the Oracle again next turn).
  for (let attempt = 0; ; attempt++) {
    const oracleTab = page.getByRole('tab', { name: 'Oracle' });
    await tabTo(page, oracleTab);
    await expectFocusRing(page, 'the Oracle tab');
    await page.keyboard.press('Enter');
    await expect(oracleTab).toHaveAttribute('aria-selected', 'true');
    if ((await (await oracleAnswered(page)).textContent()) !== '0 plays' || attempt >= 3) break;
    await tabTo(page, page.getByRole('button', { name: 'PASS', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'YES, PASS' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(status).toHaveAttribute('data-your-turn', 'true');
  }
  await tabTo(page, playButton(page, 0));
  await expectFocusRing(page, 'an Oracle play');
  await page.keyboard.press('Enter');
  await expect(tones(page, 'ghost')).not.toHaveCount(0);
  const ghosts = await tones(page, 'ghost').count();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'PLACE' })).toBeFocused();
  await expectFocusRing(page, 'PLACE');
  await page.keyboard.press('Enter');
  await expect(tones(page, 'placed')).toHaveCount(ghosts);
  // Focus is on the board, on one of the play's tiles, not on the page.
  await expect(grid.locator('button[data-tone="placed"]:focus')).toHaveCount(1);

  // Enter on the board asks first; Enter again (on YES, SUBMIT) submits; focus stays on the square.
  const square = await grid.locator('button:focus').getAttribute('data-testid');
  await page.keyboard.press('Enter');
  const yes = page.getByRole('button', { name: 'YES, SUBMIT' });
  await expect(yes).toBeFocused();
  await expect(
    page.getByRole('group', { name: /^Submit your play\? .* = \d+ points?$/ }),
  ).toBeVisible();
  const before = Number(await status.getAttribute('data-move-number'));
  await page.keyboard.press('Enter');
  await expect(status).not.toHaveAttribute('data-move-number', String(before));
  await expect(page.getByTestId(square!)).toBeFocused();

  // The log: my move, then the bot's reply as its own line (mine still there), then "Your turn".
  const lines = announcements(page);
  await expect(lines.first()).toHaveText(
    new RegExp(`^${me} played \\w+ at row \\d+, column \\d+ (across|down) for \\d+$`),
  );
  await expect(status).toHaveAttribute('data-your-turn', 'true');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(1)).not.toHaveText(new RegExp(`^${me} `));
  await expect(lines.nth(1)).toHaveText(/ (played|passed|exchanged)( |$)/);
  await expect(lines.nth(2)).toHaveText('Your turn');
  await expect(page.getByTestId(square!)).toBeFocused();

  // A refusal: one letter typed alone in a corner makes no word; it is said in the alert
  // region, and focus stays on the square.
  const letter = await page
    .getByRole('group', { name: 'Your tiles' })
    .locator('[data-testid^="rack-tile-"]')
    .first()
    .getAttribute('data-letter');
  // Walk with the arrows to an empty square with no tile beside it.
  const lone = await grid.evaluate((el) => {
    const empty = (r: number, c: number) =>
      el.querySelector(`[data-testid="square-${r}-${c}"]`)?.getAttribute('data-height') ?? '0';
    for (let r = 0; r < 10; r++)
      for (let c = 0; c < 9; c++)
        if (
          [empty(r, c), empty(r - 1, c), empty(r + 1, c), empty(r, c - 1), empty(r, c + 1)].every(
            (h) => h === '0',
          )
        )
          return { r, c };
    return null;
  });
  expect(lone, 'an empty square with no tile beside it').not.toBeNull();
  const [, r0, c0] = /square-(\d+)-(\d+)/.exec(
    (await grid.locator('button:focus').getAttribute('data-testid')) ?? '',
  )!;
  const steps = (n: number, key: string) =>
    Array.from({ length: Math.abs(n) }).reduce<Promise<void>>(
      (p) => p.then(() => page.keyboard.press(key)),
      Promise.resolve(),
    );
  await steps(lone!.r - Number(r0), lone!.r > Number(r0) ? 'ArrowDown' : 'ArrowUp');
  await steps(lone!.c - Number(c0), lone!.c > Number(c0) ? 'ArrowRight' : 'ArrowLeft');
  await expect(page.getByTestId(`square-${lone!.r}-${lone!.c}`)).toBeFocused();
  await page.keyboard.press(letter!);
  await expect(page.getByTestId(`square-${lone!.r}-${lone!.c}`)).toHaveAttribute(
    'data-tone',
    'placed',
  );
  // Typing moved on along the word; Enter there does not ask (the play breaks a rule): the
  // rule is said, and focus stays on the square.
  const onward = grid.locator('button:focus');
  const onwardId = await onward.getAttribute('data-testid');
  await page.keyboard.press('Enter');
  await expect(yes).toHaveCount(0);
  const refusal = page.getByRole('alert').filter({ hasText: /\S/ });
  await expect(refusal).toHaveText(
    'Your tiles must make at least one word of two or more letters.',
  );
  await expect(page.getByTestId(onwardId!)).toBeFocused();
  await expect(lines).toHaveCount(3);
  // Refused from SUBMIT itself: focus stays on SUBMIT (still usable: the tile is still there).
  const submitButton = page.getByRole('button', { name: 'SUBMIT', exact: true });
  await tabTo(page, submitButton);
  const answered = page.waitForResponse((r) => r.url().includes('game.submit'));
  await page.keyboard.press('Enter');
  await answered;
  await expect(refusal).toHaveText(
    'Your tiles must make at least one word of two or more letters.',
  );
  await expect(submitButton).toBeFocused();

  // RECALL takes the tile back; focus goes to the board, not the page.
  await tabTo(page, page.getByRole('button', { name: 'RECALL' }));
  await page.keyboard.press('Enter');
  await expect(tones(page, 'placed')).toHaveCount(0);
  await expect(grid.locator('button:focus')).toHaveCount(1);

  // PASS asks first: YES, PASS takes focus, Escape takes the question back, and focus returns
  // to PASS. Once sent, the buttons are disabled, so focus goes to the status line, which says
  // whose turn it is; the pass and the bot's reply are announced, then "Your turn" again.
  const pass = page.getByRole('button', { name: 'PASS', exact: true });
  const yesPass = page.getByRole('button', { name: 'YES, PASS' });
  await tabTo(page, pass);
  await expectFocusRing(page, 'PASS');
  await page.keyboard.press('Enter');
  await expect(yesPass).toBeFocused();
  // The group's question is read with its name.
  await expect(page.getByRole('group', { name: 'Confirm pass' })).toHaveAccessibleDescription(
    'Pass this turn without playing?',
  );
  await page.keyboard.press('Escape');
  await expect(yesPass).toBeHidden();
  await expect(pass).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(yesPass).toBeFocused();
  await expectFocusRing(page, 'YES, PASS');
  await page.keyboard.press('Enter');
  await expect(lines.nth(3)).toHaveText(`${me} passed`);
  await expect(status).toBeFocused();
  await expect(lines).toHaveCount(6);
  await expect(lines.nth(5)).toHaveText('Your turn');

  // An exchange: EXCHANGE leads to the rack, Enter picks the tile, CONFIRM EXCHANGE sends it
  // and focus goes to the status line; announced like the other moves.
  await tabTo(page, page.getByRole('button', { name: 'EXCHANGE' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('rack-tile-0')).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('button', { name: 'CONFIRM EXCHANGE' });
  await expect(confirm).toBeEnabled();
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(lines.nth(6)).toHaveText(`${me} exchanged 1 tile`);
  await expect(status).toBeFocused();
  await expect(lines).toHaveCount(9);
  await expect(lines.nth(8)).toHaveText('Your turn');
  await expect(lines.first()).toHaveText(
    new RegExp(`^${me} played \\w+ at row \\d+, column \\d+ (across|down) for \\d+$`),
  );
});
