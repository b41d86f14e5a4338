import { expect, test, type Page } from '@playwright/test';
import { playerContext, signUp, uniqueName } from './helpers';
import { addBot, createTournament } from './tournament-helpers';
import { insertOldFinishedTournaments } from './tournaments-db';

test('the finished tournaments list pages back to the oldest', async ({ page }) => {
  const organiser = uniqueName('archivist');
  await signUp(page, organiser);
  // One more than a page (20), all older than any other test's tournaments.
  const names = Array.from({ length: 21 }, (_, i) => `${organiser} archive ${i + 1}`);
  await insertOldFinishedTournaments(organiser, names);

  await page.goto('/tournaments');
  const finished = page.getByTestId('tournaments-finished');
  const pages = page.getByRole('navigation', { name: 'Finished pages' });
  // Latest first: the oldest (archive 1) is on the last page, never on the first.
  await expect(finished.getByText(names[0]!, { exact: true })).toHaveCount(0);
  const next = pages.getByRole('link', { name: 'Next →' });
  let last = 1;
  while ((await next.count()) > 0) {
    await next.click();
    last += 1;
    await expect(pages).toContainText(`Page ${last}`);
  }
  await expect(finished.getByText(names[0]!, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/[?&]finished=\d+/);
  await pages.getByRole('link', { name: '← Previous' }).click();
  await expect(pages).toContainText(`Page ${last - 1}`);
  await expect(finished.getByText(names[0]!, { exact: true })).toHaveCount(0);
});

test('a card counts the places taken before the start, then everyone who took part, whoever left since', async ({
  browser,
}) => {
  const orgName = uniqueName('counter');
  const organiser = await playerContext(browser, orgName);
  const ann = await playerContext(browser, uniqueName('ann'));
  const org = organiser.page;
  const name = `Counted ${uniqueName('t')}`;
  const path = await createTournament(org, {
    name,
    format: 'swiss',
    rounds: 3,
    capacity: 16,
    forfeitLimit: 0,
  });
  const card = (page: Page) =>
    page.locator(`a[data-testid="tournament-card-${path.split('/').pop()}"]`).first();

  // The organiser plays too, with three bots; Ann registers and withdraws before the start.
  await org.getByRole('button', { name: 'Register' }).click();
  await expect(org.getByTestId('your-entry-status')).toHaveText('You are entered.');
  for (let i = 0; i < 3; i++) await addBot(org, 'greedy');
  await ann.page.goto(path);
  await ann.page.getByRole('button', { name: 'Register' }).click();
  await expect(ann.page.getByTestId('your-entry-status')).toHaveText('You are entered.');
  await ann.page.getByTestId('your-entry').getByRole('button', { name: 'Withdraw' }).click();
  await expect(ann.page.getByTestId('your-entry-status')).toHaveText('You withdrew.');

  // Before the start: the places taken, of the places there are.
  await org.goto('/tournaments');
  await expect(card(org).getByTestId('tournament-players')).toHaveText('4 of 16 players');
  await org.goto(path);
  await expect(org.getByRole('heading', { name: 'Players (4 of 16)', exact: true })).toBeVisible();

  // Started, the organiser withdraws during round 1 (their game is forfeited): three are
  // still in, four took part. Ann, who left before the start, did not.
  await org.getByRole('button', { name: 'Start now' }).click();
  await org.getByRole('button', { name: 'Yes, start' }).click();
  await expect(org.getByTestId('tournament')).toHaveAttribute('data-status', 'running');

  // An organiser who plays may only concede their own match: no void, no forfeit win for
  // themselves (the server refuses those too).
  const panel = org.getByTestId('organiser-panel');
  const own = panel
    .getByLabel('Game or match to correct')
    .locator(`optgroup[label*="${orgName}"] option`)
    .first();
  await panel
    .getByLabel('Game or match to correct')
    .selectOption((await own.getAttribute('value')) ?? '');
  await expect(panel.getByTestId('own-match')).toContainText(
    'You play in this match: you may only concede it — a forfeit win for',
  );
  await expect(panel.getByLabel('Correction', { exact: true }).locator('option')).toHaveText([
    'Forfeit win for',
    'Forfeit loss for',
  ]);
  const whose = panel.getByLabel('Player the correction is for').locator('option');
  await expect(whose).toHaveText(['Choose…', /bot/i]);
  await panel.getByLabel('Correction', { exact: true }).selectOption('forfeit-loss');
  await expect(whose).toHaveText(['Choose…', orgName]);
  await org.getByTestId('your-entry').getByRole('button', { name: 'Withdraw' }).click();
  await org.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(org.getByTestId('your-entry-status')).toHaveText('You withdrew.');
  await expect(org.getByRole('heading', { name: 'Players (4)', exact: true })).toBeVisible();

  // The list says the same, whether it is still running or the bots have finished it.
  await org.goto('/tournaments');
  await expect(card(org)).toBeVisible();
  await expect(card(org).getByTestId('tournament-status')).not.toHaveText('Registration open');
  await expect(card(org).getByTestId('tournament-players')).toHaveText('4 players');
});
