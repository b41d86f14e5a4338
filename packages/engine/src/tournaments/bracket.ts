/**
 * Elimination brackets as a fixed list of matches, each fed by a seed or by the
 * winner or loser of an earlier match and played in a fixed round. The results are
 * replayed through it round by round; the first unplayed round gives the pairings.
 *
 * Single elimination: N = the next power of two ≥ n, round 1 in standard bracket order
 * (N = 8: 1–8, 4–5, 2–7, 3–6), winners of adjacent matches meet next. Double
 * elimination adds the losers' bracket: its round 1 pairs the losers of winners' round 1,
 * its even rounds meet the losers dropping from the winners' bracket (in reverse order,
 * against early rematches), its odd rounds pair its own winners; then the grand final,
 * replayed once if the losers' champion wins it. Losers'-bracket round k is played in
 * round k+1, so winners who wait do so in the same round as the losers' games.
 *
 * A player without an opponent: in the winners' bracket (and so round 1) a bye is
 * listed, as in single elimination; in the losers' bracket the player moves on
 * without a game (a bye is a win in the standings, and missing seeds would give them
 * to the same few players).
 */
import type { GameEntry, Pairing, RoundResults, TournamentState } from './types';

type Feeder =
  | { readonly kind: 'seed'; readonly seed: number }
  | { readonly kind: 'winner' | 'loser'; readonly match: number }
  | { readonly kind: 'reset' };

interface Match {
  readonly round: number;
  readonly bracket: 'winners' | 'losers' | 'final' | 'reset';
  readonly feeders: readonly [Feeder, Feeder];
}

/** Seeds (1-based) in bracket order: [1] → [1, 2] → [1, 4, 2, 3] → [1, 8, 4, 5, 2, 7, 3, 6]. */
export function bracketOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((s) => [s, next - s]);
  }
  return order;
}

export function bracketSize(players: number): number {
  let size = 1;
  while (size < players) size *= 2;
  return size;
}

function buildBracket(players: number, double: boolean): Match[] {
  const size = bracketSize(players);
  const order = bracketOrder(size);
  const matches: Match[] = [];
  const add = (m: Match) => matches.push(m) - 1;
  // winners[r][i]: index of winners' round r+1 match i.
  const winners: number[][] = [];
  for (let count = size / 2, r = 1; count >= 1; count /= 2, r++) {
    const round: number[] = [];
    for (let i = 0; i < count; i++) {
      const feeders: [Feeder, Feeder] =
        r === 1
          ? [
              { kind: 'seed', seed: order[2 * i] as number },
              { kind: 'seed', seed: order[2 * i + 1] as number },
            ]
          : [
              { kind: 'winner', match: winners[r - 2]?.[2 * i] as number },
              { kind: 'winner', match: winners[r - 2]?.[2 * i + 1] as number },
            ];
      round.push(add({ round: r, bracket: 'winners', feeders }));
    }
    winners.push(round);
  }
  const m = winners.length;
  if (!double || m === 0) return matches;

  // Losers' bracket (m ≥ 2): round 1, then per winners' round j+1 a drop-in round 2j
  // and (but for the last) a round 2j+1 among its own winners.
  let champion: Feeder = { kind: 'loser', match: winners[0]?.[0] as number };
  if (m >= 2) {
    let previous: number[] = [];
    const first = winners[0] as number[];
    for (let i = 0; i < first.length / 2; i++) {
      const feeders: [Feeder, Feeder] = [
        { kind: 'loser', match: first[2 * i] as number },
        { kind: 'loser', match: first[2 * i + 1] as number },
      ];
      previous.push(add({ round: 2, bracket: 'losers', feeders }));
    }
    for (let j = 1; j <= m - 1; j++) {
      const dropping = winners[j] as number[];
      const dropIn = previous.map((match, i) =>
        add({
          round: 2 * j + 1,
          bracket: 'losers',
          feeders: [
            { kind: 'winner', match },
            { kind: 'loser', match: dropping[dropping.length - 1 - i] as number },
          ],
        }),
      );
      previous = dropIn;
      if (j < m - 1) {
        previous = [];
        for (let i = 0; i < dropIn.length / 2; i++) {
          previous.push(
            add({
              round: 2 * j + 2,
              bracket: 'losers',
              feeders: [
                { kind: 'winner', match: dropIn[2 * i] as number },
                { kind: 'winner', match: dropIn[2 * i + 1] as number },
              ],
            }),
          );
        }
      }
    }
    champion = { kind: 'winner', match: previous[0] as number };
  }
  add({
    round: 2 * m,
    bracket: 'final',
    feeders: [{ kind: 'winner', match: winners[m - 1]?.[0] as number }, champion],
  });
  add({ round: 2 * m + 1, bracket: 'reset', feeders: [{ kind: 'reset' }, { kind: 'reset' }] });
  return matches;
}

