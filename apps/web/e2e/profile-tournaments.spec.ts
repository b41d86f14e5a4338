import { expect, test } from '@playwright/test';
import { playerContext, uniqueName } from './helpers';
import { expectNoSeriousViolations } from './axe';
import { addBot, createTournament, resignGame } from './tournament-helpers';

test('a profile lists the tournaments the player took part in, and links to each', async ({
  browser,
}) => {
  const username = uniqueName('pia');
  const pia = await playerContext(browser, username);
  const page = pia.page;

  // One she plays against a bot and loses (she resigns her one game): 2nd of 2.
  const played = `Pia plays ${uniqueName('t')}`;
  const playedPath = await createTournament(page, {
    name: played,
    format: 'swiss',
    rounds: 1,
    capacity: 4,
  });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('your-entry-status')).toHaveText('You are entered.');
  await addBot(page, 'greedy');
  await page.getByRole('button', { name: 'Start now' }).click();
  await page.getByRole('button', { name: 'Yes, start' }).click();
  await page.getByTestId('your-tournament-game').click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await resignGame(page);
  await page.goto(playedPath);
  await expect(page.getByTestId('tournament')).toHaveAttribute('data-status', 'finished');

  // One she registers for and withdraws from before the start: not hers to show.
  const left = `Pia left ${uniqueName('t')}`;
  await createTournament(page, { name: left, format: 'swiss', rounds: 1, capacity: 4 });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByTestId('your-entry-status')).toHaveText('You are entered.');
  await page.getByTestId('your-entry').getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByTestId('your-entry-status')).toHaveText('You withdrew.');

  // Anyone, signed in or not, on a desktop or a phone, sees it on her profile.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 800 },
  ]) {
    const visitor = await browser.newContext({ viewport });
    const profile = await visitor.newPage();
    await profile.goto(`/u/${username}`);
    const section = profile.getByRole('region', { name: 'Tournaments' });
    await expect(section).toBeVisible();
    const rows = section.getByTestId('profile-tournaments').locator('li');
    await expect(rows).toHaveCount(1);
    await expect(section).not.toContainText(left);
    const row = rows.first();
    await expect(row.getByTestId('tournament-placing')).toHaveText('2nd of 2');
    await expect(row).toContainText('Swiss · started');
    // The whole row fits the screen: nothing runs off its edge.
    const box = await row.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousViolations(profile, `a profile's tournaments, ${viewport.width} px wide`);
    await row.getByRole('link', { name: played }).click();
    await profile.waitForURL(`**${playedPath}`);
    await expect(profile.getByRole('heading', { level: 1 })).toHaveText(played);
    await visitor.close();
  }
});
