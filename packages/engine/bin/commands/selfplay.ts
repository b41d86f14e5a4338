/**
 * `wordrise selfplay --games N --bots A,B [--seed S] [--ruleset KEY] [--json]` (the CLI
 * contract in packages/engine/README.md; `--ruleset` is an addition): N two-player games
 * between two bot levels, printing each bot's wins, losses, ties, mean final score and
 * mean/max think time per move.
 *
 * Games come in pairs: games 2k and 2k+1 use the same game seed (`selfplay:S:k`,
 * so the same bag and first-player draw) with the bots in swapped seats, so each
 * bot gets each deal once and the seat order alternates. A bot's own random
 * choices are seeded with `S:GAME`. The same arguments give the same results
 * (think times aside). If both bots are the same level, the second is keyed
 * `LEVEL#2` (e.g. `greedy` and `greedy#2`).
 *
 * `--ruleset KEY` plays that ruleset's games (default `wordrise`, the contract's; Word
 * Wefter at its normal length). A ruleset that counts no word-less rounds
 * (`end.noWordRounds: null`) ends a game at move 300 by passing, as the bench scripts do,
 * so two bots that can only exchange on a blocked board cannot go on for ever.
 */
import { performance } from 'node:perf_hooks';
import {
  BOT_LEVELS,
  botPlayer,
  isBotLevel,
  playBotGame,
  type BotLevel,
} from '../../src/bots/index';
import type { Lexicon } from '../../src/lexicon';
import { DEFAULT_RULESET_KEY, RULESETS, isRulesetKey } from '../../src/rulesets/index';
import { RULESET_KEYS, type RulesetKey } from '../../src/ruleset';
import { WordGraph } from '../../src/wordgraph';

export interface SelfplayCommandIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Loads the word list (a packed word graph); may throw an Error whose message is one line. */
  readonly loadLexicon: () => Lexicon;
  /** Milliseconds for think times; default `performance.now`. */
  readonly now?: () => number;
  /** Told each game's final scores, by bot in the order given (e.g. for a spread of the means). */
  readonly onGame?: GameObserver;
}

/** Game `game`'s final scores, `scores[b]` for bot `b` of `--bots`. */
export type GameObserver = (game: number, scores: readonly [number, number]) => void;

/** Invalid input: the message is printed as is (one line) and the exit code is 1. */
class SelfplayInputProblem extends Error {}

interface Options {
  readonly games: number;
  readonly bots: readonly [BotLevel, BotLevel];
  readonly seed: string;
  readonly json: boolean;
  /** `undefined`: not given (WordRise, and the output exactly as before the option). */
  readonly ruleset?: RulesetKey;
}

/** Where games of a ruleset without a word-less-rounds limit are stopped (see above). */
export const SELFPLAY_MAX_MOVES = 300;

export interface BotTally {
  wins: number;
  losses: number;
  ties: number;
  meanScore: number;
  meanThinkMs: number;
  maxThinkMs: number;
}

export interface SelfplayReport {
  readonly games: number;
  readonly seed: number | string;
  /** Keyed by bot name, in the order given. */
  readonly bots: Record<string, BotTally>;
}

/** Runs the command; returns its exit code (0, or 1 for invalid input). */
export function runSelfplayCommand(args: readonly string[], io: SelfplayCommandIo): number {
  try {
    const options = parseArgs(args);
    const lexicon = io.loadLexicon();
    if (!(lexicon instanceof WordGraph) || lexicon.kind !== 'dawg') {
      throw new SelfplayInputProblem(
        'wordrise selfplay: the word list is not a packed word graph (DAWG)',
      );
    }
    const report = runSelfplay(options, lexicon, io.now ?? (() => performance.now()), io.onGame);
    io.out(options.json ? JSON.stringify(report) : table(options, report));
    return 0;
  } catch (error) {
    if (error instanceof SelfplayInputProblem) {
      io.err(error.message);
      return 1;
    }
    if (error instanceof Error && error.name === 'LexiconLoadError') {
      io.err(`wordrise: ${error.message.split('\n', 1)[0] ?? error.message}`);
      return 1;
    }
    throw error;
  }
}

/** The names the two bots are reported under: the levels, the second made distinct if equal. */
export function botKeys(bots: readonly [BotLevel, BotLevel]): [string, string] {
  return [bots[0], bots[1] === bots[0] ? `${bots[1]}#2` : bots[1]];
}

