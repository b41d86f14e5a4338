import { letterLabel, NO_SPELLING, type TileSpelling } from './lib/spelling';

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
}

/** Each tone's face: background and ink. */
export const TILE_FACES: Record<TileTone, string> = {
  plain: 'bg-tile text-tile-ink',
  placed: 'bg-gold text-tile-ink',
  lastWord: 'bg-last-word text-white',
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
}: TileProps) {
  const shown = tileLabel(letter, spelling);
  return (
    <span
      className={`relative inline-flex h-full w-full items-center justify-center rounded font-tile font-bold leading-none ${TILE_FACES[tone]}`}
      aria-label={showHeight ? `${shown}, stack of ${height}` : shown}
      data-height={height}
      data-tone={tone}
    >
      <span className={shown.length > 1 ? 'text-[0.8em]' : undefined}>{shown}</span>
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
