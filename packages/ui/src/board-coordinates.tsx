import type { CSSProperties } from 'react';

/**
 * The board's row and column numbers (from 1, as the Oracle, move descriptions and square
 * names count them), drawn just outside the plane's top and left edges, in the top view only:
 * tilted, the board's near corners reach the edges of its viewport, which would cut the
 * numbers of the last rows off. Each line of numbers is a grid laid out like the plane's squares: the same padding
 * (the plane's is a share of the viewport, `--board`) and the same gap, so each number sits
 * over its column or beside its row. Hidden from assistive technology: every square's name
 * already says its row and column.
 */
export function BoardCoordinates({
  n,
  padding,
  gap,
}: {
  n: number;
  /** The plane's padding as CSS (`calc(var(--board) * …)`). */
  padding: string;
  /** The plane's grid gap (a percentage of its content box, as the plane's). */
  gap: string;
}) {
  const numbers = Array.from({ length: n }, (_, i) => (
    <span key={i} className="flex items-center justify-center">
      {i + 1}
    </span>
  ));
  const line = 'pointer-events-none absolute grid text-slate-400 select-none';
  const columns: CSSProperties = {
    left: 0,
    width: '100%',
    bottom: '100%',
    height: 'calc(var(--sq) * 0.45)',
    paddingInline: padding,
    columnGap: gap,
    gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))`,
    fontSize: 'calc(var(--sq) * 0.3)',
  };
  const rows: CSSProperties = {
    top: 0,
    height: '100%',
    right: '100%',
    width: 'calc(var(--sq) * 0.45)',
    paddingBlock: padding,
    rowGap: gap,
    gridTemplateRows: `repeat(${n}, minmax(0, 1fr))`,
    fontSize: 'calc(var(--sq) * 0.3)',
  };
  return (
    <>
      <div aria-hidden="true" data-testid="board-columns" className={line} style={columns}>
        {numbers}
      </div>
      <div aria-hidden="true" data-testid="board-rows" className={line} style={rows}>
        {numbers}
      </div>
    </>
  );
}
