/** `500ms`, `30s`, `2m`, or a bare number of seconds → milliseconds. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m)?$/i.exec(text.trim());
  if (!match) return undefined;
  const amount = Number(match[1]);
  const unit = (match[2] ?? 's').toLowerCase();
  return Math.round(unit === 'ms' ? amount : unit === 'm' ? amount * 60_000 : amount * 1000);
}
