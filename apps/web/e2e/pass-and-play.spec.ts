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

  // A reload mid-turn shows the cover again, never the rack.
  await page.reload();
  await expect(heading).toHaveText(`Pass the device to ${first}`);
  await expect(page.getByRole('group', { name: 'Your tiles' })).toHaveCount(0);

  await cover.getByRole('button', { name: `I'm ${first} — show my rack` }).click();
  await expect(cover).toHaveCount(0);
  await expect(rackTiles(page)).toHaveCount(7);
  await expect(page.getByTestId('game-status')).toContainText(`${first}’s turn`);
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

// Word challenges at one device: after a play, the next holder of the device sees
// Challenge and Accept (for their own seat, the play's opponent), open until they act.
test('pass and play: with word challenges the next holder may challenge or accept the play', async ({
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
  await cover.getByRole('button', { name: `I'm ${second} — show my rack` }).click();

  const window = page.getByRole('group', { name: /Challenge .*’s play/ });
  // The window waits for the next holder of the device (no countdown).
  await expect(window.getByRole('timer')).toHaveText('Challenge? until the next move');
  // And it is said to a screen reader, naming who may challenge whose play.
  const first = second === 'Ann' ? 'Ben' : 'Ann';
  await expect(page.getByTestId('announcements')).toContainText(
    `${second} may challenge ${first}’s play until the next move`,
  );
  await expect(window.getByRole('button', { name: 'Challenge' })).toBeVisible();
  await window.getByRole('button', { name: 'Accept' }).click();
  // Accepting keeps the device with the same player: no cover, their turn.
  await expect(window).toHaveCount(0);
  await expect(cover).toHaveCount(0);
  await expect(page.getByTestId('game-status')).toContainText(`${second}’s turn`);
  await expect(page.getByTestId('game-status')).toHaveAttribute(
    'data-move-number',
    String(passes + 2),
  );
});

// With three players at one device any opponent of the play may challenge it, not only the
// next holder: each has a button, and a failed challenge costs that player their next turn.
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
  await cover.getByRole('button', { name: `I'm ${next} — show my rack` }).click();

  const window = page.getByRole('group', { name: `Challenge ${mover}’s play` });
  await expect(page.getByTestId('announcements')).toContainText(
    `${next} or ${third} may challenge ${mover}’s play until the next move`,
  );
  await expect(window.getByRole('button', { name: `${next} challenges` })).toBeVisible();
  await expect(window.getByRole('button', { name: 'Challenge', exact: true })).toHaveCount(0);
  // The third player challenges the Oracle's play: every word is valid, so it fails.
  await window.getByRole('button', { name: `${third} challenges` }).click();
  await expect(window).toHaveCount(0);
  await expect(page.getByTestId('announcements')).toContainText(`${third} loses their next turn`);
  // The device stays with the next holder; after their pass it goes back to the mover.
  await expect(cover).toHaveCount(0);
  await expect(status).toContainText(`${next}’s turn`);
  await passTurn(page);
  await expect(cover.getByRole('heading')).toHaveText(`Pass the device to ${mover}`);
});
