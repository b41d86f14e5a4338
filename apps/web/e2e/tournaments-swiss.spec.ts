import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { selectFitsItsLabels, uniqueName } from './helpers';
import {
  addBot,
  createTournament,
  historyTime,
  myMatch,
  namedPlayerContext,
  resignGame,
} from './tournament-helpers';
import { expectNoSeriousViolations } from './axe';

/**
 * Plays the viewer's game of `round` (by resigning it, unless the opponent already ended it)
 * and comes back to the tournament page.
 */
async function playRound(page: Page, path: string, round: number): Promise<void> {
  const match = await myMatch(page, round);
  await expect(match).toHaveCount(1);
  const game = match.locator('a[data-testid^="game-link-"]');
  await expect(game).toHaveCount(1);
  // The round's tab names it; its pairings repeat no heading of their own.
  await expect(page.getByRole('heading', { name: `Round ${round}` })).toHaveCount(0);
  if ((await game.getAttribute('data-status')) === 'running') {
    // Their own game is theirs to play, not to watch.
    await expect(game).toHaveText('Play your game');
    await expect(page.getByTestId('your-tournament-game')).toContainText(`round ${round}`);
    await page.getByTestId('your-tournament-game').click();
    await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
    // The game links back to its tournament.
    await expect(page.getByTestId('game-tournament').getByRole('link')).toHaveAttribute(
      'href',
      path,
    );
    await resignGame(page);
  }
  await page.goto(path);
  await expect((await myMatch(page, round)).locator('a[data-status="finished"]')).toHaveCount(1);
}

