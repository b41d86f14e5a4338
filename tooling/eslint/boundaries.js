/**
 * Which of our packages each package may import (see README "Package map").
 * The lint config turns this table into `no-restricted-imports` rules, so a
 * forbidden import fails `npm test` rather than living only in a document.
 */
export const WORKSPACE_SCOPE = '@wordrise/';

/** The API's transport: its routers, errors and clients. */
const TRANSPORT = ['@trpc/*'];

/**
 * `banned`: outside packages a package must not use (the game domain and the worker
 * are no transport: tRPC belongs to the api package). `tests`: what a package's test files
 * may import beside `may` (a whole package, or one module of it: `@wordrise/db/open-postgres`).
 * @type {Record<string, { may: string[]; typesOnly?: string[]; noNode?: boolean; banned?: string[]; tests?: { files: string[]; may: string[] } }>}
 */
export const BOUNDARIES = {
  '@wordrise/engine': { may: [], noNode: true },
  '@wordrise/db': { may: [], typesOnly: ['@wordrise/engine'] },
  '@wordrise/auth': { may: ['@wordrise/db'] },
  // The game domain: reading, creating, changing and ending games, the job catalogue.
  '@wordrise/games': { may: ['@wordrise/engine', '@wordrise/db'], banned: TRANSPORT },
  '@wordrise/api': {
    may: ['@wordrise/engine', '@wordrise/db', '@wordrise/games'],
    typesOnly: ['@wordrise/auth'],
  },
  '@wordrise/ui': { may: ['@wordrise/engine'] },
  '@wordrise/web': {
    may: ['@wordrise/api', '@wordrise/auth', '@wordrise/ui', '@wordrise/engine'],
    // The browser tests set some games up straight in the test database, opened as the app
    // opens it (that module of the db package only).
    tests: { files: ['e2e/**'], may: ['@wordrise/db/open-postgres'] },
  },
  // The worker plays bot turns and expires clocks through the game domain's move path,
  // so that bots are judged and logged exactly like people; it knows nothing of tRPC.
  '@wordrise/worker': {
    may: ['@wordrise/engine', '@wordrise/db', '@wordrise/games'],
    banned: TRANSPORT,
  },
  // The root's scripts (npm start, npm test): start the database, migrate, seed, run the apps.
  // The load test (scripts/loadtest) also plays through the API's router types and checks
  // every game's log with the game domain's replay.
  '@wordrise/scripts': {
    may: ['@wordrise/db', '@wordrise/auth', '@wordrise/engine', '@wordrise/games'],
    typesOnly: ['@wordrise/api'],
  },
  // Compiles word lists with the engine's word-graph builder (Node-side, build time).
  '@wordrise/wordlists': { may: ['@wordrise/engine'] },
};

/**
 * A pattern matching package `p` and its modules, except those of its modules `may` names (a
 * regular expression then: a `group`'s negation cannot take a module back out of its package).
 * @param {string} p
 * @param {string[]} may
 */
function packageAndModules(p, may) {
  const allowed = may.filter((m) => m.startsWith(`${p}/`)).map((m) => m.slice(p.length + 1));
  if (!allowed.length) return { group: [p, `${p}/*`] };
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return { regex: `^${escape(p)}(/(?!(${allowed.map(escape).join('|')})$).*)?$` };
}

/**
 * The boundary rules of a package's test files, where its `tests` allow more.
 * @param {string} pkg
 */
export function testBoundaryConfigs(pkg) {
  const tests = BOUNDARIES[pkg]?.tests;
  return tests ? [{ files: tests.files, rules: boundaryRules(pkg, tests.may) }] : [];
}

/** Every workspace package that code may be tempted to import. */
const ALL = Object.keys(BOUNDARIES);

/**
 * ESLint rules for one package: forbid our packages it may not use, and
 * (for the engine) Node built-ins. Tooling presets (`@wordrise/*-config`) are always allowed.
 * @param {string} pkg
 * @param {string[]} alsoMay packages, or single modules of one (`@wordrise/db/open-postgres`),
 *   allowed beside the package's own `may` (its tests')
 */
export function boundaryRules(pkg, alsoMay = []) {
  const rule = BOUNDARIES[pkg];
  if (!rule) throw new Error(`no import boundary declared for ${pkg}`);
  const typesOnly = rule.typesOnly ?? [];
  const may = [...rule.may, ...alsoMay];
  const forbidden = ALL.filter((p) => p !== pkg && !may.includes(p) && !typesOnly.includes(p));
  const patterns = [
    ...forbidden.map((p) => ({
      ...packageAndModules(p, may),
      message: `${pkg} may not import ${p} (see the package map in README.md).`,
    })),
    ...typesOnly.map((p) => ({
      group: [p, `${p}/*`],
      allowTypeImports: true,
      message: `${pkg} may import only types from ${p}.`,
    })),
  ];
  for (const banned of rule.banned ?? []) {
    patterns.push({
      group: [banned],
      message: `${pkg} may not import ${banned}: it is the api package's transport.`,
    });
  }
  if (rule.noNode) {
    patterns.push({
      group: ['node:*', 'fs', 'path', 'os', 'child_process', 'crypto', 'worker_threads'],
      message: `${pkg} is a pure library: no Node built-ins outside bin/.`,
    });
  }
  return {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
  };
}
