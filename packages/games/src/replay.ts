import { asc, eq } from 'drizzle-orm';
import { gameEvents, moveAnnotations, type PlayAnnotation, type StoredResult } from '@wordrise/db';
import {
  analysisVersion,
  getRuleset,
  viewEvent,
  viewFor,
  type GameEvent,
  type GameState,
  type GameView,
  type PublicCounts,
} from '@wordrise/engine';
import type { Queryable } from './db-types';
import { serverLexicon } from './lexicon';
import { countsAfterEach } from './replay-counts';
import { loadGame } from './load';
import { notFound } from './refusal';
import { readNotes, type ReplayNote } from './replay-notes';
import { analysisQueued, type AnalysisJobName } from './replay-reanalyse';
import { initialState } from './start';
import { usernamesOf, type SeatView } from './view';

/** One stored Oracle annotation of a play, with the version that made it. */
export interface ReplayAnnotation extends PlayAnnotation {
  oracleVersion: string;
}

/**
 * Where a finished game's analysis stands: `current` (every play annotated by
 * today's Oracle), `stale` (made by another version: shown, but being redone),
 * `missing` (not yet made: "analysing…"). Null while the game runs: no analysis.
 */
export type AnalysisStatus = 'current' | 'stale' | 'missing';

export interface ReplaySeat extends Pick<
  SeatView,
  'seat' | 'name' | 'userId' | 'username' | 'botLevel' | 'rank' | 'result'
> {
  /** The seat's score now (after any end-of-game penalties once the game is over). */
  score: number;
}

/** A resignation its player did not make: the organiser's decision, or an opponent's claim. */
export interface ImposedResignation {
  readonly move: number;
  readonly by: 'organiser' | 'claim';
}

/**
 * Everything a viewer needs to step through a game with no request per step:
 * the start and the whole log, from which the engine rebuilds every position.
 * While the game runs it is what a spectator may see (R30) — the log with every
 * rack and draw hidden, no seed, no bag, no analysis — whoever asks, players too.
 * Once it is over: the initial state itself (seed, bag, racks: R30 public after
 * the end) and the stored Oracle annotations.
 */
export interface ReplayData {
  gameId: string;
  ruleset: string;
  rated: boolean;
  over: boolean;
  finishedAt: Date | null;
  result: StoredResult | null;
  players: ReplaySeat[];
  /** The starting position as a spectator sees it (board, bag count, first player). */
  start: GameView;
  /** The log in move order; racks and draws hidden while the game runs. */
  events: GameEvent[];
  /**
   * While the game runs: how many tiles each rack and the bag held after each event, as
   * the engine has them (only counts: R30). The hidden log cannot give them — Word
   * Wefter's bought tiles join a rack and the marketplace refills from the bag. Null once
   * the game is over (the initial state gives everything).
   */
  counts: readonly PublicCounts[] | null;
  /**
   * Resignations that were not their player's own act, by move: a tournament organiser's
   * decision (their forfeit, or the player's removal; `actor` 'organiser', never rated), or a
   * win claimed against a player gone a minute (`actor` 'clock').
   */
  imposedResignations: ImposedResignation[];
  /** The complete initial state (seed, bag, racks), only once the game is over. */
  initial: GameState | null;
  /** Only once the game is over. */
  analysis: {
    status: AnalysisStatus;
    /** The version that today's Oracle stamps on its analyses. */
    currentVersion: string;
    /** The worker has a job for it waiting or running (a re-analysis asked for). */
    queued: boolean;
    /** When the stored analysis was written (null: none is). */
    analysedAt: Date | null;
    annotations: ReplayAnnotation[];
  } | null;
  /** The players' notes on moves (written only once the game is over), for everyone. */
  notes: ReplayNote[];
}

const versions = new Map<string, string>();

/** The analysis version today's Oracle stamps for a word list (the worker's rule), cached. */
export function currentAnalysisVersion(wordList: string): string {
  let version = versions.get(wordList);
  if (!version) {
    version = analysisVersion(serverLexicon(wordList));
    versions.set(wordList, version);
  }
  return version;
}

