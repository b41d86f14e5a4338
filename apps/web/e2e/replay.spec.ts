import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  openOracle,
  passTurn,
  playOraclesBest,
  rackTiles,
  signUp,
  tones,
  uniqueName,
} from './helpers';
import { forgetAnalysis } from './replay-db';
import { expectNoSeriousViolations } from './axe';

const stepText = (page: Page) => page.getByTestId('replay-step');

/**
 * Every request the page makes from now on, through the DevTools protocol; `wentOut`
 * waits until each has finished and lists those not answered from the browser's cache.
 */
async function watchNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const cached = new Set<string>();
  const finished = new Set<string>();
  cdp.on('Network.requestWillBeSent', (e) => {
    // Next.js refreshes its prefetches of the header's links once they are 30 s old, on
    // the next URL change: not a request of the step (a slow machine reaches 30 s here).
    const prefetch = Object.entries(e.request.headers).some(
      ([name, value]) => name.toLowerCase() === 'next-router-prefetch' && value === '1',
    );
    if (!prefetch) urls.set(e.requestId, e.request.url);
  });
  cdp.on('Network.requestServedFromCache', (e) => cached.add(e.requestId));
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromDiskCache || e.response.fromPrefetchCache) cached.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => finished.add(e.requestId));
  cdp.on('Network.loadingFailed', (e) => finished.add(e.requestId));
  return {
    async wentOut(): Promise<string[]> {
      await expect.poll(() => [...urls.keys()].every((id) => finished.has(id))).toBe(true);
      return [...urls].filter(([id]) => !cached.has(id)).map(([, url]) => url);
    },
  };
}

