export interface TileProps {
  /** The visible (top) letter; `Q` is the Qu tile and is shown as "Qu". */
  letter: string;
  /** How many tiles are in this stack (1–5). */
  height: number;
  /** This turn's tiles are gold; the last word played is green; Oracle previews are purple. */
  tone?: 'plain' | 'placed' | 'lastWord' | 'ghost';
}

const TONES: Record<NonNullable<TileProps['tone']>, string> = {
  plain: 'bg-tile text-tile-ink',
  placed: 'bg-gold text-tile-ink',
  lastWord: 'bg-last-word text-white',
  ghost: 'bg-ghost/80 text-white',
};

export function tileLabel(letter: string): string {
  return letter === 'Q' ? 'Qu' : letter;
}

/** One letter tile with a gold dot per tile in its stack. */
export function Tile({ letter, height, tone = 'plain' }: TileProps) {
  const shown = tileLabel(letter);
  return (
    <span
      className={`relative inline-flex h-full w-full items-center justify-center rounded font-tile font-bold ${TONES[tone]}`}
      aria-label={`${shown}, stack of ${height}`}
      data-height={height}
    >
      {shown}
      <span className="absolute bottom-0.5 right-0.5 flex gap-px" aria-hidden="true">
        {Array.from({ length: height }, (_, i) => (
          <span key={i} className="h-1 w-1 rounded-full bg-gold" />
        ))}
      </span>
    </span>
  );
}
