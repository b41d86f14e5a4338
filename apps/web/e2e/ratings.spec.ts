import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import {
  moveEntry,
  moverOf,
  passTurn,
  placeByTapping,
  playerContext,
  rackTiles,
  startRatedGame,
  uniqueName,
} from './helpers';
import { bestOpening, type CliPlay } from './oracle-cli';
import { makeLeaderboardEligible } from './ratings-db';
import { expectNoSeriousViolations } from './axe';
import { chromiumNames } from './spoken-names';

// Two players play a rated game to the end (each passes once, so the game is not
// aborted, then one resigns) and see what it did to their ratings: on the game's
// scoreboard, on the profile and, once made eligible, on the leaderboard.
test.describe.serial('a rated game between two people', () => {
  const hostName = uniqueName('rhost');
  const guestName = uniqueName('rguest');
  let host: { context: BrowserContext; page: Page };
  let guest: { context: BrowserContext; page: Page };
  let winner: Page;
  let winnerName = '';
  let loserName = '';

  test.beforeAll(async ({ browser }) => {
    host = await playerContext(browser, hostName);
    guest = await playerContext(browser, guestName);
  });

  test.afterAll(async () => {
    await host?.context.close();
    await guest?.context.close();
  });

  test('the scoreboard shows provisional ratings, then each player’s change at the end', async () => {
    await startRatedGame(host.page, guest.page);

    // Newcomers: 1500, provisional.
    await expect(host.page.getByTestId('rating-0')).toHaveText('(1500?, provisional)');
    await expect(host.page.getByTestId('rating-1')).toHaveText('(1500?, provisional)');

    // Each seat moves once (a pass), then the first mover resigns.
    let [mover, waiter] = await moverOf(host.page, guest.page);
    for (let move = 0; move < 2; move++) {
      await passTurn(mover);
      await expect(await moveEntry(waiter, move)).toContainText('passed');
      [mover, waiter] = [waiter, mover];
    }
    await mover.getByRole('button', { name: 'RESIGN' }).click();
    await mover.getByRole('button', { name: 'YES, RESIGN' }).click();
    for (const page of [mover, waiter]) {
      await expect(page.getByTestId('game-status')).toContainText('Game over');
    }
    winner = waiter;
    winnerName = waiter === host.page ? hostName : guestName;
    loserName = waiter === host.page ? guestName : hostName;

    // Both players see +N for the winner and −N for the loser, without a reload.
    for (const page of [mover, waiter]) {
      const seatOf = async (name: string) =>
        (await page.getByTestId('seat-0').textContent())?.includes(name) ? 0 : 1;
      await expect(page.getByTestId(`rating-change-${await seatOf(winnerName)}`)).toHaveText(
        /^Rating change \+\d+$/,
      );
      await expect(page.getByTestId(`rating-change-${await seatOf(loserName)}`)).toHaveText(
        /^Rating change \u2212\d+$/,
      );
    }
  });

  test('the profile shows the ratings table, a history chart from the starting rating and the game’s change', async () => {
    await winner.goto(`/u/${winnerName}`);
    const table = winner.getByTestId('ratings-table');
    await expect(table).toBeVisible();
    await expect(winner.getByTestId('rating-row-wordrise-correspondence')).toContainText(
      /Correspondence\s*1\d{3}\?, provisional\s*\d+\s*1/,
    );
    // A screen reader hears "1512, provisional", not "1512 question mark". The "?" is
    // aria-hidden and ", provisional" a visually hidden span; that span is absolutely
    // positioned, so a block, and a block's text joins a name with a space around it:
    // Chromium names the cell "1512 , provisional" (the space before the comma is not
    // spoken), which an exact "1512, provisional" never matched.
    const ratingRow = winner.getByTestId('rating-row-wordrise-correspondence');
    const spokenRating = /^1\d{3} ?, provisional$/;
    await expect(ratingRow.getByRole('cell', { name: spokenRating })).toBeVisible();
    expect(
      (await chromiumNames(ratingRow, 'cell')).filter((n) => spokenRating.test(n)),
    ).toHaveLength(1);
    await expect(winner.getByTestId('record')).toHaveText('1–0–0');
    // The game was passed through, then resigned: it counts in the record, not in the
    // average score, and the note says why.
    await expect(winner.getByTestId('average-score')).toHaveText('—');
    await expect(winner.getByTestId('average-score-note')).toHaveText(
      /^Average score counts the games in which the player placed tiles at least once.*\(no such game yet\)\.$/,
    );
    // The "?" is explained: one game leaves a rating provisional.
    await expect(winner.getByTestId('provisional-note')).toContainText(
      'A ? marks a provisional rating',
    );
    // One game: a line from the newcomer's 1500 (game 0, "start") to the rating it reached,
    // on an axis of rated games, with room above and below.
    const chart = winner.getByTestId('rating-chart');
    await expect(chart).toHaveAttribute('data-points', '2');
    await expect(chart).toHaveAttribute('data-x-range', '0 1');
    await expect(chart.locator('canvas')).toBeVisible();
    const rating = Number(
      /(\d{4})\?/.exec(
        (await winner.getByTestId('rating-row-wordrise-correspondence').textContent()) ?? '',
      )?.[1],
    );
    expect(rating).toBeGreaterThan(1500);
    await expect(winner.getByTestId('rating-chart-summary')).toHaveText(
      `From 1500 before the first rated game to ${rating} after it.`,
    );
    const [low = 0, high = 0] = ((await chart.getAttribute('data-y-range')) ?? '')
      .split(' ')
      .map(Number);
    expect(low).toBeLessThan(1500);
    expect(high).toBeGreaterThan(rating);
    expect(high - low).toBeLessThanOrEqual(300);
    // Hovering the chart's ends names the points: the start, then the game and its day.
    const plot = chart.locator('.u-over');
    const box = (await plot.boundingBox())!;
    await plot.hover({ position: { x: 1, y: box.height / 2 } });
    await expect(chart.locator('.u-legend')).toContainText('start');
    await plot.hover({ position: { x: box.width - 1, y: box.height / 2 } });
    const today = new Date().toISOString().slice(0, 10);
    await expect(chart.locator('.u-legend')).toContainText(`1 · ${today}`);
    await expect(chart.locator('.u-legend')).toContainText(String(rating));

    // Its numbers as a table, for a screen reader (which is told nothing of the canvas or
    // uPlot's legend) and for anyone who cannot hover it: behind a button, shut at first.
    await expect(chart.getByRole('table')).toHaveCount(0);
    const asTable = chart.getByRole('button', { name: 'Ratings as a table' });
    await expect(asTable).toHaveAttribute('aria-expanded', 'false');
    // A target of 24 px at least (WCAG 2.5.8), a finger's 44 px on a phone.
    expect((await asTable.boundingBox())!.height).toBeGreaterThanOrEqual(24);
    const desktop = winner.viewportSize()!;
    await winner.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await asTable.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await winner.setViewportSize(desktop);
    await asTable.click();
    await expect(asTable).toHaveAttribute('aria-expanded', 'true');
    const history = chart.getByRole('table', {
      name: 'WordRise · Correspondence: the rating after each rated game, from 1500 before the first',
    });
    await expect(history.getByRole('columnheader')).toHaveText([
      'Game',
      'Date',
      'Rating',
      'Change',
    ]);
    const rows = history.getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByRole('rowheader')).toHaveText('1');
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      today,
      `${rating}?, provisional`,
      `+${rating - 1500}`,
    ]);
    await expect(
      rows.nth(1).getByRole('cell', { name: new RegExp(`^${rating} ?, provisional$`) }),
    ).toBeVisible();

    // The recent game shows what it did to the rating, as the game's scoreboard does.
    const recent = winner.getByRole('listitem').filter({ hasText: loserName });
    const delta = recent.getByTestId('rating-delta');
    await expect(delta).toHaveText(`Rating change +${rating - 1500}`);
    await recent.getByRole('link').first().click();
    await winner.waitForURL(/\/game\/[^/]+$/);
    await expect(winner.getByTestId('game-status')).toContainText('Game over');
    await expect(
      winner.locator('[data-testid^="rating-change-"]').filter({ hasText: '+' }),
    ).toHaveText(`Rating change +${rating - 1500}`);
  });

  test('once eligible, both are on the leaderboard, the viewer’s row highlighted', async () => {
    const bucket = { ruleset: 'wordrise', speed: 'correspondence' };
    expect(await makeLeaderboardEligible([winnerName, loserName], bucket)).toBe(2);

    await winner.getByRole('link', { name: 'Leaderboard' }).click();
    await winner.waitForURL('**/leaderboard');
    await expect(winner.getByTestId('leaderboard-rules')).toContainText('last 90 days');
    await winner.getByRole('link', { name: 'Correspondence' }).click();
    await winner.waitForURL(/speed=correspondence/);
    const rows = winner.getByTestId('leaderboard-row');
    const mine = rows.filter({ hasText: winnerName });
    const theirs = rows.filter({ hasText: loserName });
    await expect(mine).toHaveAttribute('aria-current', 'true');
    await expect(theirs).not.toHaveAttribute('aria-current', 'true');
    // The winner ranks above the loser; both won or lost their one game.
    const rankOf = async (row: typeof mine) =>
      Number(await row.locator('td').first().textContent());
    expect(await rankOf(mine)).toBeLessThan(await rankOf(theirs));
    await expect(mine).toContainText('100%');
    await expect(theirs).toContainText('0%');
    // Neither placed a tile: no average score, and the note under the board says why.
    for (const row of [mine, theirs]) await expect(row.locator('td').last()).toHaveText('—');
    await expect(winner.getByTestId('average-score-note')).toContainText(
      'Avg score counts the games in which the player placed tiles at least once',
    );
    await expectNoSeriousViolations(winner, 'the leaderboard, the viewer’s row highlighted');
    await mine.getByRole('link', { name: winnerName }).click();
    await winner.waitForURL(`**/u/${winnerName}`);
    await expect(winner.getByTestId('rating-chart').locator('canvas')).toBeVisible();
    await expectNoSeriousViolations(winner, 'a profile with a rated game and its chart');
  });
});

