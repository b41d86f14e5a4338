'use client';

import type { GameEvent, Square } from '@wordrise/engine';
import {
  AnnotationPanel,
  Board3D,
  VIEW_KEYBOARD_HELP,
  PlayerFiguresTable,
  ReplayControls,
  ReplayMoves,
  ReplayRacks,
  Scoreboard,
  moveInWords,
  oracleVerdict,
  playerFigures,
  rackPenaltyLines,
  recordFiles,
  spellWord,
  replayPositions,
  winnerSeats,
  type MoveAnnotation,
  type AlternativePlay,
  type BoardScoring,
  type TileSpelling,
} from '@wordrise/ui';
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { download } from '~/lib/download';
import { describeLength } from '~/lib/games';
import { useAlternatives, useWordGraph } from './alternatives';
import { AnalysisLine } from './analysis-line';
import { isAnalysing, useLiveReplay, type Replay, type ReplaySource } from './live-replay';
import { MoveNotes } from './move-notes';
import { replayHeading } from './replay-title';
import { stepForKey, stepNews } from './step';

// The chart library is loaded by this page only, after its first paint.
const ScoreGraph = dynamic(() => import('./score-graph'), {
  ssr: false,
  loading: () => <div className="h-[180px]" aria-hidden="true" />,
});

export interface ReplayClientProps {
  /** The game or imported record, as the page loaded it. */
  source: ReplaySource;
  /** The step the URL asked for (`?move=`). */
  initialStep: number;
  rules: {
    centre: readonly Square[];
    spelling: TileSpelling;
    wordList: string;
    /** Bonus squares, letter values, stack multipliers, as the live board shows them. */
    scoring: BoardScoring | null;
  };
  rulesetName: string;
  /** A signed-in viewer may ask for the analysis again. */
  signedIn: boolean;
  /** The signed-in viewer's user id (their notes are theirs to change). */
  viewerId: string | null;
}

/** How long stepping must pause before the URL follows (a held → key moves on first). */
const URL_UPDATE_DELAY_MS = 150;

const END_TEXT: Record<string, string> = {
  'went-out': 'a player used their last tile',
  'all-passed': 'everyone passed',
  'no-words': 'nobody played a word for several rounds',
  resigned: 'a player resigned',
  'timed-out': 'a player ran out of time',
};

/**
 * How the game ended, for the summary: "the organiser forfeited Ann’s game", "Ann left the game
 * and the win was claimed", else by the result's reason ("everyone passed").
 */
function howReplayEnded(
  replay: Replay,
  seatNames: readonly string[],
  imposed: ReadonlyMap<number, 'organiser' | 'claim'>,
): string {
  const last = replay.events.at(-1);
  const by = last?.type === 'resign' ? imposed.get(last.move) : undefined;
  const name = seatNames[last?.seat ?? -1] ?? 'a player';
  if (by === 'organiser') return `the organiser forfeited ${name}’s game`;
  if (by === 'claim') return `${name} left the game and the win was claimed`;
  const reason = replay.result?.reason ?? '';
  return END_TEXT[reason] ?? reason;
}

/**
 * The replay viewer: every position is rebuilt once from the log with the engine,
 * so stepping (buttons, ← → Home End, the scrubber, the move list) is local — no
 * request per step. The URL carries the step (`?move=17`).
 */
