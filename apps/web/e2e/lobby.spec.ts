import { expect, test } from '@playwright/test';
import { passTurn, playerContext, signUp, uniqueName } from './helpers';

test('the create form sets a real-time or a correspondence clock', async ({ page }) => {
  await signUp(page, uniqueName('clock'));
  const form = page.getByRole('form', { name: 'Create a game' });

  // Tabbing through the amounts changes nothing (it had picked the clock of the field it
  // passed: a keyboard player got correspondence games).
  const noClock = form.getByRole('radio', { name: 'No clock' });
  await expect(noClock).toBeChecked();
  await noClock.focus();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Minutes for each player')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Days for each move')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(noClock).toBeChecked();

  // Typing an amount picks its clock. Emptied, the field stays empty for the next number
  // (it had jumped to 1, so clearing and typing 5 gave 15).
  const minutes = form.getByLabel('Minutes for each player');
  await minutes.click();
  await minutes.press('ControlOrMeta+a');
  await minutes.press('Backspace');
  await expect(minutes).toHaveValue('');
  await minutes.pressSequentially('5');
  await expect(minutes).toHaveValue('5');
  await expect(form.getByRole('radio', { name: 'Real time:' })).toBeChecked();
  await form.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(page.getByText('5 min each')).toBeVisible();

  await page.goto('/lobby');
  await form.getByRole('radio', { name: 'Correspondence:' }).check();
  // Too many days is not quietly made the most: the form says so, and stays.
  const days = form.getByLabel('Days for each move');
  await days.fill('30');
  await form.getByRole('button', { name: 'Create game' }).click();
  await expect(days).toHaveValue('30');
  expect(await days.evaluate((el: HTMLInputElement) => el.validity.rangeOverflow)).toBe(true);
  await expect(page).toHaveURL(/\/lobby$/);
  await days.fill('3');
  await form.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  await expect(page.getByText('3 days a move')).toBeVisible();
});

test('the Oracle is allowed by default in both create forms (casual games)', async ({ page }) => {
  await signUp(page, uniqueName('oracle'));
  const create = page.getByRole('form', { name: 'Create a game' });
  await expect(create.getByRole('checkbox', { name: 'Oracle allowed' })).toBeChecked();
  const bot = page.getByRole('region', { name: 'Play a bot' });
  await expect(bot.getByRole('checkbox', { name: 'Oracle allowed' })).toBeChecked();
});

