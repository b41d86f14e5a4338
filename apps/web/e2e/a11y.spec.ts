import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { createTournament } from './tournament-helpers';
import {
  announcements,
  board,
  holdNextCall,
  playerContext,
  oracleAnswered,
  playButton,
  playTheBotWithOracle,
  signUp,
  tabTo,
  tones,
  uniqueName,
} from './helpers';

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

    await playTheBotWithOracle(page);
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
  await playTheBotWithOracle(page);
  const status = page.getByTestId('game-status');
  await expect(status).toHaveAttribute('data-your-turn', 'true');
  const grid = board(page);
  const lines = announcements(page);
  // Opened on the player's turn (the lobby's button leads here): the log says so, the tab's
  // title too, and the status line reads as two sentences. When the bot moved first after
  // the page opened (a busy machine), its move is said before.
  await expect(lines.last()).toHaveText('Your turn');
  const opening = await lines.allTextContents();
  expect(opening.length).toBeLessThanOrEqual(2);
  if (opening.length === 2) expect(opening[0]).toMatch(/ (played|passed|exchanged)( |$)/);
  await expect(page).toHaveTitle('● Your turn — WordRise');
  await expect(status).toHaveText(/^Your turn\. Bag: \d+$/);

  // The board is a 10×10 grid, its keyboard controls written under it and read as its description.
  await expect(grid.getByRole('row')).toHaveCount(10);
  await expect(grid.getByRole('row').nth(3).getByRole('gridcell')).toHaveCount(10);
  await expect(grid).toHaveAccessibleDescription(/arrows.*letter.*Space.*Backspace.*Enter/);
  await expect(page.getByText(/^Keys: arrows move;/)).toBeVisible();

  // Arriving on the page, the first Tab reaches the skip link, shown; it goes to the board.
  // Loaded afresh on the player's turn: the title says so from the start, and the log too.
  await page.goto(page.url());
  await expect(status).toHaveAttribute('data-your-turn', 'true');
  await expect(page).toHaveTitle('● Your turn — WordRise');
  await expect(lines).toHaveText(['Your turn']);
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
    // The tabs are one Tab stop, the tab selected; End goes to the Oracle's and selects it.
    const oracleTab = page.getByRole('tab', { name: 'Oracle' });
    await tabTo(page, page.getByRole('tablist', { name: 'Game panels' }).locator('[tabindex="0"]'));
    await page.keyboard.press('End');
    await expect(oracleTab).toBeFocused();
    await expectFocusRing(page, 'the Oracle tab');
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
  // Where the log stands: "Your turn" last (after any passes the Oracle's loop made).
  await expect(lines.last()).toHaveText('Your turn');
  const base = await lines.count();
  await page.keyboard.press('Enter');
  const yes = page.getByRole('button', { name: 'YES, SUBMIT' });
  await expect(yes).toBeFocused();
  await expect(
    page.getByRole('group', { name: /^Submit your play\? .* = \d+ points?$/ }),
  ).toBeVisible();
  const before = Number(await status.getAttribute('data-move-number'));
  // While it is sent, YES, SUBMIT waits (disabled): focus waits on the status line, not on
  // the page; once the move is answered it goes back to the square.
  let held = await holdNextCall(page, 'game.submit');
  await page.keyboard.press('Enter');
  await expect(yes).toBeDisabled();
  await expect(status).toBeFocused();
  held.release();
  await expect(status).not.toHaveAttribute('data-move-number', String(before));
  await expect(page.getByTestId(square!)).toBeFocused();

  // The log: my move (in my own words: "You played…"), then the bot's reply as its own line
  // (mine still there), then "Your turn".
  const played = /^You played \w+ at row \d+, column \d+ (across|down) for \d+$/;
  await expect(lines.nth(base)).toHaveText(played);
  await expect(status).toHaveAttribute('data-your-turn', 'true');
  await expect(lines).toHaveCount(base + 3);
  await expect(lines.nth(base + 1)).not.toHaveText(/^You /);
  await expect(lines.nth(base + 1)).toHaveText(/ (played|passed|exchanged)( |$)/);
  await expect(lines.nth(base + 2)).toHaveText('Your turn');
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
  await expect(lines).toHaveCount(base + 3);
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

  // RESIGN asks first, KEEP PLAYING focused (the safe answer); Escape takes the question
  // back, and focus returns to RESIGN.
  const resign = page.getByRole('button', { name: 'RESIGN', exact: true });
  await tabTo(page, resign);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'KEEP PLAYING' })).toBeFocused();
  await expect(
    page.getByRole('group', { name: 'Confirm resignation' }),
  ).toHaveAccessibleDescription(/^Resign this game\?/);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'YES, RESIGN' })).toBeHidden();
  await expect(resign).toBeFocused();

  // PASS asks first: YES, PASS takes focus, Escape takes the question back, and focus returns
  // to PASS. Once sent, the buttons are disabled, so focus goes to the status line, which says
  // whose turn it is; the pass and the bot's reply are announced, then "Your turn" again.
  const pass = page.getByRole('button', { name: 'PASS', exact: true });
  const yesPass = page.getByRole('button', { name: 'YES, PASS' });
  // PASS is the stop just before RESIGN.
  await page.keyboard.press('Shift+Tab');
  await expect(pass).toBeFocused();
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
  // YES, PASS goes with its question: focus lands on the status line at once, while the pass
  // is still on its way (not on the page until the answer).
  held = await holdNextCall(page, 'game.submit');
  await page.keyboard.press('Enter');
  await expect(yesPass).toHaveCount(0);
  await expect(status).toBeFocused();
  held.release();
  await expect(lines.nth(base + 3)).toHaveText('You passed');
  await expect(status).toBeFocused();
  await expect(lines).toHaveCount(base + 6);
  await expect(lines.nth(base + 5)).toHaveText('Your turn');

  // An exchange: EXCHANGE leads to the rack, Enter picks the tile, CONFIRM EXCHANGE sends it
  // and focus goes to the status line; announced like the other moves, with the tile drawn.
  await tabTo(page, page.getByRole('button', { name: 'EXCHANGE' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('rack-tile-0')).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('button', { name: 'CONFIRM EXCHANGE' });
  await expect(confirm).toBeEnabled();
  await tabTo(page, confirm);
  held = await holdNextCall(page, 'game.submit');
  await page.keyboard.press('Enter');
  await expect(confirm).toBeDisabled();
  await expect(status).toBeFocused();
  held.release();
  await expect(lines.nth(base + 6)).toHaveText(/^You exchanged 1 tile; you drew \S.*$/);
  await expect(status).toBeFocused();
  await expect(lines).toHaveCount(base + 9);
  await expect(lines.nth(base + 8)).toHaveText('Your turn');
  await expect(lines.nth(base)).toHaveText(played);
});

