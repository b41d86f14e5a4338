/**
 * The `wordrise` command line (see README "Command line"). Run from the
 * repository root as `pnpm -s wordrise <command> [args]`; file arguments are
 * resolved against the current directory. Bad input gives one line on stderr and
 * exit code 1, never a stack trace.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runAnalyseCommand } from './commands/analyse';
import { runOracleCommand } from './commands/oracle';
import { runRateCommand } from './commands/rate';
import { runPairCommand } from './commands/pair';
import { runSelfplayCommand } from './commands/selfplay';
import {
  isBoardEmpty,
  judgePlay,
  parsePlay,
  parsePosition,
  type Lexicon,
  type Position,
  type Result,
  type RuleError,
} from '../src/index';

type Judged = ReturnType<typeof judgePlay>;

export interface CliIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** The directory file arguments are relative to. */
  readonly cwd: string;
  /** Loads the word list; may throw an Error whose message is one line. */
  readonly loadLexicon: () => Lexicon;
}

const USAGE = `usage: wordrise <command> [args]
  check POSITION PLAY [--json]   judge one play (see README)
  oracle POSITION... [--json] [--limit N] [--repeat K]   every legal play, best first
  selfplay --games N --bots A,B [--seed S] [--ruleset KEY] [--json]   bot against bot (levels: beginner, casual, greedy, champion)
  analyse RECORD [--json]        the Oracle's analysis of a finished game's record, one line per move
  rate PERIOD [--json]           one Glicko-2 rating period: every player's new rating, RD and volatility
  pair STATE [--json]            a tournament's next round and standings (swiss, round-robin, elimination)`;

/** Invalid input: its message is printed as is. */
class InputError extends Error {}

const COMMANDS = ['check', 'oracle', 'selfplay', 'analyse', 'rate', 'pair'] as const;
type Command = (typeof COMMANDS)[number];

function isCommand(name: string): name is Command {
  return (COMMANDS as readonly string[]).includes(name);
}

/** Runs one command and returns its exit code. */
export function runCli(args: readonly string[], io: CliIo): number {
  const [name, ...rest] = args;
  if (name === undefined || name === '--help' || name === 'help') {
    (name === undefined ? io.err : io.out)(USAGE);
    return name === undefined ? 1 : 0;
  }
  try {
    if (!isCommand(name))
      throw new InputError(`wordrise: unknown command ${JSON.stringify(name)} (try --help)`);
    switch (name) {
      case 'check':
        return check(rest, io);
      case 'oracle':
        return runOracleCommand(rest, io);
      case 'selfplay':
        return runSelfplayCommand(rest, io);
      case 'analyse':
        return runAnalyseCommand(rest, io);
      case 'rate':
        return runRateCommand(rest, io);
      case 'pair':
        return runPairCommand(rest, io);
    }
  } catch (error) {
    if (error instanceof InputError) {
      io.err(error.message);
      return 1;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.err(`wordrise: ${message.split('\n', 1)[0] ?? message}`);
    return error instanceof Error && error.name === 'LexiconLoadError' ? 1 : 2;
  }
}

function check(args: readonly string[], io: CliIo): number {
  const { files, flags } = splitArgs(args, ['--json'], 'check');
  if (files.length !== 2) {
    throw new InputError(
      `wordrise check: expected POSITION PLAY, got ${files.length} file argument(s)`,
    );
  }
  const [positionFile = '', playFile = ''] = files;
  const position = orFail(
    positionFile,
    parsePosition(readJson(positionFile, io)),
    (r) => r.position,
  );
  const placements = orFail(
    playFile,
    parsePlay(readJson(playFile, io), position.board, position.ruleset),
    (r) => r.placements,
  );
  const judged = judgePlay(position.board, placements, position.ruleset, io.loadLexicon(), {
    firstPlay: isBoardEmpty(position.board),
    rack: position.rack,
  });
  if (!judged.ok && judged.error.rule === 'INPUT')
    throw new InputError(`${playFile}: ${judged.error.reason}`);
  io.out(flags.has('--json') ? checkJson(judged) : checkText(judged, position));
  return 0;
}

/** Exactly the contract's JSON: no other keys. */
function checkJson(judged: Judged): string {
  if (!judged.ok) {
    return JSON.stringify({ legal: false, rule: judged.error.rule, reason: judged.error.reason });
  }
  return JSON.stringify({
    legal: true,
    score: judged.score,
    words: judged.words.map((w) => ({ word: w.word, score: w.score })),
  });
}

function checkText(judged: Judged, position: Position): string {
  if (!judged.ok)
    return `illegal (${judged.error.rule}): ${judged.error.reason}\n${judged.error.message}`;
  const width = Math.max(5, ...judged.words.map((w) => w.word.length));
  const lines = [
    `legal: ${judged.score} points${isBoardEmpty(position.board) ? ' (first play)' : ''}`,
  ];
  for (const w of judged.words)
    lines.push(`  ${w.word.padEnd(width)} ${String(w.score).padStart(3)}`);
  if (judged.bonus > 0)
    lines.push(`  ${'bonus'.padEnd(width)} ${String(judged.bonus).padStart(3)}`);
  return lines.join('\n');
}

function splitArgs(args: readonly string[], known: readonly string[], command: string) {
  const files: string[] = [];
  const flags = new Set<string>();
  for (const arg of args) {
    if (!arg.startsWith('--')) files.push(arg);
    else if (known.includes(arg)) flags.add(arg);
    else throw new InputError(`wordrise ${command}: unknown option ${arg}`);
  }
  return { files, flags };
}

function readJson(file: string, io: CliIo): unknown {
  let text: string;
  try {
    text = readFileSync(resolve(io.cwd, file), 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new InputError(
      `${file}: ${code === 'ENOENT' ? 'no such file' : `cannot read (${String(code ?? error)})`}`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new InputError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

/** The value of a parse, or an input error naming the file. */
function orFail<T extends object, V>(
  file: string,
  result: Result<T, RuleError>,
  pick: (value: T) => V,
): V {
  if (!result.ok) throw new InputError(`${file}: ${result.error.reason}`);
  return pick(result);
}

/** Runs the command line with the process's arguments and streams (see cli.mjs). */
export async function main(): Promise<void> {
  const { loadDefaultLexicon } = await import('./lexicon');
  process.exitCode = runCli(process.argv.slice(2), {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    cwd: process.cwd(),
    loadLexicon: loadDefaultLexicon,
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  await main();
}
