'use client';

import {
  useCallback,
  useEffect,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type Ref,
} from 'react';
import type { Board, Placement, Square } from '@wordrise/engine';
import {
  boardCells,
  registerTap,
  typingDirection,
  type BoardScoring,
  type CellView,
  type TapState,
} from './lib/cells';
import { BoardViewToolbar } from './board-view-toolbar';
import { squareKey } from './lib/labels';
import type { TileSpelling } from './lib/spelling';
import {
  arrowStep,
  DEFAULT_VIEW,
  dragSlides,
  dragView,
  isTopView,
  panView,
  pinchView,
  toggleTopView,
  turnView,
  viewData,
  viewTransform,
  wheelZoomFactor,
  zoomView,
  clampView,
  type ArrowKey,
  type BoardView,
  type PinchPoint,
} from './lib/view3d';
import {
  carryPoints,
  parseSquareAttr,
  RACK_ATTR,
  SQUARE_ATTR,
  targetAt,
  type Point,
} from './lib/tile-drag';
import { BoardCoordinates } from './board-coordinates';
import { CarriedTile } from './carried-tile';
import { useTileDrag } from './use-tile-drag';
import { BoardSquare, type SquareActions } from './board-square';

export interface Board3DProps {
  /** The submitted tiles only; this turn's tiles and ghost tiles come in `tentative` and `ghost`. */
  board: Board;
  /** The start squares of the ruleset (drawn gold while empty). */
  centre: readonly Square[];
  /** How the ruleset spells tiles (`ruleset.tiles.spelling`), for faces and square names. */
  spelling: TileSpelling;
  /** Bonus squares, letter values and stack multipliers to show (a ruleset with them). */
  scoring?: BoardScoring;
  /** This turn's tiles, not yet submitted (gold). Tapping one calls `onTakeBack`. */
  tentative?: readonly Placement[];
  /** The squares of the last word played (green). */
  lastWord?: readonly Square[];
  /** An Oracle preview (purple ghost tiles). Double-tapping one calls `onGhostActivate`. */
  ghost?: readonly Placement[];
  /** A square without one of this turn's tiles or a ghost tile was tapped (or pressed with Space). */
  onSquareClick?: (r: number, c: number) => void;
  /** One of this turn's tiles was tapped, dragged onto the rack, or Backspace/Delete pressed on it. */
  onTakeBack?: (square: Square) => void;
  /** A ghost tile was double-tapped or double-clicked: place the previewed play. */
  onGhostActivate?: () => void;
  /** A letter key (A–Z, upper-cased) was typed on the focused square. */
  onTypeLetter?: (r: number, c: number, letter: string) => void;
  /** Enter was pressed on a square: the app asks before it submits (never submits at once). */
  onRequestSubmit?: (square: Square) => void;
  /** Not this viewer's turn (or a spectator): squares stay focusable and labelled, but no callbacks fire. */
  disabled?: boolean;
  /** The accessible name of the board. Default "Game board". */
  label?: string;
  /**
   * How to use the board from the keyboard, shown under it and read as the board's
   * description. Default: the game's controls (arrows, letters, Space, Backspace, Enter).
   */
  keyboardHelp?: string;
  /** Lets the app put focus on a square (after PLACE, RECALL or a submit from the board). */
  ref?: Ref<Board3DHandle>;
  /** The view the board opens with (and returns to on RESET VIEW). */
  initialView?: Partial<BoardView>;
  /** The CSS size of the board's square viewport. Default `min(94vw, 62vh, 40rem)`. */
  size?: string;
  className?: string;
}

/** What the app can ask of the board. */
export interface Board3DHandle {
  /** Focuses this square (and makes it the board's one tab stop). */
  focusSquare(square: Square): void;
}

/** One line under the board (a longer text pushed the move buttons off a laptop's screen). */
export const GAME_KEYBOARD_HELP =
  'Keys: arrows move; a letter or Space places a tile; Backspace takes it back; Enter asks to submit.';

