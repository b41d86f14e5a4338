import { expect, test } from '@playwright/test';
import { playerContext, uniqueName } from './helpers';
import { addBot, createTournament, resignGame } from './tournament-helpers';
import { insertTournamentFinishedDaysAgo } from './tournaments-db';
import { expectNoSeriousViolations } from './axe';

test('single elimination: the organiser removes a player mid-event, their game is forfeited and the bracket goes on to a winner', async ({
  browser,
}) => {
  const organiser = await playerContext(browser, uniqueName('org'));
  const danName = uniqueName('dan');
  const dan = await playerContext(browser, danName);
  const org = organiser.page;
  const path = await createTournament(org, {
    name: `Knockout ${uniqueName('t')}`,
    format: 'single-elimination',
    capacity: 4,
  });

  // Until the start the organiser may edit the settings.
  const panel = org.getByTestId('organiser-panel');
  await panel.getByText('Edit settings').click();
  const edit = panel.getByRole('form', { name: 'Save settings' });
  await edit.getByLabel('Description').fill('Four players, one winner.');
  await edit.getByRole('button', { name: 'Save settings' }).click();
  await expect(org.getByRole('main')).toContainText('Four players, one winner.');
  await expect(org.getByRole('main')).toContainText('Single elimination');
  // The history names the one setting changed (the form sends them all).
  await expect(org.getByRole('main')).toContainText('Settings changed: description.');

  // The organiser enters Dan by username (a field with a visible label, not a placeholder
  // alone) and three bots, and starts.
  await panel.getByText('Username to add', { exact: true }).click();
  await expect(panel.getByLabel('Username to add')).toBeFocused();
  await panel.getByLabel('Username to add').fill(danName);
  await panel.getByRole('button', { name: 'Add player' }).click();
  await expect(org.getByTestId('entrants')).toContainText(danName);
  for (let i = 0; i < 3; i++) await addBot(org, 'greedy');
  // Asked once more: "Not yet" leaves it open for registration.
  await panel.getByRole('button', { name: 'Start now' }).click();
  await expect(panel.getByRole('group', { name: 'Confirm the start' })).toContainText(
    'Start with 4 players? Registration closes and round 1 is paired at once.',
  );
  await panel.getByRole('button', { name: 'Not yet' }).click();
  await expect(panel.getByRole('group', { name: 'Confirm the start' })).toBeHidden();
  await expect(org.getByTestId('tournament')).toHaveAttribute('data-status', 'registration');
  await panel.getByRole('button', { name: 'Start now' }).click();
  await panel.getByRole('button', { name: 'Yes, start' }).click();
  await expect(org.getByTestId('tournament')).toHaveAttribute('data-status', 'running');

  // Dan's lobby marks his game as a tournament game, linked to the tournament.
  await dan.page.goto('/lobby');
  await expect(dan.page.getByText('Your tournament game')).toBeVisible();
  await expect(dan.page.locator('a[data-testid^="tournament-of-"]')).toHaveAttribute('href', path);

  // His first-round game is running in the bracket.
  const danMatch = org
    .getByTestId('bracket')
    .locator('div[data-testid^="bracket-match-"]')
    .filter({ hasText: danName });
  await expect(danMatch.locator('a[data-status="running"]')).toHaveCount(1);
  const gameHref = await danMatch.locator('a[data-testid^="game-link-"]').getAttribute('href');
  // Before his first move, resigning or leaving is said to be a tournament forfeit (a
  // tournament game is never aborted), and that forfeits get a player removed (the default
  // limit, 2); he thinks better of both.
  await dan.page.goto(gameHref?.replace(/\/replay$/, '') ?? '/');
  await dan.page.getByRole('button', { name: 'RESIGN' }).click();
  const resigning = dan.page.getByRole('group', { name: 'Confirm resignation' });
  // Its question describes the group: a screen reader reads it with the group's name.
  await expect(resigning).toHaveAccessibleDescription(/^Resign this game\?/);
  await expect(resigning).toContainText(
    'as you have not moved yet, as a forfeit in the tournament.',
  );
  await expect(resigning).toContainText(
    'This tournament removes a player after 2 forfeits; you have none so far.',
  );
  await dan.page.getByRole('button', { name: 'KEEP PLAYING' }).click();
  await dan.page.getByRole('button', { name: 'Leave game' }).click();
  const leaving = dan.page.getByRole('group', { name: 'Leave game' });
  await expect(leaving).toContainText('A tournament game is not aborted');
  await expect(leaving).toContainText(
    'This tournament removes a player after 2 forfeits; you have none so far.',
  );
  await expect(leaving.getByRole('button', { name: 'Forfeit and leave' })).toBeVisible();
  // A forfeit is a loss: the safe answer has focus, so Enter twice does not forfeit.
  await expect(leaving.getByRole('button', { name: 'Stay' })).toBeFocused();
  await leaving.getByRole('button', { name: 'Stay' }).click();
  await expect(leaving).toBeHidden();

  const danEntrant = org.getByTestId('entrants').locator('tr').filter({ hasText: danName });
  const danId = (await danEntrant.getAttribute('data-testid'))?.replace('entrant-', '') ?? '';

  // Removed mid-event: his unfinished game is forfeited, his opponent goes through.
  await panel.getByLabel('Player to remove').selectOption({ label: danName });
  await panel.getByLabel('Reason for removing').fill('Left the event');
  // It cannot be undone, so it asks first: "No" changes nothing.
  await panel.getByRole('button', { name: 'Remove player' }).click();
  const confirm = panel.getByRole('group', { name: new RegExp(`^Remove ${danName}\\?`) });
  await expect(confirm).toContainText('Their unfinished game is forfeited');
  await confirm.getByRole('button', { name: 'No, keep them' }).click();
  await expect(confirm).toBeHidden();
  await expect(danEntrant).toHaveAttribute('data-status', 'active');
  await panel.getByRole('button', { name: 'Remove player' }).click();
  await confirm.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(danEntrant).toHaveAttribute('data-status', 'removed');
  await expect(danMatch).toContainText('forfeit');
  await expect(danMatch.locator('a[data-status="finished"]')).toHaveCount(1);
  await expect(danMatch).not.toHaveAttribute('data-winner', danId);
  await expect(danMatch).not.toHaveAttribute('data-winner', '');
  await expect(org.getByTestId('history')).toContainText('Left the event');

  // Dan sees his game over, and no tournament game left to play.
  await dan.page.goto(gameHref?.replace(/\/replay$/, '') ?? '/');
  await expect(dan.page.getByTestId('game-status')).toContainText('Game over');
  await dan.page.goto(path);
  await expect(dan.page.getByTestId('tournament')).toBeVisible();
  await expect(dan.page.getByTestId('your-tournament-game')).toHaveCount(0);
  // His entry says he was removed, and why (not "You are entered.").
  await expect(dan.page.getByTestId('your-entry-status')).toHaveText(
    'You were removed: Left the event',
  );

  // The bracket goes on by itself to the final and a winner who is not Dan.
  await expect(org.getByTestId('tournament')).toHaveAttribute('data-status', 'finished');
  await expect(org.getByTestId('tournament-winner')).toContainText('Winner:');
  await expect(org.getByTestId('tournament-winner')).not.toContainText(danName);
  const final = org.getByTestId('bracket').getByRole('region', { name: 'Final', exact: true });
  await expect(final.locator('div[data-testid^="bracket-match-"]')).toHaveCount(1);
  await expect(final.locator('a[data-status="finished"]').first()).toBeVisible();
  // Later rounds never pair him again.
  await expect(final).not.toContainText(danName);
  await expectNoSeriousViolations(org, 'a finished single-elimination bracket');
});

