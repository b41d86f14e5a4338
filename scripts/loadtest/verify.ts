// The checks after the run, on the database itself: every game's log has no gap and no
// duplicate, replays to the cached state, and holds every move the server acknowledged —
// once, where it said — and nothing the players did not send.
import { createDb, gameEvents, games } from '@wordrise/db';
import type { GameEvent } from '@wordrise/engine';
import { rebuildGameState } from '@wordrise/games';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Ledger, SentMove } from './game-driver';

export interface Verdict {
  /** Acknowledged moves missing from the log (or different there), and gaps in it. */
  lost: number;
  /** Events no submit accounts for, or a move taken twice. */
  duplicated: number;
  /** Games whose replay differs from the cached state, or whose spectator fell behind. */
  problems: { kind: 'replay-differs' | 'spectator-behind'; text: string }[];
}

const placementsKey = (placements: readonly { r: number; c: number; letter: string }[]) =>
  JSON.stringify(
    [...placements]
      .map((p) => [p.r, p.c, p.letter])
      .sort((x, y) => String(x).localeCompare(String(y))),
  );

/** The submitted action an event records (the same type, tiles and squares). */
function sameAction(event: GameEvent, sent: SentMove): boolean {
  if (event.type !== sent.action.type || event.seat !== sent.seat) return false;
  if (event.type === 'play' && sent.action.type === 'play') {
    return placementsKey(event.placements) === placementsKey(sent.action.placements);
  }
  if (event.type === 'exchange' && sent.action.type === 'exchange') {
    return [...event.tiles].sort().join('') === [...sent.action.tiles].sort().join('');
  }
  return true;
}

export async function verifyGames(databaseUrl: string, ledger: Ledger): Promise<Verdict> {
  const verdict: Verdict = { lost: 0, duplicated: 0, problems: [] };
  const byGame = new Map<string, SentMove[]>();
  for (const sent of ledger.sent) {
    byGame.set(sent.gameId, [...(byGame.get(sent.gameId) ?? []), sent]);
  }
  const { db, close } = createDb(databaseUrl, { max: 4 });
  try {
    // The last moves' views may still be on their way to the spectators (they stay
    // subscribed a few seconds after the end): wait for them to catch up, 10 s at most.
    for (const giveUp = Date.now() + 10_000; Date.now() < giveUp;) {
      const counts = await db
        .select({ id: games.id, moveNumber: games.moveNumber })
        .from(games)
        .where(inArray(games.id, [...ledger.spectatorSaw.keys()]));
      if (counts.every((g) => ledger.spectatorSaw.get(g.id) === g.moveNumber)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    for (const gameId of ledger.spectatorSaw.keys()) {
      const rows = await db
        .select({ move: gameEvents.moveNumber, actor: gameEvents.actor, event: gameEvents.event })
        .from(gameEvents)
        .where(eq(gameEvents.gameId, gameId))
        .orderBy(asc(gameEvents.moveNumber));
      const [game] = await db
        .select({ moveNumber: games.moveNumber })
        .from(games)
        .where(eq(games.id, gameId));
      // No gap: moves 0, 1, 2 … and the game row counts them all (the key forbids twins).
      rows.forEach((row, i) => {
        if (row.move !== i || row.event.move !== i) verdict.lost++;
      });
      if (game?.moveNumber !== rows.length) verdict.lost++;

      const sent = byGame.get(gameId) ?? [];
      const atMove = new Map(rows.map((r) => [r.move, r.event]));
      for (const move of sent.filter((s) => !s.inDoubt)) {
        const event = atMove.get(move.move);
        if (!event || !sameAction(event, move)) verdict.lost++;
      }
      // Every player event must be a submit of ours: acknowledged at its move, or one whose
      // answer never came (taken at most once, at the move its sender saw).
      const used = new Set<SentMove>();
      for (const row of rows.filter((r) => r.actor === 'player')) {
        const match = sent.find(
          (s) => !used.has(s) && s.move === row.move && sameAction(row.event, s),
        );
        if (match) used.add(match);
        else verdict.duplicated++;
      }

      const rebuilt = await rebuildGameState(db, gameId);
      if (rebuilt.difference !== undefined) {
        verdict.problems.push({
          kind: 'replay-differs',
          text: `game ${gameId}: the replay differs at ${rebuilt.difference}`,
        });
      }
      const seen = ledger.spectatorSaw.get(gameId) ?? -1;
      if (seen !== rows.length) {
        verdict.problems.push({
          kind: 'spectator-behind',
          text: `game ${gameId}: its spectator's last view shows ${seen} of ${rows.length} moves`,
        });
      }
    }
  } finally {
    await close();
  }
  return verdict;
}
