import superjson from 'superjson';

type SuperJSONResult = ReturnType<typeof superjson.serialize>;

/** Keys superjson refuses (it throws on them); the fast path leaves them to it. */
const GUARDED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** superjson's path syntax: keys joined by dots, dots and backslashes in a key escaped. */
const escapeKey = (key: string) => key.replace(/\\/g, '\\\\').replace(/\./g, '\\.');

/**
 * Where a node is: its parent object and its key there (none for the root). A walk keeps
 * only these; a path is spelled out when superjson's meta needs it (a Date, an object met
 * again), which few nodes of a view are.
 */
interface Place {
  readonly parent: Met | null;
  readonly key: string | number | null;
  readonly depth: number;
}

/** An object met during a walk: where first, and where again (superjson's identities). */
interface Met extends Place {
  done: boolean;
  /** Whether a Date is in it (met again, superjson would annotate it twice: left to it). */
  dates: boolean;
  again?: Place[];
}

/** What one walk found: every object met, and the Dates' paths. */
interface Walk {
  met: Map<object, Met>;
  dates: string[];
}

/** superjson's path of a place: keys from the root joined by dots (see `escapeKey`). */
function pathOf(place: Place): string {
  const keys: string[] = [];
  for (let at: Place | null = place; at !== null && at.key !== null; at = at.parent)
    keys.push(typeof at.key === 'number' ? String(at.key) : escapeKey(at.key));
  return keys.reverse().join('.');
}

/**
 * True when superjson would send `value` as JSON.stringify sends it, annotating only valid
 * Dates (their paths are collected in `walk.dates`) and objects met more than once (in
 * `walk.met`), in superjson's order: strings, booleans, null, finite numbers other than -0,
 * arrays without holes, plain objects and Dates, with no cycle, no Date met twice and no
 * key superjson refuses. Anything else (undefined, NaN, a Map, a class instance…) is left
 * to superjson. `parent` and `key` say where `value` is (null for the root).
 */
function isPlainJson(
  value: unknown,
  walk: Walk,
  parent: Met | null,
  key: string | number | null,
): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      const depth = parent === null ? 0 : parent.depth + 1;
      const before = walk.met.get(value);
      if (before) {
        if (!before.done || before.dates) return false;
        (before.again ??= []).push({ parent, key, depth });
        return true;
      }
      const met: Met = { parent, key, depth, done: false, dates: false };
      walk.met.set(value, met);
      const datesBefore = walk.dates.length;
      if (!isPlainTree(value, walk, met)) return false;
      met.done = true;
      met.dates = walk.dates.length > datesBefore;
      return true;
    }
    default:
      return false;
  }
}

/** An object met for the first time: a valid Date, an array without holes or a plain object. */
function isPlainTree(value: object, walk: Walk, met: Met): boolean {
  if (value instanceof Date) {
    if (Number.isNaN(value.valueOf())) return false;
    walk.dates.push(pathOf(met));
    return true;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value) || !isPlainJson(value[i], walk, met, i)) return false;
    }
    return true;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (value === Object.prototype || (proto !== Object.prototype && proto !== null)) return false;
  for (const key in value) {
    if (!Object.hasOwn(value, key) || GUARDED_KEYS.has(key)) return false;
    if (!isPlainJson((value as Record<string, unknown>)[key], walk, met, key)) return false;
  }
  return true;
}

/**
 * superjson's `referentialEqualities`: for each object met more than once, its shortest
 * path (the first met among equals) and the others, in the order the objects were met.
 */
function equalities(walk: Walk): Record<string, string[]> | undefined {
  let found: Record<string, string[]> | undefined;
  for (const met of walk.met.values()) {
    if (!met.again) continue;
    const [first, ...others] = [met, ...met.again].sort((a, b) => a.depth - b.depth);
    (found ??= {})[pathOf(first!)] = others.map(pathOf);
  }
  return found;
}

/**
 * `superjson.serialize(value)` as it goes out (JSON.stringify of the result is the same text
 * for every value), without superjson's walk when the value is plain JSON and Dates, as our
 * views are: superjson copies every node and records every path as an array; this only
 * checks, and leaves the Dates to JSON.stringify (`toJSON` is `toISOString`, superjson's
 * encoding).
 * Only for output that is stringified at once (tRPC's responses and live events).
 */
export function serializeLikeSuperjson(value: unknown): SuperJSONResult {
  const walk: Walk = { met: new Map(), dates: [] };
  if (!isPlainJson(value, walk, null, null)) return superjson.serialize(value);
  const json = value as SuperJSONResult['json'];
  const equal = equalities(walk);
  if (walk.dates.length === 0 && !equal) return { json };
  const meta: NonNullable<SuperJSONResult['meta']> = {};
  if (value instanceof Date) meta.values = ['Date'];
  else if (walk.dates.length > 0) {
    const values: Record<string, ['Date']> = {};
    for (const path of walk.dates) values[path] = ['Date'];
    meta.values = values;
  }
  if (equal) meta.referentialEqualities = equal;
  meta.v = 1;
  return { json, meta };
}
