import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { descNullsLast, gamePlayers, games } from '@wordrise/db';
import { warnedGames } from './clock-warning';
import type { Queryable } from './db-types';
import { hidesRatingsInGames } from './ratings/hidden';
import { summarize, type GameSummary } from './summary';
import { tournamentMarks } from './tournaments/marks';
import type { TournamentGameMark } from './tournaments/view-types';

/**
 * The lobby's lists. Each list holds one kind of game, so that what others do
 * (a stranger's challenges) can never push a player's running games out of view:
 * running games and games waiting to start come from the player's own choices;
 * invitations and sent challenges come a page at a time.
 */

/** At most this many running games, and as many waiting ones, in `lobby.mine`. */
export const MY_GAMES_LIMIT = 100;

/** lobby.open: listed games waiting for players, newest first (games_open_idx). */
export async function listOpenGames(db: Queryable, limit: number): Promise<GameSummary[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.status, 'open'), eq(games.listed, true)))
    .orderBy(descNullsLast(games.createdAt))
    .limit(limit);
  return summarize(
    db,
    rows.map((r) => r.id),
  );
}

/**
 * Last changed first: by the minute of the change (what games_playing_idx and
 * games_pass_and_play_host_idx hold), then within it, which is the order of `updated_at`.
 */
const LAST_CHANGED_FIRST = [
  descNullsLast(games.updatedMinute),
  desc(games.updatedAt),
  desc(games.id),
];

/** lobby.live games to watch: running games, last changed first (games_playing_idx). */
export async function listLiveGames(db: Queryable, limit: number): Promise<GameSummary[]> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    // Pass-and-play games are one household's table, solo games one player's practice: not a show.
    .where(and(eq(games.status, 'playing'), eq(games.passAndPlay, false), eq(games.solo, false)))
    .orderBy(...LAST_CHANGED_FIRST)
    .limit(limit);
  return summarize(
    db,
    rows.map((r) => r.id),
  );
}

export interface MyGames {
  /**
   * Running games, last changed first; `yourTurn` marks those waiting for the player.
   * Without ratings (null) when the player hides ratings during their games.
   */
  playing: (GameSummary & {
    yourSeat: number;
    yourTurn: boolean;
    /** "Your tournament game": its tournament, or null for any other game. */
    tournament: TournamentGameMark | null;
    /**
     * The player was warned that 80 % of their time for this move is used
     * (correspondence): when the move's time runs out. Null otherwise.
     */
    clockWarning: { deadline: Date } | null;
  })[];
  /** Listed games the player created or joined that have not started. */
  waiting: GameSummary[];
}

/** The player's joined seats in games of `where`, last changed first (game_players_user_idx). */
function joinedSeats(db: Queryable, userId: string, where: SQL | undefined) {
  return db
    .select({ id: games.id, seat: gamePlayers.seat })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(and(eq(gamePlayers.userId, userId), eq(gamePlayers.joinStatus, 'joined'), where))
    .orderBy(desc(games.updatedAt), desc(games.id))
    .limit(MY_GAMES_LIMIT);
}

/** The player's running pass-and-play games as host, last changed first (games_pass_and_play_host_idx). */
function hostedPassAndPlay(db: Queryable, userId: string) {
  return db
    .select({ id: games.id })
    .from(games)
    .where(
      and(eq(games.createdBy, userId), eq(games.passAndPlay, true), eq(games.status, 'playing')),
    )
    .orderBy(...LAST_CHANGED_FIRST)
    .limit(MY_GAMES_LIMIT);
}

/**
 * lobby.mine: the player's running games (with the pass-and-play games they host:
 * always their turn, as the seat to move) and their listed games waiting to start.
 */
export async function myGames(db: Queryable, userId: string): Promise<MyGames> {
  const [playingRows, hostedRows, waitingRows, hide] = await Promise.all([
    joinedSeats(db, userId, eq(games.status, 'playing')),
    hostedPassAndPlay(db, userId),
    joinedSeats(db, userId, and(eq(games.status, 'open'), eq(games.listed, true))),
    hidesRatingsInGames(db, userId),
  ]);
  const seatOfGame = new Map(playingRows.map((r) => [r.id, r.seat]));
  const ids = [...playingRows, ...hostedRows].map((r) => r.id);
  const [summaries, marks, warned] = await Promise.all([
    summarize(db, ids),
    tournamentMarks(db, ids),
    warnedGames(db, userId, ids),
  ]);
  const playing = summaries
    .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1))
    .slice(0, MY_GAMES_LIMIT);
  return {
    playing: playing.map((summary) => {
      const yourSeat = summary.passAndPlay
        ? (summary.toMove ?? -1)
        : (seatOfGame.get(summary.id) ?? -1);
      const players = hide ? summary.players.map((p) => ({ ...p, rating: null })) : summary.players;
      const tournament = marks.get(summary.id) ?? null;
      const deadline = warned.get(summary.id);
      return {
        ...summary,
        players,
        yourSeat,
        yourTurn: summary.toMove === yourSeat,
        tournament,
        clockWarning: deadline ? { deadline } : null,
      };
    }),
    waiting: await summarize(
      db,
      waitingRows.map((r) => r.id),
    ),
  };
}

/** One page of a list; `nextCursor` asks for the next one (null: this was the last). */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface PageRequest {
  /** The last game of the previous page (its id), or null for the first page. */
  cursor?: string | null;
  limit: number;
}

/**
 * Newest first by creation, then id: a stable order, so a page goes on exactly
 * where the previous one ended even while games are added or answered. The
 * cursor is a game id; its creation time is read back from the database, so no
 * timestamp loses precision on its way through the client.
 */
const newestFirst = [descNullsLast(games.createdAt), descNullsLast(games.id)];

function after(cursor: string | null | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${games.createdAt}, ${games.id}) < (select c.created_at, c.id from ${games} c where c.id = ${cursor})`;
}

async function toPage(
  db: Queryable,
  rows: { id: string }[],
  limit: number,
): Promise<Page<GameSummary>> {
  const shown = rows.slice(0, limit);
  return {
    items: await summarize(
      db,
      shown.map((r) => r.id),
    ),
    nextCursor: rows.length > limit ? (shown.at(-1)?.id ?? null) : null,
  };
}

/** lobby.invitations: challenges waiting for the player's answer, newest first (game_players_invited_idx). */
export async function listInvitations(
  db: Queryable,
  userId: string,
  page: PageRequest,
): Promise<Page<GameSummary>> {
  const rows = await db
    .select({ id: games.id })
    .from(gamePlayers)
    .innerJoin(games, eq(games.id, gamePlayers.gameId))
    .where(
      and(
        eq(gamePlayers.userId, userId),
        eq(gamePlayers.joinStatus, 'invited'),
        eq(games.status, 'open'),
        after(page.cursor),
      ),
    )
    .orderBy(...newestFirst)
    .limit(page.limit + 1);
  return toPage(db, rows, page.limit);
}

/** lobby.sentChallenges: the player's challenges not answered yet, newest first (games_creator_open_idx). */
export async function listSentChallenges(
  db: Queryable,
  userId: string,
  page: PageRequest,
): Promise<Page<GameSummary>> {
  const rows = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.createdBy, userId),
        eq(games.status, 'open'),
        eq(games.listed, false),
        after(page.cursor),
      ),
    )
    .orderBy(...newestFirst)
    .limit(page.limit + 1);
  return toPage(db, rows, page.limit);
}
