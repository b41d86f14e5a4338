'use client';

import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Board } from '@wordrise/engine';
import { registerTap, type TapState } from './lib/cells';
import { nextRovingIndex, rovingStop } from './lib/roving-focus';
import { useSettledText } from './lib/settled-text';
import { spellWord, type TileSpelling } from './lib/spelling';
import {
  filterPlays,
  isStackingPlay,
  NO_ORACLE_FILTER,
  playKey,
  playNet,
  playPlace,
  playPurchase,
  type OracleFilter,
  type OraclePlay,
} from './lib/oracle';

export interface OraclePanelProps<P extends OraclePlay = OraclePlay> {
  /** Every play the Oracle found for the rack (any order: the panel ranks them by points). */
  plays: readonly P[];
  /** How many plays there are in all, when `plays` are only the best of them. */
  total?: number;
  /** The board the plays are for (to tell stacking plays apart). */
  board: Board;
  /**
   * How the ruleset spells tiles (`ruleset.tiles.spelling`): words read as spelled, and
   * the word filter takes either the spelling or the tile ("QUI" or "QI" for `Q` → "QU").
   */
  spelling: TileSpelling;
  /**
   * Word Wefter: the marketplace's slots the plays' `buy` refer to (`""` = bought
   * already), to say what a play buys.
   */
  marketSlots?: readonly string[];
  /** The play being previewed on the board. */
  selected?: P | null;
  /** A play was tapped: show it on the board as ghost tiles. */
  onPreview?: (play: P) => void;
  /** A play was double-tapped (or its PLACE button pressed): put its tiles on the board. */
  onPlace?: (play: P) => void;
  /** The Oracle is still searching. */
  loading?: boolean;
  error?: string | null;
  /** How many plays to draw before "Show more". Default 100. */
  pageSize?: number;
  /** The filter the panel opens with. */
  initialFilter?: Partial<OracleFilter>;
  className?: string;
}

/**
 * "391 plays", "33 of 391 plays"; when the list holds only the best of them, says so, so that
 * a filter's count is not read as all there is: "The best 500 of 1,204 plays", "33 of the
 * best 500 plays (of 1,204)".
 */
function countText(shown: number, listed: number, total = listed): string {
  const all = total.toLocaleString('en');
  const partial = total > listed;
  if (shown === listed) {
    if (partial) return `The best ${listed} of ${all} plays`;
    return `${listed} ${listed === 1 ? 'play' : 'plays'}`;
  }
  return partial
    ? `${shown} of the best ${listed} plays (of ${all})`
    : `${shown} of ${listed} plays`;
}

/** How long the count must stay the same before a screen reader is told it. */
const SPEAK_COUNT_AFTER_MS = 1000;

/**
 * A play row's background and its text: the words after the first and the grey figures
 * (points, place, tiles) stay ≥ 4.5:1 on both (test/contrast.test.ts; the selected row's
 * purple is translucent over the page).
 */
export const ORACLE_ROW_TONES = {
  idle: { row: 'bg-slate-800', text: 'text-slate-300', muted: 'text-slate-400' },
  selected: { row: 'bg-ghost/40', text: 'text-slate-200', muted: 'text-slate-300' },
} as const;

/**
 * The Oracle's list of plays, best first, with a filter. Tap a play to preview it,
 * double-tap (or PLACE) to place it; by keyboard, arrows pick a play, Enter previews it,
 * PLACE places it. The player still presses SUBMIT.
 */
