import { and, count, desc, eq, not, sql } from 'drizzle-orm';
import {
  gamePlayers,
  games,
  ratingChanges,
  users,
  type Database,
  type SeatResult,
} from '@wordrise/db';
import {
  endedByOrganiser,
  retryOnDeadlock,
  summarize,
  type GameSummary,
  type Queryable,
} from '@wordrise/games';
import { AppError } from '../errors';
import { backfillNameKeys, claimNameKeys, LOOKALIKE_NAME_MESSAGE, looksTaken } from './name-keys';
import {
  displayNameFieldProblem,
  displayNameFor,
  passwordProblem,
  usernameProblem,
} from './policy';
import { admitSignUp } from './sign-up-limits';

export const USERNAME_TAKEN_MESSAGE = 'That username is taken.';

export interface SignUpInput {
  username: string;
  displayName?: string | undefined;
  password: string;
}

export interface SignUpContext {
  /** The client's address key, for the per-address sign-up limit (null: unknown). */
  clientAddress?: string | null;
}

/**
 * Creates an account (the caller signs in with Auth.js afterwards). Refusals:
 * CONFLICT "That username is taken." (case-insensitively, also when two sign-ups
 * race) or a lookalike of another player's name; BAD_REQUEST with the username's,
 * display name's or password's problem; TOO_MANY_REQUESTS past the sign-up limits.
 */
export async function signUp(
  db: Database,
  input: SignUpInput,
  hashPassword: (password: string) => Promise<string>,
  context: SignUpContext = {},
): Promise<{ id: string; username: string; displayName: string }> {
  const username = input.username.trim();
  const usernameRefusal = usernameProblem(username);
  if (usernameRefusal) throw new AppError('BAD_REQUEST', usernameRefusal, { field: 'username' });
  const displayName = displayNameFor(input.displayName, username);
  const nameProblem = displayNameFieldProblem(displayName);
  if (nameProblem) throw new AppError('BAD_REQUEST', nameProblem, { field: 'displayName' });
  const problem = passwordProblem(input.password, username);
  if (problem) throw new AppError('BAD_REQUEST', problem, { field: 'password' });
  const taken = () => new AppError('CONFLICT', USERNAME_TAKEN_MESSAGE, { field: 'username' });
  const usernameExists = async () =>
    (
      await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
    ).length > 0;
  if (await usernameExists()) throw taken();
  await backfillNameKeys(db);
  // A name taken meanwhile (a sign-up committed since the check above) is "taken", not a lookalike.
  const lookalike = async () =>
    (await usernameExists())
      ? taken()
      : (await looksTaken(db, [username]))
        ? new AppError('CONFLICT', LOOKALIKE_NAME_MESSAGE, { field: 'username' })
        : new AppError('CONFLICT', LOOKALIKE_NAME_MESSAGE, { field: 'displayName' });
  if (await looksTaken(db, [username, displayName])) throw await lookalike();

  await admitSignUp(db, context.clientAddress ?? null);
  const passwordHash = await hashPassword(input.password);
  try {
    // Retried when it deadlocks with a rename (see changeDisplayName).
    return await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({ username, displayName, passwordHash })
          .returning({ id: users.id, username: users.username, displayName: users.displayName });
        if (!created) throw new Error('insert returned nothing');
        if (!(await claimNameKeys(tx, created.id, [username, displayName]))) {
          throw new LookalikeRace();
        }
        return created;
      }),
    );
  } catch (error) {
    if (error instanceof LookalikeRace) throw await lookalike();
    const cause = (error as { cause?: { code?: string; constraint_name?: string } }).cause;
    if (cause?.code === '23505' && cause.constraint_name === 'users_username_lower_idx')
      throw taken();
    throw error;
  }
}

/** Another sign-up claimed a lookalike key first (rolls the transaction back). */
class LookalikeRace extends Error {}

export interface Profile {
  username: string;
  displayName: string;
  createdAt: Date;
  /** Finished games (not those a tournament organiser's forfeit ended). */
  gamesPlayed: number;
  wins: number;
  /**
   * The latest finished games, newest first, with this player's result and whether the game
   * changed their rating (a rated game that ended before every player moved did not).
   */
  recentGames: (GameSummary & {
    seat: number;
    result: SeatResult | null;
    ratingChanged: boolean;
    /** What the game did to this player's rating, rounded as shown (+12 / −9); null: nothing. */
    ratingDelta: number | null;
  })[];
}

/** A player's public profile; NOT_FOUND for an unknown username. */
export async function readProfile(db: Queryable, username: string, recent = 10): Promise<Profile> {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      displayName: users.displayName,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  if (!user) throw new AppError('NOT_FOUND', `There is no player called “${username}”.`);
  // Solo games are not won or lost: the profile lists their best scores apart.
  const finished = and(
    eq(gamePlayers.userId, user.id),
    eq(games.status, 'finished'),
    eq(games.solo, false),
  );
  const [counts] = await db
    .select({
      played: count(),
      wins: sql<number>`count(*) filter (where ${gamePlayers.result} = 'win')`.mapWith(Number),
    })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    // As the won / lost / tied record (playerRecord): a game an organiser's forfeit ended is
    // neither played out nor won; it is still listed among the recent games, as it ended.
    .where(and(finished, not(endedByOrganiser)));
  const rows = await db
    .select({
      id: games.id,
      seat: gamePlayers.seat,
      result: gamePlayers.result,
      ratingBefore: ratingChanges.ratingBefore,
      ratingAfter: ratingChanges.ratingAfter,
    })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .leftJoin(
      ratingChanges,
      and(eq(ratingChanges.gameId, games.id), eq(ratingChanges.userId, user.id)),
    )
    .where(finished)
    .orderBy(desc(games.finishedAt))
    .limit(recent);
  const summaries = await summarize(
    db,
    rows.map((r) => r.id),
  );
  return {
    username: user.username,
    displayName: user.displayName,
    createdAt: user.createdAt,
    gamesPlayed: counts?.played ?? 0,
    wins: counts?.wins ?? 0,
    recentGames: summaries.flatMap((s) => {
      const mine = rows.find((r) => r.id === s.id);
      if (!mine) return [];
      const { ratingBefore: before, ratingAfter: after } = mine;
      // Rounded as the ratings are shown, so "1512 (+12)" adds up (as the game's change does).
      const ratingDelta =
        before === null || after === null ? null : Math.round(after) - Math.round(before);
      return [
        {
          ...s,
          seat: mine.seat,
          result: mine.result,
          ratingChanged: ratingDelta !== null,
          ratingDelta,
        },
      ];
    }),
  };
}
