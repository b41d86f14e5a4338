import type { GameEvent } from '@wordrise/engine';
import { LEFT_AND_CLAIMED, ORGANISER_FORFEIT, wordsNotListed } from '../lib/moves';
import { spellWord, type TileSpelling } from '../lib/spelling';

/**
 * A move in words: "anna played QUIET at row 5, column 3 across for 24",
 * "ben exchanged 3 tiles", "anna passed", "ben resigned". Rows and columns count from 1.
 */
export function moveInWords(
  event: GameEvent,
  name: string,
  spelling: TileSpelling,
  /**
   * A resignation its player did not make: a tournament organiser's decision (their forfeit),
   * or a win an opponent claimed against them when they had been gone a minute.
   */
  imposedBy: 'organiser' | 'claim' | null = null,
): string {
  switch (event.type) {
    case 'play': {
      const main = event.words[0];
      if (!main) return `${name} played for ${event.score}`;
      const at = `row ${main.start.r + 1}, column ${main.start.c + 1} ${main.direction}`;
      return `${name} played ${spellWord(main.word, spelling)} at ${at} for ${event.score}`;
    }
    case 'exchange': {
      const n = event.tiles.length;
      return `${name} exchanged ${n} ${n === 1 ? 'tile' : 'tiles'}`;
    }
    case 'pass':
      return `${name} passed`;
    case 'resign':
      return imposedBy === 'organiser'
        ? `${name} ${ORGANISER_FORFEIT}`
        : imposedBy === 'claim'
          ? `${name} ${LEFT_AND_CLAIMED}`
          : `${name} resigned`;
    case 'timeout':
      return event.penalty
        ? `${name} ran out of time (−${event.penalty})`
        : `${name} ran out of time`;
    case 'challenge':
      return event.upheld
        ? `${name} challenged: ${wordsNotListed(event.unlisted, spelling)}; the play is taken back`
        : `${name} challenged: every word is valid; ${name} loses their next turn`;
    case 'accept':
      return `${name} accepted the play`;
  }
}
