import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { BLANK, letterOf, rackTileOf, WILD, type GameView } from '@wordrise/engine';
import { WordGraph } from '@wordrise/engine/wordgraph';
import { expectNoSeriousViolations } from './axe';
import { board, moveEntry, passTurn, signUp, square, tapSquare, uniqueName } from './helpers';
import { findPlays, type FoundPlay } from './wefter-plays';
import { startShortWefterAtOneDevice } from './wefter-table';

const WORDS = WordGraph.fromBytes(
  fs.readFileSync(fileURLToPath(new URL('../../../wordlists/dist/english.wrg', import.meta.url))),
);

/** The host's own view of the game (what the page itself reads: the mover's rack, nothing hidden). */
async function viewOf(page: Page, gameId: string): Promise<GameView> {
  const input = encodeURIComponent(JSON.stringify({ json: { gameId } }));
  const response = await page.request.get(`/api/trpc/game.view?input=${input}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { data: { json: { game: GameView } } } };
  return body.result.data.json.game;
}

/** The mover's rack at one device (`passAndPlay.rack`: in no view, given once it is asked for). */
async function rackOf(page: Page, gameId: string, moveNumber: number): Promise<string> {
  const input = encodeURIComponent(JSON.stringify({ json: { gameId, moveNumber } }));
  const response = await page.request.get(`/api/trpc/passAndPlay.rack?input=${input}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { result: { data: { json: { rack: string } } } }).result.data
    .json.rack;
}

/** Taps the first unused rack tile that is `tile` (a wild `?`, a blank `_`, a rainbow Ⓔ…). */
async function tapRackTile(page: Page, tile: string): Promise<void> {
  await page
    .getByRole('group', { name: 'Your tiles' })
    .locator(`[data-letter="${tile}"]:not([disabled])`)
    .first()
    .click();
}

