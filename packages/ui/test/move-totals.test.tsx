import { apply, newGame, type Action, type GameEvent, type GameState } from '@wordrise/engine';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { describeMove, moveDelta, scoreChange, type MoveListEntry } from '../src/lib/moves';
import { purchaseInWords, purchaseShort } from '../src/lib/purchase';
import { withTakeBacks } from '../src/lib/taken-back';
import { MoveList } from '../src/move-list';
import { ReplayMoves } from '../src/replay/replay-moves';
import { elementWith, QU } from './helpers';

/**
 * A Word Wefter game with word challenges, played by the engine: CAT (5), an exchange, a pass
 * that buys a tile (3), an exchange, then a phony (CATX) after buying a tile (1), which a
 * challenge takes back: the purchases stay paid, the phony's points go.
 */
function wefterWithTakeBack(): { events: GameEvent[]; scores: number[] } {
  const created = newGame({ ruleset: 'wefter', seed: 'move-totals', players: 2, challenges: true });
  if (!created.ok) throw new Error(created.error.reason);
  let state: GameState = created.state;
  const racks = ['CATSXDO', 'HATSEDO'];
  state = {
    ...state,
    toMove: 0,
    players: state.players.map((p, i) => ({ ...p, rack: racks[i]! })),
  };
  const lexicon = { has: (word: string) => word !== 'CATX' };
  const events: GameEvent[] = [];
  const act = (action: Action) => {
    const applied = apply(state, action, lexicon);
    if (!applied.ok) throw new Error(applied.error.reason);
    state = applied.state;
    events.push(applied.event);
  };
  const across = (c: number, letters: string) =>
    [...letters].map((letter, i) => ({ r: 5, c: c + i, letter }));
  act({ type: 'play', seat: 0, placements: across(4, 'CAT') });
  act({ type: 'exchange', seat: 1, tiles: 'H' });
  act({ type: 'pass', seat: 0, buy: [2] });
  act({ type: 'exchange', seat: 1, tiles: state.players[1]!.rack[0]! });
  act({ type: 'play', seat: 0, buy: [0], placements: across(7, 'X') });
  act({ type: 'challenge', seat: 1 });
  return { events, scores: state.players.map((p) => p.score) };
}

/** A row's columns as the eye reads them, one space apart (its screen-reader sentence left out). */
function shown(html: string, testId: string): string {
  return elementWith(html, 'data-testid', testId)
    .replace(/<span class="sr-only">[^<]*<\/span>/, '')
    .replace(/<span aria-hidden="true"[^>]*>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .split('\n')
    .map((column) => column.trim())
    .filter(Boolean)
    .join(' ');
}

function sentence(html: string, testId: string): string {
  return /<span class="sr-only">([^<]*)<\/span>/.exec(
    elementWith(html, 'data-testid', testId),
  )![1]!;
}

describe("the move list's totals", () => {
  it("add up: each row's total is its player's previous total plus the row's change", () => {
    const { events, scores } = wefterWithTakeBack();
    const totals = [0, 0];
    for (const row of withTakeBacks(events)) {
      totals[row.seat]! += scoreChange(row);
      expect(row.total, `move ${row.move}`).toBe(totals[row.seat]);
    }
    // …and so the last agree with the scoreboard.
    expect(totals).toEqual(scores);
  });

  it('show a play taken back by a challenge as taken back, with the total its player was left with', () => {
    const { events, scores } = wefterWithTakeBack();
    const html = renderToStaticMarkup(
      <MoveList moves={events} seatNames={['alice', 'bob']} spelling={QU} />,
    );
    expect(shown(html, 'move-4')).toBe(
      `5. alice CATX ${events[4]!.type === 'play' && events[4]!.score} (taken back), bought L for 1 −1 ${scores[0]}`,
    );
    // The words struck through, the purchase (which stands) not.
    expect(elementWith(html, 'data-testid', 'move-4')).toMatch(
      /<s data-testid="taken-back">CATX \d+<\/s>/,
    );
    expect(sentence(html, 'move-4')).toBe(
      `Move 5. alice bought L for 1 point, then played CATX, taken back after a challenge: no points, total ${scores[0]}.`,
    );
  });

  it('show a taken-back play with nothing bought as no change: 0, the total as before it', () => {
    const moves: MoveListEntry[] = [
      { type: 'play', seat: 1, total: 6, score: 6, words: [{ word: 'MCA', score: 6 }] },
      { type: 'challenge', seat: 0, total: 18, challenged: 1, upheld: true, unlisted: ['MCA'] },
    ];
    const html = renderToStaticMarkup(
      <MoveList moves={moves} seatNames={['alice', 'bob']} spelling={QU} />,
    );
    expect(shown(html, 'move-0')).toBe('1. bob MCA 6 (taken back) 0 0');
    expect(sentence(html, 'move-0')).toBe(
      'Move 1. bob played MCA, taken back after a challenge: no points, total 0.',
    );
    expect(shown(html, 'move-1')).toBe(
      '2. alice challenged: MCA is not a word; the play is taken back 18',
    );
  });

  it('read the same in the replay', () => {
    const { events } = wefterWithTakeBack();
    const list = renderToStaticMarkup(
      <MoveList moves={events} seatNames={['alice', 'bob']} spelling={QU} />,
    );
    const replay = renderToStaticMarkup(
      <ReplayMoves
        events={events}
        seatNames={['alice', 'bob']}
        spelling={QU}
        annotations={new Map()}
        step={0}
        onStep={() => {}}
      />,
    );
    events.forEach((_, i) => {
      expect(shown(replay, `replay-move-${i + 1}`)).toBe(shown(list, `move-${i}`));
      expect(sentence(replay, `replay-move-${i + 1}`)).toBe(sentence(list, `move-${i}`));
    });
  });
});

describe('a Word Wefter purchase in the move list', () => {
  const zygomata: MoveListEntry = {
    type: 'play',
    seat: 0,
    total: 471,
    score: 264,
    words: [{ word: 'ZYGOMATA', score: 264 }],
    bought: { tiles: 'GTY', cost: 9 },
  };

  it('shows the tiles bought and their cost, the change net of it', () => {
    expect(describeMove(zygomata, QU)).toBe('ZYGOMATA 264, bought G T Y for 9');
    expect(moveDelta(zygomata)).toBe('+255');
    const pass: MoveListEntry = {
      type: 'pass',
      seat: 1,
      total: 7,
      bought: { tiles: 'Q', cost: 3 },
    };
    expect(describeMove(pass, QU)).toBe('passed, bought QU for 3');
    expect(moveDelta(pass)).toBe('−3');
  });

  it('says the purchase first to a screen reader, in words', () => {
    const html = renderToStaticMarkup(
      <MoveList moves={[zygomata]} seatNames={['ann']} spelling={QU} />,
    );
    expect(sentence(html, 'move-0')).toBe(
      'Move 1. ann bought G, T and Y for 9 points, then played ZYGOMATA: 264 points, total 471.',
    );
    expect(shown(html, 'move-0')).toBe('1. ann ZYGOMATA 264, bought G T Y for 9 +255 471');
  });

  it('names rainbow and blank tiles by their kind', () => {
    const bought = { tiles: 'Ⓑ_E', cost: 6 };
    expect(purchaseShort(bought, QU)).toBe('bought RAINBOW B BLANK E for 6');
    expect(purchaseInWords(bought, QU)).toBe('bought Rainbow B, Blank and E for 6 points');
  });
});
