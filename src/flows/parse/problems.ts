import { InputError, InputErrors, type SourceLocation } from '../../core/errors.js';
import type { YamlSource } from '../../util/yaml-source.js';
import type { Path } from './document.js';

/**
 * Collects the problems of one flow file, so a user sees all of them in one run rather than
 * one per fix. Each passes through once: the schema pass and the rules pass can notice the same
 * thing at the same place, and a repeated line would only add noise.
 */
export class Problems {
  private readonly errors: InputError[] = [];
  private readonly seen = new Set<string>();
  constructor(readonly source: YamlSource) {}

  at(location: SourceLocation, message: string, hint?: string): void {
    const key = `${location.line}:${location.column}:${message}`;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.errors.push(new InputError(message, location, hint));
  }

  /** A problem with the value at `path` (points at the value). */
  value(path: Path, message: string, hint?: string): void {
    this.at(this.source.locate(path), message, hint);
  }

  /** A problem with the key at the end of `path` (points at the key: the key itself is wrong or misplaced). */
  key(path: Path, message: string, hint?: string): void {
    this.at(this.source.locateKey(path), message, hint);
  }

  /** Throws every problem, in file order, as one InputErrors. */
  throwIfAny(): void {
    if (this.errors.length === 0) return;
    const sorted = [...this.errors].sort(
      (a, b) =>
        (a.location?.line ?? 0) - (b.location?.line ?? 0) ||
        (a.location?.column ?? 0) - (b.location?.column ?? 0),
    );
    throw new InputErrors(sorted);
  }
}
