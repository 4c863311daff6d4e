/** `500ms`, `30s`, `2m`, or a bare number of seconds → milliseconds. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m)?$/i.exec(text.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = (match[2] ?? 's').toLowerCase();
  return Math.round(unit === 'ms' ? amount : unit === 'm' ? amount * 60_000 : amount * 1000);
}

/**
 * Node's timers hold at most 2^31-1 ms (about 24.8 days) and fire at once past it, so a longer
 * timeout would fail every request immediately. 24 days is the round limit below that.
 */
export const MAX_DURATION_MS = 24 * 24 * 60 * 60 * 1000;

/**
 * A duration as every setting that waits reads it (a flag, an input, config.yaml, the workflow
 * template): the milliseconds, or why it is none, in words to follow `'<text>' is`.
 */
export function readDuration(text: string): { ms: number } | { problem: string; hint: string } {
  const ms = parseDuration(text);
  if (ms === undefined || ms <= 0) {
    return { problem: 'not a duration', hint: 'write it like 30s, 500ms or 2m (a bare number is seconds)' };
  }
  if (ms > MAX_DURATION_MS) {
    return {
      problem: 'longer than 24 days, the longest timeout there is',
      hint: 'write a shorter duration, e.g. 30m (a bare number is seconds)',
    };
  }
  return { ms };
}
