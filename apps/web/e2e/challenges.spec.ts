import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import {
  board,
  holdNextCall,
  moveEntry,
  moverOf,
  placeByTapping,
  playerContext,
  playOraclesBest,
  rackTiles,
  signUp,
  square,
  tabTo,
  uniqueName,
} from './helpers';
import { goingOutNext } from './challenge-db';
import { phonyOpening8 } from './oracle-cli';

// Word challenges on Classic Upwords (8 × 8): a phony is challenged and taken back, a
// valid play is challenged and the challenger loses the turn; a bot challenges a phony.

const status = (page: Page) => page.getByTestId('game-status');
const announcements = (page: Page) => page.getByTestId('announcements');

async function rackLetters(page: Page): Promise<string> {
  const letters = await rackTiles(page).evaluateAll((tiles) =>
    tiles.map((t) => t.getAttribute('data-letter') ?? ''),
  );
  return letters.join('');
}

/** Plays two rack tiles that make no word on the centre squares; returns the word. */
async function playPhony(page: Page): Promise<string> {
  const pair = await phonyOpening8(await rackLetters(page));
  expect(pair, 'the rack has two tiles that make no word').not.toBeNull();
  const [a, b] = pair!;
  await placeByTapping(page, [
    { r: 3, c: 3, letter: a },
    { r: 3, c: 4, letter: b },
  ]);
  // Not refused as in a game without challenges: played, and open to a challenge.
  const preview = page.getByTestId('play-preview');
  await expect(preview).toHaveAttribute('data-kind', 'challengeable');
  await expect(preview).toContainText(`${spelled(a + b)} is not in the word list`);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  return a + b;
}

/** Exchanges the rack's first tile (Classic Upwords: one tile, and the turn). */
async function exchangeOneTile(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'EXCHANGE' }).click();
  await rackTiles(page).first().click();
  await page.getByRole('button', { name: 'CONFIRM EXCHANGE' }).click();
  await expect(status(page)).toHaveAttribute('data-your-turn', 'false');
}

const spelled = (word: string) => word.replace('Q', 'QU');

/**
 * `player` (a page of the table's game) is given AT with the bag empty, and plays it on the
 * centre squares: a play that goes out.
 */
async function goOutWithAT(
  table: { host: { page: Page }; gameUrl: string },
  player: Page,
): Promise<void> {
  const gameId = table.gameUrl.split('/').pop()!;
  await goingOutNext(gameId, player === table.host.page ? 0 : 1, 'AT');
  await player.reload();
  await expect(rackTiles(player)).toHaveCount(2);
  await placeByTapping(player, [
    { r: 3, c: 3, letter: 'A' },
    { r: 3, c: 4, letter: 'T' },
  ]);
  await player.getByRole('button', { name: 'SUBMIT' }).click();
}

/**
 * A Classic Upwords game with word challenges between two new players, started: live (15 s
 * windows), or by correspondence (a window stays open until the next action).
 */
async function challengesTable(browser: Browser, prefix: string, correspondence = false) {
  const host = await playerContext(browser, uniqueName(`${prefix}host`));
  const guest = await playerContext(browser, uniqueName(`${prefix}guest`));
  const form = host.page.getByRole('region', { name: 'Create a game' });
  await form
    .getByRole('combobox', { name: 'Game', exact: true })
    .selectOption({ label: 'Classic Upwords (8 × 8)' });
  await form.getByLabel('Word challenges').check();
  if (correspondence) {
    await form.getByRole('radio', { name: 'Correspondence:' }).check();
    await form.getByLabel('Days for each move').fill('3');
  }
  await form.getByRole('button', { name: 'Create game' }).click();
  await host.page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  const gameUrl = host.page.url();
  const hostName = (await host.page.getByTestId('signed-in-as').textContent()) ?? '';
  await guest.page.goto('/lobby');
  // The open game says it is played with word challenges.
  const gameId = gameUrl.split('/').pop()!;
  await expect(guest.page.getByTestId(`open-game-${gameId}`).getByTestId('game-facts')).toHaveText(
    /· Word challenges$/,
  );
  await guest.page.getByRole('button', { name: `Join ${hostName}'s game` }).click();
  await guest.page.waitForURL(gameUrl);
  await expect(board(host.page).getByRole('gridcell')).toHaveCount(64);
  const [mover, other] = await moverOf(host.page, guest.page);
  return { host, guest, mover, other, gameUrl };
}

