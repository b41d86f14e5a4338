import Link from 'next/link';
import { requireUser } from '~/server/session';
import { LobbyClient } from './lobby-client';

export const metadata = { title: 'Lobby — WordRise' };

export default async function LobbyPage() {
  const user = await requireUser('/lobby');
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-3 py-6 sm:px-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-bold">Lobby</h1>
        <Link href="/watch" className="text-sm text-slate-300 underline hover:text-white">
          Watch games being played
        </Link>
      </div>
      <LobbyClient me={user.username} />
    </main>
  );
}
