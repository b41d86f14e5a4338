import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../src/events';
import { gameFromRecord, recordOf, serializeRecord } from '../src/record';
import { parseRecord } from '../src/record-parse';
import type { GameState } from '../src/state';
import { line } from './helpers/board';
import { mustApply, mustNewGame, withRacks } from './helpers/game';
import { RULES_LEXICON } from './helpers/lexicon';
import { playRandomGame } from './helpers/random-game';

/** A short scripted game: CAT, H on the C, a pass, E after HAT, a resignation. */
function scriptedGame() {
  const created = mustNewGame({ seed: 'record', players: 2, names: ['Ann', 'Bo Diddley'] });
  const a = created.toMove;
  const b = 1 - a;
  const racks = a === 0 ? ['CATXYZE', 'HOSEDQI'] : ['HOSEDQI', 'CATXYZE'];
  let state: GameState = withRacks(created, racks, 'ABCDEFGHIJ');
  const events: GameEvent[] = [];
  const step = (action: Parameters<typeof mustApply>[1]) => {
    const applied = mustApply(state, action, RULES_LEXICON);
    state = applied.state;
    events.push(applied.event);
  };
  step({ type: 'play', seat: a, placements: line(4, 4, 'across', 'CAT') });
  step({ type: 'play', seat: b, placements: [{ r: 4, c: 4, letter: 'H' }] });
  step({ type: 'pass', seat: a });
  step({ type: 'play', seat: b, placements: [{ r: 4, c: 7, letter: 'E' }] });
  step({ type: 'resign', seat: a });
  return { a: a + 1, b: b + 1, state, events };
}