test('challenges from strangers never hide a running game; invitations come a page at a time', async ({
  browser,
  page,
}) => {
  const victim = uniqueName('vic');
  await signUp(page, victim);
  // A running game: a bot game starts at once.
  await page.getByRole('button', { name: 'Play the bot' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  const runningId = new URL(page.url()).pathname.split('/').pop();
  await page.goto('/lobby');
  const running = page.getByRole('list', { name: 'Games in progress' });
  await expect(running.getByTestId(`my-game-${runningId}`)).toBeVisible();

  // Four strangers send three challenges each (the most one player may send to another):
  // twelve, more than the first page of ten, arriving while the victim watches the lobby.
  const invitations = page.getByRole('list', { name: 'Challenges for you' }).getByRole('listitem');
  const more = page.getByRole('button', { name: 'More challenges for you' });
  for (let i = 0; i < 4; i++) {
    const stranger = await playerContext(browser, uniqueName(`str${i}`));
    for (let j = 0; j < 3; j++) {
      const sent = await stranger.page.request.post('/api/trpc/lobby.challenge', {
        data: { json: { username: victim } },
      });
      expect(sent.ok()).toBe(true);
    }
    if (i === 3) {
      // A fourth challenge to the same player is refused with the limit's sentence.
      const form = stranger.page.getByRole('form', { name: 'Create a game' });
      await form.getByRole('radio', { name: 'Challenge a player' }).check();
      await form.getByLabel('Username to challenge').fill(victim);
      await form.getByRole('button', { name: 'Send challenge' }).click();
      await expect(form.getByRole('alert')).toHaveText(
        `You already have 3 challenges waiting for ${victim}’s answer: cancel one before sending another.`,
      );
      await expect(
        stranger.page.getByRole('list', { name: 'Challenges you sent' }).getByRole('listitem'),
      ).toHaveCount(3);
    }
    await stranger.context.close();
  }

  await expect(invitations).toHaveCount(10);
  await expect(running.getByTestId(`my-game-${runningId}`)).toBeVisible();
  await more.click();
  await expect(invitations).toHaveCount(12);
  await expect(more).toBeHidden();
  await expect(running.getByTestId(`my-game-${runningId}`)).toBeVisible();
});

test('a change made while the lobby is first loading reaches its lists', async ({
  browser,
  page,
}) => {
  const target = uniqueName('tgt');
  await signUp(page, target);
  const sender = await playerContext(browser, uniqueName('snd'));
  const { page: lobby } = sender;

  // Keep the data events of the lobby's live stream as they reach the page.
  await lobby.addInitScript(() => {
    const kept = window as unknown as { lobbyEvents: string[] };
    kept.lobbyEvents = [];
    const Native = window.EventSource;
    window.EventSource = class extends Native {
      constructor(url: string | URL, init?: EventSourceInit) {
        super(url, init);
        if (String(url).includes('lobby.live'))
          this.addEventListener('message', (e: MessageEvent<string>) =>
            kept.lobbyEvents.push(e.data),
          );
      }
    };
  });
  const lobbyEvents = () =>
    lobby.evaluate(() => (window as unknown as { lobbyEvents: string[] }).lobbyEvents);

  // The lists' first answer is read by the server at once and handed to the page only after
  // a challenge was made and its event (and the stream's `ready`) reached the page.
  let answered!: () => void;
  const listsRead = new Promise<void>((resolve) => (answered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await lobby.route(
    /\/api\/trpc\/[^?]*lobby\.sentChallenges/,
    async (route) => {
      let response;
      try {
        response = await route.fetch();
      } finally {
        answered(); // a failed fetch too: the test goes on and fails, it does not hang
      }
      await released;
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  await lobby.goto('/lobby');
  await listsRead;
  await expect.poll(async () => (await lobbyEvents()).length).toBeGreaterThanOrEqual(1); // ready
  const sent = await lobby.request.post('/api/trpc/lobby.challenge', {
    data: { json: { username: target } },
  });
  expect(sent.ok()).toBe(true);
  const gameId = /[0-9a-f-]{36}/.exec(await sent.text())?.[0];
  expect(gameId, 'the challenge names its game').toBeDefined();
  // The challenge's own notice has reached the page (not just any lobby event).
  await expect
    .poll(async () => (await lobbyEvents()).some((data) => data.includes(gameId!)))
    .toBe(true);
  release();

  await expect(
    lobby.getByRole('list', { name: 'Challenges you sent' }).getByRole('listitem'),
  ).toHaveCount(1);
  await sender.context.close();
});

test('the lobby’s words: one player, a true empty list after a finished game, the host’s game, one name per game', async ({
  page,
}) => {
  const host = uniqueName('carol');
  await signUp(page, host);
  const nothingRunning = page.getByText(
    'No games in progress or waiting to start: create one or join one.',
  );
  await expect(nothingRunning).toBeVisible();

  // A solo game is listed with one player, not "1 players".
  await page
    .getByRole('region', { name: 'Solo' })
    .getByRole('button', { name: 'Play solo' })
    .click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  const gameUrl = page.url();
  const soloId = new URL(gameUrl).pathname.split('/').pop();
  await page.goto('/lobby');
  await expect(page.getByTestId(`my-game-${soloId}`).getByTestId('game-facts')).toHaveText(
    /^WordRise · 1 player · /,
  );

  // Played out (word-less passes end a solo game), it leaves the list: the sentence stays
  // true for a player who has finished games.
  await page.goto(gameUrl);
  const status = page.getByTestId('game-status');
  for (let move = 0; move < 3; move++) {
    await expect(status).toHaveAttribute('data-move-number', String(move));
    await passTurn(page);
  }
  await expect(page.getByTestId('end-summary')).toBeVisible();
  await page.goto('/lobby');
  await expect(nothingRunning).toBeVisible();

  // An open rated game: the host's rating follows "’s game", not the name.
  const form = page.getByRole('form', { name: 'Create a game' });
  await form.getByRole('radio', { name: 'Rated', exact: true }).check();
  await form.getByRole('button', { name: 'Create game' }).click();
  await page.waitForURL(/\/game\/[0-9a-f-]{36}$/);
  const openId = new URL(page.url()).pathname.split('/').pop();
  await page.goto('/lobby');
  await expect(page.getByTestId(`open-game-${openId}`)).toContainText(
    new RegExp(`${host}’s game \\(\\d+(\\?, provisional)?\\) · 1 of 2 joined`),
  );

  // One name for each game: the lobby's choice and the leaderboard's tab.
  await expect(
    form
      .getByRole('combobox', { name: 'Game', exact: true })
      .locator('option', { hasText: 'Upwords' }),
  ).toHaveText('Classic Upwords (8 × 8)');
  await page.goto('/leaderboard');
  await expect(
    page
      .getByRole('navigation', { name: 'Rulesets' })
      .getByRole('link', { name: 'Classic Upwords', exact: true }),
  ).toBeVisible();
});
