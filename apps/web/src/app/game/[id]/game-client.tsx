'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubscription } from '@trpc/tanstack-react-query';
import type { RouterOutputs } from '@wordrise/api';
import { letterOf, WILD, type Placement, type Square } from '@wordrise/engine';
import {
  Board3D,
  clockLabel,
  letterLabel,
  MoveList,
  playPreviewText,
  OraclePanel,
  PlayPreview,
  Rack,
  MarketPanel,
  EndSummary,
  FirstPlayerDraw,
  howItEnded,
  whoWon,
  samePlay,
  Scoreboard,
  shuffleOrder,
  TurnControls,
  type Board3DHandle,
  type BoardScoring,
  type OraclePlay,
  type ScoreboardSeat,
  type TileSpelling,
} from '@wordrise/ui';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { challengeInWords, useAnnouncements } from './announcements';
import { ChallengeBar } from './challenge-bar';
import { focusedControl, stillUsable, useKeptFocus } from './kept-focus';
import { usePlayPreview } from './play-preview';
import { recallTurn, rememberTurn } from './turn-memory';
import { TurnSignalControls, useTurnSignal } from './turn-signal';
import { signInPath } from '~/lib/paths';
import { formatRating } from '~/lib/ratings';
import { useTRPC } from '~/trpc/react';
import {
  carryOrder,
  freshTurn,
  identityOrder,
  slotsFor,
  togglePick,
  wordSquares,
  type TentativeTile,
  type TurnState,
} from './turn-state';
import { EndPassAndPlay } from './end-pass-and-play';
import { GameChat } from './game-chat';
import { LeaveGame } from './leave-game';
import { PassCover } from './pass-cover';
import { Rematch } from './rematch';
import { WaitingRoom } from './waiting-room';
import { WildLetterDialog } from './wild-letter-dialog';

type GameDetail = RouterOutputs['game']['view'];
type HistoryEntry = RouterOutputs['game']['history'][number];
type LiveState = 'ok' | 'reconnecting' | 'stopped';

/** How many plays the Oracle panel asks for (the list is filtered in the browser). */
const ORACLE_LIMIT = 200;

const ORACLE_DRAWER =
  'fixed inset-x-0 bottom-0 z-20 max-h-[40vh] overflow-y-auto rounded-t-xl border-t border-slate-700 bg-slate-950 p-2 shadow-2xl lg:static lg:z-auto lg:max-h-none lg:overflow-visible lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none';

const END_ACTION =
  'rounded-md bg-slate-800 px-3 py-1.5 text-sm font-semibold text-slate-100 hover:bg-slate-700';

/** The facts of the game's ruleset the table shows (never hard-coded: a ruleset has its own). */
export interface TableRules {
  readonly centre: readonly Square[];
  readonly rackSize: number;
  /** Exchanging needs at least this many tiles in the bag. */
  readonly minBagToExchange: number;
  /** The most tiles one exchange may return (the game's rules: 1, or up to 5 in solo). */
  readonly exchangeMaxTiles: number;
  /** The exchange draws before returning: it needs a tile in the bag per tile returned. */
  readonly exchangeDrawsFirst: boolean;
  /** Rounds without a word that end the game (null: no such end). */
  readonly noWordRounds: number | null;
  /** How tiles are written for people (WordRise: the `Q` tile reads "Qu"). */
  readonly spelling: TileSpelling;
  /** The version the word list's graph is served under, for the play preview (null: none). */
  readonly wordGraphVersion: string | null;
  /** Bonus squares, letter values and stack multipliers to show (null: a plain board). */
  readonly scoring: BoardScoring | null;
}

export interface GameClientProps {
  gameId: string;
  initialView: GameDetail;
  initialHistory: HistoryEntry[];
  rules: TableRules;
  rulesetName: string;
  me: { id: string; username: string } | null;
}

