import { gamePlayers, games, ratingChanges, ratings } from '@wordrise/db';
import { useTestDatabase } from '@wordrise/db/testing';
import {
  DEFAULT_RULESET_KEY,
  NEW_PLAYER_RATING,
  rateRankedGame,
  type PlayerRating,
  type PlayerBeforeGame,
} from '@wordrise/engine';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BEST_BOARD_MAX_ENTRIES,
  bestBoardPage,
  BOT_GAMES_CASUAL_MESSAGE,
  createStartedGame,
  leaderboardPage,
  LEADERBOARD_PAGE_SIZE,
  loadGame,
  rateEndedGame,
  ratingHistory,
  ratingsOf,
} from '../src/index';
import {
  expectRefusal,
  makeUsers,
  openingPlay,
  playerFor,
  startTwoPlayerGame,
  stateOf,
  type Player,
  type PlayerActions,
} from './helpers';

const t = useTestDatabase();
let people: Player[] = [];
let actions: PlayerActions[] = [];
const rated = { rated: true };

beforeAll(async () => {
  people = await makeUsers(t, 'ann', 'ben', 'cy', 'dee', 'eve', 'fay', 'gus', 'hal', 'ivy');
  actions = people.map((p) => playerFor(t, p));
});

const act = (username: string) => actions[people.findIndex((p) => p.username === username)]!;
const idOf = (username: string) => people.find((p) => p.username === username)!.id;

/** Every seat passes once (so the game is not aborted), in turn order. */
async function everyonePasses(gameId: string, seats: number): Promise<void> {
  for (let i = 0; i < seats; i++) {
    const state = await stateOf(t, gameId);
    const mover = (await loadGame(t.db, gameId)).seats[state.toMove]!;
    const who = actions[people.findIndex((p) => p.id === mover.userId)]!;
    await who.game.submit({ gameId, expectedMove: state.moveNumber, action: { type: 'pass' } });
  }
}

async function resign(username: string, gameId: string): Promise<void> {
  const { moveNumber } = await stateOf(t, gameId);
  await act(username).game.submit({ gameId, expectedMove: moveNumber, action: { type: 'resign' } });
}

async function changesOf(gameId: string) {
  return t.db.select().from(ratingChanges).where(eq(ratingChanges.gameId, gameId));
}