export function ReplayClient({
  source,
  initialStep,
  rules,
  rulesetName,
  signedIn,
  viewerId,
}: ReplayClientProps) {
  const gameId = source.id;
  const imported = source.kind === 'import' ? { ownerName: source.board.ownerName } : null;
  const { replay, refetch } = useLiveReplay(source);
  const analysing = isAnalysing(replay);
  const positions = useMemo(() => replayPositions(replay), [replay]);
  const last = positions.length - 1;
  const [step, setStepState] = useState(() => Math.min(initialStep, last));
  const [ghost, setGhost] = useState<AlternativePlay | null>(null);

  const setStep = useCallback(
    (next: number) => {
      const clamped = Math.max(0, Math.min(last, next));
      performance.mark('replay-step-start');
      setStepState(clamped);
      setGhost(null);
    },
    [last],
  );

  useEffect(() => {
    performance.mark('replay-step-end');
    if (performance.getEntriesByName('replay-step-start').length > 0)
      performance.measure('replay-step', 'replay-step-start', 'replay-step-end');
  }, [step]);

  // The URL carries the step, without a navigation (no request), once stepping pauses:
  // Chromium's replaceState (and the site icon it looks up again) cost ~3 ms a call.
  useEffect(() => {
    const timer = setTimeout(() => {
      const url = new URL(window.location.href);
      url.searchParams.set('move', String(step));
      window.history.replaceState(window.history.state, '', url);
    }, URL_UPDATE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);

  // ← → Home End anywhere on the page, unless a control (the scrubber, the board) took the key.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
      const target = e.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const next = stepForKey(e.key, step, last);
      if (next === null) return;
      e.preventDefault();
      setStep(next);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, last, setStep]);

  const files = useMemo(
    () =>
      recordFiles(
        gameId,
        replay.initial,
        replay.events,
        replay.finishedAt ? new Date(replay.finishedAt).toISOString().slice(0, 10) : null,
      ),
    [gameId, replay],
  );
  const scoreSeries = useMemo(() => positions.map((p) => p.scores), [positions]);
  const position = positions[step]!;
  const before = step > 0 ? positions[step - 1]! : null;
  const seatNames = useMemo(() => replay.players.map((p) => p.name), [replay.players]);
  const annotations = useMemo(
    () => new Map((replay.analysis?.annotations ?? []).map((a) => [a.moveNumber, a])),
    [replay.analysis],
  );
  const figures = useMemo(
    () =>
      playerFigures(
        replay.analysis?.annotations ?? [],
        (move) => replay.events[move]?.seat,
        replay.players.length,
      ),
    [replay],
  );
  // Resignations their players did not make (an organiser's forfeit, a claimed win): said as such.
  const imposed = useMemo(
    () => new Map(replay.imposedResignations.map((r) => [r.move, r.by])),
    [replay.imposedResignations],
  );
  const moveEntries = useMemo(
    () =>
      replay.events.map((e) => {
        const by = e.type === 'resign' ? imposed.get(e.move) : undefined;
        return by === 'organiser' ? { ...e, byOrganiser: true } : by ? { ...e, claimed: true } : e;
      }),
    [replay.events, imposed],
  );
  const event = position.event;
  const moveWords = event
    ? moveInWords(
        event,
        seatNames[event.seat] ?? `Seat ${event.seat + 1}`,
        rules.spelling,
        imposed.get(event.move) ?? null,
      )
    : null;
  const annotation: MoveAnnotation | null = event ? (annotations.get(event.move) ?? null) : null;
  const verdict = annotation ? oracleVerdict(annotation, rules.spelling) : null;
  // The top alternatives: the Oracle runs here on the word graph, downloaded once
  // (cached for good) when a finished game's play, pass or exchange is first shown.
  const isJudged = (type: string) => type === 'play' || type === 'pass' || type === 'exchange';
  const wantsGraph = replay.over && replay.events.some((e) => isJudged(e.type));
  const graph = useWordGraph(
    wantsGraph ? rules.wordList : null,
    replay.analysis?.currentVersion ?? null,
  );
  const computed = useAlternatives(event, before, replay.ruleset, graph.data);
  // An empty list (a rack without a play) is no list: nothing to show under the heading.
  const alternatives =
    computed && computed.length > 0 ? computed : annotation ? [annotation.bestPlay] : null;
  const judged = event !== null && isJudged(event.type);
  const alternativesNote =
    !judged || computed
      ? null
      : graph.isError
        ? 'The word list could not be loaded: only the best play is shown.'
        : 'Loading the word list…';
  // An alternative is shown where it could have been played: on the board before the move.
  const showGhost = ghost !== null && before !== null;

  // Word Wefter's length beside the game's name: "Word Wefter · Short game".
  const length = describeLength(replay.initial?.length ?? 'normal');
  const gameTitle = length ? `${rulesetName} · ${length}` : rulesetName;

  const over = replay.over;
  const isLast = step === last;
  const winners = winnerSeats(replay.players.map((p) => p.result));
  const summary =
    over && replay.result
      ? [
          `Game over: ${howReplayEnded(replay, seatNames, imposed)}.`,
          winners.length ? `${winners.map((w) => seatNames[w]).join(' and ')} won.` : '',
          ...rackPenaltyLines(replay.result, seatNames).map((line) => `${line}.`),
        ]
          .filter(Boolean)
          .join(' ')
      : 'This game is still being played: you see what a spectator sees.';

  const seats = replay.players.map((p, i) => ({
    name: p.name,
    score: position.scores[i] ?? 0,
    rackCount: position.rackCounts[i] ?? 0,
    bot: p.botLevel !== null,
  }));

  return (
    <main className="mx-auto grid max-w-6xl gap-3 px-2 py-2 sm:px-4 sm:py-4 lg:grid-cols-[auto_minmax(0,1fr)] lg:gap-6">
      <div className="flex min-w-0 flex-col items-center gap-2">
        <div className="flex w-full flex-wrap items-center justify-between gap-2 px-1 text-sm">
          {imported ? (
            <h1 className="font-semibold" data-testid="replay-title">
              Imported game · {gameTitle} · unrated · imported by {imported.ownerName}
            </h1>
          ) : (
            <div className="flex min-w-0 flex-col">
              {/* Named by its players, as the document's title: which game this is. */}
              <h1 className="font-semibold" data-testid="replay-title">
                {replayHeading(seatNames)}
              </h1>
              <p className="text-xs text-slate-300" data-testid="replay-game">
                {gameTitle}
              </p>
            </div>
          )}
          {imported ? (
            <Link href="/replay/import" prefetch={false} className="text-gold underline">
              Import another record
            </Link>
          ) : (
            <Link href={`/game/${gameId}`} className="text-gold underline">
              Back to the game
            </Link>
          )}
        </div>
        <p className="w-full px-1 text-sm text-slate-200" data-testid="replay-move-words">
          {moveWords ?? 'The start of the game.'}
        </p>
        {/* Each step told to a screen reader, with where it is in the game and the Oracle's verdict. */}
        <p role="status" className="sr-only" data-testid="replay-step-news">
          {stepNews(step, last, moveWords, verdict)}
        </p>
        <Board3D
          board={showGhost ? before.board : position.board}
          centre={rules.centre}
          spelling={rules.spelling}
          scoring={rules.scoring ?? undefined}
          lastWord={showGhost ? undefined : position.placed}
          ghost={showGhost ? ghost.placements : undefined}
          disabled
          keyboardHelp={VIEW_KEYBOARD_HELP}
          size="min(96vw, 58vh, 40rem)"
        />
        <ReplayControls step={step} last={last} onStep={setStep} />
        {position.racks && (
          <ReplayRacks
            racks={position.racks}
            seatNames={seatNames}
            spelling={rules.spelling}
            letterValues={rules.scoring?.letterValues}
            caption={racksCaption(event, step, seatNames, rules.spelling)}
          />
        )}
      </div>

      <div className="flex min-w-0 flex-col gap-3">
        <p className="text-sm text-slate-300" data-testid="replay-summary">
          {isLast || !over ? summary : `Move ${step} of ${last}.`}
        </p>
        <Scoreboard seats={seats} bagCount={position.bagCount} winners={isLast ? winners : []} />
        {over && (
          <AnnotationPanel
            event={event}
            annotation={annotation}
            analysing={analysing}
            boardBefore={before?.board ?? null}
            spelling={rules.spelling}
            alternatives={alternatives}
            alternativesNote={alternativesNote}
            rackHadPlays={computed === null ? null : computed.length > 0}
            selected={ghost}
            onSelect={setGhost}
          />
        )}
        {over && !imported && (
          <MoveNotes
            gameId={gameId}
            moveNumber={event ? event.move : null}
            notes={replay.notes}
            viewerId={viewerId}
            canAdd={viewerId !== null && replay.players.some((p) => p.userId === viewerId)}
            onChanged={() => void refetch()}
          />
        )}
        {over && (
          <AnalysisLine
            gameId={gameId}
            analysedAt={replay.analysis?.analysedAt?.toISOString() ?? ''}
            analysing={analysing}
            canAsk={signedIn && !imported}
            reload={refetch}
          />
        )}
        <ReplayMoves
          events={moveEntries}
          seatNames={seatNames}
          spelling={rules.spelling}
          annotations={annotations}
          step={step}
          onStep={setStep}
          className="max-h-80 overflow-y-auto"
        />
        <ScoreGraph names={seatNames} scores={scoreSeries} step={step} onStep={setStep} />
        {files && (
          <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="downloads">
            <span className="text-slate-400">Download the record:</span>
            <button
              type="button"
              className="text-gold underline"
              onClick={() => download(files.text, 'text/plain')}
            >
              text
            </button>
            <button
              type="button"
              className="text-gold underline"
              onClick={() => download(files.json, 'application/json')}
            >
              JSON
            </button>
          </p>
        )}
        {!imported && (
          <p className="text-sm">
            <Link href="/replay/import" prefetch={false} className="text-gold underline">
              Import a game record
            </Link>
          </p>
        )}
        {over && replay.analysis?.status === 'current' && (
          <PlayerFiguresTable figures={figures} seatNames={seatNames} />
        )}
      </div>
    </main>
  );
}

/** What the racks shown are: at the start, or after a move (and the rack it was made from). */
function racksCaption(
  event: GameEvent | null,
  step: number,
  seatNames: readonly string[],
  spelling: TileSpelling,
): string {
  if (step === 0 || !event) return 'The racks at the start.';
  const who = seatNames[event.seat] ?? `Seat ${event.seat + 1}`;
  const from = event.rack ? `; ${who} moved from ${spellWord(event.rack, spelling)}` : '';
  return `The racks after move ${step}${from}.`;
}
