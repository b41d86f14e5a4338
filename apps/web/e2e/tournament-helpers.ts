import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PASSWORD } from './helpers';

/**
 * A browser context with a player signed up under a display name unlike their username
 * ("The <username>"): the pages must name people by display name.
 */
export async function namedPlayerContext(
  browser: Browser,
  username: string,
): Promise<{ context: BrowserContext; page: Page; username: string; name: string }> {
  const name = `The ${username}`;
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/signup');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel(/Display name/).fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await page.waitForURL('**/lobby');
  return { context, page, username, name };
}

/** The time of the history's line saying `text` ("3 Dec 2026, 07:49 UTC"). */
export async function historyTime(page: Page, text: string): Promise<string> {
  const line = page.getByTestId('history').locator('li').filter({ hasText: text });
  await expect(line).toHaveCount(1);
  return (await line.locator('time').textContent()) ?? '';
}

/** Creates a tournament through /tournaments/new (registration open now, start in an hour). */
export async function createTournament(
  page: Page,
  settings: {
    name: string;
    format: string;
    rounds?: number;
    capacity: number;
    forfeitLimit?: number;
  },
): Promise<string> {
  await page
    .getByRole('navigation', { name: 'Site' })
    .getByRole('link', { name: 'Tournaments' })
    .click();
  await page.waitForURL('**/tournaments');
  await page.getByRole('link', { name: 'Create tournament' }).click();
  const form = page.getByRole('form', { name: 'Create tournament' });
  await form.getByLabel('Name').fill(settings.name);
  await form.getByLabel('Format').selectOption(settings.format);
  if (settings.rounds) await form.getByLabel('Rounds').fill(String(settings.rounds));
  await form.getByLabel('Most players').fill(String(settings.capacity));
  if (settings.forfeitLimit !== undefined)
    await form.getByLabel(/^Forfeits before/).fill(String(settings.forfeitLimit));
  await form.getByRole('button', { name: 'Create tournament' }).click();
  await page.waitForURL(/\/tournaments\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(settings.name);
  return new URL(page.url()).pathname;
}

/** The organiser enters a bot of `level` and sees it among the players. */
export async function addBot(page: Page, level: string): Promise<void> {
  const panel = page.getByTestId('organiser-panel');
  const before = await page
    .getByTestId('entrants')
    .locator('tbody tr')
    .count()
    .catch(() => 0);
  await panel.getByLabel('Bot level').selectOption(level);
  await panel.getByRole('button', { name: 'Add bot' }).click();
  await expect(page.getByTestId('entrants').locator('tbody tr')).toHaveCount(before + 1);
}

/** The viewer's match in round `round` of a Swiss or round robin, once paired. */
export async function myMatch(page: Page, round: number) {
  await page.getByRole('button', { name: `Round ${round}`, exact: true }).click();
  const section = page.getByTestId(`round-${round}`);
  await expect(section).toBeVisible();
  return section.locator('li[data-testid^="match-"]').filter({ hasText: '(you)' });
}

/** Resigns the game from its page (a legal end at any time, R24) and waits for the end. */
export async function resignGame(page: Page): Promise<void> {
  await expect(page.getByTestId('game-status')).toBeVisible();
  await page.getByRole('button', { name: 'RESIGN' }).click();
  await page.getByRole('button', { name: 'YES, RESIGN' }).click();
  await expect(page.getByTestId('game-status')).toContainText('Game over');
}
