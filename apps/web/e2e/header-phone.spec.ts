import { expect, test } from '@playwright/test';
import { signUp, uniqueName } from './helpers';

test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

// A phone's top bar keeps to one line (it wrapped, and the player's name was hidden): the
// profile and signing out are in the ⋯ menu.
test('on a phone the top bar is one line; the menu holds the profile and sign out', async ({
  page,
}) => {
  const name = uniqueName('phonebar');
  await signUp(page, name);
  const bar = page.getByRole('navigation', { name: 'Site' });
  const links = ['WordRise', 'Lobby', 'Tournaments', 'Leaderboard'];
  const tops = await Promise.all(
    links.map(
      async (text) => (await bar.getByRole('link', { name: text, exact: true }).boundingBox())!.y,
    ),
  );
  const menu = bar.getByLabel('More account options');
  const menuTop = (await menu.boundingBox())!.y;
  for (const top of [...tops, menuTop]) expect(Math.abs(top - tops[0]!)).toBeLessThan(12);
  await expect(bar.getByRole('button', { name: 'Sign out', exact: true })).toBeHidden();

  await menu.click();
  await expect(bar.getByRole('link', { name })).toBeVisible();
  await bar.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(bar.getByRole('link', { name: 'Sign in' })).toBeVisible();
});

// The scoreboard's seats sit side by side on a phone: a long name cut off the rating after it.
test('on a phone a long name leaves the rating in view, on the seat’s second line', async ({
  page,
}) => {
  await signUp(page, uniqueName('averyverylongplayername'));
  await page
    .getByRole('region', { name: 'Play a bot' })
    .getByRole('button', { name: 'Play the bot' })
    .click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  const seat = page.getByTestId('seat-0');
  const rating = seat.getByText('rating 1500?, provisional', { exact: true });
  await expect(rating).toBeVisible();
  const box = (await rating.boundingBox())!;
  const seatBox = (await seat.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(seatBox.x + seatBox.width);
  // The wide layout's copy (after the name) is not shown here.
  await expect(page.getByTestId('rating-0')).toBeHidden();
});

// Signed out, the bar keeps to one line on a phone too (Sign up had wrapped alone onto a
// second line): the sections are in its menu, signing in and up stay in the bar.
test('signed out, on a phone the top bar is one line; its menu holds the sections', async ({
  page,
}) => {
  const bar = page.getByRole('navigation', { name: 'Site' });
  const signIn = bar.getByRole('link', { name: 'Sign in', exact: true });
  const signUp = bar.getByRole('link', { name: 'Sign up', exact: true });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/leaderboard');
    const parts = [bar.getByRole('link', { name: 'WordRise' }), signIn, signUp];
    const boxes = await Promise.all(parts.map(async (part) => (await part.boundingBox())!));
    const onOneLine = (box: { x: number; y: number; width: number }) => {
      expect(Math.abs(box.y - boxes[0]!.y), `one line at ${width} px`).toBeLessThan(12);
      expect(box.x + box.width, `inside the screen at ${width} px`).toBeLessThanOrEqual(width);
    };
    boxes.forEach(onOneLine);
    onOneLine((await bar.getByText('Menu', { exact: true }).boundingBox())!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  await expect(bar.getByRole('link', { name: 'Tournaments' })).toBeHidden();
  await bar.getByText('Menu', { exact: true }).click();
  await bar.getByRole('link', { name: 'Tournaments' }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await signUp.click();
  await expect(page).toHaveURL(/\/signup$/);
});

// A new page opens at its top: from a lobby scrolled a little, the game page kept the offset
// (Next.js scrolls only when the new page's top is out of view) and the header was cut off.
test('a game opened from a lobby scrolled a little starts at the top of the page', async ({
  page,
}) => {
  await signUp(page, uniqueName('scrolled'));
  await page.evaluate(() => window.scrollTo(0, 20));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(20);
  // Dispatched, not clicked: a click would first scroll the button (below the fold) into
  // view, and a lobby scrolled that far was never the problem. A dispatched click does not
  // wait for the button as a click does: it is enabled once the page has loaded the bots.
  const playBot = page
    .getByRole('region', { name: 'Play a bot' })
    .getByRole('button', { name: 'Play the bot' });
  await expect(playBot).toBeEnabled();
  await playBot.dispatchEvent('click');
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('game-status')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  const header = (await page.getByRole('banner').boundingBox())!;
  expect(header.y).toBe(0);
});
