import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { DOT_TONES, TILE_FACES, type TileTone } from '../src/tile';

// WCAG contrast of the board's gold marks, measured from the theme's colours: the height
// dots on every tile tone, and an empty start square against one of this turn's gold tiles.

const theme = readFileSync(
  createRequire(import.meta.url).resolve('@wordrise/tailwind-config/theme.css'),
  'utf8',
);

function colour(name: string): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(theme)?.[1];
  if (!value) throw new Error(`no colour ${name} in the theme`);
  return value;
}

/** The theme colour a `bg-…` class of `classes` paints, with its opacity (`bg-ghost/80`). */
function background(classes: string): { hex: string; alpha: number } {
  const [, name, percent] = /\bbg-([a-z-]+)(?:\/(\d+))?/.exec(classes) ?? [];
  if (!name) throw new Error(`no background in "${classes}"`);
  return { hex: colour(name), alpha: percent ? Number(percent) / 100 : 1 };
}

const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

/** `top` at `alpha` over the opaque `under`. */
function over(top: { hex: string; alpha: number }, under: string): number[] {
  const u = channels(under);
  return channels(top.hex).map((v, i) => top.alpha * v + (1 - top.alpha) * (u[i] ?? 0));
}

function luminance(rgb: number[]): number {
  const [r = 0, g = 0, b = 0] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: number[], b: number[]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('the gold marks stand out (WCAG contrast ≥ 3:1)', () => {
  const square = colour('square');
  for (const tone of Object.keys(TILE_FACES) as TileTone[]) {
    it(`height dots on a ${tone} tile`, () => {
      const face = over(background(TILE_FACES[tone]), square);
      const dot = over(background(DOT_TONES[tone]), square);
      expect(contrast(dot, face)).toBeGreaterThanOrEqual(3);
    });
  }

  it("an empty start square's inside against this turn's gold tile", () => {
    const tile = over(background(TILE_FACES.placed), square);
    expect(contrast(channels(square), tile)).toBeGreaterThanOrEqual(3);
  });
});
