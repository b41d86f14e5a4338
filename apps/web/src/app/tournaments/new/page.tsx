import { requireUser } from '~/server/session';
import { NewTournament } from './new-tournament';

export const metadata = { title: 'Create a tournament — WordRise' };

export default async function NewTournamentPage() {
  await requireUser('/tournaments/new');
  return (
    <main className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-8">
      <h1 className="text-3xl font-bold">Create a tournament</h1>
      <NewTournament />
    </main>
  );
}