/** Places a found play as a person does: tile, square (a wild asks for its letter), SUBMIT. */
async function placeAndSubmit(page: Page, play: FoundPlay, checkDialog: boolean): Promise<void> {
  for (const p of play.placements) {
    await tapRackTile(page, rackTileOf(p.letter));
    await tapSquare(page, p.r, p.c);
    if (rackTileOf(p.letter) === WILD) {
      const dialog = page.getByRole('dialog', { name: 'Play the wild tile as' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('Letter').selectOption(letterOf(p.letter));
      if (checkDialog) await expectNoSeriousViolations(page, 'the wild tile’s letter dialog');
      await dialog.getByRole('button', { name: 'Place' }).click();
      await expect(dialog).toHaveCount(0);
    }
    await expect(square(page, p.r, p.c)).toHaveAttribute('data-tone', 'placed');
  }
  await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();
}

// Word Wefter at one device (pass and play, a Short game: the pool drains fastest), played
// without the Oracle: each turn's play is found here with the engine's rules checker over
// the mover's own view (one- and two-tile placements), then placed by clicking the page.
// The players buy from the marketplace whenever they can afford its first slot, play a
// wild and a blank as soon as they hold one, and play on until the final round ("Last
// turn") and the end of the game.
test('Word Wefter: marketplace, wild and blank tiles, the final round and the end', async ({
  page,
}) => {
  await signUp(page, uniqueName('wefter'));
  // The form offers the Oracle for Word Wefter: this game is played without.
  await startShortWefterAtOneDevice(page, { oracle: false });
  const gameId = /\/game\/([0-9a-f-]{36})$/.exec(page.url())![1]!;

  const cover = page.getByTestId('pass-cover');
  const status = page.getByTestId('game-status');
  const market = page.getByTestId('market');
  const seen = { bought: false, wild: false, blank: false, lastTurn: false };
  // The first play after buying a plain letter: its move list row is checked at the end.
  let purchase: { turn: number; tile: string; score: number; total: number } | null = null;
  let checked = { market: false, dialog: false };

  for (let turn = 0; turn < 120; turn++) {
    await expect(cover.or(page.getByTestId('end-summary'))).toBeVisible();
    if (await page.getByTestId('end-summary').isVisible()) break;
    await cover.getByRole('button', { name: /show my rack$/ }).click();
    await expect(board(page)).toBeVisible();
    await expect(status).toHaveAttribute('data-move-number', String(turn));
    const view = await viewOf(page, gameId);
    const seat = view.toMove;
    expect(view.rack).toBeNull();
    const rack = await rackOf(page, gameId, turn);

    if (turn === 0) {
      // Bonus squares in text, and the mover's marketplace not open before their first turn.
      await expect(square(page, 0, 0)).toHaveAccessibleName(/word × 3 square/);
      await expect(square(page, 0, 0).locator('xpath=..')).toContainText('3W');
      await expect(market.getByTestId('market-opening-soon')).toContainText('Opening soon');
      // Letter values on the rack tiles (in their names too).
      await expect(
        page.getByRole('group', { name: 'Your tiles' }).locator('[data-value]'),
      ).toHaveCount(7);
      await expectNoSeriousViolations(page, 'a Word Wefter turn');
    }
    if (view.lastTurn) {
      seen.lastTurn = true;
      await expect(page.getByTestId('last-turn')).toContainText('Last turn');
      await expectNoSeriousViolations(page, 'the last turn of a Word Wefter game');
    } else await expect(page.getByTestId('last-turn')).toHaveCount(0);

    // Buy the first slot whenever the score (as the turn began) pays for it.
    const slots = view.market?.slots;
    const score = view.players[seat]!.score;
    const buy = !!slots && !view.market!.closed && !!slots[0] && score >= 1;
    if (view.market?.closed) await expect(market).toContainText('CLOSED');
    const hand = rack + (buy ? slots![0]! : '');
    const position = { board: view.board, rack: hand, firstPlay: view.firstPlay };
    const chosen =
      (!seen.wild && hand.includes(WILD) && !view.firstPlay
        ? findPlays(position, WORDS, 'wild')[0]
        : undefined) ??
      (!seen.blank && hand.includes(BLANK) && !view.firstPlay
        ? findPlays(position, WORDS, 'blank')[0]
        : undefined) ??
      findPlays(position, WORDS)[0];

    if (chosen && buy) {
      const button = market.getByTestId('market-buy-0');
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      // The bought tile is on the rack for this turn.
      await expect(
        page.getByRole('group', { name: 'Your tiles' }).locator('[data-testid^="rack-tile-"]'),
      ).toHaveCount(hand.length);
      if (!checked.market) {
        await expectNoSeriousViolations(page, 'the Word Wefter marketplace');
        checked = { ...checked, market: true };
      }
    }
    if (chosen) {
      const wild = chosen.placements.find((p) => rackTileOf(p.letter) === WILD);
      const blank = chosen.placements.find((p) => p.letter === BLANK);
      await placeAndSubmit(page, chosen, !!wild && !checked.dialog);
      if (wild) checked = { ...checked, dialog: true };
      await expect(cover.or(page.getByTestId('end-summary'))).toBeVisible();
      const after = await viewOf(page, gameId);
      if (buy) {
        expect(after.players[seat]!.score).toBe(score - 1 + chosen.score);
        seen.bought = true;
        const tile = slots![0]!;
        if (!purchase && /^[A-Z]$/.test(tile)) {
          purchase = { turn, tile, score: chosen.score, total: after.players[seat]!.score };
        }
      }
      if (wild) {
        expect(after.board.cells[wild.r * 11 + wild.c]?.slice(-1)).toBe(wild.letter);
        seen.wild = true;
      }
      if (blank) {
        expect(after.board.cells[blank.r * 11 + blank.c]?.slice(-1)).toBe(BLANK);
        seen.blank = true;
      }
    } else if (view.bagCount > 0) {
      await page.getByRole('button', { name: 'EXCHANGE', exact: true }).click();
      await page.getByTestId('rack-tile-0').click();
      await page.getByRole('button', { name: 'CONFIRM EXCHANGE', exact: true }).click();
    } else {
      await passTurn(page);
    }
  }

  await expect(page.getByTestId('end-summary')).toBeVisible();
  await expect(status).toContainText('Game over');
  expect(seen).toEqual({ bought: true, wild: true, blank: true, lastTurn: true });

  // The purchase shows in the move list with its cost, the change net of it (the totals add
  // up), on the game page and in the replay.
  expect(purchase, 'a plain letter was bought before a play').not.toBeNull();
  const { turn, tile, score, total } = purchase!;
  const columns = [
    `${turn + 1}.`,
    /\S/,
    new RegExp(`, bought ${tile} for 1$`),
    `+${score - 1}`,
    String(total),
  ];
  const row = await moveEntry(page, turn);
  await expect(row.locator('[aria-hidden="true"]')).toHaveText(columns);
  await expect(row.locator('.sr-only')).toContainText(`bought ${tile} for 1 point, then played`);
  await page.goto(`/game/${gameId}/replay`);
  const replayed = page.getByTestId(`replay-move-${turn + 1}`);
  await expect(replayed.locator('[aria-hidden="true"]')).toHaveText([
    ...columns.slice(0, 3),
    /^\S*$/, // the Oracle's mark, if any
    ...columns.slice(3),
  ]);
});
