/** The next value of an async iterator, or a failure after `ms`. */
export async function next<T>(iterator: AsyncIterator<T>, ms = 60_000): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`nothing arrived within ${ms} ms`)), ms);
  });
  try {
    const result = await Promise.race([iterator.next(), timeout]);
    if (result.done) throw new Error('the subscription ended');
    return result.value;
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves to true if the iterator yields within `ms`, else false (the pending next is abandoned). */
export async function yieldsWithin(iterator: AsyncIterator<unknown>, ms: number): Promise<boolean> {
  return next(iterator, ms).then(
    () => true,
    () => false,
  );
}
