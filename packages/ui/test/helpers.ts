import { WORDRISE, type Board } from '@wordrise/engine';
import type { TileSpelling } from '../src/lib/spelling';

/** WordRise's own spellings, from its ruleset: the `Q` tile is spelled "QU". */
export const QU: TileSpelling = WORDRISE.tiles.spelling;

/** Another ruleset's: no Qu tile, and an `X` tile spelled "KS". */
export const KS: TileSpelling = { X: 'KS' };

/** A board from a map of squares to stacks, e.g. { '4,4': 'C', '4,5': 'AE' }. */
export function makeBoard(stacks: Record<string, string> = {}, size = 10): Board {
  const cells = Array.from({ length: size * size }, () => '');
  for (const [key, stack] of Object.entries(stacks)) {
    const [r, c] = key.split(',').map(Number) as [number, number];
    cells[r * size + c] = stack;
  }
  return { size, cells };
}

export const CENTRE = [
  { r: 4, c: 4 },
  { r: 4, c: 5 },
  { r: 5, c: 4 },
  { r: 5, c: 5 },
] as const;

/** The opening tag of the element whose attribute `attr` has `value`. */
export function tagWith(html: string, attr: string, value: string): string {
  const at = html.indexOf(`${attr}="${value}"`);
  if (at < 0) throw new Error(`no ${attr}="${value}" in markup`);
  const start = html.lastIndexOf('<', at);
  return html.slice(start, html.indexOf('>', at) + 1);
}

/** The markup of the element whose attribute `attr` has `value`, up to its matching close tag. */
export function elementWith(html: string, attr: string, value: string): string {
  const open = tagWith(html, attr, value);
  const start = html.indexOf(open);
  const name = /^<([a-z0-9]+)/.exec(open)?.[1] ?? 'div';
  let depth = 0;
  const re = new RegExp(`<(/?)${name}\\b[^>]*>`, 'g');
  re.lastIndex = start;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(start, m.index + m[0].length);
  }
  return html.slice(start);
}
