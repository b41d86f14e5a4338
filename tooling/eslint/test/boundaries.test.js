import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { baseConfig } from '../base.js';
import { BOUNDARIES, boundaryRules } from '../boundaries.js';

async function lintAs(pkg, code, filePath = 'src/example.ts') {
  const eslint = new ESLint({
    cwd: import.meta.dirname,
    overrideConfigFile: true,
    overrideConfig: baseConfig({ pkg }),
  });
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.map((m) => m.ruleId);
}

describe('import boundaries', () => {
  it('lets the engine import nothing of ours', async () => {
    const rules = await lintAs(
      '@wordrise/engine',
      "import { db } from '@wordrise/db';\nvoid db;\n",
    );
    expect(rules).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('keeps Node built-ins out of the engine library', async () => {
    const rules = await lintAs(
      '@wordrise/engine',
      "import { readFileSync } from 'node:fs';\nvoid readFileSync;\n",
    );
    expect(rules).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('allows the worker to import the engine and the database', async () => {
    const rules = await lintAs(
      '@wordrise/worker',
      "import { a } from '@wordrise/engine';\nimport { b } from '@wordrise/db';\nvoid a;\nvoid b;\n",
    );
    expect(rules).not.toContain('@typescript-eslint/no-restricted-imports');
  });

  it('lets the game domain import the engine and the database, not the api or tRPC', async () => {
    const allowed = await lintAs(
      '@wordrise/games',
      "import { a } from '@wordrise/engine';\nimport { b } from '@wordrise/db';\nvoid a;\nvoid b;\n",
    );
    expect(allowed).not.toContain('@typescript-eslint/no-restricted-imports');
    const api = await lintAs('@wordrise/games', "import { a } from '@wordrise/api';\nvoid a;\n");
    expect(api).toContain('@typescript-eslint/no-restricted-imports');
    const trpc = await lintAs('@wordrise/games', "import { a } from '@trpc/server';\nvoid a;\n");
    expect(trpc).toContain('@typescript-eslint/no-restricted-imports');
  });

  it("lets the web app's browser tests open the database as the app does, nothing more", async () => {
    const opener =
      "import { openPostgres } from '@wordrise/db/open-postgres';\nvoid openPostgres;\n";
    const rule = '@typescript-eslint/no-restricted-imports';
    expect(await lintAs('@wordrise/web', opener, 'e2e/replay-db.ts')).not.toContain(rule);
    expect(await lintAs('@wordrise/web', opener, 'src/server/example.ts')).toContain(rule);
    const schema = "import { games } from '@wordrise/db';\nvoid games;\n";
    expect(await lintAs('@wordrise/web', schema, 'e2e/replay-db.ts')).toContain(rule);
    const launcher = "import { freePort } from '@wordrise/db/embedded';\nvoid freePort;\n";
    expect(await lintAs('@wordrise/web', launcher, 'e2e/replay-db.ts')).toContain(rule);
    const games = "import { a } from '@wordrise/games';\nvoid a;\n";
    expect(await lintAs('@wordrise/web', games, 'e2e/replay-db.ts')).toContain(rule);
  });

  it('lets the api import the game domain', async () => {
    const rules = await lintAs('@wordrise/api', "import { a } from '@wordrise/games';\nvoid a;\n");
    expect(rules).not.toContain('@typescript-eslint/no-restricted-imports');
  });

  it('lets the worker import the game domain but not the api or tRPC', async () => {
    const games = await lintAs(
      '@wordrise/worker',
      "import { a } from '@wordrise/games';\nvoid a;\n",
    );
    expect(games).not.toContain('@typescript-eslint/no-restricted-imports');
    const api = await lintAs('@wordrise/worker', "import { a } from '@wordrise/api';\nvoid a;\n");
    expect(api).toContain('@typescript-eslint/no-restricted-imports');
    for (const trpc of ['@trpc/server', '@trpc/client']) {
      const rules = await lintAs('@wordrise/worker', `import { a } from '${trpc}';\nvoid a;\n`);
      expect(rules).toContain('@typescript-eslint/no-restricted-imports');
    }
  });

  it('allows only type imports from the engine in the db package', async () => {
    const value = await lintAs(
      '@wordrise/db',
      "import { apply } from '@wordrise/engine';\nvoid apply;\n",
    );
    expect(value).toContain('@typescript-eslint/no-restricted-imports');
    const typeOnly = await lintAs(
      '@wordrise/db',
      "import type { GameState } from '@wordrise/engine';\nexport type S = GameState;\n",
    );
    expect(typeOnly).not.toContain('@typescript-eslint/no-restricted-imports');
  });

  it('forbids the web app from reaching the database directly', async () => {
    const rules = await lintAs(
      '@wordrise/web',
      "import { db } from '@wordrise/db/client';\nvoid db;\n",
    );
    expect(rules).toContain('@typescript-eslint/no-restricted-imports');
  });

  it('bans process.env outside env.ts', async () => {
    const rules = await lintAs('@wordrise/api', 'export const x = process.env.FOO;\n');
    expect(rules).toContain('no-restricted-properties');
    const inEnv = await lintAs(
      '@wordrise/api',
      'export const x = process.env.FOO;\n',
      'src/env.ts',
    );
    expect(inEnv).not.toContain('no-restricted-properties');
  });

  it('has a boundary for every package and refuses unknown ones', () => {
    for (const pkg of Object.keys(BOUNDARIES)) expect(() => boundaryRules(pkg)).not.toThrow();
    expect(() => boundaryRules('@wordrise/nope')).toThrow(/no import boundary/);
  });
});