describe('game records', () => {
  it('writes one line per turn: seat, rack, move, score, running total, tiles drawn', () => {
    const { a, b, state, events } = scriptedGame();
    const text = serializeRecord(recordOf(state, events, { date: '2026-11-29' }));
    // R29 (rules version 2): a resignation charges no rack penalty; the racks are still shown.
    const penalties =
      a === 1
        ? ['>1: (XYZEABC) -0 6', '>2: (OSDQIDE) -0 9']
        : ['>1: (OSDQIDE) -0 9', '>2: (XYZEABC) -0 6'];
    expect(text).toBe(
      [
        '#wordrise-record 1',
        '#ruleset wordrise',
        '#player1 Ann',
        '#player2 Bo Diddley',
        '#date 2026-11-29',
        '#rules 3',
        '#rng 2',
        '#seed record',
        `>${a}: CATXYZE 5E CAT +6 6 drew ABC`,
        `>${b}: HOSEDQI 5E [H/C](AT) +4 4 drew D`,
        `>${a}: XYZEABC - +0 6`,
        `>${b}: OSEDQID 5E (HAT)E +5 9 drew E`,
        `>${a}: XYZEABC resign +0 6`,
        '#end resigned',
        ...penalties,
        '',
      ].join('\n'),
    );
  });

  it('reads back exactly what it wrote', () => {
    const { state, events } = scriptedGame();
    const record = recordOf(state, events, { date: '2026-11-29' });
    expect(parseRecord(serializeRecord(record))).toEqual({ ok: true, record });
  });

  it('keeps the seed out of the record until the game is over (R5, R30)', () => {
    const { state, events } = scriptedGame();
    const running = recordOf(state, events.slice(0, 3));
    expect(running.headers.seed).toBeNull();
    expect(serializeRecord(running)).not.toContain('#seed');
    expect(recordOf(state, events).headers.seed).toBe('record');
  });

  it('writes stacked tiles as [NEW/UNDER], kept squares in parentheses, exchanges as -TILE', () => {
    const game = playRandomGame({
      seed: 'notation',
      players: 2,
      choices: 'notation',
      leaveChance: 0,
    });
    const text = serializeRecord(
      recordOf(game.states[game.states.length - 1] as GameState, game.events),
    );
    expect(text).toMatch(/^>\d: \w+ [A-Z]?\d+[A-Z]? \S*\[[A-Z]\/[A-Z]\]\S* \+\d+ \d+/m);
    expect(text).toMatch(/^>\d: \w+ [A-Z]?\d+[A-Z]? \S*\([A-Z]+\)\S* \+\d+ \d+/m);
    expect(text).toMatch(/^>\d: \w+ -[A-Z] \+0 \d+ drew [A-Z]$/m);
  });

  it('rebuilds a finished game from its record', () => {
    const game = playRandomGame({ seed: 'rebuild', players: 2, choices: 'rebuild' });
    const final = game.states[game.states.length - 1] as GameState;
    const parsed = parseRecord(serializeRecord(recordOf(final, game.events)));
    if (!parsed.ok) throw new Error(parsed.error.reason);
    const rebuilt = gameFromRecord(parsed.record);
    expect(rebuilt).toMatchObject({ ok: true, initial: game.initial });
    if (rebuilt.ok) expect(rebuilt.states[rebuilt.states.length - 1]).toEqual(final);
    const unfinished = recordOf(final, game.events.slice(0, 3));
    expect(gameFromRecord(unfinished)).toMatchObject({ ok: false, error: { rule: 'INPUT' } });
  });

  it('shows the final rack of a seat that never moved on its penalty line', () => {
    for (const [rulesVersion, line] of [
      [1, '-35 -35'], // rules version 1 charged a resignation the rack penalty
      [2, '-0 0'],
    ] as const) {
      const start = mustNewGame({ seed: 'quick', players: 2, rulesVersion });
      const quitter = 1 - start.toMove;
      const { state, event } = mustApply(start, { type: 'resign', seat: quitter }, RULES_LEXICON);
      const text = serializeRecord(recordOf(state, [event]));
      const rack = start.players[start.toMove]?.rack ?? '';
      expect(text).toContain(`#rules ${rulesVersion}\n`);
      expect(text).toContain(`>${start.toMove + 1}: (${rack}) ${line}`);
      expect(parseRecord(text)).toEqual({ ok: true, record: recordOf(state, [event]) });
    }
  });

  it('marks a solo game with #mode solo, so its record rebuilds the game as solo', () => {
    const start = mustNewGame({
      ruleset: 'upwords-8',
      seed: 'solo-record',
      players: 1,
      mode: 'solo',
    });
    const rack = start.players[0]?.rack ?? '';
    // A three-tile exchange is legal only under the solo rules (standard: one tile, R22).
    const exchanged = mustApply(
      start,
      { type: 'exchange', seat: 0, tiles: rack.slice(0, 3) },
      RULES_LEXICON,
    );
    const resigned = mustApply(exchanged.state, { type: 'resign', seat: 0 }, RULES_LEXICON);
    const events = [exchanged.event, resigned.event];
    const record = recordOf(resigned.state, events);
    expect(record.headers.mode).toBe('solo');
    const text = serializeRecord(record);
    expect(text.split('\n').slice(0, 3)).toEqual([
      '#wordrise-record 1',
      '#ruleset upwords-8',
      '#mode solo',
    ]);
    expect(parseRecord(text)).toEqual({ ok: true, record });
    const rebuilt = gameFromRecord(record);
    expect(rebuilt).toMatchObject({ ok: true, initial: { mode: 'solo' } });
    if (rebuilt.ok) expect(rebuilt.states.at(-1)).toEqual(resigned.state);
    // Without the header the same moves are a standard game's, which seats 2–4 (R4).
    const parsed = parseRecord(text.replace('#mode solo\n', ''));
    if (!parsed.ok) throw new Error(parsed.error.reason);
    expect(parsed.record.headers.mode).toBeUndefined();
    expect(gameFromRecord(parsed.record)).toMatchObject({ ok: false, error: { rule: 'R4' } });
  });

  it('reads a record without #mode (written before the header existed) as a standard game', () => {
    const game = playRandomGame({ seed: 'old-record', players: 2, choices: 'old-record' });
    const final = game.states[game.states.length - 1] as GameState;
    const text = serializeRecord(recordOf(final, game.events));
    expect(text).not.toContain('#mode');
    const parsed = parseRecord(text);
    if (!parsed.ok) throw new Error(parsed.error.reason);
    expect(parsed.record.headers).not.toHaveProperty('mode');
    const rebuilt = gameFromRecord(parsed.record);
    expect(rebuilt).toMatchObject({ ok: true, initial: game.initial });
    if (rebuilt.ok) expect(rebuilt.initial.mode).toBeUndefined();
  });

  it('escapes names and values that span lines', () => {
    const { state, events } = scriptedGame();
    const record = recordOf(state, events, { date: 'line one\nline two \\ back' });
    const text = serializeRecord(record);
    expect(text).toContain('#date line one\\nline two \\\\ back');
    expect(parseRecord(text)).toEqual({ ok: true, record });
  });

  describe('refuses bad records with the line number', () => {
    const { state, events } = scriptedGame();
    const text = serializeRecord(recordOf(state, events));
    const lines = text.split('\n');
    const edit = (index: number, replacement: string) =>
      lines.map((l, i) => (i === index ? replacement : l)).join('\n');
    const cases: [string, string, RegExp][] = [
      ['no magic line', text.replace('#wordrise-record 1', '#gcg'), /^line 1: expected/],
      ['an unknown header', edit(1, '#colour blue'), /^line 2: unknown header #colour/],
      ['an unknown randomness version', edit(4, '#rng 3'), /^line 5: unknown or repeated #rng "3"/],
      ['an unknown game mode', edit(1, '#mode duo'), /^line 2: unknown or repeated #mode "duo"/],
      [
        'a score that does not match the board',
        lines.join('\n').replace('CAT +6 6', 'CAT +7 7'),
        /the play scores 6, not 7/,
      ],
      [
        'a wrong running total',
        lines.join('\n').replace('CAT +6 6', 'CAT +6 9'),
        /total 9 should be 6/,
      ],
      [
        'a stacked tile on the wrong letter',
        lines.join('\n').replace('[H/C]', '[H/D]'),
        /H is not placed on D/,
      ],
      [
        'a kept letter that is not there',
        lines.join('\n').replace('(AT)', '(AX)'),
        /X is not on the board there/,
      ],
      ['an illegal play', lines.join('\n').replace('5E CAT', '1A CAT'), /illegal play \(R12/],
      ['a garbled move', edit(6, '>1: CATXYZE ??'), /^line 7: expected MOVE SCORE TOTAL/],
      ['a player that does not exist', edit(8, '>3: XYZEABC - +0 6'), /^line 9: no player 3/],
      [
        'missing penalty lines',
        lines.slice(0, -2).join('\n'),
        /followed by 1 penalty lines, expected 2/,
      ],
    ];
    for (const [what, bad, message] of cases) {
      it(what, () => {
        const parsed = parseRecord(bad);
        expect(parsed.ok).toBe(false);
        if (!parsed.ok) {
          expect(parsed.error.rule).toBe('INPUT');
          expect(parsed.error.reason).toMatch(message);
        }
      });
    }
  });
});
