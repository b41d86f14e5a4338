/**
 * `wordrise analyse RECORD [--json]`: the Oracle's analysis of a finished game's
 * record (see README "Command line"), one line per move — with `--json`, one JSON
 * object per line (`analyseGame` from src/analysis, the code the worker stores).
 * Bad input (no such file, a record that does not parse or replay, an unfinished
 * game) prints one line on stderr and exits 1.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { analyseRecord, type MoveAnalysis } from '../../src/analysis/index';
import type { Lexicon } from '../../src/lexicon';
import type { Play } from '../../src/oracle/index';
import { parseRecord } from '../../src/record-parse';
import { WordGraph } from '../../src/wordgraph';

export interface AnalyseCommandIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** The directory file arguments are relative to. */
  readonly cwd: string;
  /** Loads the word list (a packed word graph); may throw an Error whose message is one line. */
  readonly loadLexicon: () => Lexicon;
}

/** Invalid input: the message is printed as is (one line) and the exit code is 1. */
class AnalyseInputProblem extends Error {}

/** Runs the command; returns its exit code (0, or 1 for invalid input). */
export function runAnalyseCommand(args: readonly string[], io: AnalyseCommandIo): number {
  try {
    const files = args.filter((a) => !a.startsWith('--'));
    const unknown = args.find((a) => a.startsWith('--') && a !== '--json');
    if (unknown) throw new AnalyseInputProblem(`wordrise analyse: unknown option ${unknown}`);
    const [file] = files;
    if (file === undefined || files.length !== 1) {
      throw new AnalyseInputProblem(
        `wordrise analyse: expected one RECORD file, got ${files.length}`,
      );
    }
    const parsed = parseRecord(readText(file, io.cwd));
    if (!parsed.ok) throw new AnalyseInputProblem(`${file}: ${parsed.error.reason}`);
    const lexicon = io.loadLexicon();
    if (!(lexicon instanceof WordGraph) || lexicon.kind !== 'dawg') {
      throw new AnalyseInputProblem(
        'wordrise analyse: the word list is not a packed word graph (DAWG)',
      );
    }
    const analysed = analyseRecord(parsed.record, lexicon);
    if (!analysed.ok) throw new AnalyseInputProblem(`${file}: ${analysed.error.reason}`);
    const json = args.includes('--json');
    const names = parsed.record.headers.players;
    for (const move of analysed.moves) io.out(json ? jsonLine(move) : textLine(move, names));
    return 0;
  } catch (error) {
    if (error instanceof AnalyseInputProblem) {
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

function readText(file: string, cwd: string): string {
  try {
    return readFileSync(resolve(cwd, file), 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new AnalyseInputProblem(
      `${file}: ${code === 'ENOENT' ? 'no such file' : `cannot read (${String(code ?? error)})`}`,
    );
  }
}

/** Exactly the contract's keys, in its order. */
function jsonLine(m: MoveAnalysis): string {
  return JSON.stringify({
    move: m.move,
    seat: m.seat,
    type: m.type,
    playedScore: m.playedScore,
    bestScore: m.bestScore,
    rank: m.rank,
    playCount: m.playCount,
    pointsLost: m.pointsLost,
    bestPlay: m.bestPlay && playJson(m.bestPlay),
  });
}

function playJson(p: Play) {
  return {
    placements: p.placements.map(({ r, c, letter }) => ({ r, c, letter })),
    score: p.score,
    words: p.words.map((w) => ({ word: w.word, score: w.score })),
  };
}

function textLine(m: MoveAnalysis, names: readonly string[]): string {
  const who = `${m.move + 1}. ${names[m.seat] ?? `seat ${m.seat + 1}`}`;
  const best = m.bestPlay
    ? `best ${m.bestScore} (${m.bestPlay.words.map((w) => w.word).join(', ')})`
    : 'no play';
  switch (m.type) {
    case 'play':
      return `${who}: play ${m.playedScore}, rank ${m.rank} of ${m.playCount}, ${best}, lost ${m.pointsLost}`;
    case 'pass':
    case 'exchange':
      return `${who}: ${m.type}, ${m.playCount} plays, ${best}, lost ${m.pointsLost}`;
    case 'resign':
    case 'timeout':
    case 'challenge':
    case 'accept':
      return `${who}: ${m.type}`;
  }
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? text;
}
