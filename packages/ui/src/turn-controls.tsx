'use client';

import { useEffect, useState } from 'react';
import { ConfirmRow } from './confirm-row';

/** The resignation's question in a game against others. */
const RESIGN_QUESTION = 'Resign this game? It counts as a loss.';

/**
 * A solo game is neither won nor lost (it is left out of the player's record); a resigned
 * one is left out of the best solo scores (`solo/best-scores.ts` keeps played-out games).
 */
export const SOLO_RESIGN_QUESTION =
  'Resign this game? It will not count among your best solo scores.';

export interface TurnControlsProps {
  /** It is this player's turn: SUBMIT, EXCHANGE and PASS are enabled only then. */
  yourTurn: boolean;
  /** This turn has tiles on the board (SUBMIT needs at least one). Default true. */
  canSubmit?: boolean;
  /** The bag holds enough tiles to exchange. Default true. */
  canExchange?: boolean;
  /** The player is picking the tiles to exchange (the rack is in exchange mode). */
  exchanging?: boolean;
  /** Tiles picked for the exchange so far. */
  exchangeCount?: number;
  /** The most tiles one exchange may return (the ruleset's `exchange.maxTiles`). Default 1. */
  exchangeMax?: number;
  /** A one-tile exchange: the picked tile as its label names it ("E", "Qu", "Blank"). */
  exchangePicked?: string | null;
  /** A move is being sent: every button waits. */
  busy?: boolean;
  /** The game is over: nothing to do. */
  gameOver?: boolean;
  /** The last move was refused: the rule it broke, as one sentence. Shown with role="alert". */
  error?: string | null;
  onSubmit?: () => void;
  /** EXCHANGE: enter the mode that picks the tiles to exchange. */
  onExchangeStart?: () => void;
  /** Confirm the exchange of the picked tiles. */
  onExchangeConfirm?: () => void;
  /** Leave exchange mode without exchanging. */
  onExchangeCancel?: () => void;
  /** Called only after the player confirms (a misplaced click would give the turn away). */
  onPass?: () => void;
  /** Called only after the player confirms. */
  onResign?: () => void;
  /** The resignation's question (default: it counts as a loss). */
  resignQuestion?: string;
  /** When given, a RECALL button takes all of this turn's tiles back. */
  onRecall?: () => void;
  /**
   * Set when the player pressed Enter on the board: the question to ask before submitting
   * ("Submit your play? QUIT 12 = 12 points"). YES, SUBMIT (focused) calls `onSubmit`;
   * KEEP PLACING or Escape calls `onSubmitCancel`.
   */
  submitQuestion?: string | null;
  onSubmitCancel?: () => void;
  className?: string;
}

export interface ErrorLineProps {
  error?: string | null;
  className?: string;
}

/** The line where a refused move's rule sentence appears; always present so screen readers hear changes. */
export function ErrorLine({ error, className = '' }: ErrorLineProps) {
  return (
    <p
      role="alert"
      data-testid="move-error"
      className={`min-h-5 text-sm font-medium text-red-300 ${className}`}
    >
      {error ?? ''}
    </p>
  );
}

const BUTTON =
  'rounded-md px-1 py-2 text-xs font-bold sm:px-3 sm:text-sm sm:tracking-wide focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-40';
const PRIMARY = `${BUTTON} bg-gold text-tile-ink hover:brightness-110`;
const SECONDARY = `${BUTTON} bg-slate-700 text-slate-100 hover:bg-slate-600`;
const DANGER = `${BUTTON} bg-red-700 text-white hover:bg-red-600`;
const ROW = 'flex flex-wrap items-center gap-2';

/** "1 tile", "3 tiles". */
function tilesText(n: number): string {
  return `${n} ${n === 1 ? 'tile' : 'tiles'}`;
}

/**
 * SUBMIT, EXCHANGE (pick the tiles — one, or up to `exchangeMax` — then confirm), PASS and
 * RESIGN (each with an inline confirmation), plus the error line for a refused move.
 */
