import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './axe';
import { board, passTurn, playOraclesBest, rackTiles, signUp, uniqueName } from './helpers';

const NAMES = ['Ann', 'Ben', 'Cat'];
const COVER = /^Pass the device to (Ann|Ben|Cat)$/;

/** The lobby's form set for pass and play with these players (not started yet). */
async function passAndPlayForm(page: Page, names: readonly string[]): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Create a game' });
  await form.getByRole('radio', { name: 'Pass and play' }).check();
  for (let seats = 2; seats < names.length; seats++)
    await form.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, name] of names.entries())
    await form.getByLabel(`Player ${i + 1}`, { exact: true }).fill(name);
  return form;
}

// Pass and play: one signed-in host, one device, three named players. Between turns a
// full-screen cover names the next player; the table (rack, Oracle, preview) is not on
// the page under it, and after a move the mover's rack is gone before the next player
// looks. The host may end the game for everyone.
test('pass and play: three players at one device, each rack behind a "pass the device" cover', async ({
  page,
}) => {
  await signUp(page, uniqueName('host'));
  const form = await passAndPlayForm(page, NAMES);
  await expect(form.getByLabel('Oracle allowed')).toBeChecked();
  await form.getByRole('button', { name: 'Start pass and play' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);

  const cover = page.getByTestId('pass-cover');
  const heading = cover.getByRole('heading');
  await expect(heading).toHaveText(COVER);
  const first = (await heading.textContent())!.replace('Pass the device to ', '');
  await expect(page.locator('[data-testid^="rack-tile-"]')).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Oracle' })).toHaveCount(0);

  // The rack is not in the page's data either until its player asks for it.
  const rackCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('passAndPlay.rack')) rackCalls.push(r.url());
  });
  // A reload mid-turn shows the cover again, never the rack.
  await page.reload();
  await expect(heading).toHaveText(`Pass the device to ${first}`);
  await expect(page.getByRole('group', { name: 'Your tiles' })).toHaveCount(0);
  const gameId = page.url().split('/').at(-1)!;
  const viewCall = await page.request.get(
    `/api/trpc/game.view?input=${encodeURIComponent(JSON.stringify({ json: { gameId } }))}`,
  );
  const seen = (await viewCall.json()).result.data.json;
  expect(seen.yourSeat).not.toBeNull();
  expect(seen.game.rack).toBeNull();
  expect(rackCalls).toEqual([]);

  await cover.getByRole('button', { name: `I'm ${first} — show my rack` }).click();
  await expect(cover).toHaveCount(0);
  expect(rackCalls).toHaveLength(1);
  await expect(rackTiles(page)).toHaveCount(7);
  await expect(page.getByTestId('game-status')).toContainText(`${first}’s turn`);
  // Focus goes on from the cover's button to the table's status line, not to the page.
  await expect(page.getByTestId('game-status')).toBeFocused();
  await expect(board(page)).toBeVisible();
  await expectNoSeriousViolations(page, 'a pass-and-play turn');

  if (!(await playOraclesBest(page))) await passTurn(page);

  // The next player's cover, with nothing of the previous rack under it.
  await expect(heading).toHaveText(COVER);
  const second = (await heading.textContent())!.replace('Pass the device to ', '');
  expect(second).not.toBe(first);
  // Not hidden but absent: no rack tile, panel or board is on the page under the cover.
  await expect(page.locator('[data-testid^="rack-tile-"]')).toHaveCount(0);
  await expect(page.getByRole('tabpanel')).toHaveCount(0);
  await expect(board(page)).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the pass-and-play cover');
  // The cover says what the player before did (the board is hidden), and its focused button
  // is described by it, so the next player hears it first.
  const lastMove = new RegExp(
    `^${first} (played \\w+ at row \\d+, column \\d+ (across|down) for \\d+|passed)$`,
  );
  await expect(cover.getByTestId('cover-outcome')).toHaveText(lastMove);
  await expect(cover.getByRole('button', { name: `I'm ${second} — show my rack` })).toBeFocused();
  await expect(
    cover.getByRole('button', { name: `I'm ${second} — show my rack` }),
  ).toHaveAccessibleDescription(lastMove);

  // The next player sees their own rack; the host then ends the game for everyone.
  await cover.getByRole('button', { name: `I'm ${second} — show my rack` }).click();
  await expect(rackTiles(page)).toHaveCount(7);
  await expect(page.getByRole('tabpanel', { name: 'Moves' })).toContainText(first);
  await page.getByRole('button', { name: 'End the game' }).click();
  await page.getByRole('button', { name: 'End it for everyone' }).click();
  await expect(page.getByRole('heading', { name: 'This game was aborted' })).toBeVisible();
  await expect(page.getByTestId('waiting-room')).toContainText(
    'The host ended this pass-and-play game',
  );
});