// The setting "Hide ratings during my games": the player who turns it on sees no
// ratings in their running rated game (their opponent still does), then sees the
// ratings and the change on the finished game.
test('hiding ratings during my games: none while it runs, all of them at the end', async ({
  browser,
}) => {
  const hider = await playerContext(browser, uniqueName('rhide'));
  const other = await playerContext(browser, uniqueName('rshow'));
  try {
    const { page } = hider;
    await page.getByLabel('More account options').click();
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL('**/settings');
    const setting = page.getByRole('checkbox', { name: /Hide ratings during my games/ });
    await expect(setting).not.toBeChecked();
    await expect(setting).toBeEnabled();
    // A click saves it (the box shows the value being saved, then the stored one).
    await setting.click();
    await expect(setting).toHaveAttribute('data-saved', 'true');
    await expect(setting).toBeChecked();
    await page.reload();
    await expect(setting).toBeChecked();

    await page.goto('/lobby');
    await startRatedGame(page, other.page);

    // The opponent sees both ratings; the player who hides them sees none.
    await expect(other.page.getByTestId('rating-0')).toHaveText('(1500?, provisional)');
    await expect(other.page.getByTestId('rating-1')).toHaveText('(1500?, provisional)');
    await expect(page.getByTestId('ratings-hidden')).toBeVisible();
    await expect(page.getByTestId('seat-1')).toBeVisible();
    await expect(page.locator('[data-testid^="rating-"]')).toHaveCount(0);

    let [mover, waiter] = await moverOf(page, other.page);
    for (let move = 0; move < 2; move++) {
      await passTurn(mover);
      await expect(await moveEntry(waiter, move)).toContainText('passed');
      [mover, waiter] = [waiter, mover];
    }
    await expect(page.locator('[data-testid^="rating-"]')).toHaveCount(0);
    await mover.getByRole('button', { name: 'RESIGN' }).click();
    await mover.getByRole('button', { name: 'YES, RESIGN' }).click();

    // Game over: the ratings and both changes are back, without a reload.
    await expect(page.getByTestId('game-status')).toContainText('Game over');
    await expect(page.getByTestId('ratings-hidden')).toHaveCount(0);
    for (const i of [0, 1]) {
      await expect(page.getByTestId(`rating-${i}`)).toHaveText(/^\s*\(\d{4}\?, provisional\)$/);
      await expect(page.getByTestId(`rating-change-${i}`)).toHaveText(
        /^Rating change [+\u2212]\d+$/,
      );
    }
  } finally {
    await hider.context.close();
    await other.context.close();
  }
});