test('challenge: a phony is challenged and taken back; a valid play challenged costs the challenger the turn', async ({
  browser,
}) => {
  const { host, guest, mover, other } = await challengesTable(browser, 'chal');

  // The phony: its player waits, the opponent sees a countdown — and no verdict.
  const phony = await playPhony(mover);
  await expect(mover.getByTestId('challenge-waiting')).toHaveText('Waiting for challenges…');
  const challengeBox = other.getByRole('group', { name: /Challenge .*’s play/ });
  await expect(challengeBox.getByRole('timer')).toHaveText(/^Challenge\? \d+ s$/);
  await expect(other.getByText(/not a word/)).toHaveCount(0);
  // The window is said once to the opponent, after the play; not to its player.
  const moverName = (await mover.getByTestId('signed-in-as').textContent()) ?? '';
  await expect(announcements(other)).toContainText(
    new RegExp(`You may challenge ${moverName}’s play for 1[0-5] seconds`),
  );
  await expect(announcements(mover)).not.toContainText('You may challenge');
  // From the keyboard: focus waits on the status line while the challenge is on its way (its
  // buttons wait, disabled), not on the page, and stays there once it is answered.
  await tabTo(other, challengeBox.getByRole('button', { name: 'Challenge' }));
  const held = await holdNextCall(other, 'game.challenge');
  await other.keyboard.press('Enter');
  await expect(status(other)).toBeFocused();
  held.release();

  await expect(announcements(other)).toContainText(
    `Your challenge succeeded: ${spelled(phony)} is not a word; the play is taken back`,
  );
  await expect(announcements(mover)).toContainText(
    `challenged your play: ${spelled(phony)} is not a word; your tiles are back on your rack`,
  );
  await expect(status(other)).toBeFocused();
  for (const page of [mover, other]) {
    await expect(square(page, 3, 3)).toHaveAttribute('data-tone', 'empty');
    await expect(square(page, 3, 4)).toHaveAttribute('data-tone', 'empty');
  }
  await expect(mover.getByTestId('challenge-waiting')).toHaveCount(0);
  expect((await rackLetters(mover)).length).toBe(7);
  // No score: the scores are both 0, and the turn went on to the challenger.
  await expect(status(other)).toHaveAttribute('data-your-turn', 'true');
  await expect(await moveEntry(other, 1)).toHaveAttribute('data-type', 'challenge');
  // The taken-back play's row says so, its words struck through, its total back at 0 (as the
  // scoreboard says), at both players' lists; a screen reader hears it too.
  for (const page of [mover, other]) {
    const row = await moveEntry(page, 0);
    await expect(row.getByTestId('taken-back')).toHaveText(new RegExp(`^${spelled(phony)} \\d+$`));
    await expect(row.locator('[aria-hidden="true"]')).toHaveText([
      '1.',
      moverName,
      new RegExp(`^${spelled(phony)} \\d+ \\(taken back\\)$`),
      '0',
      '0',
    ]);
    await expect(row.locator('.sr-only')).toHaveText(
      `Move 1. ${moverName} played ${spelled(phony)}, taken back after a challenge: no points, total 0.`,
    );
  }

  // A valid play (the Oracle's best), challenged: the challenger loses the turn at once. A
  // rack with no play (seven consonants) exchanges a tile, and the other player tries. Not a
  // pass: the taken-back play counted as one, and two in a row would end the game.
  let [player, challenger] = [other, mover];
  for (let turn = 1; !(await playOraclesBest(player)); turn++) {
    expect(turn, 'one of the racks has a play within a few turns').toBeLessThan(6);
    await exchangeOneTile(player);
    [player, challenger] = [challenger, player];
    await expect(status(player)).toHaveAttribute('data-your-turn', 'true');
  }
  const countdown = challenger.getByRole('group', { name: /Challenge .*’s play/ });
  await expect(countdown.getByRole('timer')).toHaveText(/^Challenge\? \d+ s$/);
  await countdown.getByRole('button', { name: 'Challenge' }).click();
  await expect(announcements(challenger)).toContainText(
    'Your challenge failed: every word is valid; you lose your next turn',
  );
  await expect(announcements(player)).toContainText('loses their next turn');
  await expect(status(player)).toHaveAttribute('data-your-turn', 'true');
  await expect(status(challenger)).toHaveAttribute('data-your-turn', 'false');
  await host.context.close();
  await guest.context.close();
});

