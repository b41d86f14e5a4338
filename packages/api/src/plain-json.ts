import superjson from 'superjson';

type SuperJSONResult = ReturnType<typeof superjson.serialize>;

/** Keys superjson refuses (it throws on them); the fast path leaves them to it. */
const GUARDED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** superjson's path syntax: keys joined by dots, dots and backslashes in a key escaped. */
const escapeKey = (key: string) => key.replace(/\\/g, '\\\\').replace(/\./g, '\\.');

/** What one walk found: every object met (to see one met twice) and the Dates' paths. */
interface Walk {
  seen: Set<object>;
  path: string[];
  dates: string[];
}

/**
 * True when superjson would send `value` as JSON.stringify sends it, annotating only valid
 * Dates (their paths are collected in `walk.dates`, in superjson's order): strings,
 * booleans, null, finite numbers other than -0, arrays without holes, plain objects and
 * Dates, with no object met twice (superjson records those as referential equalities) and
 * no key superjson refuses. Anything else (undefined, NaN, a Map, a class instance…) is
 * left to superjson.
 */
function isPlainJson(value: unknown, walk: Walk): boolean {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0);
    case 'object': {
      if (value === null) return true;
      if (walk.seen.has(value)) return false;
      walk.seen.add(value);
      if (value instanceof Date) {
        if (Number.isNaN(value.valueOf())) return false;
        walk.dates.push(walk.path.join('.'));
        return true;
      }
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) {
          if (!(i in value)) return false;
          walk.path.push(String(i));
          const plain = isPlainJson(value[i], walk);
          walk.path.pop();
          if (!plain) return false;
        }
        return true;
      }
      const proto = Object.getPrototypeOf(value) as unknown;
      if (value === Object.prototype || (proto !== Object.prototype && proto !== null))
        return false;
      for (const key in value) {
        if (!Object.hasOwn(value, key) || GUARDED_KEYS.has(key)) return false;
        walk.path.push(escapeKey(key));
        const plain = isPlainJson((value as Record<string, unknown>)[key], walk);
        walk.path.pop();
        if (!plain) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

/**
 * `superjson.serialize(value)` as it goes out (JSON.stringify of the result is the same text
 * for every value), without superjson's walk when the value is plain JSON and Dates, as our
 * views are: superjson copies every node and records every path; this only checks, and
 * leaves the Dates to JSON.stringify (`toJSON` is `toISOString`, superjson's encoding).
 * Only for output that is stringified at once (tRPC's responses and live events).
 */
export function serializeLikeSuperjson(value: unknown): SuperJSONResult {
  const walk: Walk = { seen: new Set(), path: [], dates: [] };
  if (!isPlainJson(value, walk)) return superjson.serialize(value);
  const json = value as SuperJSONResult['json'];
  if (walk.dates.length === 0) return { json };
  if (value instanceof Date) return { json, meta: { values: ['Date'], v: 1 } };
  const values: Record<string, ['Date']> = {};
  for (const path of walk.dates) values[path] = ['Date'];
  return { json, meta: { values, v: 1 } };
}