export function GameClient({
  gameId,
  initialView,
  initialHistory,
  rules,
  rulesetName,
  me,
}: GameClientProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const viewKey = trpc.game.view.queryKey({ gameId });
  const historyKey = trpc.game.history.queryKey({ gameId });

  const viewQuery = useQuery(trpc.game.view.queryOptions({ gameId }, { initialData: initialView }));
  const historyQuery = useQuery(
    trpc.game.history.queryOptions({ gameId }, { initialData: initialHistory }),
  );
  const view = viewQuery.data;
  const history = historyQuery.data;

  // (The Oracle needs nothing here: its query is keyed by the move on the board.)
  const refreshAfterMove = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: historyKey });
  }, [queryClient, historyKey]);

  /** Takes a newer view of the game (never an older one that arrived late). */
  const acceptView = useCallback(
    (next: GameDetail) => {
      const prev = queryClient.getQueryData<GameDetail>(viewKey);
      if (prev && next.revision < prev.revision) return;
      queryClient.setQueryData(viewKey, next);
      if (!prev || prev.moveNumber !== next.moveNumber || prev.status !== next.status) {
        refreshAfterMove();
      }
    },
    [queryClient, viewKey, refreshAfterMove],
  );

  // Live: the server pushes this viewer's fresh view after every change to the game.
  const [wasLive, setWasLive] = useState(false);
  const live = useSubscription(
    trpc.game.live.subscriptionOptions(
      { gameId },
      { onData: acceptView, onStarted: () => setWasLive(true) },
    ),
  );
  const liveState: LiveState =
    live.status === 'error'
      ? 'stopped'
      : live.status === 'connecting' && wasLive
        ? 'reconnecting'
        : 'ok';

  // Pass and play: the seat whose player said "it's me". A reload forgets it, so the
  // cover shows again (the safe side: the rack stays hidden until asked for again). Kept
  // by seat, not by move: a word challenge or an accept is a move that leaves the device
  // with the same player, who must not be asked to pass it to themselves.
  const [revealedSeat, setRevealedSeat] = useState<number | null>(null);

  if (view.status === 'open' || view.status === 'cancelled' || !view.game) {
    return (
      <main className="mx-auto max-w-2xl px-4 py-8">
        <WaitingRoom view={view} me={me} rulesetName={rulesetName} />
      </main>
    );
  }
  const mover = view.toMove === null ? undefined : view.players[view.toMove];
  if (view.passAndPlay && view.status === 'playing' && mover && revealedSeat !== view.toMove) {
    const seat = view.toMove;
    return <PassCover name={mover.name} onReveal={() => setRevealedSeat(seat)} />;
  }
  return (
    <GameTable
      gameId={gameId}
      view={view}
      game={view.game}
      history={history}
      receivedAt={viewQuery.dataUpdatedAt}
      rules={rules}
      signedIn={me !== null}
      liveState={liveState}
      onView={acceptView}
      onStale={() => {
        void queryClient.invalidateQueries({ queryKey: viewKey });
        refreshAfterMove();
      }}
    />
  );
}

interface GameTableProps {
  gameId: string;
  view: GameDetail;
  game: NonNullable<GameDetail['game']>;
  history: HistoryEntry[];
  /** When this view arrived (the clocks count down from it). */
  receivedAt: number;
  rules: TableRules;
  signedIn: boolean;
  liveState: LiveState;
  onView: (view: GameDetail) => void;
  onStale: () => void;
}