// The accessibility scans run in a correspondence game: a scan on a busy machine can take
// longer than a live window's 15 s, which would close under it.
test('the challenge windows, as an opponent sees them, have no serious accessibility violations', async ({
  browser,
}) => {
  const { host, guest, mover, other, gameUrl } = await challengesTable(browser, 'chaxe', true);
  await playPhony(mover);
  const atOther = other.getByRole('group', { name: /Challenge .*’s play/ });
  await expect(atOther.getByRole('button', { name: 'Challenge' })).toBeVisible();
  await expect(announcements(other)).toContainText(
    /You may challenge \S+’s play until the next move/,
  );
  await expectNoSeriousViolations(other, 'a challenge window');
  await atOther.getByRole('button', { name: 'Challenge' }).click();
  await expect(status(other)).toHaveAttribute('data-your-turn', 'true');

  // The challenger goes out with AT: the window that ends the game, at the first mover's.
  await goOutWithAT({ host, gameUrl }, other);
  const atMover = mover.getByRole('group', { name: /Challenge .*’s play/ });
  await expect(atMover.getByTestId('challenge-ends-game')).toContainText(
    'went out: the game ends unless you challenge.',
  );
  await expectNoSeriousViolations(mover, 'a challenge window that ends the game');
  await atMover.getByRole('button', { name: 'Accept' }).click();
  await expect(mover.getByTestId('end-summary')).toBeVisible();
  await host.context.close();
  await guest.context.close();
});

test('challenge going out: the game ends only when the opponent accepts, then the summary shows', async ({
  browser,
}) => {
  const { host, guest, mover, other, gameUrl } = await challengesTable(browser, 'chalout');
  // The mover holds AT and the bag is empty: AT goes out.
  await goOutWithAT({ host, gameUrl }, mover);

  await expect(mover.getByTestId('challenge-waiting')).toHaveText(
    'Waiting for challenges… The game ends when the time to challenge is over.',
  );
  const challengeBox = other.getByRole('group', { name: /Challenge .*’s play/ });
  await expect(challengeBox.getByRole('timer')).toHaveText(/^Challenge\? \d+ s$/);
  await expect(challengeBox.getByTestId('challenge-ends-game')).toContainText(
    'went out: the game ends unless you challenge.',
  );
  for (const page of [mover, other]) await expect(page.getByTestId('end-summary')).toHaveCount(0);
  // The end is held: nobody moves, the opponent only challenges or accepts.
  for (const page of [mover, other])
    await expect(status(page)).toHaveAttribute('data-your-turn', 'false');
  await challengeBox.getByRole('button', { name: 'Accept' }).click();

  for (const page of [mover, other]) {
    await expect(page.getByTestId('end-summary')).toBeVisible();
    await expect(page.getByTestId('game-status')).toContainText('Game over');
  }
  // The last event is the opponent's accept, but the one who ended it is the mover.
  await expect(mover.getByTestId('game-status')).toContainText('You used your last tile');
  const moverName = (await mover.getByTestId('signed-in-as').textContent()) ?? '';
  await expect(other.getByTestId('game-status')).toContainText(`${moverName} used their last tile`);
  await expect(challengeBox).toHaveCount(0);
  await host.context.close();
  await guest.context.close();
});

test('challenge: a bot challenges a human’s phony, and it is taken back', async ({ page }) => {
  await signUp(page, uniqueName('chalbot'));
  // The human must make the first play (the bot plays only listed words): a new game
  // until the draw gives the human the first turn.
  for (;;) {
    await page.goto('/lobby');
    const section = page.getByRole('region', { name: 'Play a bot' });
    await section.getByLabel('Game').selectOption({ label: 'Classic Upwords (8 × 8)' });
    await section.getByLabel('Bot level').selectOption('greedy');
    await section.getByLabel('Word challenges').check();
    await section.getByRole('button', { name: 'Play the bot' }).click();
    await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
    await expect(status(page)).toHaveAttribute('data-move-number', /\d+/);
    // Both read at once: the bot's first move may arrive between two reads.
    const [move, yours] = await status(page).evaluate((el) => [
      el.getAttribute('data-move-number'),
      el.getAttribute('data-your-turn'),
    ]);
    if (move === '0' && yours === 'true') break;
    // Not this one: resign it (a player may have only 5 games against bots running).
    await page.getByRole('button', { name: 'RESIGN' }).click();
    await page.getByRole('button', { name: 'YES, RESIGN' }).click();
    await expect(status(page)).toContainText('Game over');
  }
  const phony = await playPhony(page);
  await expect(announcements(page)).toContainText(
    `challenged your play: ${spelled(phony)} is not a word; your tiles are back on your rack`,
  );
  await expect(await moveEntry(page, 1)).toHaveAttribute('data-type', 'challenge');
  // The bot then plays, and it is the human's turn again.
  await expect(await moveEntry(page, 2)).toBeVisible();
  await expect(status(page)).toHaveAttribute('data-your-turn', 'true');
});
