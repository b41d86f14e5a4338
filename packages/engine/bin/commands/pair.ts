/**
 * `wordrise pair STATE.json [--json]`: the next round of a tournament and the
 * standings after the rounds played (see README "Tournaments"). With --json exactly
 * the contract's object on one line; without it, readable text. Bad input (no such
 * file, bad JSON, an unknown format, an unknown id in the results, a player twice)
 * prints one line on stderr and exits 1.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  isBye,
  pairNextRound,
  parseTournamentState,
  type NextRound,
} from '../../src/tournaments/index';

export interface PairCommandIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** The directory file arguments are relative to. */
  readonly cwd: string;
}

/** Invalid input: the message is printed as is (one line) and the exit code is 1. */
class PairInputProblem extends Error {}

/** Runs the command; returns its exit code (0, or 1 for invalid input). */
export function runPairCommand(args: readonly string[], io: PairCommandIo): number {
  try {
    const unknown = args.find((a) => a.startsWith('--') && a !== '--json');
    if (unknown) throw new PairInputProblem(`wordrise pair: unknown option ${unknown}`);
    const files = args.filter((a) => !a.startsWith('--'));
    const [file] = files;
    if (file === undefined || files.length !== 1)
      throw new PairInputProblem(`wordrise pair: expected one STATE file, got ${files.length}`);
    const parsed = parseTournamentState(readJson(file, io.cwd));
    if (!parsed.ok) throw new PairInputProblem(`${file}: ${parsed.error}`);
    const next = pairNextRound(parsed.state);
    if (!next.ok) throw new PairInputProblem(`${file}: ${next.error}`);
    io.out(args.includes('--json') ? jsonLine(next) : text(next));
    return 0;
  } catch (error) {
    if (error instanceof PairInputProblem) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

function readJson(file: string, cwd: string): unknown {
  let content: string;
  try {
    content = readFileSync(resolve(cwd, file), 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new PairInputProblem(
      `${file}: ${code === 'ENOENT' ? 'no such file' : `cannot read (${String(code ?? error)})`}`,
    );
  }
  try {
    return JSON.parse(content) as unknown;
  } catch (error) {
    const message = (error as Error).message;
    throw new PairInputProblem(`${file}: not valid JSON (${message.split('\n', 1)[0] ?? message})`);
  }
}

/** Exactly the contract's keys, in its order. */
function jsonLine(next: NextRound): string {
  return JSON.stringify({
    round: next.round,
    done: next.done,
    pairings: next.pairings.map((p) => (isBye(p) ? { a: p.a, bye: true } : { a: p.a, b: p.b })),
    standings: next.standings.map((s) => ({
      id: s.id,
      rank: s.rank,
      wins: s.wins,
      losses: s.losses,
      spread: s.spread,
      buchholz: s.buchholz,
    })),
  });
}

function text(next: NextRound): string {
  const lines = [
    next.done ? `done after round ${next.round}` : `round ${next.round}:`,
    ...next.pairings.map((p) => (isBye(p) ? `  ${p.a} bye` : `  ${p.a} v ${p.b}`)),
    'rank  player  wins  losses  spread  buchholz',
    ...next.standings.map(
      (s) =>
        `${String(s.rank).padStart(4)}  ${s.id}  ${s.wins}  ${s.losses}  ${s.spread}  ${s.buchholz}`,
    ),
  ];
  return lines.join('\n');
}