export function TurnControls({
  yourTurn,
  canSubmit = true,
  canExchange = true,
  exchanging = false,
  exchangeCount = 0,
  exchangeMax = 1,
  exchangePicked = null,
  busy = false,
  gameOver = false,
  error,
  onSubmit,
  onExchangeStart,
  onExchangeConfirm,
  onExchangeCancel,
  onPass,
  onResign,
  resignQuestion = RESIGN_QUESTION,
  onRecall,
  submitQuestion = null,
  onSubmitCancel,
  className = '',
}: TurnControlsProps) {
  const [confirmingResign, setConfirmingResign] = useState(false);
  const [confirmingPass, setConfirmingPass] = useState(false);
  // A question taken back puts focus on its button again (the question's row, with its
  // focus, is gone).
  const [refocus, setRefocus] = useState<'pass' | 'resign' | null>(null);
  useEffect(() => {
    if (refocus) setRefocus(null);
  }, [refocus]);
  // A question left open when the turn ends another way (another tab, the clock) is dropped,
  // not asked again on the next turn.
  useEffect(() => {
    if (!yourTurn) setConfirmingPass(false);
  }, [yourTurn]);
  const keepPlaying = () => {
    setConfirmingPass(false);
    setRefocus('pass');
  };
  const keepResigning = () => {
    setConfirmingResign(false);
    setRefocus('resign');
  };
  const acting = yourTurn && !busy && !gameOver;
  const rowStyle = { questionClassName: 'text-sm text-slate-200', className: ROW };

  let row;
  // A finished game has nothing left to resign.
  if (confirmingResign && !gameOver) {
    row = (
      <ConfirmRow
        key="confirm-resign"
        name="Confirm resignation"
        question={resignQuestion}
        {...rowStyle}
        confirmLabel="YES, RESIGN"
        confirmClassName={DANGER}
        confirmDisabled={busy}
        onConfirm={() => {
          setConfirmingResign(false);
          onResign?.();
        }}
        cancelLabel="KEEP PLAYING"
        cancelClassName={SECONDARY}
        onCancel={keepResigning}
        focus="cancel"
      />
    );
  } else if (confirmingPass && yourTurn && !gameOver) {
    row = (
      <ConfirmRow
        key="confirm-pass"
        name="Confirm pass"
        question="Pass this turn without playing?"
        {...rowStyle}
        confirmLabel="YES, PASS"
        confirmClassName={PRIMARY}
        confirmDisabled={!acting}
        onConfirm={() => {
          setConfirmingPass(false);
          onPass?.();
        }}
        cancelLabel="KEEP PLAYING"
        cancelClassName={SECONDARY}
        onCancel={keepPlaying}
        focus="confirm"
      />
    );
  } else if (submitQuestion !== null && !gameOver) {
    row = (
      // Its own key: a new row (YES, SUBMIT mounts and takes focus), not the move row reused.
      <ConfirmRow
        key="confirm-submit"
        question={submitQuestion}
        {...rowStyle}
        confirmLabel="YES, SUBMIT"
        confirmClassName={PRIMARY}
        confirmDisabled={!acting || !canSubmit}
        onConfirm={() => onSubmit?.()}
        cancelLabel="KEEP PLACING"
        cancelClassName={SECONDARY}
        onCancel={() => onSubmitCancel?.()}
        focus="confirm"
      />
    );
  } else if (exchanging) {
    // One tile (WordRise, upwords-8): pick, then confirm. Several (solo): the count, EXCHANGE N TILES.
    const several = exchangeMax > 1;
    const question = several
      ? exchangeCount === 0
        ? `Pick up to ${exchangeMax} tiles to exchange.`
        : `${tilesText(exchangeCount)} picked (up to ${exchangeMax}).`
      : exchangeCount > 0
        ? `Exchange ${exchangePicked ?? 'the picked tile'} for a tile from the bag? It uses your turn.`
        : 'Pick one tile to exchange.';
    const confirm = !several
      ? 'CONFIRM EXCHANGE'
      : exchangeCount === 0
        ? 'EXCHANGE TILES'
        : `EXCHANGE ${tilesText(exchangeCount).toUpperCase()}`;
    row = (
      <div
        role="group"
        aria-label={several ? 'Exchange tiles' : 'Exchange a tile'}
        className="flex flex-wrap items-center gap-2"
      >
        {/* The count is announced as it changes (a tile toggled on the rack). */}
        <span
          className="text-sm text-slate-200"
          aria-live={several ? 'polite' : undefined}
          data-testid="exchange-count"
        >
          {question}
        </span>
        <button
          type="button"
          className={PRIMARY}
          disabled={!acting || exchangeCount === 0}
          onClick={onExchangeConfirm}
        >
          {confirm}
        </button>
        <button type="button" className={SECONDARY} disabled={busy} onClick={onExchangeCancel}>
          CANCEL
        </button>
      </div>
    );
  } else {
    row = (
      // One row of five on a phone (RESIGN never wraps onto a row of its own), each button as
      // wide as its label and the rest shared: equal columns cut EXCHANGE to its edges.
      <div
        role="group"
        aria-label="Your move"
        className="flex w-full gap-1.5 max-sm:*:flex-auto sm:w-auto sm:flex-wrap sm:items-center sm:gap-2"
      >
        <button
          type="button"
          className={PRIMARY}
          disabled={!acting || !canSubmit}
          onClick={onSubmit}
        >
          SUBMIT
        </button>
        {onRecall && (
          <button
            type="button"
            className={SECONDARY}
            disabled={busy || gameOver || !canSubmit}
            onClick={onRecall}
          >
            RECALL
          </button>
        )}
        <button
          type="button"
          className={SECONDARY}
          disabled={!acting || !canExchange}
          onClick={onExchangeStart}
        >
          EXCHANGE
        </button>
        <button
          type="button"
          className={SECONDARY}
          disabled={!acting}
          autoFocus={refocus === 'pass'}
          onClick={() => setConfirmingPass(true)}
        >
          PASS
        </button>
        <button
          type="button"
          className={SECONDARY}
          disabled={busy || gameOver}
          autoFocus={refocus === 'resign'}
          onClick={() => setConfirmingResign(true)}
        >
          RESIGN
        </button>
      </div>
    );
  }

  return (
    <div
      data-testid="turn-controls"
      data-your-turn={yourTurn ? 'true' : 'false'}
      className={`flex flex-col items-center gap-1 ${className}`}
    >
      {row}
      <ErrorLine error={error} />
      {!yourTurn && !gameOver && <p className="text-xs text-slate-400">Waiting for your turn…</p>}
    </div>
  );
}
