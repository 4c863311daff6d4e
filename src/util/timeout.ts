/**
 * Waits for `work` at most `ms`, then rejects with "<name> took longer than N s". The work is not
 * cancelled (a promise cannot be): callers use this where giving up on the result is safe.
 */
export async function withTimeout<T>(work: Promise<T>, ms: number, name: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} took longer than ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
