import { requireUser } from '~/server/session';
import { ImportForm } from './import-form';

export const metadata = { title: 'Import a record — WordRise' };

/** Paste or upload a game record to open it in the replay viewer (signed-in players). */
export default async function ImportPage() {
  await requireUser('/replay/import');
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-3 px-2 py-4 sm:px-4">
      <h1 className="text-lg font-semibold">Import a game record</h1>
      <p className="text-sm text-slate-300">
        A record in WordRise&apos;s text notation (the &ldquo;text&rdquo; download of any replay)
        opens as an unrated analysis board with a link you can share. It never counts for ratings or
        profiles.
      </p>
      <ImportForm />
    </main>
  );
}
