/** Small pieces of English that the spoken and shown texts share. */

/** "A", "A and B", "A, B and C" (or with "or": "A, B or C"); "" for none. */
export function listInWords(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** "1 point", "12 points", "0 tiles": a count and its noun, singular for exactly one. */
export function counted(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
