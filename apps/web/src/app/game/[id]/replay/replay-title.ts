/** The replay's heading, naming the game by its players: "Replay · Ann vs Ben vs Carol". */
export function replayHeading(playerNames: readonly string[]): string {
  return playerNames.length > 0 ? `Replay · ${playerNames.join(' vs ')}` : 'Replay';
}

/** The document title: the heading, then the site ("Replay · Ann vs Ben — WordRise"). */
export function replayDocumentTitle(playerNames: readonly string[]): string {
  return `${replayHeading(playerNames)} — WordRise`;
}
