import { runCli } from '../../bin/wordrise';
import type { Lexicon } from '../../src/lexicon';

/** Runs `wordrise ARGS…` in `cwd` with a given word list; collects the output. */
export function cliRunner(cwd: string, lexicon: Lexicon) {
  return (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = runCli(args, {
      out: (t) => out.push(t),
      err: (t) => err.push(t),
      cwd,
      loadLexicon: () => lexicon,
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
}
