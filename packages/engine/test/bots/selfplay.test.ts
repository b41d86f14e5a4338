import { describe, expect, it } from 'vitest';
import { runSelfplayCommand } from '../../bin/commands/selfplay';
import { runCli } from '../../bin/wordrise';
import { BOT_LEVELS, botPlayer, playBotGame } from '../../src/bots/index';
import { replay } from '../../src/replay';
import { ENGLISH } from './helpers';

function run(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = runCli(args, {
    out: (t) => out.push(t),
    err: (t) => err.push(t),
    cwd: '.',
    loadLexicon: () => ENGLISH,
  });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A `--json` report without its think times (the only part that varies between runs). */
function strip(text: string) {
  const report = JSON.parse(text) as { bots: Record<string, Record<string, number>> };
  for (const tally of Object.values(report.bots)) {
    delete tally.meanThinkMs;
    delete tally.maxThinkMs;
  }
  return report;
}

describe('bot games', () => {
  it('a champion–beginner and a casual–greedy game play to the end, every move legal and replayable', () => {
    for (const [a, b] of [
      ['champion', 'beginner'],
      ['casual', 'greedy'],
    ] as const) {
      const game = playBotGame({
        seed: `bot-game-${a}`,
        players: [botPlayer(a, ENGLISH, { seed: 1 }), botPlayer(b, ENGLISH, { seed: 1 })],
        lexicon: ENGLISH,
      });
      expect(game.final.status).toBe('over');
      expect(game.events.length).toBeGreaterThan(10);
      expect(game.seats.map((s) => s.moves).reduce((x, y) => x + y)).toBe(game.events.length);
      // Every event passes the rules again, with the word list.
      const replayed = replay(game.initial, game.events, ENGLISH);
      expect(replayed.ok && replayed.state).toEqual(game.final);
    }
  });

  it('maxMoves: from that move on every seat passes, which ends an upwords-8 game', () => {
    const game = playBotGame({
      seed: 'bot-game-cap',
      players: [botPlayer('greedy', ENGLISH), botPlayer('greedy', ENGLISH)],
      lexicon: ENGLISH,
      ruleset: 'upwords-8',
      maxMoves: 4,
    });
    expect(game.final.status).toBe('over');
    expect(game.events.slice(0, 4).every((e) => e.type !== 'pass')).toBe(true);
    expect(game.events.slice(4).map((e) => e.type)).toEqual(['pass', 'pass']);
  });
});

describe('wordrise selfplay', () => {
  it('prints exactly the contract JSON', () => {
    const result = run('selfplay', '--games', '2', '--bots', 'champion,greedy', '--json');
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    const report = JSON.parse(result.out) as {
      games: number;
      seed: number;
      bots: Record<
        string,
        { wins: number; losses: number; ties: number; meanThinkMs: number; maxThinkMs: number }
      >;
    };
    expect(Object.keys(report)).toEqual(['games', 'seed', 'bots']);
    expect(report.games).toBe(2);
    expect(report.seed).toBe(1);
    expect(Object.keys(report.bots)).toEqual(['champion', 'greedy']);
    for (const tally of Object.values(report.bots)) {
      expect(Object.keys(tally)).toEqual([
        'wins',
        'losses',
        'ties',
        'meanScore',
        'meanThinkMs',
        'maxThinkMs',
      ]);
      expect(tally.wins + tally.losses + tally.ties).toBe(2);
      expect(tally.maxThinkMs).toBeGreaterThanOrEqual(tally.meanThinkMs);
    }
    const { champion, greedy } = report.bots;
    expect(champion?.wins).toBe(greedy?.losses);
    expect(champion?.ties).toBe(greedy?.ties);
  });

  it('is reproducible from --seed (think times aside); the same level twice is keyed LEVEL#2', () => {
    const a = run('selfplay', '--games', '2', '--bots', 'greedy,greedy', '--seed', 'abc', '--json');
    const b = run('selfplay', '--games=2', '--bots=greedy,greedy', '--seed=abc', '--json');
    expect(strip(a.out)).toEqual(strip(b.out));
    expect(JSON.parse(a.out)).toMatchObject({ games: 2, seed: 'abc' });
    expect(Object.keys(JSON.parse(a.out).bots as object)).toEqual(['greedy', 'greedy#2']);
  });

  it('prints a table without --json', () => {
    const result = run('selfplay', '--games', '1', '--bots', 'beginner,casual');
    expect(result.code).toBe(0);
    const lines = result.out.split('\n');
    expect(lines[0]).toBe('1 game, seed 1: beginner vs casual (seats alternate)');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^beginner\s+\d+\s+\d+\s+\d+\s+[\d.]+%/);
  });

  it("--ruleset plays that ruleset's games; the output keeps its shape, WordRise is the default", () => {
    const args = ['selfplay', '--games', '2', '--bots', 'greedy,beginner', '--json'];
    const plain = run(...args);
    expect(strip(run(...args, '--ruleset', 'wordrise').out)).toEqual(strip(plain.out));

    const upwords = run(...args, '--ruleset=upwords-8');
    expect(upwords).toMatchObject({ code: 0, err: '' });
    const report = JSON.parse(upwords.out) as {
      bots: Record<string, { meanScore: number }>;
    };
    expect(Object.keys(report)).toEqual(Object.keys(JSON.parse(plain.out) as object));
    // The same two games played directly on upwords-8 (seats swapped in the second).
    const games = [0, 1].map((game) => {
      const players = [
        botPlayer('greedy', ENGLISH, { seed: `1:${game}` }),
        botPlayer('beginner', ENGLISH, { seed: `1:${game}` }),
      ];
      return playBotGame({
        seed: 'selfplay:1:0',
        players: game === 0 ? players : [players[1]!, players[0]!],
        lexicon: ENGLISH,
        ruleset: 'upwords-8',
      });
    });
    const greedyScores = games.map((g, game) => g.final.players[game]?.score ?? 0);
    expect(report.bots.greedy?.meanScore).toBe((greedyScores[0]! + greedyScores[1]!) / 2);

    const table = run('selfplay', '--games', '1', '--bots', 'greedy,greedy', '--ruleset', 'wefter');
    expect(table.out.split('\n')[0]).toBe(
      '1 game, seed 1, ruleset wefter: greedy vs greedy#2 (seats alternate)',
    );
  });

  it("tells an observer each game's scores, by bot in the order given", () => {
    let out = '';
    const seen: [number, readonly [number, number]][] = [];
    const args = ['--games', '4', '--bots', 'beginner,greedy', '--ruleset', 'upwords-8', '--json'];
    const code = runSelfplayCommand(args, {
      out: (text) => (out += text),
      err: () => {},
      loadLexicon: () => ENGLISH,
      onGame: (game, scores) => seen.push([game, scores]),
    });
    expect(code).toBe(0);
    expect(seen.map(([game]) => game)).toEqual([0, 1, 2, 3]);
    const report = JSON.parse(out) as { bots: Record<string, { meanScore: number }> };
    ['beginner', 'greedy'].forEach((bot, b) => {
      const total = seen.reduce((sum, [, scores]) => sum + scores[b]!, 0);
      expect(report.bots[bot]?.meanScore).toBe(total / 4);
    });
  });

  it('refuses bad arguments with one line on stderr and exit 1', () => {
    const bad: [string[], string][] = [
      [['--bots', 'greedy,champion'], 'wordrise selfplay: --games N is required'],
      [['--games', '2'], 'wordrise selfplay: --bots A,B is required'],
      [
        ['--games', '0', '--bots', 'greedy,greedy'],
        'wordrise selfplay: --games must be an integer ≥ 1, not "0"',
      ],
      [
        ['--games', '2', '--bots', 'greedy'],
        `wordrise selfplay: --bots takes two bot names, A,B (levels: ${BOT_LEVELS.join(', ')})`,
      ],
      [
        ['--games', '2', '--bots', 'greedy,champion', '--fast'],
        'wordrise selfplay: unknown option --fast',
      ],
      [
        ['--games', '2', '--bots', 'greedy,champion', '--ruleset', 'scrabble'],
        'wordrise selfplay: unknown ruleset "scrabble" (rulesets: wordrise, upwords-8, wefter)',
      ],
      [
        ['--games', '2', '--bots', 'greedy,champion', '--ruleset'],
        'wordrise selfplay: --ruleset needs a value',
      ],
    ];
    for (const [args, message] of bad) {
      expect(run('selfplay', ...args)).toMatchObject({ code: 1, out: '', err: message });
    }
  });
});