// A rated game with a real word in it (the first mover plays the engine's best
// opening for the rack on screen, read through the command line: rated games offer
// no Oracle), then that play on the leaderboard's "Best play" board.
test('a rated game’s best play is on the best-play board, linked to its game', async ({
  browser,
}) => {
  const host = await playerContext(browser, uniqueName('bphost'));
  const guest = await playerContext(browser, uniqueName('bpguest'));
  try {
    const gamePath = new URL(await startRatedGame(host.page, guest.page)).pathname;

    // Until a word is down and both have moved: the mover plays the best opening
    // (or passes when the rack makes none; after the word, everyone passes).
    let played: { by: string; word: string; score: number } | null = null;
    let [mover, waiter] = await moverOf(host.page, guest.page);
    for (let move = 0; played === null || move < 2; move++) {
      const letters = await rackTiles(mover).evaluateAll((tiles) =>
        tiles.map((t) => t.getAttribute('data-letter') ?? ''),
      );
      const best: CliPlay | null = played === null ? await bestOpening(letters.join('')) : null;
      if (best) {
        await placeByTapping(mover, best.placements);
        await mover.getByRole('button', { name: 'SUBMIT' }).click();
        const by = (await mover.getByTestId('signed-in-as').textContent()) ?? '';
        played = { by, word: best.words[0]!.word, score: best.score };
      } else {
        await passTurn(mover);
      }
      await expect(await moveEntry(waiter, move)).toBeVisible();
      [mover, waiter] = [waiter, mover];
    }
    await mover.getByRole('button', { name: 'RESIGN' }).click();
    await mover.getByRole('button', { name: 'YES, RESIGN' }).click();
    await expect(waiter.getByTestId('game-status')).toContainText('Game over');

    const page = host.page;
    await page.getByRole('link', { name: 'Leaderboard' }).click();
    await page.waitForURL('**/leaderboard');
    await page.getByRole('link', { name: 'Best play' }).click();
    await page.waitForURL(/board=best-play/);
    const row = await rowOnSomePage(page, played.by);
    await expect(row.locator('td').nth(2)).toHaveText(String(played.score));
    await expect(row.locator('td').nth(3)).toHaveText(played.word);
    await expect(row.getByRole('link').last()).toHaveAttribute('href', gamePath);
    await expectNoSeriousViolations(page, 'the best-play board');
    // Its final score is on the other board.
    await page.getByRole('link', { name: 'Highest game score' }).click();
    await page.waitForURL(/board=game-score/);
    const scoreRow = await rowOnSomePage(page, played.by);
    const finalScore = Number(await scoreRow.locator('td').nth(2).textContent());
    expect(finalScore).toBeGreaterThanOrEqual(played.score);
    // The player's profile names it too (every word it made: an opening makes one).
    await scoreRow.getByRole('link').first().click();
    await page.waitForURL(/\/u\//);
    await expect(page.getByTestId('best-play')).toHaveText(
      `Best single play: ${played.word} for ${played.score} points`,
    );
    // Their one game with a play is their average: its final score, as on the board.
    await expect(page.getByTestId('average-score')).toHaveText(String(finalScore));
    await expect(page.getByTestId('average-score-note')).toContainText('(over 1 game)');
  } finally {
    await host.context.close();
    await guest.context.close();
  }
});

/**
 * A best-of board's row of `name`: on the page shown or a later one, followed by its
 * "Next →" link (the demo players' seeded games fill the first page).
 */
async function rowOnSomePage(page: Page, name: string) {
  const rows = page.getByTestId('best-row');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  for (let n = 1; ; n++) {
    await expect(rows.first()).toBeVisible();
    const row = rows.filter({ hasText: name });
    if ((await row.count()) > 0) {
      await expect(row).toHaveCount(1);
      return row;
    }
    const next = pages.getByRole('link', { name: 'Next →' });
    await expect(next, `${name} is on a later page`).toBeVisible();
    await next.click();
    await expect(pages).toContainText(`Page ${n + 1} of`);
  }
}

// A rated game one player resigns before their first move changes no rating: the
// profile's list of recent games says so beside "Rated".
test('a rated game that ended before every player moved is listed as changing no rating', async ({
  browser,
}) => {
  const hostName = uniqueName('nrhost');
  const host = await playerContext(browser, hostName);
  const guest = await playerContext(browser, uniqueName('nrguest'));
  try {
    await startRatedGame(host.page, guest.page);
    const [mover, waiter] = await moverOf(host.page, guest.page);
    await passTurn(mover);
    await expect(await moveEntry(waiter, 0)).toContainText('passed');
    await waiter.getByRole('button', { name: 'RESIGN' }).click();
    await waiter.getByRole('button', { name: 'YES, RESIGN' }).click();
    await expect(host.page.getByTestId('game-status')).toContainText('Game over');

    await host.page.goto(`/u/${hostName}`);
    await expect(host.page.getByTestId('not-rated')).toHaveText(
      '· no rating change: it ended before every player had moved',
    );
    await expect(host.page.getByTestId('rating-delta')).toHaveCount(0);
  } finally {
    await host.context.close();
    await guest.context.close();
  }
});
