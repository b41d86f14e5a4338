import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ORACLE_ROW_TONES } from '../src/oracle-panel';
import { SEAT_ROW_TONES } from '../src/scoreboard';
import { DOT_TONES, TILE_FACES, type TileTone } from '../src/tile';

// WCAG contrast measured from the theme's colours (ours, and Tailwind's palette for the
// slate greys): the board's gold marks, the grey text of the panels' rows, the focus ring.

const themePath = createRequire(import.meta.url).resolve('@wordrise/tailwind-config/theme.css');
const theme = readFileSync(themePath, 'utf8');
const palette = readFileSync(createRequire(themePath).resolve('tailwindcss/theme.css'), 'utf8');

/** Tailwind's `oklch(L% C h)` as sRGB hex (clipped to the sRGB gamut, as browsers draw it). */
function oklchToHex(l: number, c: number, h: number): string {
  const a = c * Math.cos((h * Math.PI) / 180);
  const b = c * Math.sin((h * Math.PI) / 180);
  const lms = [
    l + 0.3963377774 * a + 0.2158037573 * b,
    l - 0.1055613458 * a - 0.0638541728 * b,
    l - 0.0894841775 * a - 1.291485548 * b,
  ].map((v) => v ** 3) as [number, number, number];
  const [L, M, S] = lms;
  const linear = [
    4.0767416621 * L - 3.3077115913 * M + 0.2309699292 * S,
    -1.2684380046 * L + 2.6097574011 * M - 0.3413193965 * S,
    -0.0041960863 * L - 0.7034186147 * M + 1.707614701 * S,
  ];
  return `#${linear
    .map((v) => {
      const x = Math.min(1, Math.max(0, v));
      const srgb = x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055;
      return Math.round(srgb * 255)
        .toString(16)
        .padStart(2, '0');
    })
    .join('')}`;
}

function colour(name: string): string {
  const value = new RegExp(`--color-${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(theme)?.[1];
  if (value) return value;
  const ok = new RegExp(`--color-${name}:\\s*oklch\\(([\\d.]+)% ([\\d.]+) ([\\d.]+)\\)`).exec(
    palette,
  );
  if (!ok) throw new Error(`no colour ${name} in the theme or Tailwind's palette`);
  return oklchToHex(Number(ok[1]) / 100, Number(ok[2]), Number(ok[3]));
}

/** The theme colour a `text-…` class paints. */
function foreground(classes: string): string {
  const [, name] = /\btext-([a-z]+-\d+|[a-z-]+)\b/.exec(classes) ?? [];
  if (!name) throw new Error(`no text colour in "${classes}"`);
  return colour(name);
}

/** The theme colour a `bg-…` class of `classes` paints, with its opacity (`bg-ghost/80`). */
function background(classes: string): { hex: string; alpha: number } {
  const [, name, percent] = /\bbg-([a-z]+(?:-[a-z]+)*(?:-\d+)?)(?:\/(\d+))?/.exec(classes) ?? [];
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

describe('grey text on the panels stays readable (WCAG contrast ≥ 4.5:1)', () => {
  // The page behind everything (body: bg-slate-950), under the translucent rows.
  const page = colour('slate-950');

  it('matches what the browser draws (slate-700 is #314158 in axe-core)', () => {
    expect(colour('slate-700')).toBe('#314158');
    expect(colour('slate-400')).toBe('#90a1b9');
  });

  for (const [name, tone] of Object.entries(SEAT_ROW_TONES)) {
    it(`the scoreboard's ${name} row`, () => {
      const row = over(background(tone.row), page);
      expect(contrast(channels(foreground(tone.muted)), row)).toBeGreaterThanOrEqual(4.5);
    });
  }

  for (const [name, tone] of Object.entries(ORACLE_ROW_TONES)) {
    it(`an Oracle play, ${name}: its figures and its other words`, () => {
      const row = over(background(tone.row), page);
      expect(contrast(channels(foreground(tone.muted)), row)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(channels(foreground(tone.text)), row)).toBeGreaterThanOrEqual(4.5);
    });
  }
});

describe('the focus ring stands out (WCAG 2.4.11/1.4.11 contrast ≥ 3:1)', () => {
  for (const behind of ['slate-950', 'slate-900', 'slate-800', 'slate-700', 'board']) {
    it(`on ${behind}`, () => {
      expect(contrast(channels(colour('focus')), channels(colour(behind)))).toBeGreaterThanOrEqual(
        3,
      );
    });
  }
});
