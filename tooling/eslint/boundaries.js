/**
 * Which of our packages each package may import (see README "Package map").
 * The lint config turns this table into `no-restricted-imports` rules, so a
 * forbidden import fails `npm test` rather than living only in a document.
 */
export const WORKSPACE_SCOPE = '@wordrise/';

/** @type {Record<string, { may: string[]; typesOnly?: string[]; noNode?: boolean }>} */
export const BOUNDARIES = {
  '@wordrise/engine': { may: [], noNode: true },
  '@wordrise/db': { may: [], typesOnly: ['@wordrise/engine'] },
  '@wordrise/auth': { may: ['@wordrise/db'] },
  '@wordrise/api': { may: ['@wordrise/engine', '@wordrise/db'], typesOnly: ['@wordrise/auth'] },
  '@wordrise/ui': { may: ['@wordrise/engine'] },
  '@wordrise/web': {
    may: ['@wordrise/api', '@wordrise/auth', '@wordrise/ui', '@wordrise/engine'],
  },
  // The worker plays bot turns and expires clocks through the api package's move path
  // (games/*), so that bots are judged and logged exactly like people.
  '@wordrise/worker': { may: ['@wordrise/engine', '@wordrise/db', '@wordrise/api'] },
  // Compiles word lists with the engine's word-graph builder (Node-side, build time).
  '@wordrise/wordlists': { may: ['@wordrise/engine'] },
};

/** Every workspace package that code may be tempted to import. */
const ALL = Object.keys(BOUNDARIES);

/**
 * ESLint rules for one package: forbid our packages it may not use, and
 * (for the engine) Node built-ins. Tooling presets (`@wordrise/*-config`) are always allowed.
 * @param {string} pkg
 */
export function boundaryRules(pkg) {
  const rule = BOUNDARIES[pkg];
  if (!rule) throw new Error(`no import boundary declared for ${pkg}`);
  const typesOnly = rule.typesOnly ?? [];
  const forbidden = ALL.filter((p) => p !== pkg && !rule.may.includes(p) && !typesOnly.includes(p));
  const patterns = [
    ...forbidden.map((p) => ({
      group: [p, `${p}/*`],
      message: `${pkg} may not import ${p} (see the package map in README.md).`,
    })),
    ...typesOnly.map((p) => ({
      group: [p, `${p}/*`],
      allowTypeImports: true,
      message: `${pkg} may import only types from ${p}.`,
    })),
  ];
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
