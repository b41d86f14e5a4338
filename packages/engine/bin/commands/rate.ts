/**
 * `wordrise rate PERIOD.json [--json]` (the CLI contract in packages/engine/README.md):
 * one Glicko-2 rating period. With `--json`, exactly
 * `{"players":[{"id","rating","rd","vol"},…]}`, players in input order, unrounded.
 * Bad input (no such file, bad JSON, a wrong field, an unknown or duplicate id, a
 * score other than 0, 0.5 or 1) prints one line on stderr and exits 1.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseRatingPeriod, ratePeriod, type RatedPlayer } from '../../src/ratings/index';

export interface RateCommandIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** The directory file arguments are relative to. */
  readonly cwd: string;
}

/** Invalid input: the message is printed as is (one line) and the exit code is 1. */
class RateInputProblem extends Error {}

/** Runs the command; returns its exit code (0, or 1 for invalid input). */
export function runRateCommand(args: readonly string[], io: RateCommandIo): number {
  try {
    const unknown = args.find((a) => a.startsWith('--') && a !== '--json');
    if (unknown) throw new RateInputProblem(`wordrise rate: unknown option ${unknown}`);
    const files = args.filter((a) => !a.startsWith('--'));
    const [file] = files;
    if (file === undefined || files.length !== 1) {
      throw new RateInputProblem(`wordrise rate: expected one PERIOD file, got ${files.length}`);
    }
    const parsed = parseRatingPeriod(readJson(file, io.cwd));
    if (!parsed.ok) throw new RateInputProblem(`${file}: ${parsed.error.reason}`);
    const rated = ratePeriod(parsed.period);
    if (!rated.ok) throw new RateInputProblem(`${file}: ${rated.error.reason}`);
    const before = parsed.period.players;
    io.out(
      args.includes('--json')
        ? jsonLine(rated.players)
        : rated.players.map((p, i) => textLine(before[i] as RatedPlayer, p)).join('\n'),
    );
    return 0;
  } catch (error) {
    if (error instanceof RateInputProblem) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}

function readJson(file: string, cwd: string): unknown {
  let text: string;
  try {
    text = readFileSync(resolve(cwd, file), 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new RateInputProblem(
      `${file}: ${code === 'ENOENT' ? 'no such file' : `cannot read (${String(code ?? error)})`}`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const message = (error as Error).message;
    throw new RateInputProblem(`${file}: not valid JSON (${message.split('\n', 1)[0] ?? message})`);
  }
}

/** Exactly the contract's keys, in its order. */
function jsonLine(players: readonly RatedPlayer[]): string {
  return JSON.stringify({
    players: players.map(({ id, rating, rd, vol }) => ({ id, rating, rd, vol })),
  });
}

function textLine(before: RatedPlayer, after: RatedPlayer): string {
  const show = (p: RatedPlayer) =>
    `${p.rating.toFixed(2)} RD ${p.rd.toFixed(2)} σ ${p.vol.toFixed(6)}`;
  return `${after.id}: ${show(before)} → ${show(after)}`;
}