function GameTable({
  gameId,
  view,
  game,
  history,
  receivedAt,
  rules,
  signedIn,
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

  // The rack's display order (the player's arrangement), carried over to each new rack.
  const [orderState, setOrderState] = useState(() => ({
    rack,
    order: identityOrder(rack.length),
  }));
  let order = orderState.order;
  if (orderState.rack !== rack) {
    order = carryOrder(orderState.rack, orderState.order, rack);
    setOrderState({ rack, order });
  }

  // This turn's tiles, selection, exchange pick and error: fresh for every move.
  const turnKey = `${view.moveNumber}:${rack}`;
  const [turnState, setTurnState] = useState<TurnState>(() => freshTurn(turnKey));
  const turn = turnState.key === turnKey ? turnState : freshTurn(turnKey);
  const setTurn = useCallback(
    (patch: Partial<TurnState> | ((t: TurnState) => Partial<TurnState>)) =>
      setTurnState((prev) => {
        const base = prev.key === turnKey ? prev : freshTurn(turnKey);
        return { ...base, ...(typeof patch === 'function' ? patch(base) : patch) };
      }),
    [turnKey],
  );

  // A reload mid-turn keeps the tiles placed (restored after hydration: the server
  // render cannot see the tab's storage), until SUBMIT, RECALL or the next move.
  const [restoredKey, setRestoredKey] = useState<string | null>(null);
  useEffect(() => {
    if (restoredKey === turnKey) return;
    setRestoredKey(turnKey);
    const kept = recallTurn(gameId, turnKey, rack, game.board.size);
    if (kept.length > 0) setTurn((t) => (t.tentative.length === 0 ? { tentative: kept } : {}));
  }, [restoredKey, turnKey, gameId, rack, game.board.size, setTurn]);
  useEffect(() => {
    if (restoredKey === turnKey) rememberTurn(gameId, turnKey, turn.tentative);
  }, [restoredKey, gameId, turnKey, turn.tentative]);

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
  });
  const usedSlots = useMemo(() => new Set(turn.tentative.map((t) => t.slot)), [turn.tentative]);
  const rackTiles = handOrder.map((slot) => hand[slot] ?? '');
  const displayOf = (slot: number | null) => (slot === null ? null : handOrder.indexOf(slot));

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
  const keepFocus = useKeptFocus(busy);
  /**
   * Sends a move. Focus afterwards: back on the board square the player asked from (Enter,
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
    setTurn((t) => ({
      tentative: [...t.tentative.filter((p) => p.r !== r || p.c !== c), { r, c, letter, slot }],
      selected: null,
      wildAt: null,
      error: null,
    }));
    setGhost(null);
  };

  const onSquareClick = (r: number, c: number) => {
    if (turn.mode !== 'play' || turn.selected === null || usedSlots.has(turn.selected)) return;
    place(r, c, turn.selected);
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
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!hasClock || !playing) return;
    const tick = () => setNow(Date.now());
    tick();
    const id = setInterval(tick, 250);
    return () => clearInterval(id);
  }, [hasClock, playing]);
  const elapsed = now === null ? 0 : Math.max(0, now - receivedAt);

  const seats: ScoreboardSeat[] = view.players.map((p, i) => {
    const engineSeat = game.players[i];
    const running = playing && view.toMove === i && p.timeLeftMs !== null;
    return {
      name: p.name,
      score: engineSeat?.score ?? p.score,
      rackCount: engineSeat?.rackCount ?? 0,
      timeLeftMs:
        p.timeLeftMs === null ? null : running ? Math.max(0, p.timeLeftMs - elapsed) : p.timeLeftMs,
      status: engineSeat?.status ?? 'active',
      you: i === yourSeat,
      bot: p.botLevel !== null,
      rating: p.rating ? formatRating(p.rating) : null,
      ratingDelta: p.ratingChange?.delta ?? null,
    };
  });
  const winners = view.players.flatMap((p, i) => (p.result === 'win' ? [i] : []));

  // ---- the last word played (green) ----------------------------------------------
  const lastPlay = useMemo(() => {
    for (let i = history.length - 1; i >= 0; i--) {
      const event = history[i]?.event;
      // A play taken back after a challenge is no longer on the board.
      if (event?.type === 'challenge' && event.upheld) i--;
      else if (event?.type === 'play') return event;
    }
    return null;
  }, [history]);
  const lastWord = useMemo(() => {
    const main = lastPlay?.words[0];
    return main ? wordSquares(main.start, main.direction, main.word.length) : [];
  }, [lastPlay]);
  const lastMove = history[history.length - 1];
  const seatNames = view.players.map((p) => p.name);

  // ---- Oracle -----------------------------------------------------------------------
  const oracleAllowed = view.oracleAllowed && !view.rated && seated && active && playing;
  const [tab, setTab] = useState<'moves' | 'oracle'>('moves');
  // One query per position (the move on the board): a new move is a new key, so the query
  // fires however the new view arrived (the live stream, the submit's answer, a re-read),
  // and the previous position's plays are never shown for this one ("thinking…" instead).
  // Keyed by the move alone, the query once relied on each path that brings a view to
  // invalidate it; a view that came another way left the last answer up for good.
  const oracleQuery = useQuery(
    trpc.game.oracle.queryOptions(
      { gameId, limit: ORACLE_LIMIT, moveNumber: view.moveNumber },
      { enabled: oracleAllowed && tab === 'oracle', staleTime: Infinity, retry: false },
    ),
  );
  // CONFLICT: the game moved on before the page heard of it; re-read it (a new key follows).
  const oracleBehind = oracleQuery.error?.data?.code === 'CONFLICT';
  const oracleError = oracleQuery.error;
  useEffect(() => {
    if (oracleError?.data?.code === 'CONFLICT') onStale();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per refusal, not per render
  }, [oracleError]);
  const oracleData = oracleQuery.data;
  const oraclePlays: readonly OraclePlay[] = useMemo(() => oracleData?.plays ?? [], [oracleData]);

  // ---- what to say at the top ---------------------------------------------------------
  const mover = view.toMove !== null ? view.players[view.toMove] : undefined;
  // Who ended it (the last tile, the resignation, the clock): the last event's seat.
  const endedBy = over && lastMove ? (seatNames[lastMove.seat] ?? null) : null;
  const summaryPlayers = view.players.map((p, i) => ({
    name: p.name,
    score: game.players[i]?.score ?? p.score,
    won: p.result === 'win',
    ratingDelta: p.ratingChange?.delta ?? null,
  }));
  const status = over
    ? `Game over${view.result ? `: ${howItEnded(view.result, endedBy, rules.noWordRounds)}` : ''}. ${whoWon(summaryPlayers)}.`
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
      <div className="contents lg:flex lg:min-w-0 lg:flex-col lg:items-center lg:gap-2">
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
            if (turn.tentative.length > 0) setTurn({ confirmAt: square, error: null });
            else
              setTurn({ error: 'Put tiles on the board first, then press Enter to submit them.' });
          }}
          disabled={!yourTurn || busy || turn.mode !== 'play'}
          // Smaller on a phone, where the scores sit above it and the buttons below.
          size="var(--game-board)"
          className="[--game-board:min(94vw,50vh,40rem)] lg:[--game-board:min(96vw,58vh,40rem)]"
        />
        {seated ? (
          <>
            <Rack
              tiles={rackTiles}
              spelling={rules.spelling}
              used={turn.tentative.map((t) => handOrder.indexOf(t.slot))}
              selected={selectedDisplay}
              picked={turn.picks.map((slot) => order.indexOf(slot))}
              pickLimit={exchangeLimit}
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
              onReorder={(newOrder) =>
                setOrderState({
                  rack,
                  order: newOrder.map((i) => handOrder[i] ?? i).filter((s) => s < rack.length),
                })
              }
              onShuffle={() => {
                const shuffled = shuffleOrder(order.length);
                setOrderState({ rack, order: shuffled.map((i) => order[i] ?? i) });
              }}
            />
            {preview && <PlayPreview state={preview} spelling={rules.spelling} />}
            <TurnControls
              yourTurn={yourTurn}
              canSubmit={turn.tentative.length > 0}
              canExchange={canExchange}
              exchanging={turn.mode === 'exchange'}
              exchangeCount={turn.picks.length}
              exchangeMax={exchangeLimit}
              busy={busy}
              gameOver={!playing || !active}
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
            {playing && active && !view.passAndPlay && (
              <TurnSignalControls signal={turnSignal} correspondence={correspondence} />
            )}
          </>
        ) : view.passAndPlay ? null : (
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
        <div
          role="tablist"
          aria-label="Game panels"
          className="flex gap-1 border-b border-slate-800"
        >
          <TabButton
            selected={tab === 'moves'}
            controls="panel-moves"
            onClick={() => setTab('moves')}
          >
            Moves
          </TabButton>
          {oracleAllowed && (
            <TabButton
              selected={tab === 'oracle'}
              controls="panel-oracle"
              onClick={() => {
                setTab('oracle');
                // Phone: bring the board to the top, clear of the drawer.
                if (window.matchMedia('(max-width: 1023.98px)').matches)
                  document
                    .querySelector('[data-testid="board"]')
                    ?.scrollIntoView({ block: 'start', behavior: 'instant' });
              }}
            >
              Oracle
            </TabButton>
          )}
        </div>
        {tab === 'oracle' && oracleAllowed ? (
          <div
            role="tabpanel"
            id="panel-oracle"
            aria-label="Oracle"
            // On a phone, a drawer over the bottom of the screen: the board stays in view above it.
            className={ORACLE_DRAWER}
            // The move the shown plays belong to (a new search may still be running).
            data-answer-move={oracleData?.moveNumber ?? ''}
            data-fetching={oracleQuery.isFetching}
          >
            <button
              type="button"
              className="mb-1 w-full rounded bg-slate-800 py-1 text-xs font-semibold text-slate-300 lg:hidden"
              onClick={() => setTab('moves')}
            >
              Close the Oracle
            </button>
            <OraclePanel
              plays={oraclePlays}
              board={game.board}
              spelling={rules.spelling}
              marketSlots={market?.slots ?? undefined}
              selected={ghost}
              loading={!oracleData && (oracleQuery.isFetching || oracleBehind)}
              error={oracleBehind ? null : (oracleQuery.error?.message ?? null)}
              onPreview={(play) => setGhost(samePlay(play, ghost) ? null : play)}
              onPlace={yourTurn ? placePlay : undefined}
            />
            {oracleData && oracleData.count > oraclePlays.length && (
              <p className="mt-1 text-xs text-slate-400" data-testid="oracle-total">
                The best {oraclePlays.length} of {oracleData.count} plays.
              </p>
            )}
          </div>
        ) : (
          <div role="tabpanel" id="panel-moves" aria-label="Moves" className="flex flex-col gap-2">
            {view.rematchOf ? (
              // R6's draw did not pick the starter of a rematch: the seats were rotated.
              <p className="text-sm text-slate-300" data-testid="rematch-of">
                A{' '}
                <Link href={`/game/${view.rematchOf}`} className="text-gold underline">
                  rematch
                </Link>
                : the seats were rotated, so{' '}
                {seatNames[history[0]?.seat ?? view.toMove ?? 0] ?? 'the next player'} starts.
              </p>
            ) : (
              <FirstPlayerDraw
                rounds={game.firstPlayerDraws}
                seatNames={seatNames}
                spelling={rules.spelling}
              />
            )}
            <MoveList
              moves={history.map((h) => h.event)}
              seatNames={seatNames}
              spelling={rules.spelling}
              scrolls
              className="max-h-80 overflow-y-auto"
            />
          </div>
        )}
        {playing && seated && view.passAndPlay && <EndPassAndPlay gameId={gameId} />}
        {playing && seated && !view.passAndPlay && (
          <LeaveGame
            gameId={gameId}
            seat={yourSeat}
            events={history.map((h) => h.event)}
            realtime={view.timeControl.kind === 'realtime'}
          />
        )}
        {!view.passAndPlay && <GameChat gameId={gameId} over={!playing} signedIn={signedIn} />}
      </div>
    </main>
  );
}

function TabButton({
  selected,
  controls,
  onClick,
  children,
}: {
  selected: boolean;
  controls: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={selected}
      aria-controls={controls}
      onClick={onClick}
      className={`-mb-px border-b-2 px-3 py-1.5 text-sm font-semibold ${
        selected ? 'border-gold text-white' : 'border-transparent text-slate-400 hover:text-white'
      }`}
    >
      {children}
    </button>
  );
}
