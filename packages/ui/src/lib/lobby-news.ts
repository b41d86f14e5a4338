/**
 * What changed in the lobby between two reads, as sentences for a screen reader: the lobby
 * redraws its lists silently, and a player who cannot see them change would miss a challenge
 * or their turn.
 */

/** The lobby as the news compares it: each list by game id. */
export interface LobbySnapshot {
  /** The player's games in progress: who they play, and whether it is their turn. */
  readonly playing: ReadonlyMap<string, { readonly against: string; readonly yourTurn: boolean }>;
  /** Challenges for the player: who sent each. */
  readonly challenges: ReadonlyMap<string, string>;
  /** Open games the player is not seated in: who hosts each. */
  readonly open: ReadonlyMap<string, string>;
}

/** The news from `before` to `after`, most pressing first: challenges, turns, open games. */
export function lobbyNews(before: LobbySnapshot, after: LobbySnapshot): string[] {
  const news: string[] = [];
  for (const [id, from] of after.challenges)
    if (!before.challenges.has(id)) news.push(`${from} challenges you`);
  for (const [id, game] of after.playing) {
    const was = before.playing.get(id);
    if (!was)
      news.push(
        `Your game against ${game.against} has started${game.yourTurn ? ': your turn' : ''}`,
      );
    else if (game.yourTurn && !was.yourTurn) news.push(`Your turn against ${game.against}`);
  }
  for (const [id, host] of after.open) if (!before.open.has(id)) news.push(`${host} opened a game`);
  return news;
}
