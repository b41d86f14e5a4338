import { serverCaller } from '~/server/caller';

// Always read the live database, never a build-time snapshot.
export const dynamic = 'force-dynamic';

export default async function StatusPage() {
  const status = await (await serverCaller()).status.get();
  const rows: [string, string | number][] = [
    ['Schema version', status.schemaVersion],
    ['Demo players', status.demoUsers],
    ['Registered players', status.users],
    ['Live workers', status.liveWorkers],
    ['Engine version', status.engineVersion],
  ];
  return (
    <main className="mx-auto max-w-xl px-6 py-16">
      <h1 className="mb-6 text-3xl font-bold">WordRise status</h1>
      <dl className="grid grid-cols-2 gap-y-2" data-testid="status">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-400">{label}</dt>
            <dd data-testid={label.toLowerCase().replaceAll(' ', '-')}>{value}</dd>
          </div>
        ))}
      </dl>
    </main>
  );
}