export function runSelfplay(
  options: Options,
  lexicon: WordGraph,
  now: () => number,
  onGame?: GameObserver,
): SelfplayReport {
  const keys = botKeys(options.bots);
  const ruleset = RULESETS[options.ruleset ?? DEFAULT_RULESET_KEY];
  const maxMoves = ruleset.end.noWordRounds === null ? SELFPLAY_MAX_MOVES : undefined;
  const totals = keys.map(() => ({
    wins: 0,
    losses: 0,
    ties: 0,
    score: 0,
    moves: 0,
    thinkMs: 0,
    maxThinkMs: 0,
  }));
  for (let game = 0; game < options.games; game++) {
    // Bot b sits at seat order[b]; swapped on odd games.
    const swap = game % 2 === 1;
    const botAt = swap ? [1, 0] : [0, 1];
    const botSeed = `${options.seed}:${game}`;
    const result = playBotGame({
      seed: `selfplay:${options.seed}:${Math.floor(game / 2)}`,
      players: botAt.map((b) => botPlayer(options.bots[b] as BotLevel, lexicon, { seed: botSeed })),
      lexicon,
      now,
      ruleset: ruleset.key,
      ...(maxMoves !== undefined ? { maxMoves } : {}),
    });
    botAt.forEach((bot, seat) => {
      const t = totals[bot] as (typeof totals)[number];
      const stats = result.seats[seat];
      t.score += result.final.players[seat]?.score ?? 0;
      t.moves += stats?.moves ?? 0;
      t.thinkMs += stats?.thinkMs ?? 0;
      t.maxThinkMs = Math.max(t.maxThinkMs, stats?.maxThinkMs ?? 0);
      if (result.winners.length > 1) t.ties++;
      else if (result.winners[0] === seat) t.wins++;
      else t.losses++;
    });
    const scoreOf = (bot: number) => result.final.players[botAt.indexOf(bot)]?.score ?? 0;
    onGame?.(game, [scoreOf(0), scoreOf(1)]);
  }
  const bots: Record<string, BotTally> = {};
  keys.forEach((key, b) => {
    const t = totals[b] as (typeof totals)[number];
    bots[key] = {
      wins: t.wins,
      losses: t.losses,
      ties: t.ties,
      meanScore: round(options.games > 0 ? t.score / options.games : 0, 2),
      meanThinkMs: round(t.moves > 0 ? t.thinkMs / t.moves : 0, 3),
      maxThinkMs: round(t.maxThinkMs, 3),
    };
  });
  const seed = /^(0|[1-9]\d{0,14})$/.test(options.seed) ? Number(options.seed) : options.seed;
  return { games: options.games, seed, bots };
}

function round(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

function parseArgs(args: readonly string[]): Options {
  let games: number | undefined;
  let bots: [BotLevel, BotLevel] | undefined;
  let seed = '1';
  let json = false;
  let ruleset: RulesetKey | undefined;
  const value = (flag: string, v: string | undefined): string => {
    if (v === undefined || v === '')
      throw new SelfplayInputProblem(`wordrise selfplay: ${flag} needs a value`);
    return v;
  };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split('=', 2) : [arg, undefined];
    if (flag === '--json') json = true;
    else if (flag === '--games') {
      const v = value('--games', inline ?? args[++i]);
      const n = Number(v);
      if (!/^\d+$/.test(v) || !Number.isSafeInteger(n) || n < 1) {
        throw new SelfplayInputProblem(
          `wordrise selfplay: --games must be an integer ≥ 1, not ${JSON.stringify(v)}`,
        );
      }
      games = n;
    } else if (flag === '--bots') {
      const names = value('--bots', inline ?? args[++i]).split(',');
      if (names.length !== 2) {
        throw new SelfplayInputProblem(
          `wordrise selfplay: --bots takes two bot names, A,B (levels: ${BOT_LEVELS.join(', ')})`,
        );
      }
      for (const name of names) {
        if (!isBotLevel(name)) {
          throw new SelfplayInputProblem(
            `wordrise selfplay: unknown bot ${JSON.stringify(name)} (levels: ${BOT_LEVELS.join(', ')})`,
          );
        }
      }
      bots = names as [BotLevel, BotLevel];
    } else if (flag === '--seed') seed = value('--seed', inline ?? args[++i]);
    else if (flag === '--ruleset') {
      const key = value('--ruleset', inline ?? args[++i]);
      if (!isRulesetKey(key)) {
        throw new SelfplayInputProblem(
          `wordrise selfplay: unknown ruleset ${JSON.stringify(key)} (rulesets: ${RULESET_KEYS.join(', ')})`,
        );
      }
      ruleset = key;
    } else if (arg.startsWith('--'))
      throw new SelfplayInputProblem(`wordrise selfplay: unknown option ${arg}`);
    else
      throw new SelfplayInputProblem(
        `wordrise selfplay: unexpected argument ${JSON.stringify(arg)}`,
      );
  }
  if (games === undefined)
    throw new SelfplayInputProblem('wordrise selfplay: --games N is required');
  if (bots === undefined)
    throw new SelfplayInputProblem('wordrise selfplay: --bots A,B is required');
  return { games, bots, seed, json, ...(ruleset !== undefined ? { ruleset } : {}) };
}

function table(options: Options, report: SelfplayReport): string {
  const lines = [
    `${report.games} game${report.games === 1 ? '' : 's'}, seed ${report.seed}${options.ruleset !== undefined ? `, ruleset ${options.ruleset}` : ''}: ${Object.keys(report.bots).join(' vs ')} (seats alternate)`,
    'bot          wins  losses  ties   score%  mean score  mean ms/move  max ms',
  ];
  for (const [name, t] of Object.entries(report.bots)) {
    const share = ((t.wins + t.ties / 2) / Math.max(1, options.games)) * 100;
    lines.push(
      `${name.padEnd(11)} ${String(t.wins).padStart(5)}  ${String(t.losses).padStart(6)}  ${String(t.ties).padStart(4)}  ${share.toFixed(1).padStart(6)}%  ${t.meanScore.toFixed(1).padStart(10)}  ${t.meanThinkMs.toFixed(2).padStart(12)}  ${t.maxThinkMs.toFixed(1).padStart(6)}`,
    );
  }
  return lines.join('\n');
}
