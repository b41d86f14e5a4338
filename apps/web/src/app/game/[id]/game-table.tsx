'use client';

import { useMutation } from '@tanstack/react-query';
import type { GameDetail, HistoryEntry } from './game-types';
import { letterOf, WILD, type Placement, type Square } from '@wordrise/engine';
import {
  Board3D,
  clockLabel,
  formatClock,
  GAME_KEYBOARD_HELP,
  VIEW_KEYBOARD_HELP,
  letterLabel,
  playPreviewText,
  PlayPreview,
  Rack,
  MarketPanel,
  EndSummary,
  howItEnded,
  ENDED_BY_YOU,
  whoWon,
  Scoreboard,
  shuffleOrder,
  swapTiles,
  TurnControls,
  SOLO_RESIGN_QUESTION,
  resignBeforeMovingQuestion,
  winnerSeats,
  type Board3DHandle,
  type EndedBy,
  type GameTournament,
  type OraclePlay,
  type ScoreboardSeat,
} from '@wordrise/ui';
import Link from 'next/link';
import { useMemo, useRef, useState } from 'react';
import { challengeInWords, useAnnouncements } from './announcements';
import { ChallengeBar } from './challenge-bar';
import { EndPassAndPlay } from './end-pass-and-play';
import { GameChat } from './game-chat';
import type { TableRules } from './table-rules';
import { GamePanels, type PanelTab } from './game-panels';
import { focusedControl, statusLine, stillUsable, useKeptFocus } from './kept-focus';
import { lastWordSquares } from './last-play';
import { hasMoved, LeaveGame } from './leave-game';
import { claimedResignation, organiserForfeit, seatThatEnded } from './move-entries';
import { usePlayPreview } from './play-preview';
import { Rematch } from './rematch';
import { TurnSignalControls, useTurnSignal } from './turn-signal';
import { slotsFor, togglePick, type TentativeTile } from './turn-state';
import { useElapsed } from './use-elapsed';
import { useRackOrder } from './use-rack-order';
import { useTurn } from './use-turn';
import { WildLetterDialog } from './wild-letter-dialog';
import { signInPath } from '~/lib/paths';
import { useTRPC } from '~/trpc/react';

/** The live stream's state, as the status line tells it. */
export type LiveState = 'ok' | 'reconnecting' | 'stopped';

const END_ACTION =
  'rounded-md bg-slate-800 px-3 py-1.5 text-sm font-semibold text-slate-100 hover:bg-slate-700';

export interface GameTableProps {
  gameId: string;
  view: GameDetail;
  game: NonNullable<GameDetail['game']>;
  history: HistoryEntry[];
  /** When this view arrived (the clocks count down from it). */
  receivedAt: number;
  rules: TableRules;
  signedIn: boolean;
  /** A tournament game: never aborted; resigning or leaving before moving is a forfeit. */
  tournament: GameTournament | null;
  liveState: LiveState;
  onView: (view: GameDetail) => void;
  onStale: () => void;
}

