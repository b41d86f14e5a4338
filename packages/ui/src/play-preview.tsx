'use client';

import type { JudgedPlay, RuleError } from '@wordrise/engine';
import { useSettledText } from './lib/settled-text';
import { spellWord, type TileSpelling } from './lib/spelling';
import { counted, listInWords } from './lib/phrases';

/** What the tiles placed this turn would do if submitted now, as the engine judges them. */
export type PlayPreviewState =
  | { readonly kind: 'legal'; readonly play: JudgedPlay }
  /** Word challenges: a play the server accepts, with words an opponent may challenge. */
  | {
      readonly kind: 'challengeable';
      readonly play: JudgedPlay;
      readonly unlisted: readonly string[];
    }
  | { readonly kind: 'illegal'; readonly error: RuleError }
  /** The word list is still on its way. */
  | { readonly kind: 'judging' }
  /** The word list could not be loaded: SUBMIT still judges on the server. */
  | { readonly kind: 'unavailable' };

export interface PlayPreviewProps {
  state: PlayPreviewState;
  spelling: TileSpelling;
}

/** "QUIET 18 + QI 6 = 24 points" or the rule the play breaks, before SUBMIT. */
export function playPreviewText(state: PlayPreviewState, spelling: TileSpelling): string {
  switch (state.kind) {
    case 'legal':
      return scoreText(state.play, spelling);
    case 'challengeable': {
      const words = state.unlisted.map((word) => spellWord(word, spelling));
      const are = words.length === 1 ? 'is' : 'are';
      return `${scoreText(state.play, spelling)}, but ${listInWords(words)} ${are} not in the word list: an opponent may challenge, and the play is then taken back.`;
    }
    case 'illegal':
      return `Not a legal play: ${state.error.message}`;
    case 'judging':
      return 'Checking the play…';
    case 'unavailable':
      return 'The play is checked when you submit it.';
  }
}

function scoreText({ words, bonus, score }: JudgedPlay, spelling: TileSpelling): string {
  const parts = words.map((w) => `${spellWord(w.word, spelling)} ${w.score}`);
  if (bonus > 0) parts.push(`bonus ${bonus}`);
  return `${parts.join(' + ')} = ${counted(score, 'point', 'points')}`;
}

/** How long the line must stay the same before a screen reader is told it. */
const SPEAK_AFTER_MS = 1000;

/**
 * The line under the rack while tiles are placed: the play's words and points, or why not.
 * Shown at once; spoken (a polite live region) once it has settled, so placing or typing
 * several tiles is read as the play they make, not once per tile.
 */
export function PlayPreview({ state, spelling }: PlayPreviewProps) {
  const text = playPreviewText(state, spelling);
  const spoken = useSettledText(text, SPEAK_AFTER_MS);
  const tone =
    state.kind === 'legal'
      ? 'text-emerald-300'
      : state.kind === 'illegal' || state.kind === 'challengeable'
        ? 'text-amber-300'
        : 'text-slate-400';
  return (
    <>
      <p
        data-testid="play-preview"
        data-kind={state.kind}
        data-rule={state.kind === 'illegal' ? state.error.rule : undefined}
        className={`text-sm font-semibold ${tone}`}
      >
        {text}
      </p>
      <p className="sr-only" aria-live="polite" data-testid="play-preview-spoken">
        {spoken}
      </p>
    </>
  );
}