/** A game's replay (see {@link ReplayData}); the same for every viewer. */
export async function readReplay(
  db: Queryable,
  gameId: string,
  options: { analysisVersion?: (wordList: string) => string } = {},
): Promise<ReplayData> {
  const loaded = await loadGame(db, gameId);
  const { game, seats } = loaded;
  if (!game.state) throw notFound('This game has not started: there is nothing to replay.');
  const over = game.state.status === 'over';
  const initial = initialState(loaded);
  const [usernames, rows, notes] = await Promise.all([
    usernamesOf(db, loaded),
    db
      .select({ event: gameEvents.event, actor: gameEvents.actor })
      .from(gameEvents)
      .where(eq(gameEvents.gameId, gameId))
      .orderBy(asc(gameEvents.moveNumber)),
    readNotes(db, gameId),
  ]);
  const logged = rows.map((r) => r.event);
  const events = logged.map((e) => viewEvent(e, 'spectator', game.state!.status));
  const counts = over ? null : countsAfterEach(gameId, initial, logged);
  const start = viewFor(initial, 'spectator');
  return {
    gameId: game.id,
    ruleset: game.ruleset,
    rated: game.rated,
    over,
    finishedAt: game.finishedAt,
    result: over ? game.result : null,
    players: seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      userId: s.userId,
      username: s.userId ? (usernames.get(s.userId) ?? null) : null,
      botLevel: s.botLevel,
      score: s.score,
      rank: s.rank,
      result: s.result,
    })),
    start,
    events,
    counts,
    imposedResignations: rows.flatMap(({ event, actor }) =>
      event.type === 'resign' && (actor === 'organiser' || actor === 'clock')
        ? [{ move: event.move, by: actor === 'organiser' ? 'organiser' : 'claim' } as const]
        : [],
    ),
    initial: over ? initial : null,
    analysis: over
      ? await readAnalysis(db, gameId, events, versionOf(game.ruleset, options.analysisVersion))
      : null,
    notes,
  };
}

function versionOf(rulesetKey: string, override?: (wordList: string) => string): string {
  const wordList = getRuleset(rulesetKey)?.wordList ?? 'english';
  return (override ?? currentAnalysisVersion)(wordList);
}

async function readAnalysis(
  db: Queryable,
  gameId: string,
  events: readonly GameEvent[],
  currentVersion: string,
): Promise<NonNullable<ReplayData['analysis']>> {
  const rows = await db
    .select({
      moveNumber: moveAnnotations.moveNumber,
      kind: moveAnnotations.kind,
      bestPlay: moveAnnotations.bestPlay,
      bestScore: moveAnnotations.bestScore,
      playedScore: moveAnnotations.playedScore,
      rank: moveAnnotations.rank,
      playCount: moveAnnotations.playCount,
      pointsLost: moveAnnotations.pointsLost,
      oracleVersion: moveAnnotations.oracleVersion,
      createdAt: moveAnnotations.createdAt,
    })
    .from(moveAnnotations)
    .where(eq(moveAnnotations.gameId, gameId))
    .orderBy(asc(moveAnnotations.moveNumber));
  const annotations = rows.map(({ createdAt: _, ...a }) => a);
  const writtenAt = rows.reduce<Date | null>(
    (latest, r) => (latest && latest >= r.createdAt ? latest : r.createdAt),
    null,
  );
  return analysisSummary(db, { job: 'analyse_game', id: gameId }, events, {
    annotations,
    currentVersion,
    analysedAt: writtenAt,
  });
}

export type ReplayAnalysis = NonNullable<ReplayData['analysis']>;

/**
 * Where a stored analysis stands, for a game or an imported record: the worker
 * annotates every play (and the passes and exchanges that had one), so fewer play
 * annotations than plays is an analysis not yet made; another version's is stale.
 */
export async function analysisSummary(
  db: Queryable,
  job: { job: AnalysisJobName; id: string },
  events: readonly GameEvent[],
  stored: Pick<ReplayAnalysis, 'annotations' | 'currentVersion' | 'analysedAt'>,
): Promise<ReplayAnalysis> {
  const { annotations, currentVersion, analysedAt } = stored;
  const plays = events.filter((e) => e.type === 'play').length;
  const annotatedPlays = annotations.filter((a) => (a.kind ?? 'play') === 'play').length;
  const status: AnalysisStatus =
    annotatedPlays < plays
      ? 'missing'
      : annotations.some((a) => a.oracleVersion !== currentVersion)
        ? 'stale'
        : 'current';
  // Nothing to analyse without plays: never "analysing…".
  const queued = plays > 0 && (await analysisQueued(db, job.job, job.id, analysedAt));
  return { status, currentVersion, queued, analysedAt, annotations };
}