test('an organiser runs a 4-player Swiss with two players and two bots to its final standings', async ({
  browser,
}) => {
  // Display names unlike the usernames: the page names people by display name throughout.
  const organiser = await namedPlayerContext(browser, uniqueName('org'));
  const players = [
    await namedPlayerContext(browser, uniqueName('ann')),
    await namedPlayerContext(browser, uniqueName('ben')),
  ];
  const name = `Swiss ${uniqueName('t')}`;
  const path = await createTournament(organiser.page, {
    name,
    format: 'swiss',
    rounds: 2,
    capacity: 4,
    // Resigning before moving counts as a forfeit: never remove anyone for it here.
    forfeitLimit: 0,
  });

  // It is listed as upcoming; the players find it there and register.
  for (const { page } of players) {
    await page.goto('/tournaments');
    await page
      .getByTestId('tournaments-upcoming')
      .getByRole('link', { name: new RegExp(name) })
      .click();
    await page.waitForURL(`**${path}`);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByTestId('your-entry-status')).toHaveText('You are entered.');
    // Entered, they find it among their own.
    await page.goto('/tournaments');
    await expect(page.getByTestId('tournaments-mine')).toContainText(name);
  }

  // The organiser's page shows the registrations as they happen, then two bots join.
  const org = organiser.page;
  await expect(org.getByTestId('entrants').locator('tbody tr')).toHaveCount(2);
  // New players' ratings are provisional: "1500?", read "1500, provisional".
  for (const p of players)
    await expect(
      org.getByTestId('entrants').locator('tr').filter({ hasText: p.name }),
    ).toContainText('1500?, provisional');
  await addBot(org, 'greedy');
  await addBot(org, 'greedy');
  // Every bot's whole label shows, on a phone too (one was cut to "Greedy — averag…").
  const botLevel = org.getByTestId('organiser-panel').getByLabel('Bot level');
  expect(await selectFitsItsLabels(botLevel)).toBe(true);
  const desktop = org.viewportSize()!;
  await org.setViewportSize({ width: 375, height: 800 });
  expect(await selectFitsItsLabels(botLevel)).toBe(true);
  await org.setViewportSize(desktop);
  await org.getByRole('button', { name: 'Start now' }).click();
  await org.getByRole('button', { name: 'Yes, start' }).click();
  await expect(org.getByTestId('tournament')).toHaveAttribute('data-status', 'running');

  // Started an hour early: the page and the list say when it started, not the planned time.
  const started = await historyTime(org, 'The tournament started.');
  await expect(org.getByTestId('tournament-times')).toContainText(`Started ${started}`);
  await expect(org.getByTestId('tournament-times')).not.toContainText('starts');
  await org.goto('/tournaments');
  const card = org.getByTestId('tournaments-running').getByRole('link', { name: new RegExp(name) });
  await expect(card.getByTestId('tournament-start')).toHaveText(`started ${started}`);
  await org.goto(path);

  // A correction decides a result for good: it asks first, and "No" changes nothing. A
  // player's withdrawal mid-event asks too.
  const correct = org.getByTestId('organiser-panel');
  const target = correct.getByLabel('Game or match to correct');
  // A game still being played may be corrected (a no-show's forfeit): the choices say which
  // are, and a sentence says why they are offered.
  await expect(correct.getByTestId('correction-in-play')).toHaveText(
    'A game still being played can be corrected too: a forfeit for a player who has not turned up ends it at once.',
  );
  await expect(target.locator(`optgroup[label*="${players[0]!.name}"] option`)).toHaveText([
    'the whole match (undecided)',
    'game 1 (still being played)',
  ]);
  await target.selectOption({ index: 1 });
  // A void says what it means for the match, and for a game of it.
  await correct.getByLabel('Correction', { exact: true }).selectOption('void');
  await expect(correct.getByTestId('void-meaning')).toHaveText(
    'A voided match counts for neither player: no point, no spread, and none of its games is played again.',
  );
  await target.selectOption({ index: 2 });
  await expect(correct.getByTestId('void-meaning')).toHaveText(
    'A voided game counts for neither player: the match plays another game in its place.',
  );
  await target.selectOption({ index: 1 });
  await correct.getByLabel('Correction', { exact: true }).selectOption('forfeit-win');
  await expect(correct.getByTestId('void-meaning')).toHaveCount(0);
  await correct.getByLabel('Player the correction is for').selectOption({ index: 1 });
  await correct.getByLabel('Reason for the correction').fill('no show');
  await correct.getByRole('button', { name: 'Correct result' }).click();
  const asked = correct.getByRole('group', { name: /^Give .+ a forfeit win on .+\?/ });
  await expect(asked).toContainText('A game still running ends now');
  await asked.getByRole('button', { name: 'No, go back' }).click();
  await expect(asked).toBeHidden();
  const entry = players[0]!.page;
  await entry.goto(path);
  await entry.getByTestId('your-entry').getByRole('button', { name: 'Withdraw' }).click();
  const leave = entry.getByRole('group', { name: /^Withdraw from the tournament\?/ });
  await expect(leave).toContainText('Your unfinished game is forfeited');
  await leave.getByRole('button', { name: 'No, stay in' }).click();
  await expect(leave).toBeHidden();
  await expect(org.getByTestId('history')).not.toContainText('was given as');
  await expect(org.getByTestId('history')).not.toContainText('withdrew');

  // Round 1 is paired at the start; round 2 by itself once round 1's last game ends.
  for (const round of [1, 2]) {
    for (const { page } of players) {
      await page.goto(path);
      await playRound(page, path, round);
    }
  }

  // Everyone sees the end without reloading: the winner and the final standings.
  for (const page of [org, ...players.map((p) => p.page)]) {
    await expect(page.getByTestId('tournament')).toHaveAttribute('data-status', 'finished');
    await expect(page.getByTestId('tournament-winner')).toContainText('Winner:');
    const standings = page.getByTestId('standings');
    await expect(standings.locator('caption')).toHaveText('Final standings');
    await expect(standings.locator('tbody tr')).toHaveCount(4);
    // Over, it counts everyone who was entered (not places left, nor only those still in).
    await expect(page.getByRole('heading', { name: 'Players (4)', exact: true })).toBeVisible();
    await expect(standings.locator('tbody tr').first()).toContainText('winner');
    // What ranks them, in the engine's order, and what a bye and a forfeit are worth.
    await expect(page.getByTestId('tie-breaks')).toHaveText(
      'Ranked by wins (a draw counts ½), then spread, then Buchholz (the sum of the opponents’ wins), then seed. A bye counts as a win with +50 spread. A forfeit the organiser gives, or the game of a player who withdrew or was removed, counts +50 to the winner and −50 to the loser; a game lost without a move counts its score.',
    );
    await expect(page.getByTestId('tournament-times')).toContainText(`Started ${started}`);
  }
  for (const { page } of players)
    await expect(page.getByTestId('your-entry-status')).toHaveText(
      'You played in this tournament.',
    );
  // Two rounds of two games: four wins in all, as the standings count them.
  const wins = await org.getByTestId('standings').locator('td[data-col="wins"]').allTextContents();
  expect(wins.map((w) => Number(w.replace('½', '.5')))).toHaveLength(4);
  expect(wins.reduce((sum, w) => sum + Number(w.replace('½', '.5')), 0)).toBe(4);

  // The organiser takes the final standings and every result away as CSV files.
  const downloads = org.getByRole('group', { name: 'Download as CSV:' });
  const csvLines = async (button: string) => {
    const downloading = org.waitForEvent('download');
    await downloads.getByRole('button', { name: button, exact: true }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^swiss-.+-(standings|pairings)\.csv$/);
    const body = await readFile(await file.path(), 'utf8');
    // A byte-order mark first, so a spreadsheet reads the names as UTF-8.
    expect(body.startsWith('\uFEFF')).toBe(true);
    return body.slice(1).trimEnd().split('\r\n');
  };
  const standingsLines = await csvLines('Standings');
  expect(standingsLines[0]).toBe('Rank,Player,Wins,Losses,Spread,Buchholz,Still in');
  expect(standingsLines).toHaveLength(5);
  const winner = ((await org.getByTestId('tournament-winner').textContent()) ?? '').replace(
    'Winner: ',
    '',
  );
  expect(standingsLines[1]).toMatch(new RegExp(`^1,${winner},`));
  const csvWins = standingsLines.slice(1).map((line) => Number(line.split(',')[2]));
  expect(csvWins.reduce((sum, w) => sum + w, 0)).toBe(4);
  const pairingLines = await csvLines('Pairings and results');
  expect(pairingLines[0]).toBe('Round,Bracket,Player A,Player B,Points A,Points B,Spread A,Result');
  // Two rounds of two matches, each decided; the one forfeited says so.
  expect(pairingLines.slice(1).map((line) => line.split(',')[0])).toEqual(['1', '1', '2', '2']);
  for (const line of pairingLines.slice(1)) expect(line).toMatch(/ won( \(forfeit\))?$/);
  expect(pairingLines.some((line) => line.endsWith(' won (forfeit)'))).toBe(true);
  const history = org.getByTestId('history');
  await expect(history).toContainText('Round 2');
  // Results name their players (display names, as the boards do), and so does who acted.
  await expect(history).not.toContainText('A game ended');
  await expect(history).toContainText(`${players[0]!.name} forfeited the game against `);
  await expect(history.locator('li').filter({ hasText: 'Tournament created' })).toContainText(
    `— ${organiser.name}`,
  );
  await expect(history).not.toContainText(`— ${organiser.username}`);
  await expectNoSeriousViolations(players[0]!.page, 'a finished Swiss (a player’s own rows)');

  // The page reads on a phone: nothing wider than the screen but the tables' own scroll.
  await org.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => org.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  // The standings fit their box: every tie-break column in view, no scrolling hidden in it.
  await expect
    .poll(() =>
      org.getByTestId('standings').evaluate((table) => {
        const box = table.parentElement!;
        return box.scrollWidth - box.clientWidth;
      }),
    )
    .toBeLessThanOrEqual(0);
  await org.screenshot({ path: 'test-results/tournament-phone.png', fullPage: true });

  // Finished, it is listed as such.
  await org.goto('/tournaments');
  await expect(org.getByTestId('tournaments-finished')).toContainText(name);
  await expect(
    org
      .getByTestId('tournaments-finished')
      .getByRole('link', { name: new RegExp(name) })
      .getByTestId('tournament-start'),
  ).toHaveText(`started ${started}`);
  await expectNoSeriousViolations(org, 'the tournament list');
});
