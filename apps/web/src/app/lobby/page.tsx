import { requireUser } from '~/server/session';
import { LobbyClient } from './lobby-client';

export const metadata = { title: 'Lobby — WordRise' };

export default async function LobbyPage() {
  const user = await requireUser('/lobby');
  return (
    <main className="mx-auto flex max-w-6xl flex-col gap-6 px-3 py-6 sm:px-4">
      <h1 className="text-3xl font-bold">Lobby</h1>
      <LobbyClient me={user.username} />
    </main>
  );
}
