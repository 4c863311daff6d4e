/**
 * Plain data with its keys in snake_case (`startedAt` → `started_at`), as Falcon CI's JSON
 * outputs name them. Values are kept; only object keys change, at every depth.
 */
export function snakeCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCaseKeys);
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) result[snakeCase(key)] = snakeCaseKeys(item);
  }
  return result;
}

/** `averageCostDollars` → `average_cost_dollars`; a key without capitals stays as it is. */
export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
