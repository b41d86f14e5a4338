import { describe, expect, it } from 'vitest';
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
    const strip = (text: string) => {
      const report = JSON.parse(text) as { bots: Record<string, Record<string, number>> };
      for (const tally of Object.values(report.bots)) {
        delete tally.meanThinkMs;
        delete tally.maxThinkMs;
      }
      return report;
    };
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
    ];
    for (const [args, message] of bad) {
      expect(run('selfplay', ...args)).toMatchObject({ code: 1, out: '', err: message });
    }
  });
});