/** A started game's table: the board, the viewer's rack and turn, scores, panels and chat. */
export function GameTable({
  gameId,
  view,
  game,
  history,
  receivedAt,
  rules,
  signedIn,
  tournament,
  liveState,
  onView,
  onStale,
}: GameTableProps) {
  const trpc = useTRPC();
  const rack = game.rack ?? '';
  const yourSeat = view.yourSeat;
  const playing = view.status === 'playing';
  const over = view.status === 'finished';
  const seated = yourSeat !== null && game.rack !== null;
  const active = seated && game.players[yourSeat]?.status === 'active';
  // A play that went out holds the end while it may be challenged: nobody moves then, the
  // opponents only challenge or accept it (challenge-bar.tsx). The engine's view keeps it
  // until the closing event (the window's countdown may be over before the server closes it).
  const heldEnd = game.challengeable?.endsGame === true;
  const yourTurn = playing && active && view.toMove === yourSeat && !heldEnd;

  const [order, setOrder] = useRackOrder(rack);
  const turnKey = `${view.moveNumber}:${rack}`;
  const [turn, setTurn] = useTurn(gameId, turnKey, rack, game.board.size, !view.passAndPlay);

  // The Oracle preview (ghost tiles) belongs to one position.
  const [ghostState, setGhostState] = useState<{ key: string; play: OraclePlay | null }>({
    key: turnKey,
    play: null,
  });
  const ghost = ghostState.key === turnKey ? ghostState.play : null;
  const setGhost = (play: OraclePlay | null) => setGhostState({ key: turnKey, play });

  // Word Wefter: tiles bought this turn join the rack (after its own tiles) until the move is sent.
  const market = game.market ?? null;
  const boughtTiles = turn.buys.map((slot) => market?.slots?.[slot] ?? '').join('');
  const hand = rack + boughtTiles;
  const handOrder = [...order, ...Array.from(boughtTiles, (_, i) => rack.length + i)];

  const tentativePlacements = useMemo(
    () => turn.tentative.map(({ r, c, letter }) => ({ r, c, letter })),
    [turn.tentative],
  );
  const preview = usePlayPreview({
    board: game.board,
    tentative: yourTurn && turn.mode === 'play' ? tentativePlacements : [],
    rack: hand,
    rulesetKey: view.ruleset,
    wordGraphVersion: rules.wordGraphVersion,
    challenges: game.challenges === true,
  });
  const usedSlots = useMemo(() => new Set(turn.tentative.map((t) => t.slot)), [turn.tentative]);
  const rackTiles = handOrder.map((slot) => hand[slot] ?? '');
  const displayOf = (slot: number | null) => (slot === null ? null : handOrder.indexOf(slot));
  /** A new display order of the rack (as `Rack` gives it): bought tiles keep to the end. */
  const reorderRack = (newOrder: number[]) =>
    setOrder(newOrder.map((i) => handOrder[i] ?? i).filter((s) => s < rack.length));

  // ---- focus: kept on the board or the status line, never dropped to the page ----------
  const boardRef = useRef<Board3DHandle>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusSquare = (square: Square | undefined) => {
    if (square) boardRef.current?.focusSquare(square);
  };

  // ---- moves -----------------------------------------------------------------
  const submit = useMutation(
    trpc.game.submit.mutationOptions({
      onSuccess: (result) => onView(result.view),
      onError: (error) => {
        if (error.data?.code === 'CONFLICT') onStale();
        // The engine's own sentence for a refused play; the tiles stay where they are.
        setTurn({ error: error.message, confirmAt: null });
      },
    }),
  );
  const busy = submit.isPending;
  // While a move is sent, focus its button dropped waits on the status line.
  const keepFocus = useKeptFocus(busy, statusLine);
  /**
   * Sends a move. Focus while it is sent: on the status line if its button is gone or
   * disabled (YES, PASS; CONFIRM EXCHANGE). Focus afterwards: back on the board square the player asked from (Enter,
   * then YES, SUBMIT); else on the control pressed if it is still usable after a refusal;
   * else on the status line, which says whose turn it is now.
   */
  const send = (action: Parameters<typeof submit.mutate>[0]['action'], from?: Square) => {
    if (busy) return;
    setTurn({ error: null });
    const control = focusedControl();
    submit.mutate(
      { gameId, expectedMove: view.moveNumber, action },
      {
        onSettled: (_data, error) =>
          keepFocus(() => {
            if (from) focusSquare(from);
            else ((error ? stillUsable(control) : null) ?? statusRef.current)?.focus();
          }),
      },
    );
  };

  // The marketplace purchase goes with the move (the server judges it: price, score, open).
  const buying = turn.buys.length > 0 ? { buy: [...turn.buys] } : {};
  const toggleBuy = (slot: number) =>
    setTurn((t) => ({
      buys: t.buys.includes(slot) ? t.buys.filter((s) => s !== slot) : [...t.buys, slot],
      // Bought tiles sit after the rack's own: a change of purchase takes them back off the board.
      tentative: t.tentative.filter((p) => p.slot < rack.length),
      selected: t.selected !== null && t.selected >= rack.length ? null : t.selected,
      error: null,
    }));

  const submitPlay = () => {
    if (!yourTurn || turn.tentative.length === 0) return;
    send(
      {
        type: 'play',
        placements: turn.tentative.map(({ r, c, letter }) => ({ r, c, letter })),
        ...buying,
      },
      turn.confirmAt ?? undefined,
    );
  };

  const place = (r: number, c: number, slot: number, as?: string) => {
    const tile = hand[slot];
    if (!tile) return;
    // A wild tile is played as a letter: typed (`as`), or asked for in a dialog.
    if (tile === WILD && !as) {
      setTurn({ wildAt: { r, c, letter: WILD, slot }, selected: null, error: null });
      return;
    }
    const letter = tile === WILD ? as!.toLowerCase() : tile;
    // Onto one of this turn's tiles: that tile goes back to the rack, into the place the new
    // one leaves, so the two are seen to swap (never lost under the new one).
    const replaced = turn.tentative.find((p) => p.r === r && p.c === c && p.slot !== slot);
    if (replaced)
      reorderRack(
        swapTiles(handOrder.length, handOrder.indexOf(slot), handOrder.indexOf(replaced.slot)),
      );
    setTurn((t) => ({
      tentative: [...t.tentative.filter((p) => p.r !== r || p.c !== c), { r, c, letter, slot }],
      selected: null,
      wildAt: null,
      error: null,
    }));
    setGhost(null);
  };

  /** A rack tile onto a square: tapped there after tapping the tile, or dragged there. */
  const placeFromRack = (r: number, c: number, slot: number) => {
    if (!yourTurn || busy || turn.mode !== 'play' || usedSlots.has(slot)) return;
    place(r, c, slot);
  };

  const onSquareClick = (r: number, c: number) => {
    if (turn.selected !== null) placeFromRack(r, c, turn.selected);
  };

  const onTypeLetter = (r: number, c: number, letter: string) => {
    if (turn.mode !== 'play') return;
    const here = turn.tentative.find((p) => p.r === r && p.c === c);
    const free = (s: number) => !usedSlots.has(s) || s === here?.slot;
    // The letter's own tile (a rainbow one too), else a wild tile played as it.
    const slot =
      handOrder.find((s) => letterOf(hand[s] ?? '') === letter && free(s)) ??
      handOrder.find((s) => hand[s] === WILD && free(s));
    if (slot === undefined) {
      setTurn({ error: `You have no ${letterLabel(letter, rules.spelling)} on your rack.` });
      return;
    }
    place(r, c, slot, letter);
  };

  const takeBack = (square: Square) =>
    setTurn((t) => ({
      tentative: t.tentative.filter((p) => p.r !== square.r || p.c !== square.c),
      error: null,
    }));

  const placePlay = (play: { placements: readonly Placement[]; buy?: readonly number[] }) => {
    if (!yourTurn) return;
    // An Oracle play is a whole move: its purchase (none too) replaces the one chosen,
    // and its bought tiles join the rack after the rack's own, as the market panel's do.
    const buys = play.buy ?? [];
    const bought = buys.map((slot) => market?.slots?.[slot] ?? '').join('');
    const tiles: TentativeTile[] | null = slotsFor(play.placements, rack + bought, [
      ...order,
      ...Array.from(bought, (_, i) => rack.length + i),
    ]);
    if (!tiles) {
      setTurn({ error: 'Your rack can’t make that play.' });
      return;
    }
    setTurn({
      tentative: tiles,
      buys: [...buys],
      selected: null,
      mode: 'play',
      picks: [],
      error: null,
    });
    setGhost(null);
    // PLACE goes away with the preview: focus moves to the placed play on the board.
    focusSquare(tiles[0]);
  };

  // ---- clocks -------------------------------------------------------------------
  const hasClock = view.players.some((p) => p.timeLeftMs !== null);
  const elapsed = useElapsed(receivedAt, hasClock && playing);
  // A paired game waits for its players: the mover's clock stands still until they come, or
  // until this many ms after the view (then it runs).
  const clockWaitMs =
    playing && view.clockWaitsUntil
      ? new Date(view.clockWaitsUntil).getTime() - new Date(view.serverTime).getTime()
      : 0;
  const clockWaitLeftMs = Math.max(0, clockWaitMs - elapsed);
  const clockRunMs = Math.max(0, elapsed - clockWaitMs);

  const seats: ScoreboardSeat[] = view.players.map((p, i) => {
    const engineSeat = game.players[i];
    const running = playing && view.toMove === i && p.timeLeftMs !== null;
    return {
      name: p.name,
      score: engineSeat?.score ?? p.score,
      rackCount: engineSeat?.rackCount ?? 0,
      timeLeftMs:
        p.timeLeftMs === null
          ? null
          : running
            ? Math.max(0, p.timeLeftMs - clockRunMs)
            : p.timeLeftMs,
      status: engineSeat?.status ?? 'active',
      you: i === yourSeat,
      bot: p.botLevel !== null,
      rating: p.rating ?? null,
      ratingDelta: p.ratingChange?.delta ?? null,
    };
  });
  const winners = winnerSeats(view.players.map((p) => p.result));

  const lastWord = useMemo(() => lastWordSquares(history), [history]);
  const lastMove = history[history.length - 1];
  const seatNames = view.players.map((p) => p.name);

  // ---- Oracle -----------------------------------------------------------------------
  const oracleAllowed = view.oracleAllowed && !view.rated && seated && active && playing;
  const [tab, setTab] = useState<PanelTab>('moves');

  // ---- what to say at the top ---------------------------------------------------------
  const mover = view.toMove !== null ? view.players[view.toMove] : undefined;
  // Who ended it (the last tile, the resignation, the clock), "You" to them.
  const enderSeat = over && lastMove ? seatThatEnded(lastMove) : null;
  const endedBy: EndedBy =
    enderSeat === null
      ? null
      : enderSeat === yourSeat && !view.passAndPlay
        ? ENDED_BY_YOU
        : (seatNames[enderSeat] ?? null);
  const claimed = claimedResignation(lastMove);
  const byOrganiser = organiserForfeit(lastMove);
  const summaryPlayers = view.players.map((p, i) => ({
    name: p.name,
    score: game.players[i]?.score ?? p.score,
    won: winners.includes(i),
    ratingDelta: p.ratingChange?.delta ?? null,
  }));
  const status = over
    ? `Game over${view.result ? `: ${howItEnded(view.result, endedBy, rules.noWordRounds, claimed, byOrganiser)}` : ''}. ${whoWon(summaryPlayers)}.`
    : yourTurn
      ? view.passAndPlay && mover
        ? `${mover.name}’s turn`
        : 'Your turn'
      : mover
        ? `${mover.name} to move`
        : '';

  // Word challenges: the outcome of the last move if it was a challenge, said to the viewer.
  const challengeResult =
    lastMove?.event.type === 'challenge'
      ? challengeInWords(lastMove.event, yourSeat, seatNames, rules.spelling)
      : null;
  const announcements = useAnnouncements({
    history,
    yourSeat,
    seatNames,
    spelling: rules.spelling,
    yourTurn,
    moveNumber: view.moveNumber,
    turnText: view.passAndPlay && mover ? `${mover.name}’s turn` : 'Your turn',
  });

  const correspondence = view.timeControl.kind === 'correspondence';
  const turnSignal = useTurnSignal({
    yourTurn,
    moveNumber: view.moveNumber,
    correspondence,
    notifyText: `Your turn in your game with ${seatNames.filter((_, i) => i !== yourSeat).join(' and ')}.`,
  });

  const canExchange = game.bagCount >= rules.minBagToExchange;
  // As many tiles as the rules, the rack and (drawing first) the bag allow.
  const exchangeLimit = Math.max(
    1,
    Math.min(
      rules.exchangeMaxTiles,
      rack.length,
      rules.exchangeDrawsFirst ? game.bagCount : rules.exchangeMaxTiles,
    ),
  );
  const selectedDisplay = turn.mode === 'exchange' ? null : displayOf(turn.selected);

  return (
    <main
      className={`mx-auto grid max-w-6xl gap-2 px-2 py-2 sm:px-4 sm:py-4 lg:grid-cols-[auto_minmax(0,1fr)] lg:gap-6 ${tab === 'oracle' && oracleAllowed ? 'pb-[42vh] lg:pb-4' : ''}`}
    >
      <h1 className="sr-only">Game: {seatNames.join(' against ')}</h1>
      {/* On a phone both columns dissolve into one (display: contents) so the scores
          and clocks can sit above the board; from lg up they are two columns. */}
      {/* The board's size (smaller on a phone, where the scores sit above it and the buttons
          below); the lines of text under it wrap at its width rather than widen the column
          and shift the table sideways as a preview or a question comes and goes. A phone's
          board takes the page's whole width (inside its padding): its squares are small. */}
      <div className="contents [--game-board:min(94vw,50vh,40rem)] max-sm:[--game-board:min(calc(100vw_-_1rem),50vh,40rem)] lg:flex lg:min-w-0 lg:flex-col lg:items-center lg:gap-2 lg:[--game-board:min(96vw,58vh,40rem)]">
        <p
          ref={statusRef}
          // Focus lands here after a move the player sent (its button is then disabled).
          tabIndex={-1}
          className="order-first flex w-full items-center justify-between gap-2 px-1 text-sm"
          data-testid="game-status"
          data-your-turn={yourTurn ? 'true' : 'false'}
          data-move-number={view.moveNumber}
        >
          <span className={`font-semibold ${yourTurn ? 'text-gold' : 'text-slate-200'}`}>
            {status}
          </span>
          {/* Read as two sentences ("Your turn. Bag: 80"), not run together. */}
          <span className="sr-only">{status.endsWith('.') ? ' ' : '. '}</span>
          <span className="text-slate-400">
            Bag: <span className="tabular-nums">{game.bagCount}</span>
            {liveState !== 'ok' && playing && (
              <span className="ml-2 text-amber-300" role="status">
                {liveState === 'reconnecting' ? 'reconnecting…' : 'live updates stopped: reload'}
              </span>
            )}
          </span>
        </p>
        {yourTurn && view.clockWarning && seats[yourSeat]?.timeLeftMs != null && (
          // Correspondence: 80 % of the time for this move is used (the server's warning).
          <p
            role="status"
            data-testid="clock-warning"
            className="order-first w-full rounded-md border border-amber-400/60 bg-amber-950/60 px-3 py-2 text-sm font-semibold text-amber-200"
          >
            You have {clockLabel(seats[yourSeat]?.timeLeftMs ?? 0)} to move in this game.
          </p>
        )}
        {mover && !yourTurn && clockWaitLeftMs > 0 && (
          <p
            role="status"
            data-testid="clock-waits"
            className="order-first w-full rounded-md border border-slate-600 bg-slate-900/70 px-3 py-2 text-sm text-slate-100"
          >
            {mover.name}’s clock starts when they open the game, or in{' '}
            <span className="tabular-nums">{formatClock(clockWaitLeftMs)}</span> at the latest.
          </p>
        )}
        {playing && game.lastTurn && (
          // Word Wefter's final round: the pool ran dry, every player has one more turn.
          <p
            role="status"
            data-testid="last-turn"
            className="order-first w-full rounded-md border border-rose-400/60 bg-rose-950/60 px-3 py-2 text-sm font-semibold text-rose-100"
          >
            Last turn: the pool is empty, so{' '}
            {mover ? `this is ${mover.name}’s` : 'every player has one'} last turn of the game.
          </p>
        )}
        <ChallengeBar
          gameId={gameId}
          view={view}
          receivedAt={receivedAt}
          onView={onView}
          onStale={onStale}
        />
        {challengeResult && (
          <p
            data-testid="challenge-result"
            className="order-first w-full rounded-md border border-slate-600 bg-slate-900/70 px-3 py-2 text-sm text-slate-100"
          >
            {challengeResult}
          </p>
        )}
        {/* Each move and each "Your turn" as its own line, read as it is added. */}
        <div
          role="log"
          aria-label="Game announcements"
          className="sr-only"
          data-testid="announcements"
        >
          {announcements.map((a) => (
            <p key={a.id}>{a.text}</p>
          ))}
        </div>
        {over && view.result && (
          <EndSummary
            players={summaryPlayers}
            end={view.result}
            endedBy={endedBy}
            claimed={claimed}
            byOrganiser={byOrganiser}
            noWordRounds={rules.noWordRounds}
            spelling={rules.spelling}
            actions={
              <>
                <Rematch gameId={gameId} view={view} />
                <Link
                  href={`/game/${gameId}/replay`}
                  className={END_ACTION}
                  data-testid="replay-link"
                >
                  Review the game
                </Link>
                <Link href="/lobby" className={END_ACTION}>
                  New game
                </Link>
              </>
            }
          />
        )}
        <Board3D
          ref={boardRef}
          board={game.board}
          centre={rules.centre}
          spelling={rules.spelling}
          scoring={rules.scoring ?? undefined}
          tentative={turn.tentative}
          lastWord={lastWord}
          ghost={ghost?.placements}
          onSquareClick={onSquareClick}
          onTakeBack={takeBack}
          onGhostActivate={() => ghost && placePlay(ghost)}
          onTypeLetter={onTypeLetter}
          // Enter on a square asks first (a stray Enter once submitted a one-tile play).
          onRequestSubmit={(square) => {
            if (turn.tentative.length === 0)
              setTurn({ error: 'Put tiles on the board first, then press Enter to submit them.' });
            // A play the engine already refuses is not offered (YES would be focused): the
            // rule is said as the server would say it, and the player keeps placing.
            else if (preview?.kind === 'illegal')
              setTurn({ error: preview.error.message, confirmAt: null });
            else setTurn({ confirmAt: square, error: null });
          }}
          disabled={!yourTurn || busy || turn.mode !== 'play'}
          size="var(--game-board)"
          // Placing keys only for a player in the game; a spectator or a finished game looks.
          keyboardHelp={seated && playing && active ? GAME_KEYBOARD_HELP : VIEW_KEYBOARD_HELP}
        />
        {seated && !over ? (
          <>
            <Rack
              tiles={rackTiles}
              spelling={rules.spelling}
              used={turn.tentative.map((t) => handOrder.indexOf(t.slot))}
              selected={selectedDisplay}
              picked={turn.picks.map((slot) => order.indexOf(slot))}
              capacity={Math.max(rules.rackSize, hand.length)}
              letterValues={rules.scoring?.letterValues}
              mode={turn.mode}
              disabled={!yourTurn || busy}
              onSelect={(i) => {
                const slot = turn.mode === 'exchange' ? order[i] : handOrder[i];
                if (slot === undefined) return;
                if (turn.mode === 'exchange')
                  setTurn((t) => ({ picks: togglePick(t.picks, slot, exchangeLimit) }));
                else setTurn((t) => ({ selected: t.selected === slot ? null : slot }));
              }}
              onDropOnSquare={(i, { r, c }) => {
                const slot = handOrder[i];
                if (slot !== undefined) placeFromRack(r, c, slot);
              }}
              onReorder={reorderRack}
              onShuffle={() => {
                const shuffled = shuffleOrder(order.length);
                setOrder(shuffled.map((i) => order[i] ?? i));
              }}
            />
            {preview && (
              <div className="lg:max-w-[var(--game-board)]">
                <PlayPreview state={preview} spelling={rules.spelling} />
              </div>
            )}
            <TurnControls
              className="lg:max-w-[var(--game-board)]"
              yourTurn={yourTurn}
              canSubmit={turn.tentative.length > 0}
              canExchange={canExchange}
              exchanging={turn.mode === 'exchange'}
              exchangeCount={turn.picks.length}
              exchangePicked={
                turn.picks.length === 1
                  ? letterLabel(rack[turn.picks[0] as number] ?? '', rules.spelling)
                  : null
              }
              exchangeMax={exchangeLimit}
              busy={busy}
              gameOver={!playing || !active}
              resignQuestion={
                tournament && !hasMoved(history, yourSeat)
                  ? resignBeforeMovingQuestion(tournament)
                  : view.solo
                    ? SOLO_RESIGN_QUESTION
                    : undefined
              }
              error={turn.error}
              onSubmit={submitPlay}
              submitQuestion={
                turn.confirmAt && preview
                  ? `Submit your play? ${playPreviewText(preview, rules.spelling)}`
                  : turn.confirmAt
                    ? 'Submit your play?'
                    : null
              }
              onSubmitCancel={() => {
                focusSquare(turn.confirmAt ?? undefined);
                setTurn({ confirmAt: null });
              }}
              onRecall={() => {
                // RECALL is disabled once nothing is placed: back to the board, where they were.
                focusSquare(turn.tentative[0]);
                setTurn({ tentative: [], error: null });
              }}
              onExchangeStart={() => {
                setTurn({
                  mode: 'exchange',
                  picks: [],
                  tentative: [],
                  selected: null,
                  error: null,
                  confirmAt: null,
                });
                // EXCHANGE gives way to the exchange row: on to the rack, to pick the tile.
                document.querySelector<HTMLElement>('[data-testid="rack-tile-0"]')?.focus();
              }}
              onExchangeCancel={() => {
                setTurn({ mode: 'play', picks: [] });
                statusRef.current?.focus();
              }}
              onExchangeConfirm={() => {
                const tiles = turn.picks.map((slot) => rack[slot] ?? '').join('');
                if (tiles) send({ type: 'exchange', tiles });
              }}
              onPass={() => send({ type: 'pass', ...buying })}
              onResign={() => send({ type: 'resign' })}
            />
            {market && (
              <MarketPanel
                slots={market.slots}
                closed={market.closed}
                score={game.players[yourSeat]?.score ?? 0}
                buying={turn.buys}
                canBuy={yourTurn && !busy && turn.mode === 'play'}
                spelling={rules.spelling}
                letterValues={rules.scoring?.letterValues}
                onToggle={toggleBuy}
                className="w-full"
              />
            )}
            {turn.wildAt && (
              <WildLetterDialog
                onChoose={(letter) => {
                  const at = turn.wildAt;
                  if (at) place(at.r, at.c, at.slot, letter);
                  focusSquare(at ?? undefined);
                }}
                onCancel={() => {
                  focusSquare(turn.wildAt ?? undefined);
                  setTurn({ wildAt: null });
                }}
              />
            )}
            {/* Solo: it is always the player's turn, and nobody else is there to wait for. */}
            {playing && active && !view.passAndPlay && !view.solo && (
              <TurnSignalControls signal={turnSignal} correspondence={correspondence} />
            )}
          </>
        ) : seated || view.passAndPlay ? null : (
          <p className="text-sm text-slate-400" data-testid="spectating">
            You&apos;re watching this game.
            {!signedIn && (
              <>
                {' '}
                <Link href={signInPath(`/game/${gameId}`)} className="text-gold underline">
                  Sign in
                </Link>{' '}
                to play.
              </>
            )}
          </p>
        )}
      </div>

      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:gap-3">
        <Scoreboard
          className="order-first"
          seats={seats}
          toMove={playing ? view.toMove : null}
          bagCount={game.bagCount}
          winners={winners}
        />
        {view.ratingsHidden && (
          <p className="text-xs text-slate-400" data-testid="ratings-hidden">
            Ratings hidden until the game ends (your{' '}
            <Link href="/settings" className="underline hover:text-white">
              setting
            </Link>
            ).
          </p>
        )}
        <GamePanels
          gameId={gameId}
          view={view}
          game={game}
          history={history}
          rules={rules}
          seatNames={seatNames}
          oracleAllowed={oracleAllowed}
          tab={tab}
          onTab={setTab}
          ghost={ghost}
          onGhost={setGhost}
          onPlace={yourTurn ? placePlay : undefined}
          onStale={onStale}
        />
        {playing && seated && view.passAndPlay && <EndPassAndPlay gameId={gameId} />}
        {playing && seated && !view.passAndPlay && (
          <LeaveGame
            gameId={gameId}
            seat={yourSeat}
            history={history}
            realtime={view.timeControl.kind === 'realtime' && active}
            seatNames={seatNames}
            tournament={tournament}
          />
        )}
        {/* One household's table, or one player's practice: nobody to chat with. */}
        {!view.passAndPlay && !view.solo && (
          <GameChat gameId={gameId} over={!playing} signedIn={signedIn} />
        )}
      </div>
    </main>
  );
}