export function OraclePanel<P extends OraclePlay>({
  plays,
  total,
  board,
  spelling,
  marketSlots = [],
  selected = null,
  onPreview,
  onPlace,
  loading = false,
  error,
  pageSize = 100,
  initialFilter,
  className = '',
}: OraclePanelProps<P>) {
  const [filter, setFilter] = useState<OracleFilter>({ ...NO_ORACLE_FILTER, ...initialFilter });
  const [limit, setLimit] = useState(pageSize);
  const lastTap = useRef<TapState | null>(null);
  // The list is one Tab stop (roving tabindex): the row last focused keeps it.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const rowButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const id = useId();

  const shown = useMemo(
    () => filterPlays(plays, filter, board, spelling),
    [plays, filter, board, spelling],
  );
  const selectedKey = selected ? playKey(selected) : null;
  const listed = shown.slice(0, limit);
  const activeIndex = listed.findIndex((p) => playKey(p) === activeKey);
  const tabStop = rovingStop(
    activeIndex >= 0 ? activeIndex : listed.findIndex((p) => playKey(p) === selectedKey),
    listed.length,
  );
  const count = countText(shown.length, plays.length, total);
  // Spoken: each answer's count (and a filter's, once the typing stops), not the wait before
  // it, which came with every move while the tab was open. The wait empties the line, so an
  // answer with the last one's count ("0 plays" again) is said too.
  const spokenCount = useSettledText(loading ? null : count, SPEAK_COUNT_AFTER_MS);
  const maxTiles = useMemo(
    () => plays.reduce((m, p) => Math.max(m, p.placements.length), 0),
    [plays],
  );
  const update = (patch: Partial<OracleFilter>) => {
    setFilter((f) => ({ ...f, ...patch }));
    setLimit(pageSize);
  };

  const tap = (play: P) => {
    const key = playKey(play);
    const t = registerTap(lastTap.current, key, Date.now());
    lastTap.current = t.state;
    if (t.double) onPlace?.(play);
    else onPreview?.(play);
  };

  /**
   * Enter or Space on a row (a click with no pointer: detail 0) only previews, so two quick
   * presses are never read as a double-tap that places the play.
   */
  const activate = (play: P, detail: number) => {
    if (detail > 0) return tap(play);
    lastTap.current = null;
    onPreview?.(play);
  };

  /** Up/Down, Home/End and PageUp/PageDown (by 10) move focus along the list. */
  const moveFocus = (e: KeyboardEvent, from: number) => {
    const to = nextRovingIndex(e.key, from, listed.length, { orientation: 'vertical', page: 10 });
    if (to === null) return;
    e.preventDefault();
    setActiveKey(playKey(listed[to]!));
    rowButtons.current[to]?.focus();
  };

  return (
    <section
      aria-label="Oracle"
      data-testid="oracle"
      className={`flex flex-col gap-2 ${className}`}
    >
      <div className="flex flex-wrap items-end gap-2 text-sm">
        <label className="flex flex-col gap-0.5" htmlFor={`${id}-text`}>
          <span className="text-xs text-slate-400">Word</span>
          <input
            id={`${id}-text`}
            type="search"
            aria-label="Filter plays by word"
            placeholder="e.g. QUIT"
            autoComplete="off"
            spellCheck={false}
            value={filter.text}
            onChange={(e) => update({ text: e.target.value })}
            className="w-32 rounded bg-slate-800 px-2 py-1 uppercase text-slate-100 placeholder:normal-case placeholder:text-slate-500"
          />
        </label>
        <label className="flex flex-col gap-0.5" htmlFor={`${id}-min`}>
          <span className="text-xs text-slate-400">Tiles</span>
          <select
            id={`${id}-min`}
            aria-label="Minimum tiles"
            value={filter.minTiles}
            onChange={(e) => update({ minTiles: Number(e.target.value) })}
            className="rounded bg-slate-800 px-2 py-1 text-slate-100"
          >
            <option value={0}>any</option>
            {Array.from({ length: Math.max(0, Math.max(maxTiles, 7) - 1) }, (_, i) => i + 2).map(
              (n) => (
                <option key={n} value={n}>
                  {n}+
                </option>
              ),
            )}
          </select>
        </label>
        <label className="flex items-center gap-1.5 py-1">
          <input
            type="checkbox"
            checked={filter.stackingOnly}
            onChange={(e) => update({ stackingOnly: e.target.checked })}
            className="accent-ghost"
          />
          <span>Stacking only</span>
        </label>
      </div>
      <p
        data-testid="oracle-count"
        className="text-xs text-slate-400"
        // Read once: while the spoken line below says the same, this one is for the eye.
        aria-hidden={!loading && spokenCount === count ? true : undefined}
      >
        {loading ? 'The Oracle is looking…' : count}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="oracle-count-spoken">
        {spokenCount}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-300">
          {error}
        </p>
      )}
      <ol
        aria-label="Plays, best first"
        // Positioned, so its rows' screen-reader-only text stays in the scrolling box.
        className="relative flex max-h-80 flex-col gap-1 overflow-y-auto pr-1"
      >
        {listed.map((play, i) => {
          const key = playKey(play);
          const isSelected = key === selectedKey;
          const stacked = isStackingPlay(play, board);
          const place = playPlace(play);
          const tiles = play.placements.length;
          const purchase = playPurchase(play, marketSlots, spelling);
          const net = playNet(play);
          const tone = ORACLE_ROW_TONES[isSelected ? 'selected' : 'idle'];
          return (
            <li
              key={key}
              className="flex items-stretch gap-1"
              data-testid={`oracle-play-${i}`}
              data-buy={purchase ? play.buy?.join(' ') : undefined}
            >
              <button
                type="button"
                aria-pressed={isSelected}
                data-selected={isSelected || undefined}
                className={`flex min-w-0 flex-1 items-baseline gap-2 rounded px-2 py-1.5 text-left text-sm ${
                  isSelected ? `${tone.row} ring-2 ring-ghost` : `${tone.row} hover:bg-slate-700`
                }`}
                ref={(el) => {
                  rowButtons.current[i] = el;
                }}
                tabIndex={i === tabStop ? 0 : -1}
                onFocus={() => setActiveKey(key)}
                onKeyDown={(e) => moveFocus(e, i)}
                onClick={(e) => activate(play, e.detail)}
              >
                {/* The name is the row's own text, read in full: it starts with what is
                    seen (rank, words), the short forms are spelled out for screen readers.
                    The rank's full stop is seen too: hidden, Chromium named the row "1 . QUIT"
                    (a visually hidden span is a block, and blocks are joined with spaces). */}
                <span className={`w-7 shrink-0 text-right text-xs tabular-nums ${tone.muted}`}>
                  {i + 1}.
                </span>
                <span className="min-w-0 flex-1 truncate font-tile tracking-wide">
                  {play.words.map((w, j) => (
                    <span key={j} className={j === 0 ? 'font-bold' : tone.text}>
                      {j > 0 && ', '}
                      {spellWord(w.word, spelling)}{' '}
                      <span className={`text-xs ${tone.muted}`}>{w.score}</span>
                    </span>
                  ))}
                </span>
                {place && (
                  <span className={`shrink-0 text-xs tabular-nums ${tone.muted}`}>
                    <span aria-hidden="true" data-testid="oracle-play-place">
                      {place.short}
                    </span>
                    <span className="sr-only"> at {place.words}</span>
                  </span>
                )}
                <span className={`shrink-0 text-xs ${tone.muted}`}>
                  <span aria-hidden="true">
                    {tiles}t{stacked && ' ▲'}
                  </span>
                  <span className="sr-only">
                    , {tiles} {tiles === 1 ? 'tile' : 'tiles'}
                    {stacked && ', stacked'}
                  </span>
                </span>
                {purchase && (
                  <span className={`shrink-0 text-xs ${tone.text}`} data-testid="oracle-play-buys">
                    <span className="sr-only">, </span>buys {purchase.tiles}{' '}
                    <span aria-hidden="true">(−{purchase.cost})</span>
                    <span className="sr-only">
                      for {purchase.cost} {purchase.cost === 1 ? 'point' : 'points'}
                    </span>
                  </span>
                )}
                <span className="w-8 shrink-0 text-right font-bold tabular-nums">
                  <span className="sr-only"> — </span>
                  {net}
                  <span className="sr-only">
                    {' '}
                    {net === 1 || net === -1 ? 'point' : 'points'}
                    {purchase && ' after paying'}
                  </span>
                </span>
              </button>
              {isSelected && onPlace && (
                <button
                  type="button"
                  className="rounded bg-ghost px-2 text-xs font-bold text-white hover:brightness-110"
                  onClick={() => onPlace(play)}
                >
                  PLACE
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {shown.length > limit && (
        <button
          type="button"
          className="self-start text-sm text-slate-300 underline"
          onClick={() => setLimit((l) => l + pageSize)}
        >
          {shown.length - limit <= pageSize
            ? `List the other ${shown.length - limit} (${limit} listed above)`
            : `List ${pageSize} more (${limit} listed above, ${shown.length - limit} not yet)`}
        </button>
      )}
      <p className="text-xs text-slate-400">
        Tap a play to see it on the board as purple ghost tiles. Double-tap it, or its ghost tiles,
        to place it{marketSlots.length > 0 && ', with the marketplace tiles it buys'}. Keys: arrows
        pick a play, Enter shows it, then PLACE. You still press SUBMIT.
      </p>
    </section>
  );
}
