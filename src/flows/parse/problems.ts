import { ErrorCollector, InputError, type SourceLocation } from '../../core/errors.js';
import type { YamlSource } from '../../util/yaml-source.js';
import type { Path } from './document.js';

/**
 * Collects the problems of one flow file, so a user sees all of them in one run rather than one
 * per fix, placing each at the value or the key it is about.
 */
export class Problems extends ErrorCollector {
  constructor(readonly source: YamlSource) {
    super();
  }

  at(location: SourceLocation, message: string, hint?: string): void {
    this.add(new InputError(message, location, hint));
  }

  /** A problem with the value at `path` (points at the value). */
  value(path: Path, message: string, hint?: string): void {
    this.at(this.source.locate(path), message, hint);
  }

  /** A problem with the key at the end of `path` (points at the key: the key itself is wrong or misplaced). */
  key(path: Path, message: string, hint?: string): void {
    this.at(this.source.locateKey(path), message, hint);
  }
}
