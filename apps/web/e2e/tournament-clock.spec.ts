import { expect, test } from '@playwright/test';
import { playerContext, uniqueName } from './helpers';
import { arrivalWaitLonger } from './presence-db';
import { createTournament } from './tournament-helpers';

test('a real-time tournament game waits for its players: the mover’s clock starts when they open it (R25)', async ({
  browser,
}) => {
  const organiser = await playerContext(browser, uniqueName('org'));
  const names = [uniqueName('amy'), uniqueName('bob')] as const;
  const players = [
    await playerContext(browser, names[0]),
    await playerContext(browser, names[1]),
  ] as const;
  const org = organiser.page;
  // Real-time, ten minutes a player (the form's default clock).
  await createTournament(org, {
    name: `Clocks ${uniqueName('t')}`,
    format: 'single-elimination',
    capacity: 2,
  });
  await expect(org.getByTestId('tournament-clock-note')).toHaveText(
    'Clocks wait for the players: each player’s clock starts when they open their game, or a minute after the pairing at the latest.',
  );
  const panel = org.getByTestId('organiser-panel');
  for (const name of names) {
    await panel.getByLabel('Username to add').fill(name);
    await panel.getByRole('button', { name: 'Add player' }).click();
    await expect(org.getByTestId('entrants')).toContainText(name);
  }
  await panel.getByRole('button', { name: 'Start now' }).click();
  await panel.getByRole('button', { name: 'Yes, start' }).click();
  const link = org.getByTestId('bracket').locator('a[data-testid^="game-link-"]');
  await expect(link).toHaveAttribute('data-status', 'running');
  const gameId = /([0-9a-f-]{36})/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
  expect(gameId).not.toBe('');
  await arrivalWaitLonger(gameId);

  // The organiser watches: nobody has come, so the mover's clock stands still.
  await org.goto(`/game/${gameId}`);
  const status = org.getByTestId('game-status');
  await expect(status).toContainText(' to move');
  const text = (await status.textContent()) ?? '';
  const mover = text.includes(names[0]) ? 0 : 1;
  const waits = org.getByTestId('clock-waits');
  await expect(waits).toContainText(
    new RegExp(
      `^${names[mover]}’s clock starts when they open the game, or in \\d+:\\d\\d at the latest\\.$`,
    ),
  );
  // The scoreboard's clock of the mover (labelled with their name).
  const moverClock = org.getByLabel(new RegExp(`^${names[mover]}: `));
  await expect(moverClock).toHaveText('10:00');

  // The other player comes first: the mover's clock still waits, and they are told so.
  const other = players[mover === 0 ? 1 : 0].page;
  await other.goto(`/game/${gameId}`);
  await expect(other.getByTestId('clock-waits')).toBeVisible();
  await expect(moverClock).toHaveText('10:00');

  // The mover opens the game: their clock starts, on every page watching it.
  const moving = players[mover].page;
  await moving.goto(`/game/${gameId}`);
  await expect(moving.getByTestId('game-status')).toContainText('Your turn');
  await expect(moving.getByTestId('clock-waits')).toHaveCount(0);
  await expect(waits).toHaveCount(0);
  await expect(other.getByTestId('clock-waits')).toHaveCount(0);
  await expect(moverClock).not.toHaveText('10:00');
});
