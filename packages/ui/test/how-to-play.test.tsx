import { WORDRISE, type Ruleset } from '@wordrise/engine';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HowToPlay } from '../src/how-to-play';

const text = (ruleset: Ruleset) =>
  renderToStaticMarkup(<HowToPlay ruleset={ruleset} />)
    .replace(/<[^>]+>/g, '')
    .replaceAll('&#x27;', "'");

describe('HowToPlay', () => {
  it("states WordRise's numbers: 5 high, 2 and 1 points, +20 for 7 tiles, 5 per tile left, three rounds", () => {
    const page = text(WORDRISE);
    expect(page).toContain('How to play WordRise');
    expect(page).toContain('four gold center squares');
    expect(page).toContain('No stack can be more than 5 tiles high.');
    expect(page).toContain('scores 2 points per tile');
    expect(page).toContain('scores 1 point for every tile');
    expect(page).toContain('The Qu tile in a flat word adds 2 points.');
    expect(page).toContain('Using all 7 tiles in one turn adds 20 points.');
    expect(page).toContain('EXCHANGE one tile for one from the bag');
    expect(page).toContain('loses 5 points for every tile');
    expect(page).toContain('nobody plays a word for three full rounds');
    expect(page).toContain('just by adding an S to its end');
    // The Oracle by touch and by keyboard.
    expect(page).toContain('Double-tap it, or its ghost tiles, to place it.');
    expect(page).toContain(
      'With a keyboard, Tab to the panel tabs and press the right arrow to open the Oracle, Tab to the list, pick a play with the arrow keys, press Enter to see it, then Tab to PLACE.',
    );
    // The view buttons by keyboard.
    expect(page).toContain(
      'With a keyboard, Tab to the buttons under the board and move between them with the arrow keys.',
    );
  });

  it('takes every number from the ruleset, so another ruleset shows its own', () => {
    const other: Ruleset = {
      ...WORDRISE,
      name: 'Tall Words',
      maxStackHeight: 7,
      rackSize: 8,
      scoring: {
        ...WORDRISE.scoring,
        flatPointsPerTile: 3,
        tileCountBonuses: [{ tiles: 8, points: 50 }],
        endPenaltyPerTile: 4,
      },
      exchange: { ...WORDRISE.exchange, maxTiles: 5 },
      end: { ...WORDRISE.end, noWordRounds: null },
      placement: { ...WORDRISE.placement, barePluralLetter: null },
    };
    const page = text(other);
    expect(page).toContain('How to play Tall Words');
    expect(page).toContain('No stack can be more than 7 tiles high.');
    expect(page).toContain('scores 3 points per tile');
    expect(page).toContain('Using all 8 tiles in one turn adds 50 points.');
    expect(page).toContain('EXCHANGE up to 5 tiles for as many from the bag');
    expect(page).toContain('loses 4 points for every tile');
    expect(page).not.toContain('full rounds');
    expect(page).not.toContain('Plurals');
  });
});

describe('HowToPlay headings', () => {
  const levels = (html: string) => [...html.matchAll(/<h(\d)/g)].map((m) => Number(m[1]));

  it('as the page title (h1), its sections are h2: no level skipped', () => {
    const html = renderToStaticMarkup(<HowToPlay ruleset={WORDRISE} headingLevel={1} />);
    expect(levels(html)[0]).toBe(1);
    expect(new Set(levels(html).slice(1))).toEqual(new Set([2]));
  });

  it('inside a page (h2), its sections are h3', () => {
    const html = renderToStaticMarkup(<HowToPlay ruleset={WORDRISE} />);
    expect(levels(html)[0]).toBe(2);
    expect(new Set(levels(html).slice(1))).toEqual(new Set([3]));
  });
});
