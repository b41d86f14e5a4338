import type { Correction, TournamentLogState, TournamentMatch } from '@wordrise/engine';

/**
 * The results the organiser corrected in a player's own matches, as they count now, one
 * sentence each: "Round 2, your match against Bob counts as a forfeit win for you: no show"
 * (the organiser's reason ends it). A player learns this on the tournament page without reading its
 * history (the game page says it of one game).
 */
export function yourCorrections(
  s: TournamentLogState,
  entrantId: string | null,
  name: (entrantId: string) => string,
): string[] {
  if (entrantId === null) return [];
  const sentences: string[] = [];
  for (const round of s.rounds)
    for (const m of round.matches) {
      if (m.b === null || (m.a !== entrantId && m.b !== entrantId)) continue;
      const opponent = name(m.a === entrantId ? m.b : m.a);
      const where = `Round ${round.round}, your`;
      // A match's correction overrides its games' (the engine's `matchOutcome`).
      if (m.correction) {
        sentences.push(`${where} match against ${opponent} ${given(m.correction, entrantId)}`);
        continue;
      }
      for (const g of correctedGames(m))
        sentences.push(
          `${where} ${gameOf(s.settings.bestOf > 1 || m.games.length > 1, g.gameNumber)} against ${opponent} ${given(g.correction, entrantId)}`,
        );
    }
  return sentences;
}

function correctedGames(m: TournamentMatch) {
  return m.games.flatMap((g) =>
    g.correction ? [{ gameNumber: g.gameNumber, correction: g.correction }] : [],
  );
}

/** "game" in a one-game match, "game 2" where there are more (best of N, or one replayed). */
const gameOf = (numbered: boolean, n: number) => (numbered ? `game ${n}` : 'game');

/** "was voided: …", "counts as a forfeit win for you: …" (or loss). */
function given(c: Correction, entrantId: string): string {
  if (c.kind === 'void') return `was voided: ${c.reason}`;
  // The correction names the player it is for; the other player gets the opposite result.
  const mine = c.entrantId === entrantId;
  const win = (c.kind === 'forfeit-win') === mine;
  return `counts as a forfeit ${win ? 'win' : 'loss'} for you: ${c.reason}`;
}
