import type { GameState } from '@wordrise/engine';
import superjson from 'superjson';

/**
 * The fail-closed search of payloads for a running game's secrets (R30): the seed,
 * the generator's state, the bag's order and each rack, in each payload serialised as
 * the transport sends it. Letters are searched in three forms of the text: as sent,
 * with everything but letters removed, and with only capital letters kept, so a rack
 * sent as a string, an array of letters or a list of `{ letter }` objects is found alike.
 */

/** Shortest run of bag letters searched for: long enough not to occur by chance. */
const BAG_WINDOW = 8;

export interface Secrets {
  seed: string;
  rngWords: string[];
  bagWindows: string[];
  racks: string[];
}

export function secretsOf(state: GameState, seed: string): Secrets {
  const rngWords = Object.values(state.rng)
    .flat()
    .map(String)
    .filter((word) => /^\d{7,}$/.test(word));
  const bagWindows: string[] = [];
  for (let i = 0; i + BAG_WINDOW <= state.bag.length; i++)
    bagWindows.push(state.bag.slice(i, i + BAG_WINDOW));
  return { seed, rngWords, bagWindows, racks: state.players.map((p) => p.rack) };
}

/** The forms of a serialised payload the letters are searched in. */
function forms(serialised: string): string[] {
  return [serialised, serialised.replace(/[^A-Za-z]/g, ''), serialised.replace(/[^A-Z]/g, '')];
}

/** Which secrets `payloads` give away, by name (empty: none). */
export function leaks(payloads: Record<string, unknown>, secrets: Secrets): string[] {
  const found: string[] = [];
  for (const [name, payload] of Object.entries(payloads)) {
    const text = JSON.stringify(superjson.serialize(payload));
    const lower = text.toLowerCase();
    if (lower.includes(secrets.seed.toLowerCase())) found.push(`${name}: seed`);
    for (const word of secrets.rngWords)
      if (new RegExp(`(^|\\D)${word}(\\D|$)`).test(text)) found.push(`${name}: rng ${word}`);
    for (const form of forms(text)) {
      for (const w of secrets.bagWindows) if (form.includes(w)) found.push(`${name}: bag ${w}`);
      secrets.racks.forEach((rack, seat) => {
        if (rack.length >= 5 && form.includes(rack)) found.push(`${name}: rack of seat ${seat}`);
      });
    }
  }
  return [...new Set(found)];
}