/** The line for a board that is only looked at (a replay, a game watched or over). */
export const VIEW_KEYBOARD_HELP =
  'Keys: arrows move between squares; each square says what stands on it.';

const NONE: readonly never[] = [];
const DRAG_THRESHOLD_PX = 6;
/** The board plane fills this share of the viewport, leaving room for tilt and tall stacks. */
const PLANE_SHARE = 0.9;
/** The plane's frame around the squares, and the gap between them (shared with the coordinates). */
const PLANE_PADDING = 'calc(var(--board) * 0.012)';
const SQUARE_GAP = '0.5%';

type Gesture =
  | { kind: 'press' | 'drag' | 'pan'; id: number; x0: number; y0: number; start: BoardView }
  | { kind: 'pinch'; ids: [number, number]; from: [PinchPoint, PinchPoint]; start: BoardView }
  // One of this turn's tiles pressed ('lift'), then carried off its square ('carry').
  | {
      kind: 'lift' | 'carry';
      id: number;
      x0: number;
      y0: number;
      start: BoardView;
      square: Square;
      letter: string;
    };

/**
 * The board in 3D over real DOM elements: drag to turn and tilt, pinch or wheel to
 * zoom, TOP VIEW to look straight down. For assistive technology it is a grid of rows
 * and cells; every square is a focusable button (one tab stop): arrow keys move between
 * squares, letters type, Backspace takes back, Enter asks to submit.
 */
