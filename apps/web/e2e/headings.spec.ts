import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueName } from './helpers';

/**
 * The page's shown headings (visually hidden ones too, as a screen reader lists them)
 * where one goes more than a level deeper than the one before: "h2 Solo → h4 Notes".
 */
async function outlineJumps(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const headings = [...document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')].filter(
      (h) => h.checkVisibility() && !h.closest('[aria-hidden="true"]'),
    );
    const jumps: string[] = [];
    let previous = 0;
    for (const h of headings) {
      const level = Number(h.tagName[1]);
      if (level > previous + 1) jumps.push(`h${previous} → h${level} ${h.textContent ?? ''}`);
      previous = level;
    }
    return jumps;
  });
}

test('the lobby’s outline is in order: its chat is a section like the others, an h2', async ({
  page,
}) => {
  await signUp(page, uniqueName('outline'));
  await page.goto('/lobby');
  await expect(page.getByRole('heading', { level: 2, name: 'Lobby chat' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Play a bot' })).toBeVisible();
  expect(await outlineJumps(page)).toEqual([]);
});

test('a game’s outline is in order: its chat rooms are h3s under the "Chat" h2', async ({
  page,
}) => {
  await signUp(page, uniqueName('outline'));
  await page
    .getByRole('region', { name: 'Play a bot' })
    .getByRole('button', { name: 'Play the bot' })
    .click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 3, name: "Players' chat" })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Chat' })).toBeAttached();
  expect(await outlineJumps(page)).toEqual([]);
});