// The end of a pass-and-play game is the end of any game: after three rounds without a
// word (each player passing behind their cover) the summary shows both players' leftover
// racks and final scores, and no cover.
test('pass and play: the game ends with the usual summary, every rack shown', async ({ page }) => {
  await signUp(page, uniqueName('host'));
  const form = await passAndPlayForm(page, ['Ann', 'Ben']);
  await form.getByRole('button', { name: 'Start pass and play' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);

  const cover = page.getByTestId('pass-cover');
  for (let move = 0; move < 6; move++) {
    await expect(cover.getByRole('heading')).toHaveText(/^Pass the device to (Ann|Ben)$/);
    await cover.getByRole('button', { name: /show my rack$/ }).click();
    await expect(page.getByTestId('game-status')).toHaveAttribute('data-move-number', String(move));
    await passTurn(page);
  }
  const summary = page.getByTestId('end-summary');
  await expect(summary).toBeVisible();
  await expect(cover).toHaveCount(0);
  for (const seat of [0, 1]) {
    await expect(summary.getByTestId(`end-row-${seat}`)).toContainText(/Ann|Ben/);
    await expect(summary.getByTestId(`end-row-${seat}`).getByTestId('end-rack')).toHaveText(/\S/);
  }
  await expect(page.getByTestId('replay-link')).toBeVisible();
});

/** No tile of any rack anywhere on the page (the cover is up: the table is not rendered). */
async function expectNoRackTiles(page: Page): Promise<void> {
  await expect(page.locator('[data-testid^="rack-tile-"]')).toHaveCount(0);
}

/** The boxes of these elements overlap nowhere and all lie inside the viewport. */
async function expectSideBySideInView(page: Page, elements: readonly Locator[]): Promise<void> {
  const view = page.viewportSize()!;
  const boxes = [];
  for (const el of elements) {
    const box = (await el.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(view.width);
    expect(box.y + box.height).toBeLessThanOrEqual(view.height);
    boxes.push(box);
  }
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const apart =
        a.x + a.width <= b.x ||
        b.x + b.width <= a.x ||
        a.y + a.height <= b.y ||
        b.y + b.height <= a.y;
      expect(apart, 'the cover’s controls do not overlap').toBe(true);
    }
}

// Word challenges at one device: after a play, the cover asks the table before any rack is
// shown: the next holder may challenge it there ("Ben challenges") or accept it by showing
// their rack ("No challenge — I'm Ben, show my rack"). A failed challenge from the cover
// hands the turn back to the play's player, behind the cover too (their rack was shown last).
test('pass and play: with word challenges the next holder may challenge or accept the play on the cover', async ({
  page,
}) => {
  await signUp(page, uniqueName('host'));
  const form = await passAndPlayForm(page, ['Ann', 'Ben']);
  await form.getByLabel('Word challenges').check();
  await form.getByRole('button', { name: 'Start pass and play' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);

  const cover = page.getByTestId('pass-cover');
  await cover.getByRole('button', { name: /show my rack$/ }).click();
  // A rack with no play (seven consonants) passes; the next holder plays instead.
  let passes = 0;
  while (!(await playOraclesBest(page))) {
    expect(passes++, 'one of the first two racks has a play').toBe(0);
    await passTurn(page);
    await cover.getByRole('button', { name: /show my rack$/ }).click();
  }
  const heading = cover.getByRole('heading');
  await expect(heading).toHaveText(/^Pass the device to (Ann|Ben)$/);
  const second = (await heading.textContent())!.replace('Pass the device to ', '');
  const first = second === 'Ann' ? 'Ben' : 'Ann';

  // The question is on the cover, with no rack on the page; the safe action has focus.
  const question = cover.getByRole('region', { name: /played .* for \d+\. Does anyone challenge/ });
  await expect(question).toContainText(`${first} played `);
  await expect(question.getByRole('button', { name: `${second} challenges` })).toBeVisible();
  await expectNoRackTiles(page);
  const noChallenge = cover.getByRole('button', {
    name: `No challenge — I'm ${second}, show my rack`,
  });
  await expect(noChallenge).toBeFocused();
  await noChallenge.click();
  // Showing the rack accepts the play: no window on the table, the same player's turn.
  await expect(cover).toHaveCount(0);
  await expect(page.getByRole('group', { name: /Challenge .*’s play/ })).toHaveCount(0);
  const status = page.getByTestId('game-status');
  await expect(status).toContainText(`${second}’s turn`);
  await expect(status).toHaveAttribute('data-move-number', String(passes + 2));
  await expect(page.getByRole('tabpanel', { name: 'Moves' })).toContainText('accepted the play');

  // The second player's play; the first challenges it from the cover and fails (the
  // Oracle's play is valid), so loses their turn: the device goes back to the second.
  expect(await playOraclesBest(page), 'a play beside the first word').toBe(true);
  await expect(heading).toHaveText(`Pass the device to ${first}`);
  await cover.getByRole('button', { name: `${first} challenges` }).click();
  await expect(cover.getByRole('status')).toHaveText(
    `${first} challenged: every word is valid; ${first} loses their next turn`,
  );
  await expect(heading).toHaveText(`Pass the device to ${second}`);
  await expectNoRackTiles(page);
  await expect(cover.getByRole('region')).toHaveCount(0);
  await expect(cover.getByRole('button', { name: `I'm ${second} — show my rack` })).toBeFocused();

  // A reveal holds for its move only. The second player's rack is shown here; meanwhile, from
  // another tab of the host's, the second plays and the first's failed challenge hands them
  // the device straight back. This page, whose live stream is cut meanwhile, hears of the
  // second move only: it covers the table again, as nobody said "it's me" for the new move.
  await page.route('**/api/trpc/game.live**', (route) => route.abort());
  await page.reload();
  await cover.getByRole('button', { name: `I'm ${second} — show my rack` }).click();
  await expect(status).toContainText(`${second}’s turn`);
  await expect(page.locator('[data-testid^="rack-tile-"]').first()).toBeVisible();
  const shownAt = Number(await status.getAttribute('data-move-number'));
  const otherTab = await page.context().newPage();
  await otherTab.goto(page.url());
  const otherCover = otherTab.getByTestId('pass-cover');
  await otherCover.getByRole('button', { name: `I'm ${second} — show my rack` }).click();
  expect(await playOraclesBest(otherTab), 'another play on the board').toBe(true);
  await otherCover.getByRole('button', { name: `${first} challenges` }).click();
  await expect(otherCover.getByRole('heading')).toHaveText(`Pass the device to ${second}`);
  await otherTab.close();
  await page.unroute('**/api/trpc/game.live**');
  await expect(cover).toHaveAttribute('data-move-number', String(shownAt + 2));
  await expect(heading).toHaveText(`Pass the device to ${second}`);
  await expectNoRackTiles(page);
  await expect(cover.getByRole('button', { name: `I'm ${second} — show my rack` })).toBeEnabled();
});

// With three players at one device any opponent of the play may challenge it on the cover,
// not only the next holder, before anyone's rack is shown; a failed challenge costs that
// player their next turn, and the device still goes to the next holder.
test('pass and play: with three players either opponent may challenge; a failed challenge skips the challenger’s turn', async ({
  page,
}) => {
  await signUp(page, uniqueName('host'));
  const form = await passAndPlayForm(page, NAMES);
  await form.getByLabel('Word challenges').check();
  await form.getByRole('button', { name: 'Start pass and play' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);

  const cover = page.getByTestId('pass-cover');
  const status = page.getByTestId('game-status');
  await cover.getByRole('button', { name: /show my rack$/ }).click();
  // A rack with no play passes; the next holder plays instead.
  const moverNow = async () => {
    await expect(status).toContainText(/(Ann|Ben|Cat)’s turn/);
    return (await status.textContent())!.match(/(Ann|Ben|Cat)’s turn/)![1]!;
  };
  let mover = await moverNow();
  for (let passes = 0; !(await playOraclesBest(page)); passes++) {
    expect(passes, 'one of the first three racks has a play').toBeLessThan(2);
    await passTurn(page);
    await cover.getByRole('button', { name: /show my rack$/ }).click();
    mover = await moverNow();
  }
  const at = NAMES.indexOf(mover);
  const next = NAMES[(at + 1) % 3]!;
  const third = NAMES[(at + 2) % 3]!;
  await expect(cover.getByRole('heading')).toHaveText(`Pass the device to ${next}`);

  // Both opponents' buttons, the next holder's first, on the cover: no rack is shown yet.
  const question = cover.getByRole('region', { name: /Does anyone challenge the play\?/ });
  await expect(question).toContainText(`${mover} played `);
  await expect(question.getByRole('button')).toHaveText([
    `${next} challenges`,
    `${third} challenges`,
  ]);
  await expectNoRackTiles(page);
  const noChallenge = cover.getByRole('button', {
    name: `No challenge — I'm ${next}, show my rack`,
  });
  // On a phone everything fits, nothing overlapping.
  const desk = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await expectSideBySideInView(page, [
    cover.getByRole('heading'),
    question.getByRole('button', { name: `${next} challenges` }),
    question.getByRole('button', { name: `${third} challenges` }),
    noChallenge,
  ]);
  await expectNoSeriousViolations(page, 'the pass-and-play cover asking for challenges');
  await page.setViewportSize(desk);

  // The third player challenges the Oracle's play: every word is valid, so it fails.
  await question.getByRole('button', { name: `${third} challenges` }).click();
  await expect(cover.getByRole('status')).toHaveText(
    `${third} challenged: every word is valid; ${third} loses their next turn`,
  );
  await expect(question).toHaveCount(0);
  // The device still goes to the next holder; no rack was shown for the challenge.
  await expect(cover.getByRole('heading')).toHaveText(`Pass the device to ${next}`);
  await expectNoRackTiles(page);
  const reveal = cover.getByRole('button', { name: `I'm ${next} — show my rack` });
  await expect(reveal).toBeFocused();
  await reveal.click();
  await expect(status).toContainText(`${next}’s turn`);
  await expect(page.getByTestId('challenge-result')).toContainText(
    `${third} loses their next turn`,
  );
  // After the next holder's pass it goes back to the mover (the third's turn is skipped).
  await passTurn(page);
  await expect(cover.getByRole('heading')).toHaveText(`Pass the device to ${mover}`);
});
