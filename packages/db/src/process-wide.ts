/**
 * One value per process, whichever copy of a module asks for it. The web process loads the
 * workspace packages twice: compiled into Next.js's server bundle (pages, server actions) and
 * again by the server entry that serves `/api/trpc` beside Next (apps/web/server.ts). What
 * must exist once per process (the connection pool, the live hub, the limits) is kept here.
 */
export function processWide<T>(name: string, create: () => T): T {
  const slots = globalThis as Record<symbol, unknown>;
  const key = Symbol.for(`wordrise.${name}`);
  if (!(key in slots)) slots[key] = create();
  return slots[key] as T;
}
