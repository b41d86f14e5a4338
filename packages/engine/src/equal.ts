/**
 * Structural equality of JSON values (plain objects, arrays, primitives) with
 * JSON's semantics: key order does not matter (a database may reorder keys) and
 * 0 equals -0. Returns the path of the first difference, or undefined when equal.
 */
export function firstDifference(a: unknown, b: unknown, path = ''): string | undefined {
  if (a === b) return undefined;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return path || '(value)';
  }
  if (Array.isArray(a) !== Array.isArray(b)) return path || '(value)';
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return path || '(value)';
  const recordA = a as Record<string, unknown>;
  const recordB = b as Record<string, unknown>;
  for (const key of keysA) {
    if (!Object.hasOwn(recordB, key)) return `${path}.${key}`;
    const difference = firstDifference(recordA[key], recordB[key], `${path}.${key}`);
    if (difference !== undefined) return difference;
  }
  return undefined;
}

export function deepEqual(a: unknown, b: unknown): boolean {
  return firstDifference(a, b) === undefined;
}
