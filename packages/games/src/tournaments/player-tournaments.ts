/**
 * A profile's tournaments: those the player took part in (or is registered for), most
 * recent first, with how far they got. Only what each tournament's own page shows
 * publicly: every tournament is public (listed on /tournaments, its page open to all).
 */
import { tournamentEntrants, tournaments, users } from '@wordrise/db';
import { entrantPlacing, type TournamentPlacing } from '@wordrise/engine';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Queryable } from '../db-types';
import { notFound } from '../refusal';
import { rebuiltTournament } from './rebuilt';
import type { PlayerTournamentsPage } from './view-types';
import { yourCorrections } from './your-corrections';

/** A profile shows this many at a time. */
export const PLAYER_TOURNAMENTS_PAGE = 10;

/**
 * One page of the tournaments `username` took part in: started ones where they had a
 * place at the start (knocked out, withdrawn or removed since included) and those they
 * are registered for now. Entries they withdrew, were removed or dropped from before the
 * start, and tournaments cancelled before it, are not theirs to show. By the time it
 * started (else the time it is to start), latest first. NOT_FOUND: no such player.
 */
export async function playerTournaments(
  db: Queryable,
  input: { username: string; page: number; limit?: number },
): Promise<PlayerTournamentsPage> {
  const limit = input.limit ?? PLAYER_TOURNAMENTS_PAGE;
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${input.username})`);
  if (!user) throw notFound(`There is no player called “${input.username}”.`, 'username');
  const when = sql<Date>`coalesce(${tournaments.startedAt}, ${tournaments.startsAt})`;
  // The player's entries (tournament_entrants_user_idx), each with its tournament's row.
  const rows = await db
    .select({
      id: tournaments.id,
      name: tournaments.name,
      format: tournaments.format,
      status: tournaments.status,
      revision: tournaments.revision,
      startsAt: tournaments.startsAt,
      startedAt: tournaments.startedAt,
      players: tournaments.entrantCount,
      capacity: tournaments.capacity,
      entrantId: tournamentEntrants.entrantId,
    })
    .from(tournamentEntrants)
    .innerJoin(tournaments, eq(tournaments.id, tournamentEntrants.tournamentId))
    .where(
      and(
        eq(tournamentEntrants.userId, user.id),
        or(
          eq(tournamentEntrants.played, true),
          and(eq(tournamentEntrants.status, 'active'), eq(tournaments.status, 'registration')),
        ),
      ),
    )
    .orderBy(desc(when), desc(tournaments.id))
    .limit(limit + 1)
    .offset((input.page - 1) * limit);
  const items = await Promise.all(
    rows.slice(0, limit).map(async ({ revision, entrantId, ...row }) => {
      let placing: TournamentPlacing | null = { kind: 'registered' };
      let corrected = 0;
      if (row.status !== 'registration') {
        // How far they got is the log's to say (read once per revision per process).
        const found = await rebuiltTournament(db, row.id, revision);
        placing = found ? entrantPlacing(found.state, entrantId) : null;
        corrected = found ? yourCorrections(found.state, entrantId, (id) => id).length : 0;
      }
      return { ...row, placing, corrected };
    }),
  );
  return { page: input.page, hasMore: rows.length > limit, items };
}