export function Board3D({
  board,
  centre,
  spelling,
  scoring,
  tentative = NONE,
  lastWord = NONE,
  ghost = NONE,
  onSquareClick,
  onTakeBack,
  onGhostActivate,
  onTypeLetter,
  onRequestSubmit,
  disabled = false,
  label = 'Game board',
  keyboardHelp = GAME_KEYBOARD_HELP,
  ref,
  initialView,
  size = 'min(94vw, 62vh, 40rem)',
  className = '',
}: Board3DProps) {
  const startView = useMemo(() => clampView({ ...DEFAULT_VIEW, ...initialView }), [initialView]);
  const [view, setViewState] = useState<BoardView>(startView);
  const viewRef = useRef(view);
  // The view TOP VIEW left, to go back to when it is pressed again.
  const beforeTop = useRef(startView);
  const setView = useCallback((next: BoardView) => {
    viewRef.current = next;
    setViewState(next);
  }, []);

  const n = board.size;
  const cells = useMemo(
    () => boardCells(board, spelling, { centre, tentative, lastWord, ghost }, scoring),
    [board, spelling, centre, tentative, lastWord, ghost, scoring],
  );
  const cellAt = useCallback((r: number, c: number) => cells[r * n + c], [cells, n]);

  const [focus, setFocus] = useState<Square>(() => centre[0] ?? { r: 0, c: 0 });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const viewport = useRef<HTMLDivElement>(null);
  const plane = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, PinchPoint>());
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);
  const lastTap = useRef<TapState | null>(null);
  const typedAt = useRef<Square | null>(null);
  // This turn's tile being dragged back to the rack, and where it is drawn.
  const [carried, setCarried] = useState<{ letter: string; at: Point } | null>(null);
  // Escape leaves a tile carried towards the rack on its square.
  const highlight = useTileDrag(carried !== null, () => {
    gesture.current = null;
    setCarried(null);
  });

  const moveFocus = useCallback(
    (r: number, c: number) => {
      const square = { r: Math.max(0, Math.min(n - 1, r)), c: Math.max(0, Math.min(n - 1, c)) };
      setFocus(square);
      buttons.current.get(squareKey(square))?.focus({ preventScroll: true });
    },
    [n],
  );

  useImperativeHandle(ref, () => ({ focusSquare: ({ r, c }) => moveFocus(r, c) }), [moveFocus]);
  const helpId = useId();

  // After a typed letter lands on the focused square, move on along the word.
  useEffect(() => {
    const typed = typedAt.current;
    if (!typed || !tentative.some((p) => p.r === typed.r && p.c === typed.c)) return;
    typedAt.current = null;
    const across = typingDirection(tentative) === 'across';
    moveFocus(typed.r + (across ? 0 : 1), typed.c + (across ? 1 : 0));
  }, [tentative, moveFocus]);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const el = viewport.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      setView(zoomView(viewRef.current, wheelZoomFactor(e.deltaY, e.deltaMode)));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [setView]);

  /** This turn's tile under a pointer that went down, if it may be taken back. */
  const liftable = (target: EventTarget): CellView | null => {
    if (disabled || !onTakeBack || !(target instanceof Element)) return null;
    const square = parseSquareAttr(target.closest(`[${SQUARE_ATTR}]`)?.getAttribute(SQUARE_ATTR));
    const cell = square ? cellAt(square.r, square.c) : undefined;
    return cell?.tentative ? cell : null;
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    // Left button (or touch, pen) turns and tilts; Shift+drag or the middle button slides,
    // and so does any drag on a zoomed-in top view.
    if (e.pointerType === 'mouse' && e.button !== 0 && e.button !== 1) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 1) {
      suppressClick.current = false;
      const slide = e.shiftKey || e.button === 1 || dragSlides(viewRef.current);
      if (e.shiftKey || e.button === 1) e.preventDefault(); // no autoscroll on middle click
      const start = { id: e.pointerId, x0: e.clientX, y0: e.clientY, start: viewRef.current };
      // A drag that starts on one of this turn's tiles carries it (back to the rack); it
      // does not turn the board. Shift or the middle button still slide it.
      const tile = e.shiftKey || e.button === 1 ? null : liftable(e.target);
      gesture.current = tile
        ? { ...start, kind: 'lift', square: { r: tile.r, c: tile.c }, letter: tile.top }
        : { ...start, kind: slide ? 'pan' : 'press' };
    } else if (pointers.current.size === 2) {
      // A second finger turns a carry into a pinch: the tile stays where it was.
      highlight.show(null);
      setCarried(null);
      const [[idA, a], [idB, b]] = [...pointers.current.entries()] as [
        [number, PinchPoint],
        [number, PinchPoint],
      ];
      gesture.current = { kind: 'pinch', ids: [idA, idB], from: [a, b], start: viewRef.current };
      suppressClick.current = true;
      for (const id of [idA, idB]) {
        try {
          viewport.current?.setPointerCapture(id);
        } catch {
          // The pointer may already be gone.
        }
      }
    }
  };

  // A drag keeps its pointer once it moves, so letting go outside the board still ends it.
  const capture = (pointerId: number) => {
    try {
      viewport.current?.setPointerCapture(pointerId);
    } catch {
      // Capture is a nicety: the drag still works without it.
    }
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return;
    // A mouse let go outside the board (no capture yet) sent no pointerup here: the gesture
    // ends now rather than go on with no button held.
    if (e.pointerType === 'mouse' && e.buttons === 0) return onPointerEnd(e);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pinch') {
      const a = pointers.current.get(g.ids[0]);
      const b = pointers.current.get(g.ids[1]);
      if (a && b) setView(pinchView(g.start, g.from, [a, b], plane.current?.offsetWidth ?? 0));
      return;
    }
    if (g.id !== e.pointerId) return;
    const dx = e.clientX - g.x0;
    const dy = e.clientY - g.y0;
    if (g.kind === 'lift' || g.kind === 'carry') {
      if (g.kind === 'lift') {
        if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
        gesture.current = { ...g, kind: 'carry' };
        suppressClick.current = true;
        capture(e.pointerId);
      }
      const { drop, tile } = carryPoints({ x: e.clientX, y: e.clientY }, e.pointerType);
      highlight.show(targetAt(drop, RACK_ATTR));
      setCarried({ letter: g.letter, at: tile });
      return;
    }
    if (g.kind === 'pan') {
      if (!suppressClick.current && Math.hypot(dx, dy) >= DRAG_THRESHOLD_PX) {
        suppressClick.current = true;
        capture(e.pointerId);
      }
      setView(panView(g.start, dx, dy, plane.current?.offsetWidth ?? 0));
      return;
    }
    if (g.kind === 'press') {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
      gesture.current = { ...g, kind: 'drag' };
      suppressClick.current = true;
      capture(e.pointerId);
    }
    setView(dragView(g.start, dx, dy));
  };

  const onPointerEnd = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(e.pointerId)) return;
    const g = gesture.current;
    if (g?.kind === 'carry' && g.id === e.pointerId) {
      highlight.show(null);
      setCarried(null);
      // Let go over the rack: the tile goes back to it; anywhere else it stays on its square.
      const { drop } = carryPoints({ x: e.clientX, y: e.clientY }, e.pointerType);
      if (e.type === 'pointerup' && targetAt(drop, RACK_ATTR)) onTakeBack?.(g.square);
    }
    const rest = [...pointers.current.entries()];
    if (rest.length === 1 && gesture.current?.kind === 'pinch') {
      const [[id, p]] = rest as [[number, PinchPoint]];
      const kind = dragSlides(viewRef.current) ? 'pan' : 'drag';
      gesture.current = { kind, id, x0: p.x, y0: p.y, start: viewRef.current };
    } else if (rest.length === 0) {
      gesture.current = null;
      // The click that follows a drag is swallowed; anything later is a real click.
      setTimeout(() => {
        suppressClick.current = false;
      }, 0);
    }
  };

  const activate = (cell: CellView) => {
    setFocus({ r: cell.r, c: cell.c });
    if (cell.ghost) {
      const tap = registerTap(lastTap.current, squareKey(cell), Date.now());
      lastTap.current = tap.state;
      if (tap.double && !disabled) onGhostActivate?.();
      return;
    }
    lastTap.current = null;
    if (disabled) return;
    if (cell.tentative) onTakeBack?.({ r: cell.r, c: cell.c });
    else onSquareClick?.(cell.r, cell.c);
  };

  const onKeyDown = (cell: CellView, e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const { r, c } = cell;
    if (
      e.key === 'ArrowUp' ||
      e.key === 'ArrowDown' ||
      e.key === 'ArrowLeft' ||
      e.key === 'ArrowRight'
    ) {
      e.preventDefault();
      const step = arrowStep(e.key as ArrowKey, viewRef.current.rotate);
      moveFocus(r + step.dr, c + step.dc);
    } else if (e.key === 'Home' || e.key === 'End') {
      e.preventDefault();
      moveFocus(r, e.key === 'Home' ? 0 : n - 1);
    } else if (e.key === 'Enter') {
      e.preventDefault(); // Enter asks to submit; it does not also click the square.
      if (!disabled) onRequestSubmit?.({ r, c });
    } else if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      if (disabled) return;
      if (cell.tentative) {
        onTakeBack?.({ r, c });
        return;
      }
      if (e.key === 'Backspace') {
        // Like a text field: step back over the last typed tile and take it back.
        const across = typingDirection(tentative) === 'across';
        const prev = across ? { r, c: c - 1 } : { r: r - 1, c };
        if (prev.r >= 0 && prev.c >= 0 && cellAt(prev.r, prev.c)?.tentative) {
          moveFocus(prev.r, prev.c);
          onTakeBack?.(prev);
        }
      }
    } else if (/^[a-zA-Z]$/.test(e.key)) {
      e.preventDefault();
      if (disabled) return;
      typedAt.current = { r, c };
      onTypeLetter?.(r, c, e.key.toUpperCase());
    }
  };

  // The squares do not depend on the view, so turning and zooming re-render only the plane.
  const latest = useRef({ activate, onKeyDown });
  useEffect(() => {
    latest.current = { activate, onKeyDown };
  });
  // One stable handle for every square: a square re-renders only when what it shows changes.
  const squareActions = useMemo<SquareActions>(
    () => ({
      activate: (cell) => latest.current.activate(cell),
      keyDown: (cell, e) => latest.current.onKeyDown(cell, e),
      focus: (cell) => setFocus({ r: cell.r, c: cell.c }),
      register: (key, el) => {
        if (el) buttons.current.set(key, el);
        else buttons.current.delete(key);
      },
    }),
    [],
  );
  // Rows for assistive technology only (display: contents): the squares stay items of
  // the plane's CSS grid, placed by row and column.
  const grid = Array.from({ length: n }, (_, r) => (
    <div key={r} role="row" className="contents">
      {cells.slice(r * n, (r + 1) * n).map((cell) => (
        <BoardSquare
          key={squareKey(cell)}
          cell={cell}
          isFocus={focus.r === cell.r && focus.c === cell.c}
          disabled={disabled}
          spelling={spelling}
          actions={squareActions}
        />
      ))}
    </div>
  ));

  const data = viewData(view);
  const top = isTopView(view);
  const viewportStyle = {
    '--board': size,
    width: 'var(--board)',
    height: 'var(--board)',
    perspective: 'calc(var(--board) * 3)',
  } as CSSProperties;
  const planeStyle = {
    '--sq': `calc(var(--board) * ${PLANE_SHARE} / ${n})`,
    width: `calc(var(--board) * ${PLANE_SHARE})`,
    height: `calc(var(--board) * ${PLANE_SHARE})`,
    gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))`,
    gridTemplateRows: `repeat(${n}, minmax(0, 1fr))`,
    padding: PLANE_PADDING,
    gap: SQUARE_GAP,
    fontSize: 'calc(var(--sq) * 0.5)',
    transform: viewTransform(view),
  } as CSSProperties;

  return (
    <div className={`flex flex-col items-center gap-2 ${className}`}>
      <div
        ref={viewport}
        role="grid"
        aria-label={label}
        aria-describedby={helpId}
        id="board"
        data-testid="board"
        data-rotate={data.rotate}
        data-tilt={data.tilt}
        data-zoom={data.zoom}
        data-pan={data.pan}
        data-top-view={top ? 'true' : 'false'}
        // A swipe that starts on a square turns the board, or slides a zoomed-in top view (its
        // buttons are touch-none); one that starts beside them, in the margin, scrolls the
        // page up or down (pan-y).
        className="relative flex touch-pan-y select-none items-center justify-center overflow-hidden"
        style={viewportStyle}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(e) => {
          if (suppressClick.current) {
            e.stopPropagation();
            e.preventDefault();
            suppressClick.current = false;
          }
        }}
      >
        <div
          ref={plane}
          className="pointer-events-none relative grid shrink-0 rounded-lg bg-board shadow-2xl shadow-black/60 transform-3d"
          style={planeStyle}
        >
          {grid}
          {top && <BoardCoordinates n={n} padding={PLANE_PADDING} gap={SQUARE_GAP} />}
        </div>
      </div>
      <BoardViewToolbar
        top={top}
        rotate={view.rotate}
        zoom={view.zoom}
        onTurn={(quarters) => setView(turnView(viewRef.current, quarters))}
        onZoom={(factor) => setView(zoomView(viewRef.current, factor))}
        onToggleTop={() => {
          const current = viewRef.current;
          if (!isTopView(current)) beforeTop.current = current;
          setView(toggleTopView(current, beforeTop.current, startView));
        }}
        onReset={() => setView(startView)}
      />
      {/* Not on a phone (little room, rarely a keyboard; showing it on focus shifted the
          page under a tap): there it is the board's description only. */}
      <p id={helpId} className="hidden w-full text-center text-xs text-slate-400 sm:block">
        {keyboardHelp}
      </p>
      {carried && <CarriedTile letter={carried.letter} spelling={spelling} at={carried.at} />}
    </div>
  );
}
