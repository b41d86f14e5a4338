/**
 * `wordrise oracle POSITION... [--json] [--limit N] [--repeat K]` (the CLI contract in packages/engine/README.md):
 * every legal play for the rack on each position, best first. Positions are all
 * read and validated before the first is solved, so bad input prints nothing but
 * one line on stderr (exit 1). The word list is loaded once.
 *
 * `solveMs` is the search alone: generating every play and ranking them (not
 * reading files, loading the word list or formatting the output). With
 * `--repeat K` it is the median of K solves; the plays are those of the last.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isBoardEmpty } from '../../src/board';
import type { Lexicon } from '../../src/lexicon';
import { AllPlays, Oracle, type Play } from '../../src/oracle/index';
import { parsePosition, type Position } from '../../src/position';
import { WordGraph } from '../../src/wordgraph';

export interface OracleCommandIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** The directory file arguments are relative to. */
  readonly cwd: string;
  /** Loads the word list (a packed word graph); may throw an Error whose message is one line. */
  readonly loadLexicon: () => Lexicon;
}

/** Invalid input: the message is printed as is (one line) and the exit code is 1. */
class OracleInputProblem extends Error {}

interface Options {
  readonly files: string[];
  readonly json: boolean;
  readonly limit: number;
  readonly repeat: number;
}

/** Runs the command; returns its exit code (0, or 1 for invalid input). */
export function runOracleCommand(args: readonly string[], io: OracleCommandIo): number {
  try {
    const options = parseArgs(args);
    const positions = options.files.map((file) => ({ file, position: readPosition(file, io.cwd) }));
    const lexicon = io.loadLexicon();
    if (!(lexicon instanceof WordGraph) || lexicon.kind !== 'dawg') {
      throw new OracleInputProblem(
        'wordrise oracle: the word list is not a packed word graph (DAWG)',
      );
    }
    const oracles = new Map<Position['ruleset'], Oracle>();
    for (const { file, position } of positions) {
      let oracle = oracles.get(position.ruleset);
      if (!oracle) {
        oracle = new Oracle(lexicon, position.ruleset);
        oracles.set(position.ruleset, oracle);
      }
      const { recorder, solveMs } = solve(oracle, position, options.repeat);
      const plays = recorder.plays(options.limit);
      io.out(
        options.json
          ? jsonLine(recorder.count, plays, solveMs)
          : table(file, recorder.count, plays, solveMs),
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof OracleInputProblem) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof Error && error.name === 'LexiconLoadError') {
      io.err(`wordrise: ${firstLine(error.message)}`);
      return 1;
    }
    throw error;
  }
}

function parseArgs(args: readonly string[]): Options {
  const files: string[] = [];
  let json = false;
  let limit = Infinity;
  let repeat = 1;
  const count = (flag: string, value: string | undefined, min: number): number => {
    if (value === undefined)
      throw new OracleInputProblem(`wordrise oracle: ${flag} needs a number`);
    const n = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n < min) {
      throw new OracleInputProblem(
        `wordrise oracle: ${flag} must be an integer ≥ ${min}, not ${JSON.stringify(value)}`,
      );
    }
    return n;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    if (flag === '--json') json = true;
    else if (flag === '--limit') limit = count('--limit', inline ?? args[++i], 0);
    else if (flag === '--repeat') repeat = count('--repeat', inline ?? args[++i], 1);
    else if (arg.startsWith('--'))
      throw new OracleInputProblem(`wordrise oracle: unknown option ${arg}`);
    else files.push(arg);
  }
  if (files.length === 0)
    throw new OracleInputProblem('wordrise oracle: expected at least one POSITION file');
  return { files, json, limit, repeat };
}

function readPosition(file: string, cwd: string): Position {
  let text: string;
  try {
    text = readFileSync(resolve(cwd, file), 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new OracleInputProblem(
      `${file}: ${code === 'ENOENT' ? 'no such file' : `cannot read (${String(code ?? error)})`}`,
    );
  }
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch (error) {
    throw new OracleInputProblem(
      `${file}: not valid JSON (${firstLine((error as Error).message)})`,
    );
  }
  const parsed = parsePosition(data);
  if (!parsed.ok) throw new OracleInputProblem(`${file}: ${parsed.error.reason}`);
  return parsed.position;
}

function solve(
  oracle: Oracle,
  position: Position,
  repeat: number,
): { recorder: AllPlays; solveMs: number } {
  const at = { board: position.board, firstPlay: isBoardEmpty(position.board) };
  const times: number[] = [];
  let recorder = new AllPlays();
  for (let k = 0; k < repeat; k++) {
    recorder = new AllPlays();
    const t0 = performance.now();
    oracle.generate(at, position.rack, recorder);
    recorder.sortedIndices();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  const m = times.length >> 1;
  const median =
    times.length % 2 === 1
      ? (times[m] as number)
      : ((times[m - 1] as number) + (times[m] as number)) / 2;
  return { recorder, solveMs: Math.round(median * 1000) / 1000 };
}

/** Exactly the contract's keys, in its order. */
function jsonLine(count: number, plays: readonly Play[], solveMs: number): string {
  return JSON.stringify({
    count,
    plays: plays.map((p) => ({
      placements: p.placements.map(({ r, c, letter }) => ({ r, c, letter })),
      score: p.score,
      words: p.words.map((w) => ({ word: w.word, score: w.score })),
    })),
    solveMs,
  });
}

function table(file: string, count: number, plays: readonly Play[], solveMs: number): string {
  const lines = [`${file}: ${count} play${count === 1 ? '' : 's'}, solved in ${solveMs} ms`];
  if (plays.length === 0) return lines.join('\n');
  const rank = String(plays.length).length;
  lines.push(`${'#'.padStart(rank)}  score  tiles    at      dir     words`);
  plays.forEach((p, i) => {
    const first = p.placements[0];
    const words =
      p.words.map((w) => `${w.word} ${w.score}`).join(', ') +
      (p.bonus > 0 ? `, bonus ${p.bonus}` : '');
    lines.push(
      `${String(i + 1).padStart(rank)}  ${String(p.score).padStart(5)}  ${p.tiles.padEnd(7)}  ${`(${first?.r},${first?.c})`.padEnd(6)}  ${p.direction.padEnd(6)}  ${words}`,
    );
  });
  if (plays.length < count) lines.push(`(${count - plays.length} more; --limit ${plays.length})`);
  return lines.join('\n');
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? text;
}
