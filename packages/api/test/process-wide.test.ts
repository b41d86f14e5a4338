import { describe, expect, it, vi } from 'vitest';
import type * as Limits from '../src/limits/index';
import type * as Frames from '../src/live/sse-frames';
import type * as Hub from '../src/live/hub';
import type * as ServerDb from '../src/server-db';
import type * as Transformer from '../src/transformer';

// The web process loads this package twice (compiled into Next's bundle, and from source by
// apps/web/server.ts). Here a query string makes a second instance of a module.
async function copyOf<T>(path: string, tag: string): Promise<T> {
  return (await import(/* @vite-ignore */ `${path}?copy=${tag}`)) as T;
}

describe('state kept once per process, whichever copy of the package holds it', () => {
  it('a live view marked by one copy is encoded once when the other copy sends it', async () => {
    const a = await copyOf<typeof Transformer>('../src/transformer', 'a');
    const b = await copyOf<typeof Transformer>('../src/transformer', 'b');
    expect(a).not.toBe(b);
    const view = a.encodeOnce({ gameId: 'g', revision: 3, at: new Date(0) });
    const first = b.transformer.output.serialize(view);
    const second = b.transformer.output.serialize(view);
    // The same encoding object: made once, not once per subscriber.
    expect(second).toBe(first);
  });

  it('a live view’s server-sent event is made once, whichever copy sends it', async () => {
    const a = await copyOf<typeof Frames>('../src/live/sse-frames', 'a');
    const b = await copyOf<typeof Frames>('../src/live/sse-frames', 'b');
    expect(a).not.toBe(b);
    const view = { gameId: 'g', revision: 4 };
    const frame = a.dataFrame(view);
    expect(new TextDecoder().decode(frame)).toBe('data: {"json":{"gameId":"g","revision":4}}\n\n');
    expect(b.dataFrame(view)).toBe(frame);
    expect(b.dataFrame({ ...view })).not.toBe(frame);
  });

  it('one connection pool, live hub and limits for both copies', async () => {
    const dbA = await copyOf<typeof ServerDb>('../src/server-db', 'a');
    const dbB = await copyOf<typeof ServerDb>('../src/server-db', 'b');
    const hubA = await copyOf<typeof Hub>('../src/live/hub', 'a');
    const hubB = await copyOf<typeof Hub>('../src/live/hub', 'b');
    const limitsA = await copyOf<typeof Limits>('../src/limits/index', 'a');
    const limitsB = await copyOf<typeof Limits>('../src/limits/index', 'b');
    expect(dbA).not.toBe(dbB);
    // A pool connects on its first query; none is made here.
    vi.stubEnv('DATABASE_URL', 'postgres://nobody@127.0.0.1:9/none');
    const db = dbA.serverDb();
    try {
      expect(dbB.serverDb()).toBe(db);
      expect(hubB.liveHubFor(db)).toBe(hubA.liveHubFor(db));
      expect(limitsB.sharedLimits()).toBe(limitsA.sharedLimits());
    } finally {
      await dbB.closeServerDb();
      vi.unstubAllEnvs();
    }
  });
});
