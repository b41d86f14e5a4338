/**
 * Word Wefter games in the text record: purchases (`bought 1,3 EA`), wild, blank and
 * rainbow tiles, plays the main word cannot show (`@ 5G=_,5J=E`) and the game length
 * round-trip, and the record rebuilds the game.
 */
import { describe, expect, it } from 'vitest';
import { botPlayer, playBotGame } from '../../src/bots/game';
import { gameFromRecord, recordOf, serializeRecord } from '../../src/record';
import { parseRecord } from '../../src/record-parse';
import { ENGLISH } from '../bots/helpers';

describe('Word Wefter game records', () => {
  it.each([
    ['greedy', 'long', []],
    // This game has blank plays (`@ …`), a wild played as a letter (lower case) and rainbow tiles.
    ['casual', 'short', [/ @ \d+[A-Z]=/, /=_/, /\[[a-z]\/|[ (][A-Z]*[a-z]/, /[\u24B6-\u24CF]/]],
  ] as const)(
    'a %s bot game (%s) round-trips with its purchases and special tiles',
    (level, length, shows) => {
      const game = playBotGame({
        seed: `wefter-record/${level}`,
        ruleset: 'wefter',
        length,
        lexicon: ENGLISH,
        players: [botPlayer(level, ENGLISH), botPlayer('greedy', ENGLISH)],
      });
      const record = recordOf(game.final, game.events, { date: '2026-12-01' });
      const text = serializeRecord(record);
      expect(text).toContain(`#length ${length}`);
      expect(text).toMatch(/ bought \d+(,\d+)* \S+/);
      for (const pattern of shows) expect(text).toMatch(pattern);
      const parsed = parseRecord(text);
      expect(parsed.ok && parsed.record).toEqual(record);
      const rebuilt = gameFromRecord(record);
      expect(rebuilt.ok && rebuilt.states[rebuilt.states.length - 1]).toEqual(game.final);
    },
  );
});
