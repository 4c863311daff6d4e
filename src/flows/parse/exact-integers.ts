/**
 * Whole numbers past 2^53 as written. YAML and JSON parsers read every number as a double, so
 * `eq: 9007199254740993` becomes …992 and would pass against a body holding …992. The values a
 * body check compares with (`eq`, `ne`, `in`, `contains`) are read again from the flow's text, and
 * a whole number that a double cannot hold becomes a `bigint`; checks then read the body the same
 * way (lossless-json's `parseNumberAndBigInt` on both sides, so both agree on what is exact).
 */
import { parseNumberAndBigInt } from 'lossless-json';
import type { DocumentPath, YamlSource } from '../../util/yaml-source.js';
import { isRecord } from './document.js';
import { STEP_LISTS } from './step-count.js';

const COMPARED = ['eq', 'ne', 'in', 'contains'] as const;

/** Replaces, in place, the inexact whole numbers compared by `doc`'s body checks with exact bigints. */
export function keepExactIntegers(doc: Record<string, unknown>, text: string, source: YamlSource): void {
  let lineStarts: number[] | undefined;
  const exact = (path: DocumentPath, value: number): number | bigint => {
    const { line, column } = source.locate(path);
    lineStarts ??= [0, ...[...text.matchAll(/\n/g)].map((match) => match.index + 1)];
    const offset = (lineStarts[line - 1] ?? 0) + column - 1;
    const literal = /^-?\d+(?![\d.eE])/.exec(text.slice(offset, offset + 400).replace(/^\+/, ''))?.[0];
    // Only a plain decimal literal that reads as this very number is taken (not 0x…, 1e30 or a quoted string).
    if (literal === undefined || Number(literal) !== value) return value;
    return parseNumberAndBigInt(literal);
  };
  // Operands nest only as deep as the file does, and the file's nesting was bounded before parsing.
  const visit = (value: unknown, path: DocumentPath): unknown => {
    if (typeof value === 'number')
      return Number.isInteger(value) && !Number.isSafeInteger(value) ? exact(path, value) : value;
    if (Array.isArray(value)) {
      value.forEach((item, index) => (value[index] = visit(item, [...path, index])));
    } else if (isRecord(value)) {
      for (const key of Object.keys(value)) {
        const item = visit(value[key], [...path, key]);
        // Written only when it changed, and as an own property (a key may be `__proto__`).
        if (item !== value[key])
          Object.defineProperty(value, key, {
            value: item,
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
    }
    return value;
  };
  for (const list of STEP_LISTS) {
    const steps = doc[list];
    if (!Array.isArray(steps)) continue;
    steps.forEach((step: unknown, index) => {
      const checks = isRecord(step) && isRecord(step.expect) ? step.expect.body : undefined;
      if (!Array.isArray(checks)) return;
      checks.forEach((check: unknown, position) => {
        if (!isRecord(check)) return;
        for (const operator of COMPARED) {
          if (Object.hasOwn(check, operator)) {
            check[operator] = visit(check[operator], [list, index, 'expect', 'body', position, operator]);
          }
        }
      });
    });
  }
}