async function ratingRow(username: string) {
  const rows = await t.db
    .select()
    .from(ratings)
    .where(eq(ratings.userId, idOf(username)));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const valuesOf = (r: { rating: number; rd: number; vol: number }): PlayerRating => ({
  rating: r.rating,
  rd: r.rd,
  vol: r.vol,
});

/** The engine's update of a game from the stored result, for players as given. */
async function engineUpdate(gameId: string, players: PlayerBeforeGame[]) {
  const { game, seats } = await loadGame(t.db, gameId);
  const userOf = new Map(seats.map((s) => [s.seat, s.userId!]));
  const ranking = game.result!.ranking.map((g) => g.map((seat) => userOf.get(seat)!));
  const rated = rateRankedGame(players, ranking);
  if (!rated.ok) throw new Error(rated.error.message);
  return new Map(rated.changes.map((c) => [c.id, c.after]));
}

const newcomer = (username: string): PlayerBeforeGame => ({
  id: idOf(username),
  rating: NEW_PLAYER_RATING,
  idlePeriods: 0,
});

describe('rating a finished game', () => {
  it('updates both players of a rated two-player game exactly once, as the engine rates it', async () => {
    const gameId = await startTwoPlayerGame(act('ann'), act('ben'), rated);
    await everyonePasses(gameId, 2);
    await resign('ann', gameId);
    const changes = await changesOf(gameId);
    expect(changes).toHaveLength(2);
    const expected = await engineUpdate(gameId, [newcomer('ann'), newcomer('ben')]);
    for (const name of ['ann', 'ben']) {
      const row = await ratingRow(name);
      expect(row.games).toBe(1);
      expect(valuesOf(row)).toEqual(expected.get(idOf(name)));
    }
    expect((await ratingRow('ben')).rating).toBeGreaterThan(1500);
    expect((await ratingRow('ann')).rating).toBeLessThan(1500);

    // Running the step again (a replayed end) changes nothing.
    const loaded = await loadGame(t.db, gameId);
    const again = await t.db.transaction((tx) =>
      rateEndedGame(tx, { game: loaded.game, seats: loaded.seats, queue: false }),
    );
    expect(again).toBe('already rated');
    expect(await changesOf(gameId)).toHaveLength(2);
    expect((await ratingRow('ann')).games).toBe(1);

    // The finished game's view carries the changes (+N / −N) for the summary.
    const view = await act('ann').game.view({ gameId });
    const ann = view.players.find((p) => p.userId === idOf('ann'))!;
    expect(ann.ratingChange?.delta).toBe(
      Math.round(expected.get(idOf('ann'))!.rating) - NEW_PLAYER_RATING.rating,
    );
    expect(ann.ratingChange?.delta).toBeLessThan(0);
  });

  it('records nothing for a rated game abandoned before every player moved', async () => {
    const first = await startTwoPlayerGame(act('cy'), act('dee'), rated);
    await resign('cy', first);
    const second = await startTwoPlayerGame(act('cy'), act('dee'), rated);
    const state = await stateOf(t, second);
    const mover = state.toMove === 0 ? 'cy' : 'dee';
    const other = mover === 'cy' ? 'dee' : 'cy';
    await act(mover).game.submit({ gameId: second, expectedMove: 0, action: { type: 'pass' } });
    await resign(mover, second); // the other never moved
    expect((await loadGame(t.db, first)).game.status).toBe('finished');
    expect((await loadGame(t.db, second)).game.status).toBe('finished');
    expect(await changesOf(first)).toEqual([]);
    expect(await changesOf(second)).toEqual([]);
    expect(await ratingsOf(t.db, idOf(other))).toEqual([]);
  });

  it('never rates a game with a bot: the lobby refuses it and the step ignores it', async () => {
    await expectRefusal(
      createStartedGame(t.db, {
        createdBy: idOf('eve'),
        options: {
          ruleset: DEFAULT_RULESET_KEY,
          timeControl: { kind: 'none' },
          rated: true,
          oracleAllowed: false,
        },
        seats: [{ userId: idOf('eve') }, { botLevel: 'beginner' }],
      }),
      'bad-request',
      BOT_GAMES_CASUAL_MESSAGE,
    );
    const { gameId } = await act('eve').lobby.playBot({ botLevel: 'beginner' });
    await resign('eve', gameId);
    // Even a row that claims to be rated: a bot seat is never rated.
    await t.db.update(games).set({ rated: true }).where(eq(games.id, gameId));
    const loaded = await loadGame(t.db, gameId);
    const outcome = await t.db.transaction((tx) =>
      rateEndedGame(tx, { game: loaded.game, seats: loaded.seats, queue: false }),
    );
    expect(outcome).toBe('bot');
    expect(await changesOf(gameId)).toEqual([]);
  });

  it.each([3, 4])('rates a %i-player game pairwise from its final ranking', async (n) => {
    const names = ['fay', 'gus', 'hal', 'ivy'].slice(0, n);
    await t.db.delete(ratings).where(sql`true`);
    const { gameId } = await act(names[0]!).lobby.create({ seats: n, ...rated });
    for (const name of names.slice(1)) await act(name).lobby.join({ gameId });
    await everyonePasses(gameId, n);
    // Resign one by one: the last to stay wins, earlier resigners rank lower.
    for (const name of names.slice(0, n - 1)) await resign(name, gameId);
    const { game } = await loadGame(t.db, gameId);
    expect(game.status).toBe('finished');
    expect(game.result!.ranking).toHaveLength(n);
    const expected = await engineUpdate(gameId, names.map(newcomer));
    const changes = await changesOf(gameId);
    expect(changes).toHaveLength(n);
    for (const c of changes) {
      expect({ rating: c.ratingAfter, rd: c.rdAfter, vol: c.volAfter }).toEqual(
        expected.get(c.userId),
      );
    }
    // The winner gains most, the first to resign loses most.
    const after = (name: string) => expected.get(idOf(name))!.rating;
    for (let i = 1; i < n; i++) expect(after(names[i]!)).toBeGreaterThan(after(names[i - 1]!));
  });

  it('widens RD for the whole idle days since the player’s last rated game', async () => {
    await t.db.delete(ratings).where(sql`true`);
    const stored = { rating: 1600, rd: 60, vol: 0.06 };
    await t.db.insert(ratings).values([
      {
        userId: idOf('ann'),
        ruleset: DEFAULT_RULESET_KEY,
        speed: 'correspondence',
        ...stored,
        games: 20,
        lastRatedAt: sql`now() - interval '30 days 1 hour'`,
      },
    ]);
    const gameId = await startTwoPlayerGame(act('ann'), act('ben'), rated);
    await everyonePasses(gameId, 2);
    await resign('ben', gameId);
    const expected = await engineUpdate(gameId, [
      { id: idOf('ann'), rating: stored, idlePeriods: 30 },
      newcomer('ben'),
    ]);
    const [change] = (await changesOf(gameId)).filter((c) => c.userId === idOf('ann'));
    expect(change!.rdBefore).toBe(60);
    expect(change!.ratingAfter).toBe(expected.get(idOf('ann'))!.rating);
    expect(valuesOf(await ratingRow('ann'))).toEqual(expected.get(idOf('ann')));
  });
});

/** Sessions of this test's database waiting for a lock (a row's or a table's). */
async function waitingForLocks(): Promise<number> {
  const [row] = await t.sql<{ n: number }[]>`
    select count(*)::int n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`;
  return row?.n ?? 0;
}

async function untilWaiting(n: number): Promise<void> {
  await expect.poll(waitingForLocks, { timeout: 60_000, interval: 20 }).toBe(n);
}

/**
 * Ends two games in the one interleaving that loses an update without the rating
 * rows' locks: a barrier (a transaction holding `rating_changes` exclusively) stops
 * the first end just after it has read its players' rating rows (the next thing the
 * rating step does is look for the game's changes); only then does the second end
 * start, and the barrier opens once it waits too. With the rows locked `for update`
 * the second waits for the first's row lock and reads what the first wrote;
 * without, it reads the same old row, both reach the barrier, and the later write
 * wins. Every step waits for the database to report the waits, not for time.
 */
async function endTogether(first: () => Promise<void>, second: () => Promise<void>) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  let locked!: () => void;
  const barrierUp = new Promise<void>((resolve) => (locked = resolve));
  const barrier = t.sql.begin(async (sql) => {
    await sql`lock table rating_changes in access exclusive mode`;
    locked();
    await opened;
  });
  // Each promise is marked handled at once (awaited below): one failing while the test waits
  // for the database must fail the test with its own error, not as an unhandled rejection.
  barrier.catch(() => {});
  const started = (end: () => Promise<void>) => {
    const running = end();
    running.catch(() => {});
    return running;
  };
  await barrierUp;
  expect(await waitingForLocks()).toBe(0);
  const ends: Promise<void>[] = [started(first)];
  try {
    await untilWaiting(1); // the first end, its players' rows read, at the barrier
    ends.push(started(second));
    await untilWaiting(2); // the second: at the first's row lock (or, without it, the barrier)
  } finally {
    open();
    await barrier;
  }
  await Promise.all(ends);
}

