import { afterAll, describe, expect, it } from 'vitest';
import { startHealthServer } from '../src/health';

describe('health endpoint', () => {
  let close: (() => void) | undefined;
  afterAll(() => close?.());

  it('answers 200 with what the process describes, 404 elsewhere', async () => {
    const server = await startHealthServer(0, () => ({ pid: 42 }));
    close = () => server.close();
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const ok = await fetch(`http://127.0.0.1:${port}/health`);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ ok: true, pid: 42 });
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });
});
