import type { JudgedPlay, RuleError } from '@wordrise/engine';
import { spellWord, type TileSpelling } from './lib/spelling';

/** What the tiles placed this turn would do if submitted now, as the engine judges them. */
export type PlayPreviewState =
  | { readonly kind: 'legal'; readonly play: JudgedPlay }
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
    case 'legal': {
      const { words, bonus, score } = state.play;
      const parts = words.map((w) => `${spellWord(w.word, spelling)} ${w.score}`);
      if (bonus > 0) parts.push(`bonus ${bonus}`);
      return `${parts.join(' + ')} = ${score} ${score === 1 ? 'point' : 'points'}`;
    }
    case 'illegal':
      return `Not a legal play: ${state.error.message}`;
    case 'judging':
      return 'Checking the play…';
    case 'unavailable':
      return 'The play is checked when you submit it.';
  }
}

/** The line under the rack while tiles are placed: the play's words and points, or why not. */
export function PlayPreview({ state, spelling }: PlayPreviewProps) {
  const tone =
    state.kind === 'legal'
      ? 'text-emerald-300'
      : state.kind === 'illegal'
        ? 'text-amber-300'
        : 'text-slate-400';
  return (
    <p
      data-testid="play-preview"
      data-kind={state.kind}
      data-rule={state.kind === 'illegal' ? state.error.rule : undefined}
      aria-live="polite"
      className={`text-sm font-semibold ${tone}`}
    >
      {playPreviewText(state, spelling)}
    </p>
  );
}