describe('two games sharing a player ending at once', () => {
  it('land both changes, the second applied on top of the first (the rows are locked in order)', async () => {
    await t.db.delete(ratings).where(sql`true`);
    // Ann has a row already, so only the lock (not the first insert) can order the two updates.
    const stored = { rating: 1700, rd: 80, vol: 0.06 };
    await t.db.insert(ratings).values({
      userId: idOf('ann'),
      ruleset: DEFAULT_RULESET_KEY,
      speed: 'correspondence',
      ...stored,
      games: 12,
      lastRatedAt: sql`now()`,
    });
    const one = await startTwoPlayerGame(act('ann'), act('ben'), rated);
    const two = await startTwoPlayerGame(act('ann'), act('cy'), rated);
    await everyonePasses(one, 2);
    await everyonePasses(two, 2);
    await endTogether(
      () => resign('ben', one),
      () => resign('cy', two),
    );
    const annChanges = await t.db
      .select()
      .from(ratingChanges)
      .where(and(eq(ratingChanges.userId, idOf('ann')), inArray(ratingChanges.gameId, [one, two])))
      .orderBy(asc(ratingChanges.createdAt));
    expect(annChanges).toHaveLength(2);
    // Whichever committed first started from the stored values; the second from its result.
    const first = annChanges.find((c) => c.ratingBefore === 1700 && c.rdBefore === 80)!;
    const second = annChanges.find((c) => c !== first)!;
    expect(first).toBeDefined();
    expect({ rating: second.ratingBefore, rd: second.rdBefore, vol: second.volBefore }).toEqual({
      rating: first.ratingAfter,
      rd: first.rdAfter,
      vol: first.volAfter,
    });
    const opponent = second.gameId === one ? 'ben' : 'cy';
    const expected = await engineUpdate(second.gameId, [
      {
        id: idOf('ann'),
        rating: { rating: first.ratingAfter, rd: first.rdAfter, vol: first.volAfter },
        idlePeriods: 0,
      },
      newcomer(opponent),
    ]);
    const row = await ratingRow('ann');
    expect(row.games).toBe(14);
    expect(valuesOf(row)).toEqual(expected.get(idOf('ann')));
    expect((await ratingRow('ben')).games).toBe(1);
    expect((await ratingRow('cy')).games).toBe(1);

    // The history lists them in that order.
    const history = await ratingHistory(t.db, idOf('ann'), {
      ruleset: DEFAULT_RULESET_KEY,
      speed: 'correspondence',
    });
    expect(history.map((h) => h.gameId).filter((id) => id === one || id === two)).toEqual([
      first.gameId,
      second.gameId,
    ]);
  });
});