// A game against a bot, ended by a resignation after a play; the worker analyses it;
// the replay steps through it with buttons, keys, the scrubber, the move list and the
// URL, with no request per step, and shows the Oracle's annotation and its ghost.
test('the replay of a finished game: stepping without requests, an annotation and its ghost alternative', async ({
  page,
}) => {
  const username = uniqueName('review');
  await signUp(page, username);
  const section = page.getByRole('region', { name: 'Play a bot' });
  await section.getByLabel('Bot level').selectOption('greedy');
  await section.getByLabel('Oracle allowed').check();
  await section.getByRole('button', { name: 'Play the bot' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  const gameUrl = page.url();
  const status = page.getByTestId('game-status');

  // One play of ours (the bot may have opened), then resign on our next turn.
  let played = false;
  while (!played) {
    await expect(status).toHaveAttribute('data-your-turn', 'true');
    const before = Number(await status.getAttribute('data-move-number'));
    played = await playOraclesBest(page);
    if (!played) await passTurn(page);
    await expect(status).not.toHaveAttribute('data-move-number', String(before));
  }
  // Then a pass while the rack has plays (the Oracle counts them): judged like a play.
  let passedWithPlays = false;
  while (!passedWithPlays) {
    await expect(status).toHaveAttribute('data-your-turn', 'true');
    const before = Number(await status.getAttribute('data-move-number'));
    passedWithPlays = (await (await openOracle(page)).textContent()) !== '0 plays';
    await passTurn(page);
    await expect(status).not.toHaveAttribute('data-move-number', String(before));
  }
  // And an exchange while the rack has plays: judged by points too, but not labelled.
  let exchangedWithPlays = false;
  while (!exchangedWithPlays) {
    await expect(status).toHaveAttribute('data-your-turn', 'true');
    const before = Number(await status.getAttribute('data-move-number'));
    exchangedWithPlays = (await (await openOracle(page)).textContent()) !== '0 plays';
    await page.getByRole('button', { name: 'EXCHANGE' }).click();
    await rackTiles(page).first().click();
    await page.getByRole('button', { name: 'CONFIRM EXCHANGE' }).click();
    await expect(status).not.toHaveAttribute('data-move-number', String(before));
  }
  await expect(status).toHaveAttribute('data-your-turn', 'true');
  await page.getByRole('button', { name: 'RESIGN' }).click();
  await page.getByRole('button', { name: 'YES, RESIGN' }).click();
  await expect(status).toContainText('Game over');

  // The finished game links to its replay, which opens on the last position.
  await page.getByTestId('replay-link').click();
  await page.waitForURL(`${gameUrl}/replay`);
  const moves = page.locator('[data-testid^="replay-move-"][data-type]');
  const total = await moves.count();
  expect(total).toBeGreaterThanOrEqual(3);
  await expect(stepText(page)).toHaveText(`Move ${total} / ${total}`);
  await expect(page.getByTestId('replay-racks')).toBeVisible();

  // The worker's analysis ("analysing…" until it arrives).
  const ours = page.locator(`[data-testid^="replay-move-"][data-type="play"]`).filter({
    hasText: username.slice(0, 8),
  });
  const ourStep = Number(
    ((await ours.first().getAttribute('data-testid')) ?? '').replace('replay-move-', ''),
  );
  await ours.first().getByRole('button').click();
  await expect(stepText(page)).toHaveText(`Move ${ourStep} / ${total}`);
  await expect(page).toHaveURL(new RegExp(`\\?move=${ourStep}$`));
  await expect(page.getByTestId('annotation-best')).toBeVisible();
  await expect(page.getByTestId('annotation-rank')).toHaveText(/^rank \d+ of \d+, \d+ points$/);
  await expect(page.getByTestId('player-figures')).toBeVisible();
  // Our last pass had plays: the best of them, what passing lost, the alternatives.
  await page
    .locator('[data-testid^="replay-move-"][data-type="pass"]')
    .filter({ hasText: username.slice(0, 8) })
    .last()
    .getByRole('button')
    .click();
  await expect(page.getByTestId('annotation-rank')).toHaveText(
    /^passed instead of playing one of \d+ plays?, 0 points$/,
  );
  await expect(page.getByTestId('annotation-best')).toBeVisible();
  await expect(page.getByTestId('annotation-lost')).toHaveText(/^\d+/);
  await expect(page.getByTestId('alternatives').getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByTestId('annotation-exchange-note')).toHaveCount(0);
  // Our exchange: its points lost are shown, with no mistake label (points cannot weigh the
  // better rack it was for), and the move list marks it with none either.
  const exchange = page
    .locator('[data-testid^="replay-move-"][data-type="exchange"]')
    .filter({ hasText: username.slice(0, 8) })
    .last();
  await exchange.getByRole('button').click();
  await expect(page.getByTestId('annotation-rank')).toHaveText(
    /^exchanged instead of playing one of \d+ plays?, 0 points$/,
  );
  await expect(page.getByTestId('annotation-lost')).toHaveText(/^\d+$/);
  await expect(page.getByTestId('annotation-exchange-note')).toContainText(
    'Counted by points only',
  );
  await expect(exchange).not.toHaveAttribute('data-label');
  await ours.first().getByRole('button').click();
  await expect(stepText(page)).toHaveText(`Move ${ourStep} / ${total}`);

  // Pushed, not polled: with its analysis gone the page says "analysing…"; once the
  // worker has stored it again (asked for here through the API, as the page's own button
  // does), the page shows it without a reload.
  const gameId = gameUrl.split('/').at(-1)!;
  expect(await forgetAnalysis(gameId)).toBeGreaterThan(0);
  await page.reload();
  await expect(page.getByTestId('analysis-status')).toHaveText('analysing…');
  await expect(page.getByTestId('annotation-best')).toHaveCount(0);
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const asked = await page.evaluate(async (id) => {
    const response = await fetch('/api/trpc/replay.reanalyse', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ json: { gameId: id } }),
    });
    return response.status;
  }, gameId);
  expect(asked).toBe(200);
  await expect(page.getByTestId('annotation-best')).toBeVisible();
  await expect(page.getByTestId('analysis-status')).toHaveCount(0);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  // Anyone signed in may ask for the analysis again; the worker redoes it (a newer
  // analysis arrives without a reload, and nothing more is pending).
  const analysedAt = page.getByTestId('analysis-line');
  const firstAnalysis = (await analysedAt.getAttribute('data-analysed-at')) ?? '';
  expect(firstAnalysis).not.toBe('');
  // The page says so (it had seemed that nothing happened), then that the new one is in.
  await page.getByTestId('reanalyse').click();
  const answer = page.getByTestId('reanalyse-status');
  await expect(answer).toHaveText(
    /^(Analysis queued: the page updates when it is done\.|Analysis updated\.)$/,
  );
  await expect(analysedAt).not.toHaveAttribute('data-analysed-at', firstAnalysis);
  await expect(analysedAt).not.toHaveAttribute('data-analysed-at', '');
  await expect(answer).toHaveText('Analysis updated.');
  await expect(page.getByTestId('reanalyse')).toBeEnabled();
  await expect(page.getByTestId('reanalyse-error')).toHaveCount(0);
  await expect(page.getByTestId('annotation-best')).toBeVisible();

  // The top alternatives, computed in the browser once the word graph is in.
  await expect(page.getByTestId('alternatives').getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByText('Loading the word list…')).toHaveCount(0);

  // From here on, stepping asks the server for nothing — not even for the site icon,
  // which Chromium asks for again whenever the URL changes (each `?move=`): it is cached.
  const network = await watchNetwork(page);
  await page.evaluate(() => performance.clearMeasures('replay-step'));

  // The alternative, tapped: purple ghost tiles on the board before the move.
  await page.getByTestId('alternative-0').click();
  await expect(tones(page, 'ghost')).not.toHaveCount(0);
  await expectNoSeriousViolations(page, 'a replay with its annotation and a ghost alternative');
  await page.getByTestId('alternative-0').click();
  await expect(tones(page, 'ghost')).toHaveCount(0);

  // Buttons.
  await page.getByTestId('replay-first').click();
  await expect(stepText(page)).toHaveText(`Start / ${total}`);
  await expect(page.getByTestId('replay-move-words')).toHaveText('The start of the game.');
  await page.getByTestId('replay-next').click();
  await expect(stepText(page)).toHaveText(`Move 1 / ${total}`);
  await expect(page.getByTestId('replay-move-words')).toHaveText(/ (played|passed|exchanged)/);
  await page.getByTestId('replay-last').click();
  await expect(stepText(page)).toHaveText(`Move ${total} / ${total}`);
  await page.getByTestId('replay-prev').click();
  await expect(stepText(page)).toHaveText(`Move ${total - 1} / ${total}`);

  // Keys.
  await page
    .locator('main')
    .first()
    .click({ position: { x: 1, y: 1 } });
  await page.keyboard.press('Home');
  await expect(stepText(page)).toHaveText(`Start / ${total}`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(stepText(page)).toHaveText(`Move 2 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await expect(stepText(page)).toHaveText(`Move 1 / ${total}`);
  await page.keyboard.press('End');
  await expect(stepText(page)).toHaveText(`Move ${total} / ${total}`);
  await expect(page).toHaveURL(new RegExp(`\\?move=${total}$`));

  // The scrubber.
  await page.getByTestId('replay-scrubber').fill('1');
  await expect(stepText(page)).toHaveText(`Move 1 / ${total}`);

  // The score graph: a click goes to the nearest move (the left edge: the start).
  await page
    .getByTestId('score-graph')
    .locator('.u-over')
    .click({ position: { x: 2, y: 20 } });
  await expect(stepText(page)).toHaveText(`Start / ${total}`);

  expect(await network.wentOut(), 'no request while stepping').toEqual([]);
  const stepMs = await page.evaluate(() =>
    performance.getEntriesByName('replay-step').map((m) => m.duration),
  );
  expect(stepMs.length).toBeGreaterThanOrEqual(8);
  const worst = Math.max(...stepMs);
  const mean = stepMs.reduce((a, b) => a + b, 0) / stepMs.length;
  console.log(
    `replay stepping: ${stepMs.length} steps, mean ${mean.toFixed(1)} ms, worst ${worst.toFixed(1)} ms (mark at the step → effect after commit)`,
  );

  // The URL opens that position.
  await page.goto(`${gameUrl}/replay?move=1`);
  await expect(stepText(page)).toHaveText(`Move 1 / ${total}`);
  await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
});

// The finished demo game every fresh install is seeded with (packages/db/src/seed.ts):
// its review opens from a shared link on a given move, with its analysis.
test('the seeded demo game opens as a review with its analysis, on the move the link names', async ({
  page,
}) => {
  await page.goto('/game/00000000-0000-4000-8000-00000000de70/replay?move=3');
  const total = await page.locator('[data-testid^="replay-move-"][data-type]').count();
  expect(total).toBeGreaterThan(20);
  await expect(stepText(page)).toHaveText(`Move 3 / ${total}`);
  await expect(page.getByTestId('replay-move-words')).toHaveText(
    /^(Alice|Bob) played [A-Z]+ at row \d+, column \d+ (across|down) for \d+$/,
  );
  await expect(page.getByTestId('annotation-best')).toBeVisible();
  await expect(page.getByTestId('figures-0')).toContainText('Alice');
  await expect(page.getByTestId('replay-racks')).toBeVisible();
  // The racks are those after the move; the rack it was made from (the alternatives') is named.
  await expect(page.getByTestId('replay-racks-caption')).toHaveText(
    /^The racks after move 3; (Alice|Bob) moved from [A-Za-z]{1,8}\.$/,
  );
  await expect(page.getByTestId('analysis-status')).toHaveCount(0);
  await expect(page.getByTestId('reanalyse')).toHaveCount(0); // signed out: no asking

  // Its record, as text and as JSON.
  const downloads = page.getByTestId('downloads');
  const [text] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('button', { name: 'text' }).click(),
  ]);
  expect(text.suggestedFilename()).toBe('wordrise-00000000.txt');
  const record = await fs.readFile(await text.path(), 'utf8');
  expect(record.split('\n')[0]).toMatch(/^#wordrise-record /);
  expect(record).toContain('#player1 Alice');
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('button', { name: 'JSON' }).click(),
  ]);
  const parsed = JSON.parse(await fs.readFile(await json.path(), 'utf8'));
  expect(parsed.headers.players).toEqual(['Alice', 'Bob']);
  expect(parsed.events).toHaveLength(total);
});

// The move lists scroll in boxes of their own: each keeps the move that matters in view.
// Checked within the box itself (the page around it may scroll as panels above it grow).
test('the move lists follow the game: the replay keeps the move shown in view; a game page opens on its last move', async ({
  page,
}) => {
  /** Whether `row` is wholly inside the visible part of its scrolling `box`. */
  const shownIn = (box: Locator, row: Locator) => async () => {
    const [outer, inner] = [await box.boundingBox(), await row.boundingBox()];
    if (!outer || !inner) return false;
    return inner.y >= outer.y - 1 && inner.y + inner.height <= outer.y + outer.height + 1;
  };
  const demo = '/game/00000000-0000-4000-8000-00000000de70';
  await page.goto(`${demo}/replay?move=3`);
  const total = await page.locator('[data-testid^="replay-move-"][data-type]').count();
  const list = page.getByTestId('replay-moves');
  const row = (n: number) => page.getByTestId(`replay-move-${n}`);
  await expect.poll(shownIn(list, row(3))).toBe(true);
  expect(await shownIn(list, row(total))()).toBe(false);
  // Stepping to the end brings the last move into the list's view, and Home the first.
  await page.keyboard.press('End');
  await expect(stepText(page)).toHaveText(`Move ${total} / ${total}`);
  await expect.poll(shownIn(list, row(total))).toBe(true);
  expect(await shownIn(list, row(1))()).toBe(false);
  await page.keyboard.press('Home');
  await expect.poll(shownIn(list, row(1))).toBe(true);

  // The finished game's own page: its move list opens on the newest move.
  await page.goto(demo);
  const moves = page.getByTestId('move-list');
  await expect.poll(shownIn(moves, moves.getByTestId(`move-${total - 1}`))).toBe(true);
  expect(await shownIn(moves, moves.getByTestId('move-0'))()).toBe(false);
});

// On a phone the review fits the screen's width, the score graph included.
test('the review on a phone: nothing wider than the screen, the score graph drawn', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/game/00000000-0000-4000-8000-00000000de70/replay?move=10');
  await expect(stepText(page)).toHaveText(/^Move 10 \/ \d+$/);
  const graph = page.getByTestId('score-graph').locator('canvas');
  await expect(graph).toBeVisible();
  const box = await graph.boundingBox();
  expect(box?.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('replay-phone.png'), fullPage: true });
  // At the end the winner is named where a long name cannot cut it off.
  const total = /\/ (\d+)$/.exec((await stepText(page).textContent()) ?? '')?.[1];
  await page.goto(`/game/00000000-0000-4000-8000-00000000de70/replay?move=${total}`);
  await expect(stepText(page)).toHaveText(`Move ${total} / ${total}`);
  const winner = page.locator('[data-testid^="winner-"]');
  await expect(winner).toHaveCount(1);
  await expect(winner).toBeVisible();
  await expect(winner).toHaveText(/^Winner/);
  const edge = await winner.boundingBox();
  expect((edge?.x ?? 0) + (edge?.width ?? 0)).toBeLessThanOrEqual(390);
  await context.close();
});

/**
 * How far the page scrolls below the bottom of its content (the header and the page's own
 * box): the screen-reader-only text of a scrolling list, placed against the page instead of
 * its box, made the page end in a blank screen.
 */
async function blankBelowContent(page: Page): Promise<number> {
  return page.evaluate(() => {
    const bottoms = [...document.body.children]
      .filter((el) => getComputedStyle(el).position !== 'fixed')
      .map((el) => el.getBoundingClientRect().bottom + window.scrollY);
    return document.documentElement.scrollHeight - Math.max(window.innerHeight, ...bottoms);
  });
}

// The review and the finished game's page end where their content ends, on a phone and a
// desktop (the move lists' hidden labels had added up to 1,200 px of blank page).
test('the replay and a finished game end with their content, on a phone and a desktop', async ({
  browser,
}) => {
  const demo = '/game/00000000-0000-4000-8000-00000000de70';
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const phone = viewport.width < 640;
    const context = await browser.newContext({ viewport, isMobile: phone, hasTouch: phone });
    const page = await context.newPage();
    await page.goto(`${demo}/replay?move=3`);
    await expect(stepText(page)).toHaveText(/^Move 3 \/ \d+$/);
    await expect(page.getByTestId('annotation-best')).toBeVisible();
    await expect(page.getByTestId('score-graph').locator('canvas')).toBeVisible();
    expect(await blankBelowContent(page), `replay at ${viewport.width} px`).toBeLessThanOrEqual(8);
    await page.goto(demo);
    await expect(page.getByTestId('move-list').getByRole('listitem').first()).toBeAttached();
    expect(await blankBelowContent(page), `game at ${viewport.width} px`).toBeLessThanOrEqual(8);
    await context.close();
  }
});

// Which game, and where in it, for a screen reader: the heading and the title name the
// players; each step (buttons, arrow keys) is told in a polite status region, as the
// page writes the move in words.
test('the replay names its players and tells each step to a screen reader', async ({ page }) => {
  await page.goto('/game/00000000-0000-4000-8000-00000000de70/replay?move=2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Replay · Alice vs Bob');
  await expect(page).toHaveTitle('Replay · Alice vs Bob — WordRise');
  const total = await page.locator('[data-testid^="replay-move-"][data-type]').count();
  const told = page.getByTestId('replay-step-news');
  await expect(told).toHaveRole('status');
  const moveWords = page.getByTestId('replay-move-words');

  // The Oracle's verdicts on these moves of the demo game (packages/db/src/demo-review.json).
  const verdicts: Record<number, string> = {
    2: 'Oracle: best play.',
    3: 'Oracle: 2 points below QUALMS for 12.',
    4: 'Oracle: best play.',
    5: 'Oracle: mistake, 10 points below CHILD for 28.',
  };

  /**
   * The status says "Move n of total: ", the move as the page writes it in words, and the
   * Oracle's verdict on it.
   */
  async function expectTold(step: number) {
    await expect(stepText(page)).toHaveText(`Move ${step} / ${total}`);
    const words = (await moveWords.textContent()) ?? '';
    expect(words).toMatch(/^(Alice|Bob) (played|passed|exchanged)/);
    await expect(told).toHaveText(`Move ${step} of ${total}: ${words}. ${verdicts[step]}`);
  }

  await page.getByRole('button', { name: 'Next move' }).click();
  await expectTold(3);
  await page.getByRole('button', { name: 'Previous move' }).click();
  await expectTold(2);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expectTold(4);
  await page.keyboard.press('ArrowLeft');
  await expectTold(3);
  await page.getByTestId('replay-move-5').getByRole('button').click();
  await expectTold(5);
  await page.keyboard.press('Home');
  await expect(told).toHaveText('The start of the game.');
});

// Each row of a move list is read as one sentence (the visible columns are hidden from a
// screen reader): who played what, how many of its tiles went on top of others, the points
// and the running total. Moves of the demo game.
const DEMO_GAME = '/game/00000000-0000-4000-8000-00000000de70';

test("a move of the game page's list reads as a sentence: the words, the tiles stacked on, the points and the total", async ({
  page,
}) => {
  await page.goto(DEMO_GAME);
  const moves = page.getByTestId('move-list');
  const reads = (index: number, sentence: string) =>
    expect(moves.getByTestId(`move-${index}`)).toMatchAriaSnapshot(
      `- listitem: ${JSON.stringify(sentence)}`,
    );
  await reads(0, 'Move 1. Bob played MM: 4 points, total 4.');
  await reads(7, 'Move 8. Alice played DEASIULS, with a 20-point bonus: 36 points, total 102.');
  await reads(
    13,
    'Move 14. Alice played PETTI 9, ET 3, AT 3 and SIN 4, stacked on 4 tiles: 19 points, total 161.',
  );
});

// The replay's list says the same, and the Oracle's mark on the move.
test("a move of the replay's list reads as a sentence with the Oracle's mark", async ({ page }) => {
  await page.goto(`${DEMO_GAME}/replay?move=3`);
  const replayed = (step: number) => page.getByTestId(`replay-move-${step}`).getByRole('button');
  await expect(replayed(14)).toHaveAccessibleName(
    'Move 14. Alice played PETTI 9, ET 3, AT 3 and SIN 4, stacked on 4 tiles: 19 points, total 161. Oracle: best play.',
  );
  await expect(replayed(25)).toHaveAccessibleName(
    'Move 25. Bob played GO 3, SOG 7 and ISO 6, stacked on 1 tile: 16 points, total 205. Oracle: inaccuracy.',
  );
});

// The score graph in words: the canvas (and uPlot's legend) hidden from a screen reader,
// its numbers as a table behind a button: a row per move, each player's score after it
// and the points it added, as the scoreboard shows them at that move.
test('the score graph reads as a table of every player’s score after each move', async ({
  page,
}) => {
  await page.goto(`${DEMO_GAME}/replay?move=4`);
  const total = await page.locator('[data-testid^="replay-move-"][data-type]').count();
  await expect(stepText(page)).toHaveText(`Move 4 / ${total}`);
  const graph = page.getByTestId('score-graph');
  await expect(graph.locator('canvas')).toBeVisible();
  await expect(graph.getByRole('table')).toHaveCount(0);
  const asTable = graph.getByRole('button', { name: 'Scores as a table' });
  await expect(asTable).toHaveAttribute('aria-expanded', 'false');
  await asTable.click();
  await expect(asTable).toHaveAttribute('aria-expanded', 'true');

  const table = graph.getByRole('table', { name: /^Each player’s score after each move/ });
  await expect(table.getByRole('columnheader')).toHaveText(['Move', 'Alice', 'Bob']);
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(total + 1);

  /** The scoreboard's scores at the step shown, as numbers. */
  const scoreboard = async () =>
    Promise.all(
      [0, 1].map(async (seat) =>
        Number(((await page.getByTestId(`score-${seat}`).textContent()) ?? '').replace(/\D/g, '')),
      ),
    );
  /** Move `n`'s row: its header, then each seat's score and what the move changed it by. */
  const row = async (n: number) => {
    const cells = await rows.nth(n).getByRole('cell').allTextContents();
    return {
      header: await rows.nth(n).getByRole('rowheader').textContent(),
      scores: cells.map((text) => Number(/^\d+/.exec(text)?.[0])),
      gains: cells.map((text) => /\(([+\u2212]\d+)\)$/.exec(text)?.[1] ?? null),
    };
  };
  const before = await scoreboard();
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(stepText(page)).toHaveText(`Move 5 / ${total}`);
  const after = await scoreboard();
  expect(await row(4)).toMatchObject({ header: '4', scores: before });
  const fifth = await row(5);
  expect(fifth).toMatchObject({ header: '5', scores: after });
  // The move's points are beside its mover's score, and nowhere else.
  const gained = after.map((score, seat) => score - (before[seat] ?? 0));
  expect(fifth.gains).toEqual(gained.map((g) => (g === 0 ? null : `+${g}`)));
  // The table stays open while stepping; its last row is the final score.
  await page.keyboard.press('End');
  await expect(stepText(page)).toHaveText(`Move ${total} / ${total}`);
  expect((await row(total)).scores).toEqual(await scoreboard());
  await expectNoSeriousViolations(page, 'a replay with its score table open');
});

// With the table open, the move the replay shows is its current step: marked for a screen
// reader (aria-current), and in bold in an outline for the eye (not by a colour alone). The
// mark follows the buttons and the keys; at the start no row has it. The button that opens
// the table is 24 px tall at least (WCAG 2.5.8; 44 px on a phone, phone-targets.spec.ts).
test('the score table marks the move the replay shows, and follows it step by step', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${DEMO_GAME}/replay?move=4`);
  const total = await page.locator('[data-testid^="replay-move-"][data-type]').count();
  await expect(stepText(page)).toHaveText(`Move 4 / ${total}`);
  const graph = page.getByTestId('score-graph');
  const asTable = graph.getByRole('button', { name: 'Scores as a table' });
  expect((await asTable.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  await asTable.click();
  const table = graph.getByRole('table', { name: /^Each player’s score after each move/ });
  const marked = table.locator('tr[aria-current="step"]');
  /** The one row marked is move `n`'s, set apart by its weight and an outline. */
  const expectMarked = async (n: number) => {
    await expect(marked).toHaveCount(1);
    await expect(marked.getByRole('rowheader')).toHaveText(String(n));
    await expect(marked).toHaveCSS('font-weight', '600');
    await expect(marked).toHaveCSS('outline-style', 'solid');
    await expect(table.getByRole('row').nth(n === 1 ? 2 : 1)).toHaveCSS('font-weight', '400');
  };
  await expectMarked(4);
  await page.screenshot({ path: testInfo.outputPath('score-table-desktop.png'), fullPage: true });
  await page.getByRole('button', { name: 'Next move' }).click();
  await expect(stepText(page)).toHaveText(`Move 5 / ${total}`);
  await expectMarked(5);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(stepText(page)).toHaveText(`Move 3 / ${total}`);
  await expectMarked(3);
  await page.keyboard.press('End');
  await expectMarked(total);
  await page.keyboard.press('Home');
  await expect(stepText(page)).toHaveText(`Start / ${total}`);
  await expect(marked).toHaveCount(0);
  await context.close();
});

// Speed is measured, not asserted: every move of the demo game stepped through with the
// → key, in the page, one step per frame, under Chromium's CPU profiler (JavaScript's own
// samples, garbage collection apart; "(program)" — the browser's native work of style,
// layout and painting — is not script) and its ScriptDuration counter, per step.
test('stepping through every move of the demo game by keys, with its script time per step', async ({
  page,
}) => {
  await page.goto('/game/00000000-0000-4000-8000-00000000de70/replay?move=0');
  const total = await page.locator('[data-testid^="replay-move-"][data-type]').count();
  await expect(stepText(page)).toHaveText(`Start / ${total}`);
  // The word list (for the alternatives) is in before the steps are timed.
  await page.getByTestId('replay-move-1').getByRole('button').click();
  await expect(page.getByTestId('alternatives').getByRole('listitem')).not.toHaveCount(0);
  await page.keyboard.press('Home');
  await expect(stepText(page)).toHaveText(`Start / ${total}`);

  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  const scriptSeconds = async () =>
    (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ScriptDuration')
      ?.value ?? 0;
  const before = await scriptSeconds();
  await cdp.send('Profiler.start');
  await page.evaluate(async (steps) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    for (let i = 0; i < steps; i++) {
      document.body.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }),
      );
      await frame();
    }
  }, total);
  const { profile } = await cdp.send('Profiler.stop');
  const after = await scriptSeconds();
  await expect(stepText(page)).toHaveText(`Move ${total} / ${total}`);

  const kindOf = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]));
  const ms = { js: 0, gc: 0 };
  (profile.samples ?? []).forEach((id, i) => {
    const kind = kindOf.get(id);
    const dt = (profile.timeDeltas?.[i] ?? 0) / 1000;
    if (kind === '(garbage collector)') ms.gc += dt;
    else if (kind !== '(program)' && kind !== '(idle)' && kind !== '(root)') ms.js += dt;
  });
  console.log(
    `replay stepping, demo game: ${total} steps; per step: JavaScript ${(ms.js / total).toFixed(1)} ms ` +
      `+ GC ${(ms.gc / total).toFixed(1)} ms (CPU profile), ScriptDuration ${(((after - before) * 1000) / total).toFixed(1)} ms`,
  );
});
