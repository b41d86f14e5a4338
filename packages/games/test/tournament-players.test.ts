/**
 * How many players a tournament counts (its list card, its page): the places taken before
 * the start, then everyone who took part; and migration 0029, which brings tournaments
 * projected before it to the same count.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createDb, tournamentEntrants, tournaments } from '@wordrise/db';
import { MIGRATIONS_FOLDER } from '@wordrise/db/migrate';
import { useTestDatabase } from '@wordrise/db/testing';
import type { TournamentSettings } from '@wordrise/engine';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createTournament,
  listTournaments,
  playerTournaments,
  readTournament,
  requestTournament,
} from '../src/index';
import { makeUsers, tournamentSettings, type Player } from './helpers';

const t = useTestDatabase();
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

const settings = (over: Partial<TournamentSettings> = {}) =>
  tournamentSettings({ name: 'Counted', rounds: 3, capacity: 16, ...over });

let n = 0;
/**
 * Five players register, one withdraws before the start; with `checkIn`, one more never
 * checks in and is dropped at the start. After it one withdraws and one is removed.
 */
async function tournamentWithLeavers(options: { start: boolean; checkIn?: boolean }) {
  n += 1;
  const people = (await makeUsers(
    t,
    ...['org', 'a', 'b', 'c', 'd', 'e'].map((x) => `${x}${n}`),
  )) as [Player, ...Player[]];
  const [org, ...players] = people;
  const checkInOpensAt = options.checkIn ? iso(Date.now() - HOUR / 2) : null;
  const { id } = await createTournament(t.db, org.id, settings({ checkInOpensAt }));
  for (const p of players) await requestTournament(t.db, id, p.id, { type: 'register' });
  // e never checks in: with check-in, e is dropped at the start; without it, e plays.
  const [a, b, c, d] = players as [Player, Player, Player, Player, Player];
  await requestTournament(t.db, id, a.id, { type: 'withdraw' });
  if (options.checkIn)
    for (const p of [b, c, d]) await requestTournament(t.db, id, p.id, { type: 'check_in' });
  if (!options.start) return { id, tookPart: 0 };
  await requestTournament(t.db, id, org.id, { type: 'start' });
  await requestTournament(t.db, id, b.id, { type: 'withdraw' });
  const detail = await readTournament(t.db, id, org.id);
  const cEntrant = detail.entrants.find((x) => x.username === c.username)?.entrantId as string;
  await requestTournament(t.db, id, org.id, {
    type: 'remove_player',
    entrantId: cEntrant,
    reason: 'Absent',
  });
  return { id, tookPart: options.checkIn ? 3 : 4 };
}

async function summaryOf(id: string) {
  for (const kind of ['upcoming', 'running', 'finished'] as const) {
    const found = (await listTournaments(t.db, { kind, page: 1, limit: 50 })).items.find(
      (x) => x.id === id,
    );
    if (found) return found;
  }
  throw new Error('not listed');
}

describe('the players a tournament counts', () => {
  it('before the start: the places taken (a withdrawal frees its place)', async () => {
    const { id } = await tournamentWithLeavers({ start: false });
    expect((await summaryOf(id)).entrants).toBe(4);
    expect((await readTournament(t.db, id, null)).players).toBe(4);
  });

  it('from the start: everyone who took part, withdrawn and removed since included, not who left before', async () => {
    const { id, tookPart } = await tournamentWithLeavers({ start: true });
    const detail = await readTournament(t.db, id, null);
    // Two of the four who started are no longer active, and one withdrew before the start.
    expect(detail.entrants.filter((e) => e.status === 'active')).toHaveLength(2);
    expect(detail.entrants).toHaveLength(5);
    expect(tookPart).toBe(4);
    expect((await summaryOf(id)).entrants).toBe(4);
    expect(detail.players).toBe(4);
  });

  it('leaves out who was dropped at the start for not checking in', async () => {
    const { id, tookPart } = await tournamentWithLeavers({ start: true, checkIn: true });
    expect(tookPart).toBe(3);
    expect((await summaryOf(id)).entrants).toBe(3);
    expect((await readTournament(t.db, id, null)).players).toBe(3);
  });
});

describe('migration 0029 (tournament_entrants.played)', () => {
  it('gives tournaments projected before it the same players and counts as the projection now writes', async () => {
    for (const options of [{ start: false }, { start: true }, { start: true, checkIn: true }])
      await tournamentWithLeavers(options);
    const facts = async () => ({
      entrants: await t.db
        .select({
          tournamentId: tournamentEntrants.tournamentId,
          entrantId: tournamentEntrants.entrantId,
          played: tournamentEntrants.played,
        })
        .from(tournamentEntrants)
        .orderBy(asc(tournamentEntrants.tournamentId), asc(tournamentEntrants.entrantId)),
      counts: await t.db
        .select({ id: tournaments.id, count: tournaments.entrantCount })
        .from(tournaments)
        .orderBy(asc(tournaments.id)),
    });
    const projected = await facts();
    expect(projected.entrants.some((e) => e.played)).toBe(true);
    expect(projected.entrants.some((e) => !e.played)).toBe(true);

    // As the projection stood before 0029: nobody marked, and only active entrants counted.
    await t.db.update(tournamentEntrants).set({ played: false });
    await t.db.update(tournaments).set({
      entrantCount: sql`(select count(*) from ${tournamentEntrants} e
        where e.tournament_id = ${tournaments.id} and e.status = 'active')`,
    });
    expect(await facts()).not.toEqual(projected);

    const migration = readFileSync(
      path.join(MIGRATIONS_FOLDER, '0029_entrants_played.sql'),
      'utf8',
    );
    const [addColumn, ...backfill] = migration.split('--> statement-breakpoint');
    expect(addColumn).toMatch(/ADD COLUMN "played"/);
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await t.sql.unsafe(statement);
    expect(await facts()).toEqual(projected);
  });
});

describe("a profile's tournaments (playerTournaments)", () => {
  it("reads the player's entries from tournament_entrants_user_idx, not every entry", async () => {
    const { id } = await tournamentWithLeavers({ start: true });
    const detail = await readTournament(t.db, id, null);
    const username = detail.entrants.find((e) => e.status === 'active')?.username as string;
    const sent: { text: string; parameters: readonly unknown[] }[] = [];
    const pool = createDb(t.url, {
      max: 1,
      onStatement: (text, parameters) => sent.push({ text, parameters }),
    });
    try {
      const page = await playerTournaments(pool.db, { username, page: 1 });
      expect(page.items.map((x) => x.id)).toEqual([id]);
      const read = sent.find((s) => /\bfrom "tournament_entrants"/.test(s.text));
      if (!read) throw new Error('no read of tournament_entrants');
      const plan = await pool.sql.begin(async (tx) => {
        await tx`set local enable_seqscan = off`;
        const rows = await tx.unsafe<{ 'QUERY PLAN': string }[]>(
          `explain ${read.text}`,
          read.parameters as never[],
        );
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(
        /Index Scan using tournament_entrants_user_idx|Bitmap Index Scan on tournament_entrants_user_idx/,
      );
    } finally {
      await pool.close();
    }
  });
});
