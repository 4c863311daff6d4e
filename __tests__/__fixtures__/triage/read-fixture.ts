import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A response body recorded from a real framework, kept beside the tests. */
export function fixture(name: string): string {
  return readFileSync(fileURLToPath(new URL(`./${name}`, import.meta.url)), 'utf8');
}