// A host waits in the room from the keyboard: Cancel game asks first; the players who join are
// said; the game that starts under them says who moves first, with focus on its status line.
test('keyboard only: the waiting room asks before cancelling, says who joined, and says the game has started', async ({
  browser,
}) => {
  const host = await playerContext(browser, uniqueName('wrhost'));
  const guests = [
    await playerContext(browser, uniqueName('wrann')),
    await playerContext(browser, uniqueName('wrbob')),
  ];
  const page = host.page;
  const hostName = (await page.getByTestId('signed-in-as').textContent()) ?? '';
  const create = async (players: string) => {
    await page.goto('/lobby');
    const form = page.getByRole('region', { name: 'Create a game' });
    await form.getByRole('radio', { name: 'Casual', exact: true }).check();
    await form.getByLabel('Players').selectOption(players);
    await form.getByRole('button', { name: 'Create game' }).click();
    await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId('joined-count')).toContainText(`1 of ${players} joined.`);
  };

  // Cancel game: Enter asks, focus on the answer; Escape takes it back (focus on Cancel game
  // again); Keep waiting does the same; Enter twice cancels, to the lobby.
  await create('2');
  const cancel = page.getByRole('button', { name: 'Cancel game' });
  const yes = page.getByRole('button', { name: 'Yes, cancel it' });
  await tabTo(page, cancel);
  await page.keyboard.press('Enter');
  await expect(yes).toBeFocused();
  await expect(page.getByRole('group', { name: 'Cancel game' })).toContainText('Cancel this game?');
  await page.keyboard.press('Escape');
  await expect(yes).toHaveCount(0);
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(yes).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Keep waiting' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/lobby');

  // A game for three: the first guest's join is said politely; the second's starts the game.
  await create('3');
  const gameUrl = page.url();
  const [ann, bob] = guests;
  for (const guest of [ann!, bob!]) {
    await guest.page.goto('/lobby');
    await guest.page.getByRole('button', { name: `Join ${hostName}'s game` }).click();
    await guest.page.waitForURL(gameUrl);
    if (guest === ann) {
      const annName = (await ann.page.getByTestId('signed-in-as').textContent()) ?? '';
      await expect(page.getByRole('status').filter({ hasText: 'joined' })).toHaveText(
        `${annName} joined.`,
      );
    }
  }
  await expect(board(page)).toBeVisible();
  const status = page.getByTestId('game-status');
  const yours = (await status.getAttribute('data-your-turn')) === 'true';
  await expect(announcements(page).first()).toHaveText(
    yours ? 'The game has started. You move first.' : /^The game has started\. \S+ moves first\.$/,
  );
  await expect(status).toBeFocused();
  await expect(page).toHaveTitle(yours ? '● Your turn — WordRise' : 'Game — WordRise');
  for (const c of [host, ...guests]) await c.context.close();
});