test('single elimination: after the final, the organiser corrects its result and the champion changes; a week on, the results are final', async ({
  browser,
}) => {
  const orgName = uniqueName('org');
  const organiser = await playerContext(browser, orgName);
  const danName = uniqueName('dan');
  const dan = await playerContext(browser, danName);
  const org = organiser.page;
  const path = await createTournament(org, {
    name: `Final ${uniqueName('t')}`,
    format: 'single-elimination',
    capacity: 2,
  });
  const panel = org.getByTestId('organiser-panel');
  await panel.getByLabel('Username to add').fill(danName);
  await panel.getByRole('button', { name: 'Add player' }).click();
  await expect(org.getByTestId('entrants')).toContainText(danName);
  await addBot(org, 'greedy');
  await panel.getByRole('button', { name: 'Start now' }).click();
  await panel.getByRole('button', { name: 'Yes, start' }).click();
  await expect(org.getByTestId('tournament')).toHaveAttribute('data-status', 'running');

  // Two players: round 1 is the final. Dan resigns it, and the bot is champion.
  await dan.page.goto(path);
  await dan.page.getByTestId('your-tournament-game').click();
  await dan.page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  const gamePath = new URL(dan.page.url()).pathname;
  await resignGame(dan.page);
  await dan.page.goto(path);
  for (const page of [org, dan.page]) {
    await expect(page.getByTestId('tournament')).toHaveAttribute('data-status', 'finished');
    await expect(page.getByTestId('tournament-winner')).toHaveText('Winner: Greedy bot');
    // Everyone reads how long the result may still change.
    await expect(page.getByTestId('tournament-corrections')).toContainText(
      'The organiser may correct a disputed result until',
    );
    await expect(page.getByTestId('tournament-corrections')).toContainText(
      '(7 days after the last round): the standings may still change.',
    );
  }
  // The finished list names the champion on its card.
  const list = await dan.context.newPage();
  await list.goto('/tournaments');
  const card = list
    .getByTestId('tournaments-finished')
    .getByTestId(`tournament-card-${path.split('/').pop()}`);
  await expect(card.getByTestId('tournament-winner')).toHaveText('Winner: Greedy bot');

  // Only the organiser may correct it.
  await expect(dan.page.getByTestId('organiser-panel')).toHaveCount(0);
  await expect(dan.page.getByText('Correct a result')).toHaveCount(0);

  // Over, the organiser's panel keeps only the correction, with its window said.
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(['Correct a result']);
  await expect(panel.getByRole('button', { name: 'Start now' })).toHaveCount(0);
  await expect(panel.getByText('Cancel the tournament')).toHaveCount(0);
  await expect(panel.getByTestId('corrections-window')).toContainText(
    '(7 days after the last round). The final standings and the winner are worked out again; no game is replayed.',
  );
  const danEntrant = org.getByTestId('entrants').locator('tr').filter({ hasText: danName });
  const danId = (await danEntrant.getAttribute('data-testid'))?.replace('entrant-', '') ?? '';
  const final = org.getByTestId('bracket').locator('div[data-testid^="bracket-match-"]');
  await expect(final).toHaveCount(1);
  await expect(final).not.toHaveAttribute('data-winner', danId);

  // Over, its games' clocks wait for nobody: the note goes.
  await expect(org.getByTestId('tournament-clock-note')).toHaveCount(0);

  // Every game is over: nothing is said of games still being played.
  await expect(panel.getByTestId('correction-in-play')).toHaveCount(0);

  // A void is no answer here, and the form says why before the server would.
  await panel.getByLabel('Game or match to correct').selectOption({ label: 'the whole match' });
  await panel.getByLabel('Correction', { exact: true }).selectOption({ label: 'Void' });
  await expect(panel.getByTestId('void-meaning')).toHaveText(
    'An elimination match needs a winner: it cannot be voided. Give a forfeit.',
  );
  await panel.getByLabel('Game or match to correct').selectOption({ label: 'game 1 (finished)' });
  await expect(panel.getByTestId('void-meaning')).toHaveText(
    'A voided game does not count, and a finished tournament plays no game again: only a game its match is decided without can be voided (otherwise give a forfeit).',
  );

  // The final's result, given to Dan: asked first, and "No" changes nothing.
  await panel.getByLabel('Game or match to correct').selectOption({ label: 'the whole match' });
  await panel.getByLabel('Correction', { exact: true }).selectOption({ label: 'Forfeit win for' });
  await panel.getByLabel('Player the correction is for').selectOption({ label: danName });
  await panel.getByLabel('Reason for the correction').fill('The bot played on a stale word list');
  await panel.getByRole('button', { name: 'Correct result' }).click();
  const asked = panel.getByRole('group', {
    name: new RegExp(`^Give ${danName} a forfeit win on the whole match of `),
  });
  await expect(asked).toContainText('The final standings and the winner are worked out again.');
  await asked.getByRole('button', { name: 'No, go back' }).click();
  await expect(asked).toBeHidden();
  await expect(org.getByTestId('tournament-winner')).toHaveText('Winner: Greedy bot');
  await panel.getByRole('button', { name: 'Correct result' }).click();
  await asked.getByRole('button', { name: 'Yes, correct it' }).click();

  // The champion changes, for the organiser and, without reloading, for Dan; still finished.
  for (const page of [org, dan.page]) {
    await expect(page.getByTestId('tournament-winner')).toHaveText(`Winner: ${danName}`);
    await expect(page.getByTestId('tournament')).toHaveAttribute('data-status', 'finished');
    const standings = page.getByTestId('standings');
    await expect(standings.locator('tbody tr').first()).toContainText(danName);
    await expect(standings.locator('tbody tr').first()).toContainText('winner');
    const history = page.getByTestId('history');
    await expect(history).toContainText(
      `was given as a forfeit win for ${danName}: The bot played on a stale word list`,
    );
    await expect(history).toContainText(
      `Final standings revised after the correction. The winner is now ${danName} (was Greedy bot).`,
    );
  }
  // Dan learns of it on the page he has open, without reading the history; the organiser,
  // who did not play, has no such notice.
  const yours = dan.page.getByTestId('your-corrections');
  await expect(yours.getByRole('heading')).toHaveText('The organiser corrected a result of yours');
  await expect(yours.getByRole('listitem')).toHaveText([
    /^Round \d, your match against Greedy bot counts as a forfeit win for you: The bot played on a stale word list$/,
  ]);
  // Made while his page was open, it is also said on its own.
  await expect(dan.page.getByTestId('your-corrections-news')).toHaveText(
    /^The organiser corrected a result of yours\. Round \d, your match against Greedy bot counts as a forfeit win for you: The bot played on a stale word list\.$/,
  );
  await expect(org.getByTestId('your-corrections')).toHaveCount(0);
  await expect(final).toHaveAttribute('data-winner', danId);
  await expect(final).toContainText('forfeit');
  await list.reload();
  await expect(card.getByTestId('tournament-winner')).toHaveText(`Winner: ${danName}`);
  // The game keeps the result it ended with; its page says how the tournament counts it.
  await list.goto(gamePath);
  await expect(list.getByTestId('game-tournament-correction')).toHaveText(
    `Result corrected by the organiser: the tournament counts this game’s match as a forfeit win for ${danName}. Reason: The bot played on a stale word list`,
  );
  // Dan's profile names him the knockout's winner.
  await list.goto(`/u/${danName}`);
  await expect(
    list.getByTestId('profile-tournaments').locator('li').first().getByTestId('tournament-placing'),
  ).toHaveText('Winner');
  await expect(list.getByTestId('profile-tournaments').locator('li').first()).toContainText(
    '· 1 result corrected by the organiser',
  );
  await expectNoSeriousViolations(org, 'a finished bracket with its correction form');

  // On a phone the panel and its window sentence fit the screen.
  await org.setViewportSize({ width: 390, height: 844 });
  await expect(panel.getByTestId('corrections-window')).toBeVisible();
  await expect
    .poll(() => org.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await org.setViewportSize({ width: 1280, height: 800 });

  // A tournament that finished eight days ago: its results are final, nothing to correct.
  const old = await insertTournamentFinishedDaysAgo(orgName, `Old ${uniqueName('t')}`, 8);
  await org.goto(`/tournaments/${old}`);
  await expect(org.getByTestId('tournament')).toHaveAttribute('data-status', 'finished');
  await expect(org.getByTestId('tournament-winner')).toHaveText('Winner: Greedy bot');
  await expect(org.getByTestId('tournament-corrections')).toContainText(
    'The results are final: they could be corrected until',
  );
  await expect(org.getByTestId('tournament-corrections')).toContainText(
    ', 7 days after the last round.',
  );
  await expect(org.getByTestId('organiser-panel')).toHaveCount(0);
  await expect(org.getByText('Correct a result')).toHaveCount(0);
});
