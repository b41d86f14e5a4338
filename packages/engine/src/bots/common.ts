import { COMMON_WORDS_TEXT } from './common-words';

let common: Set<string> | undefined;

/** True for an everyday word (in tiles), see `common-words.ts`. */
export function isCommonWord(word: string): boolean {
  common ??= new Set(COMMON_WORDS_TEXT.split(/\s+/).filter((w) => w.length > 0));
  return common.has(word);
}
