import { TRPCError } from '@trpc/server';
import { notFound } from 'next/navigation';
import { serverCaller } from '~/server/caller';
import { currentUser } from '~/server/session';
import { TournamentClient } from './tournament-client';

export const metadata = { title: 'Tournament — WordRise' };

type Params = Promise<{ id: string }>;

export default async function TournamentPage({ params }: { params: Params }) {
  const { id } = await params;
  const caller = await serverCaller();
  let tournament;
  try {
    tournament = await caller.tournament.get({ tournamentId: id });
  } catch (error) {
    if (error instanceof TRPCError && (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST'))
      notFound();
    throw error;
  }
  const user = await currentUser();
  return <TournamentClient initial={tournament} me={user?.username ?? null} />;
}
