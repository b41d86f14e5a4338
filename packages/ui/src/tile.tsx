import { isBlank, isRainbow, isWildOnBoard, WILD } from '@wordrise/engine';
import { letterLabel, NO_SPELLING, tileFace, type TileSpelling } from './lib/spelling';

export type TileTone = 'plain' | 'placed' | 'lastWord' | 'ghost';

export interface TileProps {
  /** The visible (top) tile's letter, shown as `spelling` writes it. */
  letter: string;
  /**
   * The game ruleset's tile spellings (`ruleset.tiles.spelling`): with `{ Q: 'QU' }` the
   * `Q` tile shows "Qu". Default: none, every tile shows its letter — right for decorative
   * tiles such as the landing page's title; a game's tiles must pass their ruleset's.
   */
  spelling?: TileSpelling;
  /** How many tiles are in this stack (1–5). */
  height: number;
  /** This turn's tiles are gold; the last word played is green; Oracle previews are purple. */
  tone?: TileTone;
  /** Draw the gold height dots and name the height (off for rack tiles). Default true. */
  showHeight?: boolean;
  /** The tile's letter value, drawn small in a corner (rulesets with letter values). */
  value?: number | null;
  /** The stack's multiplier (Word Wefter: the n-th tile of a stack scores n times), from 2. */
  multiplier?: number | null;
  /** Named by what holds it (an image role around it): the tile itself is hidden from assistive technology. */
  decorative?: boolean;
}

/**
 * Word Wefter's tile kinds: a rainbow tile's face is a rainbow (its letter stays dark for
 * contrast), a wild tile (on a rack, or played as a letter) has a dashed ring, a blank
 * tile is a plain face with nothing on it.
 */
function kindFace(letter: string): string {
  if (isRainbow(letter))
    return 'bg-[linear-gradient(135deg,#fca5a5,#fde68a,#86efac,#93c5fd,#d8b4fe)] text-tile-ink';
  if (letter === WILD || isWildOnBoard(letter)) return 'ring-2 ring-inset ring-dashed ring-sky-700';
  if (isBlank(letter)) return 'opacity-90';
  return '';
}

/** Each tone's face: background and ink. */
export const TILE_FACES: Record<TileTone, string> = {
  plain: 'bg-tile text-tile-ink',
  placed: 'bg-gold text-tile-ink',
  // Dark ink: white on this green is 3.2:1, too little for the small faces of an 11 × 11 board.
  lastWord: 'bg-last-word text-tile-ink',
  ghost: 'bg-ghost/80 text-white',
};

/** The height dots' gold for each tone: dark on cream, gold and green tiles, light on purple. */
export const DOT_TONES: Record<TileTone, string> = {
  plain: 'bg-dot',
  placed: 'bg-dot-dark',
  lastWord: 'bg-dot-dark',
  ghost: 'bg-dot-light',
};

/** How a tile's face reads, in title case: "Qu" for `Q` when the ruleset spells it "QU". */
export function tileLabel(letter: string, spelling: TileSpelling): string {
  return letterLabel(letter, spelling);
}

/** One letter tile with a gold dot per tile in its stack. */
export function Tile({
  letter,
  height,
  spelling = NO_SPELLING,
  tone = 'plain',
  showHeight = true,
  value = null,
  multiplier = null,
  decorative = false,
}: TileProps) {
  const name = tileLabel(letter, spelling);
  const shown = tileFace(letter, spelling);
  const extras = [
    value !== null ? `${value} ${value === 1 ? 'point' : 'points'}` : null,
    multiplier !== null && multiplier > 1 ? `scores × ${multiplier}` : null,
  ].filter(Boolean);
  const label = [showHeight ? `${name}, stack of ${height}` : name, ...extras].join(', ');
  return (
    <span
      className={`relative inline-flex h-full w-full items-center justify-center rounded font-tile font-bold leading-none ${TILE_FACES[tone]} ${kindFace(letter)}`}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative || undefined}
      data-height={height}
      data-tone={tone}
      data-kind={
        isRainbow(letter)
          ? 'rainbow'
          : letter === WILD || isWildOnBoard(letter)
            ? 'wild'
            : isBlank(letter)
              ? 'blank'
              : undefined
      }
    >
      <span className={shown.length > 1 ? 'text-[0.8em]' : undefined}>{shown}</span>
      {/* Value and multiplier are drawn as CSS content: they are in the tile's name
          already, and text inside a button would have to be in its name word for word. */}
      {value !== null && (
        <span
          aria-hidden="true"
          data-value={value}
          className="absolute right-[8%] top-[4%] text-[0.4em] font-semibold after:content-[attr(data-value)]"
        />
      )}
      {multiplier !== null && multiplier > 1 && (
        <span
          aria-hidden="true"
          data-multiplier={`×${multiplier}`}
          className="absolute left-[6%] top-[4%] rounded-sm bg-slate-900/80 px-[0.15em] text-[0.36em] font-semibold text-white after:content-[attr(data-multiplier)]"
        />
      )}
      {showHeight && (
        <span className="absolute bottom-[6%] right-[6%] flex gap-px" aria-hidden="true">
          {Array.from({ length: height }, (_, i) => (
            <span
              key={i}
              data-dot=""
              className={`h-[0.16em] min-h-[3px] w-[0.16em] min-w-[3px] rounded-full ${DOT_TONES[tone]}`}
            />
          ))}
        </span>
      )}
    </span>
  );
}
