import type { BotLevel } from '@wordrise/db';
import type { TestDatabase } from '@wordrise/db/testing';
import {
  ANY_WORD,
  DEFAULT_RULESET_KEY,
  type GameLength,
  type Lexicon,
  type TournamentSettings,
} from '@wordrise/engine';
import { expect } from 'vitest';
import { replayEveryGame, type TestPlayer } from '../src/testing';

export { eventCount, makeUsers, openingPlay, stateOf } from '../src/testing';
import {
  cancelGame,
  challengePlayer,
  createOpenGame,
  GameRefusal,
  joinGame,
  LOBBY_LIMITS,
  leaveGame,
  listInvitations,
  listOpenGames,
  listSentChallenges,
  myGames,
  playBot,
  readGameDetail,
  readHistory,
  respondToChallenge,
  submitAction,
  type RefusalKind,
  type SubmittedAction,
  type TimeControl,
} from '../src/index';

/** A casual game's options without a clock or the Oracle (createStartedGame's `options`). */
export const CASUAL = {
  ruleset: 'wordrise',
  timeControl: { kind: 'none' },
  rated: false,
  oracleAllowed: false,
} as const;

/** A player as the tests create them. */
export type Player = TestPlayer;

/** What a new game may say; what it leaves out takes the lobby's defaults. */
export interface NewGame {
  ruleset?: string;
  timeControl?: TimeControl;
  rated?: boolean;
  oracleAllowed?: boolean;
  length?: GameLength;
  /** Word challenges (off unless asked for). */
  challenges?: boolean;
}

const withDefaults = (o: NewGame) => ({
  ruleset: o.ruleset ?? DEFAULT_RULESET_KEY,
  timeControl: o.timeControl ?? { kind: 'none' as const },
  rated: o.rated ?? false,
  oracleAllowed: o.oracleAllowed ?? false,
  ...(o.length ? { length: o.length } : {}),
  ...(o.challenges ? { challenges: true } : {}),
});

/**
 * What `player` (null: a visitor) can do, through the game domain, with the same
 * names, inputs and defaults as the API's lobby and game calls. Words are judged
 * with ANY_WORD unless a lexicon is given, so tests can play whatever their
 * random racks hold.
 */
export function playerFor(t: TestDatabase, player: Player | null, lexicon: Lexicon = ANY_WORD) {
  const me = () => {
    if (!player) throw new Error('a visitor cannot do that');
    return player.id;
  };
  const page = (p: { cursor?: string | null; limit?: number } = {}) => ({
    cursor: p.cursor ?? null,
    limit: p.limit ?? LOBBY_LIMITS.pageSize,
  });
  return {
    lobby: {
      create: (o: NewGame & { seats: number }) =>
        createOpenGame(t.db, me(), { ...withDefaults(o), seats: o.seats }),
      open: (o: { limit?: number } = {}) => listOpenGames(t.db, o.limit ?? 50),
      mine: () => myGames(t.db, me()),
      invitations: (p?: { cursor?: string | null; limit?: number }) =>
        listInvitations(t.db, me(), page(p)),
      sentChallenges: (p?: { cursor?: string | null; limit?: number }) =>
        listSentChallenges(t.db, me(), page(p)),
      join: ({ gameId }: { gameId: string }) => joinGame(t.db, me(), gameId),
      leave: async ({ gameId }: { gameId: string }) => {
        await leaveGame(t.db, me(), gameId);
        return { left: true };
      },
      cancel: async ({ gameId }: { gameId: string }) => {
        await cancelGame(t.db, me(), gameId);
        return { cancelled: true };
      },
      challenge: ({ username, ...o }: NewGame & { username: string }) =>
        challengePlayer(t.db, me(), username, withDefaults(o)),
      respond: ({ gameId, accept }: { gameId: string; accept: boolean }) =>
        respondToChallenge(t.db, me(), gameId, accept),
      playBot: ({ botLevel, ...o }: Omit<NewGame, 'rated'> & { botLevel: BotLevel }) =>
        playBot(t.db, me(), { ...withDefaults(o), botLevel }),
    },
    game: {
      view: ({ gameId }: { gameId: string }) => readGameDetail(t.db, gameId, player?.id ?? null),
      history: ({ gameId }: { gameId: string }) => readHistory(t.db, gameId, player?.id ?? null),
      /** As `game.submit`: the accepted event and the player's new view. */
      submit: async ({
        heldSeat,
        ...input
      }: {
        gameId: string;
        expectedMove: number;
        action: SubmittedAction;
        /** Pass and play: the held seat that challenges. */
        heldSeat?: number;
      }) => {
        const result = await submitAction(t.db, {
          ...input,
          actor: { kind: 'player', userId: me(), heldSeat },
          lexicon: () => lexicon,
        });
        return {
          moveNumber: result.event.move,
          score: result.event.type === 'play' ? result.event.score : 0,
          event: result.event,
          view: await readGameDetail(t.db, input.gameId, me()),
        };
      },
    },
  };
}

export type PlayerActions = ReturnType<typeof playerFor>;

/** A 2-player game between `a` (creator, seat 0) and `b`, started. */
export async function startTwoPlayerGame(
  a: PlayerActions,
  b: PlayerActions,
  options: NewGame = {},
): Promise<string> {
  const { gameId } = await a.lobby.create({ seats: 2, ...options });
  const joined = await b.lobby.join({ gameId });
  expect(joined.started).toBe(true);
  return gameId;
}

/** What a refusal says, whatever its kind (`rule` and `field` when it has them). */
export type SeenRefusal = { kind: RefusalKind; message: string; rule?: string; field?: string };

/** Rejects with the game domain's refusal of this kind (and message, if given). */
export async function expectRefusal(
  promise: Promise<unknown>,
  kind: RefusalKind,
  message?: string | RegExp,
): Promise<SeenRefusal> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `expected a ${kind} refusal`).toBeInstanceOf(GameRefusal);
  const { refusal } = error as GameRefusal;
  expect(refusal.kind).toBe(kind);
  if (message !== undefined) {
    if (typeof message === 'string') expect(refusal.message).toBe(message);
    else expect(refusal.message).toMatch(message);
  }
  return refusal;
}

/** Every started game in the database replays from its log to exactly its cached state. */
export async function expectEveryGameReplays(t: TestDatabase): Promise<number> {
  const { games, differing } = await replayEveryGame(t);
  expect(differing).toEqual([]);
  return games;
}

const HOUR_MS = 3_600_000;

/**
 * A one-round casual Swiss for four, its registration open now and its start two hours on
 * (the organiser starts it early): what the tournament tests share, with their own changes.
 */
export function tournamentSettings(over: Partial<TournamentSettings> = {}): TournamentSettings {
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  return {
    name: 'Test tournament',
    description: '',
    format: 'swiss',
    ruleset: DEFAULT_RULESET_KEY,
    timeControl: { kind: 'none' },
    rated: false,
    rounds: 1,
    bestOf: 1,
    capacity: 4,
    registrationOpensAt: iso(now - HOUR_MS),
    registrationClosesAt: iso(now + HOUR_MS),
    startsAt: iso(now + 2 * HOUR_MS),
    checkInOpensAt: null,
    forfeitLimit: 2,
    ...over,
  };
}
