'use client';

import { useQuery } from '@tanstack/react-query';
import type { GameDetail, HistoryEntry } from './game-types';
import type { Placement } from '@wordrise/engine';
import {
  DOUBLE_TAP_MS,
  FirstPlayerDraw,
  MoveList,
  OraclePanel,
  OraclePreviewBar,
  samePlay,
  useRovingFocus,
  type OraclePlay,
  type RovingItemProps,
} from '@wordrise/ui';
import Link from 'next/link';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTRPC } from '~/trpc/react';
import { moveEntries } from './move-entries';
import type { TableRules } from './table-rules';

/** The panels beside the board. */
export type PanelTab = 'moves' | 'oracle';

/**
 * How many plays the Oracle panel asks for: all the server keeps of a search (its
 * `ORACLE_MAX_PLAYS`), as the panel's filters look only at the plays it has.
 */
const ORACLE_LIMIT = 500;

/** Where the Oracle stops being a drawer (Tailwind's `lg`, as in `ORACLE_DRAWER`). */
const ORACLE_BESIDE_BOARD = '(min-width: 1024px)';

/**
 * How long after a play is tapped a phone's sheet folds down to it: after a double tap's
 * second tap would have come (it places the play), so that tap never lands on what the
 * folding uncovers.
 */
const FOLD_AFTER_MS = DOUBLE_TAP_MS + 150;

const ORACLE_DRAWER =
  'fixed inset-x-0 bottom-0 z-20 max-h-[40vh] overflow-y-auto rounded-t-xl border-t border-slate-700 bg-slate-950 p-2 shadow-2xl lg:static lg:z-auto lg:max-h-none lg:overflow-visible lg:rounded-none lg:border-0 lg:bg-transparent lg:p-0 lg:shadow-none';

export interface GamePanelsProps {
  gameId: string;
  view: GameDetail;
  game: NonNullable<GameDetail['game']>;
  history: readonly HistoryEntry[];
  rules: TableRules;
  seatNames: readonly string[];
  /** The Oracle's tab is offered (a casual game, the viewer seated, active and playing). */
  oracleAllowed: boolean;
  tab: PanelTab;
  onTab: (tab: PanelTab) => void;
  /** The Oracle play previewed on the board (ghost tiles). */
  ghost: OraclePlay | null;
  onGhost: (play: OraclePlay | null) => void;
  /** Puts an Oracle play's tiles on the board (only on the viewer's turn). */
  onPlace?: (play: { placements: readonly Placement[]; buy?: readonly number[] }) => void;
  onStale: () => void;
}

/** What each panel's tab says. */
const TAB_TITLE: Record<PanelTab, string> = { moves: 'Moves', oracle: 'Oracle' };
/** Each tab's id, and its panel's: the panel is labelled by its tab. */
const tabId = (name: PanelTab) => `tab-${name}`;
const panelId = (name: PanelTab) => `panel-${name}`;

/** Phone: brings the board to the top, clear of the Oracle's drawer. */
function boardAboveDrawer() {
  if (window.matchMedia('(max-width: 1023.98px)').matches)
    document
      .querySelector('[data-testid="board"]')
      ?.scrollIntoView({ block: 'start', behavior: 'instant' });
}

/**
 * The tabs beside the board: the moves played, and the Oracle's plays for the viewer's rack.
 * A WAI-ARIA tablist: the selected tab is its one Tab stop, and Left/Right/Home/End move to
 * a tab and select it (automatic activation: either panel is quick to show).
 */
export function GamePanels(props: GamePanelsProps) {
  const { oracleAllowed, tab, onTab } = props;
  // The Oracle asked for where it is not offered shows Moves, so Moves is the tab selected.
  const shown: PanelTab = tab === 'oracle' && oracleAllowed ? 'oracle' : 'moves';
  const tabs: PanelTab[] = oracleAllowed ? ['moves', 'oracle'] : ['moves'];
  const roving = useRovingFocus({
    count: tabs.length,
    orientation: 'horizontal',
    stop: tabs.indexOf(shown),
    // No scroll to the board here, unlike a click: it would carry the focused tab off the
    // screen while the user is still moving between the tabs.
    onMove: (i) => onTab(tabs[i]!),
  });
  return (
    <>
      <div role="tablist" aria-label="Game panels" className="flex gap-1 border-b border-slate-800">
        {tabs.map((name, i) => (
          <TabButton
            key={name}
            name={name}
            selected={shown === name}
            roving={roving(i)}
            onClick={() => {
              onTab(name);
              if (name === 'oracle') boardAboveDrawer();
            }}
          />
        ))}
      </div>
      {shown === 'oracle' ? <OracleTab {...props} /> : <MovesTab {...props} />}
    </>
  );
}

