import { expect, test } from '@playwright/test';
import { playerContext, uniqueName } from './helpers';
import { addBot, createTournament } from './tournament-helpers';
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

  // The organiser enters Dan by username and three bots, and starts.
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