describe('the leaderboard', () => {
  it('ranks only established, active players with enough games, 50 a page', async () => {
    await t.db.delete(ratings).where(sql`true`);
    const extra = await makeUsers(
      t,
      ...Array.from({ length: LEADERBOARD_PAGE_SIZE + 1 }, (_, i) => `board${i}`),
    );
    const bucket = { ruleset: DEFAULT_RULESET_KEY, speed: 'rapid' } as const;
    const base = { ...bucket, vol: 0.06, lastRatedAt: sql`now() - interval '1 day'` };
    await t.db.insert(ratings).values([
      ...extra.map((u, i) => ({ ...base, userId: u.id, rating: 1400 + i, rd: 60, games: 10 })),
      { ...base, userId: idOf('ann'), rating: 2500, rd: 111, games: 50 }, // provisional
      { ...base, userId: idOf('ben'), rating: 2400, rd: 60, games: 9 }, // too few games
      {
        ...base,
        userId: idOf('cy'),
        rating: 2300,
        rd: 60,
        games: 30,
        lastRatedAt: sql`now() - interval '91 days'`,
      },
      { ...base, userId: idOf('dee'), speed: 'blitz', rating: 2200, rd: 60, games: 30 }, // another board
    ]);
    const first = await leaderboardPage(t.db, bucket, 1);
    expect(first.pages).toBe(2);
    expect(first.entries).toHaveLength(LEADERBOARD_PAGE_SIZE);
    expect(first.entries[0]).toEqual({
      rank: 1,
      username: `board${LEADERBOARD_PAGE_SIZE}`,
      name: `Board${LEADERBOARD_PAGE_SIZE}`,
      rating: 1400 + LEADERBOARD_PAGE_SIZE,
      rd: 60,
      games: 10,
      // Seeded rows without games behind them: no record to show.
      winRate: null,
      averageScore: null,
    });
    const second = await leaderboardPage(t.db, bucket, 2);
    expect(second.entries).toEqual([
      {
        rank: 51,
        username: 'board0',
        name: 'Board0',
        rating: 1400,
        rd: 60,
        games: 10,
        winRate: null,
        averageScore: null,
      },
    ]);
    const all = [...first.entries, ...second.entries].map((e) => e.username);
    for (const name of ['ann', 'ben', 'cy', 'dee']) expect(all).not.toContain(name);
    expect(
      (await leaderboardPage(t.db, { ruleset: DEFAULT_RULESET_KEY, speed: 'blitz' }, 1)).entries,
    ).toMatchObject([{ rank: 1, username: 'dee' }]);
  });
});