function OracleTab({
  gameId,
  view,
  game,
  rules,
  onTab,
  ghost,
  onGhost,
  onPlace,
  onStale,
}: GamePanelsProps) {
  const trpc = useTRPC();
  // One query per position (the move on the board): a new move is a new key, so the query
  // fires however the new view arrived (the live stream, the submit's answer, a re-read),
  // and the previous position's plays are never shown for this one ("thinking…" instead).
  // Keyed by the move alone, the query once relied on each path that brings a view to
  // invalidate it; a view that came another way left the last answer up for good.
  const oracleQuery = useQuery(
    trpc.game.oracle.queryOptions(
      { gameId, limit: ORACLE_LIMIT, moveNumber: view.moveNumber },
      // At one device its plays (the mover's tiles) go with the table when the cover comes.
      { staleTime: Infinity, retry: false, ...(view.passAndPlay ? { gcTime: 0 } : {}) },
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
  const plays: readonly OraclePlay[] = useMemo(() => oracleData?.plays ?? [], [oracleData]);
  // A phone's sheet folds down to the play previewed, so the rack and SUBMIT are not hidden
  // under it (a new player looked for SUBMIT there); its list is kept, filters and all.
  const [folded, setFolded] = useState(false);
  // The preview gone another way (a tile placed, the same play tapped again, a new position):
  // the fold goes with it, so the next play tapped waits for its double-tap window again.
  if (folded && ghost === null) setFolded(false);
  const showFolded = folded && ghost !== null;
  const foldTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(foldTimer.current), []);
  const panel = useRef<HTMLDivElement>(null);
  const unfolding = useRef(false);
  useEffect(() => {
    // The button pressed goes with the list or the bar: focus goes on to the other one's
    // (the bar's first button, or the play previewed), not to the page.
    const to = showFolded
      ? panel.current?.querySelector<HTMLElement>('[data-testid="oracle-preview-bar"] button')
      : unfolding.current
        ? panel.current?.querySelector<HTMLElement>('[data-selected]')
        : null;
    unfolding.current = false;
    to?.focus({ preventScroll: true });
  }, [showFolded]);
  const besideBoard = () => window.matchMedia(ORACLE_BESIDE_BOARD).matches;
  // The panel goes with the focus in it: focus goes on to the Moves tab, not to the page.
  const close = () => {
    onTab('moves');
    document.getElementById(tabId('moves'))?.focus();
  };
  const place =
    onPlace &&
    ((play: OraclePlay) => {
      onPlace(play);
      // A phone's drawer covers the rack, the play's score and SUBMIT: it gives way.
      if (!besideBoard()) onTab('moves');
    });
  return (
    <div
      ref={panel}
      role="tabpanel"
      id={panelId('oracle')}
      aria-labelledby={tabId('oracle')}
      // On a phone, a drawer over the bottom of the screen: the board stays in view above it.
      className={ORACLE_DRAWER}
      // The move the shown plays belong to (a new search may still be running).
      data-answer-move={oracleData?.moveNumber ?? ''}
      data-fetching={oracleQuery.isFetching}
      // On a phone, Escape closes the drawer, as its button does (it covers the rack); beside
      // the board the panel is a tab like Moves, which Escape does not leave. Escape in a
      // filled search box empties it instead (the browser's own).
      onKeyDown={(event) => {
        const typed = event.target instanceof HTMLInputElement && event.target.value !== '';
        if (event.key === 'Escape' && !event.defaultPrevented && !typed && !besideBoard()) close();
      }}
    >
      <button
        type="button"
        className="mb-1 w-full rounded bg-slate-800 py-1 text-xs font-semibold text-slate-300 lg:hidden"
        onClick={close}
      >
        Close the Oracle
      </button>
      <OraclePanel
        plays={plays}
        total={oracleData?.count}
        board={game.board}
        spelling={rules.spelling}
        marketSlots={game.market?.slots ?? undefined}
        selected={ghost}
        loading={!oracleData && (oracleQuery.isFetching || oracleBehind)}
        error={oracleBehind ? null : (oracleQuery.error?.message ?? null)}
        onPreview={(play) => {
          const previewed = samePlay(play, ghost) ? null : play;
          onGhost(previewed);
          clearTimeout(foldTimer.current);
          if (previewed && !besideBoard())
            foldTimer.current = setTimeout(() => setFolded(true), FOLD_AFTER_MS);
        }}
        onPlace={place}
        className={showFolded ? 'max-lg:hidden' : ''}
      />
      {showFolded && ghost && (
        <OraclePreviewBar
          className="lg:hidden"
          play={ghost}
          board={game.board}
          spelling={rules.spelling}
          onPlace={place && (() => place(ghost))}
          onShowAll={() => {
            unfolding.current = true;
            setFolded(false);
          }}
        />
      )}
    </div>
  );
}

function MovesTab({ view, game, history, rules, seatNames }: GamePanelsProps) {
  return (
    <div
      role="tabpanel"
      id={panelId('moves')}
      aria-labelledby={tabId('moves')}
      className="flex flex-col gap-2"
    >
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
        moves={moveEntries(history)}
        seatNames={seatNames}
        spelling={rules.spelling}
        scrolls
        className="max-h-80 overflow-y-auto"
      />
    </div>
  );
}

function TabButton({
  name,
  selected,
  roving,
  onClick,
}: {
  name: PanelTab;
  selected: boolean;
  roving: RovingItemProps;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      role="tab"
      id={tabId(name)}
      aria-selected={selected}
      // Only the selected tab's panel is in the page (the Oracle's asks the server for its
      // plays): a tab never points at a panel that is not there.
      aria-controls={selected ? panelId(name) : undefined}
      onClick={onClick}
      {...roving}
      className={`-mb-px border-b-2 px-3 py-1.5 text-sm font-semibold ${
        selected ? 'border-gold text-white' : 'border-transparent text-slate-400 hover:text-white'
      }`}
    >
      {TAB_TITLE[name]}
    </button>
  );
}
