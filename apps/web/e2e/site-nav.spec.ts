import { expect, test } from '@playwright/test';
import { signUp, uniqueName } from './helpers';

// The top bar says which section the page is in, and its ⋯ menu behaves as a menu: Escape
// closes it (the keyboard back on its button), a click elsewhere or a new page closes it.
test('the top bar marks the current section; its menu closes on Escape, outside and on a new page', async ({
  page,
}) => {
  await signUp(page, uniqueName('navbar'));
  const bar = page.getByRole('navigation', { name: 'Site' });
  const section = (name: string) => bar.getByRole('link', { name, exact: true });
  await page.goto('/tournaments');
  await expect(section('Tournaments')).toHaveAttribute('aria-current', 'page');
  await expect(section('Lobby')).not.toHaveAttribute('aria-current');
  // Moving on in the browser (the bar is not drawn again) moves the mark.
  await section('Leaderboard').click();
  await page.waitForURL(/\/leaderboard/);
  await expect(section('Leaderboard')).toHaveAttribute('aria-current', 'page');
  await expect(section('Tournaments')).not.toHaveAttribute('aria-current');

  const more = bar.getByLabel('More account options');
  const settings = bar.getByRole('link', { name: 'Settings' });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(settings).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(settings).toBeHidden();
  await expect(more).toBeFocused();

  await more.click();
  await expect(settings).toBeVisible();
  await page.getByRole('main').click({ position: { x: 5, y: 5 } });
  await expect(settings).toBeHidden();

  await more.click();
  await settings.click();
  await page.waitForURL(/\/settings$/);
  await expect(settings).toBeHidden();
});
