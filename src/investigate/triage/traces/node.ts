/**
 * JavaScript and TypeScript on Node, Deno and Bun: `at fn (file:line:col)` frames, in an error's
 * `stack`, a Lambda `trace` array, an Express page or `util.inspect` output. `util.inspect` prints
 * an error's `[cause]` after its own frames (Deno: `Caused by`), and an AggregateError's
 * `[errors]` list after its own: each is a level deeper, and the deepest errors come first (a list
 * in its order).
 */
import { frame, readableLines, type Frame, type TraceReader } from './frame.js';

/** `at getProduct (/srv/app/src/routes.js:42:13)`, `at /srv/app/x.js:1:2`, `at async Promise.all (index 0)`. */
const FRAME = /^at (?:(.+?) \((.+?):(\d+):(\d+)\)|(.+?):(\d+):(\d+))$/;
/**
 * `[cause]: TypeError: …` (Node ≥ 16.9), also as a key of an inspected object; Deno's
 * `Caused by TypeError: …`.
 */
const CAUSE =
  /^\[cause\]:|^cause:\s+[A-Z]\w*(?:Error|Exception)\b|^Caused by:?\s+[A-Z]\w*(?:Error|Exception)\b/;
/** An AggregateError's `[errors]: [` list, each error in it starting with its name. */
const ERRORS = /^\[errors\]:\s*\[/;
const ERROR_START = /^\[?(?:[A-Z]\w*)?(?:Error|Exception)\b/;

/**
 * Code that is not the API's: Node's own modules, installed packages, Deno's internals, remote
 * modules and npm cache, Bun's internals.
 */
const DEPENDENCY_PATHS = [
  /^node:/,
  /^internal\//,
  /^ext:/,
  /^https?:\/\//,
  /(?:^|\/)deno(?:-dir)?\/(?:npm|deps|remote)\//,
  /\/\.cache\/deno\//,
  /\/registry\.npmjs\.org\//,
  /\/\.bun\/install\/cache\//,
  /^bun:/,
  /^\/var\/runtime\//,
];

interface Block {
  depth: number;
  frames: Frame[];
}

function read(lines: readonly string[]): Frame[] {
  const blocks: Block[] = [{ depth: 0, frames: [] }];
  // The depth of the error whose `[errors]` list is open, if one is.
  let listOwner: number | undefined;
  const current = (): Block => blocks.at(-1) as Block;
  for (const [raw, index] of readableLines(lines)) {
    const line = raw.trim();
    if (CAUSE.test(line)) {
      blocks.push({ depth: current().depth + 1, frames: [] });
      continue;
    }
    if (ERRORS.test(line)) {
      listOwner = current().depth;
      continue;
    }
    if (listOwner !== undefined && ERROR_START.test(line)) {
      blocks.push({ depth: listOwner + 1, frames: [] });
      continue;
    }
    if (!line.startsWith('at ')) continue;
    const match = FRAME.exec(line);
    if (!match) continue;
    const [, fn, file, lineNumber, , bareFile, bareLine] = match;
    const path = file ?? bareFile ?? '';
    const found = frame({
      language: 'node',
      file: path,
      line: lineNumber ?? bareLine ?? '',
      function: fn && functionName(fn),
      at: index,
      dependency: DEPENDENCY_PATHS.some((pattern) => pattern.test(path)),
    });
    if (found) current().frames.push(found);
  }
  // Deepest first; Array.prototype.sort is stable, so a list keeps its order.
  return [...blocks].sort((a, b) => b.depth - a.depth).flatMap((block) => block.frames);
}

/** `async getProduct`, `Layer.handle [as handle_request]`, `getProduct`, `Layer.handle`. */
function functionName(raw: string): string {
  return raw
    .replace(/^async\s+/, '')
    .replace(/\s+\[as [^\]]+\]$/, '')
    .trim();
}

export const node: TraceReader = {
  name: 'Node, Deno and Bun stacks (with [cause] chains)',
  read: (input) => read(input.lines),
};