interface Outcome {
  readonly players: readonly [string | null, string | null];
  readonly winner: string | null;
  readonly loser: string | null;
}

/** The next round of an elimination bracket, or the problem with the results. */
export function eliminationRound(
  state: TournamentState,
  double: boolean,
): { ok: true; pairings: Pairing[]; remaining: boolean } | { ok: false; error: string } {
  const ids = state.players.map((p) => p.id);
  const matches = buildBracket(ids.length, double);
  const withdrawn = new Set(state.withdrawn);
  const outcomes: (Outcome | undefined)[] = [];
  const next = state.results.length + 1;
  const pairings: Pairing[] = [];
  const finalIndex = matches.findIndex((m) => m.bracket === 'final');

  const resolve = (f: Feeder, seat: 0 | 1): string | null => {
    switch (f.kind) {
      case 'seed':
        return ids[f.seed - 1] ?? null;
      case 'winner':
        return outcomes[f.match]?.winner ?? null;
      case 'loser':
        return outcomes[f.match]?.loser ?? null;
      case 'reset': {
        // Replayed only when the losers' champion (the final's second player) won it.
        const gf = outcomes[finalIndex];
        const replay = gf !== undefined && gf.loser !== null && gf.winner === gf.players[1];
        return replay ? gf.players[seat] : null;
      }
    }
  };

  for (let round = 1; round <= next; round++) {
    const entries = state.results[round - 1] ?? [];
    const consumed = new Set<number>();
    for (const [index, match] of matches.entries()) {
      if (match.round !== round) continue;
      const x = resolve(match.feeders[0], 0);
      const y = resolve(match.feeders[1], 1);
      if (round === next) {
        const px = x !== null && !withdrawn.has(x) ? x : null;
        const py = y !== null && !withdrawn.has(y) ? y : null;
        if (px !== null && py !== null) pairings.push({ a: px, b: py });
        else if (match.bracket === 'winners' && (px ?? py) !== null)
          pairings.push({ a: (px ?? py) as string, bye: true });
        continue;
      }
      const later = (id: string) =>
        state.results
          .slice(round)
          .some((r) => r.some((e) => e.a === id || ('b' in e && e.b === id)));
      const outcome = playedOutcome(entries, x, y, withdrawn, consumed, later);
      if (typeof outcome === 'string')
        return { ok: false, error: `results round ${round}: ${outcome}` };
      outcomes[index] = outcome;
    }
    const stray = entries.findIndex((_, i) => !consumed.has(i));
    const e = entries[stray];
    if (round < next && e) {
      return {
        ok: false,
        error:
          'bye' in e
            ? `results round ${round}: ${e.a} has no bye due in the bracket`
            : `results round ${round}: ${e.a} v ${e.b} is not a game due in the bracket`,
      };
    }
  }
  return {
    ok: true,
    pairings: orderPairings(pairings),
    remaining: pairings.length > 0 || matches.some((m) => m.round > next),
  };
}

function orderPairings(pairings: Pairing[]): Pairing[] {
  return [...pairings.filter((p) => !('bye' in p)), ...pairings.filter((p) => 'bye' in p)];
}

function playedOutcome(
  entries: RoundResults,
  x: string | null,
  y: string | null,
  withdrawn: ReadonlySet<string>,
  consumed: Set<number>,
  later: (id: string) => boolean,
): Outcome | string {
  const players = [x, y] as const;
  const find = (id: string) => entries.findIndex((e) => e.a === id || ('b' in e && e.b === id));
  if (x !== null && y !== null) {
    const i = find(x);
    const e = entries[i];
    if (e && 'b' in e && (e.b === y || e.a === y)) {
      consumed.add(i);
      return (
        gameOutcome(e, players) ?? `${e.a} v ${e.b} is a draw; an elimination game needs a winner`
      );
    }
    for (const me of players) {
      const j = find(me as string);
      const bye = entries[j];
      if (bye && 'bye' in bye) {
        consumed.add(j);
        return { players, winner: me, loser: null };
      }
    }
    // No entry: one of them had withdrawn when the round was paired. The final list
    // does not say when; a player who still plays in a later round had not.
    const stayed = players.filter((id) => !withdrawn.has(id as string) || later(id as string));
    if (stayed.length === 2) return `${x} and ${y} were due to play and no result is given`;
    return { players, winner: stayed[0] ?? null, loser: null };
  }
  const alone = x ?? y;
  if (alone !== null) {
    const j = find(alone);
    const bye = entries[j];
    if (bye && 'bye' in bye) consumed.add(j);
  }
  return { players, winner: alone, loser: null };
}

function gameOutcome(
  e: GameEntry,
  players: readonly [string | null, string | null],
): Outcome | null {
  if (e.score === 0.5) return null;
  return e.score === 1
    ? { players, winner: e.a, loser: e.b }
    : { players, winner: e.b, loser: e.a };
}