describe('the best-of boards', () => {
  const ruleset = DEFAULT_RULESET_KEY;

  /** The mover opens with two tiles, the other passes, the opener resigns: rated, with a play. */
  async function gameWithAPlay(a: string, b: string, options = rated) {
    const gameId = await startTwoPlayerGame(act(a), act(b), options);
    const state = await stateOf(t, gameId);
    const opener = (await loadGame(t.db, gameId)).seats[state.toMove]!;
    const name = people.find((p) => p.id === opener.userId)!.username;
    const played = await act(name).game.submit({
      gameId,
      expectedMove: 0,
      action: { type: 'play', placements: openingPlay(state.players[state.toMove]!.rack) },
    });
    const other = name === a ? b : a;
    await act(other).game.submit({ gameId, expectedMove: 1, action: { type: 'pass' } });
    await resign(name, gameId);
    const { event } = played;
    if (event.type !== 'play') throw new Error('the opening was not a play');
    return { gameId, opener: name, other, score: event.score, word: event.words[0]!.word };
  }

  it('list each player’s best play and final score of rated games only, highest first', async () => {
    await t.db.delete(ratingChanges).where(sql`true`);
    const first = await gameWithAPlay('ann', 'ben');
    const second = await gameWithAPlay('cy', 'dee');
    await gameWithAPlay('eve', 'fay', { rated: false }); // casual: on no board
    const finalScore = async (gameId: string, username: string) => {
      const [row] = await t.db
        .select({ score: gamePlayers.score })
        .from(gamePlayers)
        .where(and(eq(gamePlayers.gameId, gameId), eq(gamePlayers.userId, idOf(username))));
      return row!.score;
    };

    const plays = await bestBoardPage(t.db, 'best-play', ruleset, 1);
    const expected = [first, second]
      .map((g, i) => ({ ...g, i }))
      .sort((x, y) => y.score - x.score || x.i - y.i); // equal points: the earlier first
    expect(plays).toEqual({
      page: 1,
      pages: 1,
      entries: expected.map((g, i) => ({
        rank: i + 1,
        username: g.opener,
        name: g.opener[0]!.toUpperCase() + g.opener.slice(1),
        score: g.score,
        word: g.word,
        gameId: g.gameId,
        speed: 'correspondence',
        at: expect.any(Date),
      })),
    });

    const scores = await bestBoardPage(t.db, 'game-score', ruleset, 1);
    const finals = [];
    for (const g of [first, second])
      for (const name of [g.opener, g.other])
        finals.push({ username: name, gameId: g.gameId, score: await finalScore(g.gameId, name) });
    expect(scores.entries).toHaveLength(4);
    expect(
      scores.entries.map((e) => ({ username: e.username, gameId: e.gameId, score: e.score })),
    ).toEqual(expect.arrayContaining(finals));
    const shown = scores.entries.map((e) => e.score);
    expect(shown).toEqual([...shown].sort((x, y) => y - x));
    expect(scores.entries.map((e) => e.rank)).toEqual([1, 2, 3, 4]);
    expect(scores.entries.every((e) => e.word === null)).toBe(true);
  });

  it('show 50 a page, the top entries only', async () => {
    const extra = BEST_BOARD_MAX_ENTRIES + 1;
    await t.sql`
      insert into games (id, ruleset, status, seats, rated, seed, created_by, state, finished_at)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, ${ruleset},
        'finished', 2, true, 'test', ${idOf('gus')}, '{}'::jsonb, now()
      from generate_series(1, ${extra}) g`;
    await t.sql`
      insert into rating_changes (game_id, user_id, ruleset, speed, rating_before, rd_before,
        vol_before, rating_after, rd_after, vol_after, score)
      select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, ${idOf('gus')},
        ${ruleset}, 'blitz', 1500, 80, 0.06, 1500, 80, 0.06, 10000 + g
      from generate_series(1, ${extra}) g`;
    const pages = BEST_BOARD_MAX_ENTRIES / 50;
    const top = await bestBoardPage(t.db, 'game-score', ruleset, 1);
    expect(top.pages).toBe(pages);
    expect(top.entries).toHaveLength(50);
    expect(top.entries[0]).toMatchObject({ rank: 1, username: 'gus', score: 10000 + extra });
    const last = await bestBoardPage(t.db, 'game-score', ruleset, pages);
    expect(last.entries).toHaveLength(50);
    expect(last.entries.at(-1)).toMatchObject({
      rank: BEST_BOARD_MAX_ENTRIES,
      score: 10000 + extra - BEST_BOARD_MAX_ENTRIES + 1,
    });
    expect((await bestBoardPage(t.db, 'game-score', ruleset, pages + 1)).entries).toEqual([]);
    // Those rows have no play: the best-play board is unchanged.
    expect((await bestBoardPage(t.db, 'best-play', ruleset, 1)).entries).toHaveLength(2);
  });
});
