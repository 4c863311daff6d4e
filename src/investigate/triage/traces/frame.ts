/**
 * What every trace reader shares: the input it reads, the frame it gives, and the contract between
 * them. A reader knows one family of traces (its text lines, its JSON shapes, its headers) and
 * returns that family's frames in the order a reviewer should open them: the root cause first
 * (a Java `Caused by:`, a Node `[cause]`, the sub-exceptions of a Python `ExceptionGroup`), and
 * within one exception the innermost frame first.
 */
import type { CodeLocation, StackLanguage } from '../types.js';

export interface TraceInput {
  /** The body as lines: JSON strings unescaped, HTML pages as the text they show. */
  lines: readonly string[];
  /** The parsed body when it is JSON. */
  json?: unknown;
  /** Response headers, names in lower case. */
  headers: Readonly<Record<string, string>>;
}

export interface Frame {
  location: CodeLocation;
  /** A runtime's, a framework's or a library's frame: never the API's own code. */
  dependency: boolean;
  /** The index of the line it was read from, so no other reader reads that line again; -1 when not from a line. */
  at: number;
}

export interface TraceReader {
  /** The family, as the README lists it. */
  name: string;
  /** Every frame of this family in the input, root cause first, innermost first. */
  read(input: TraceInput): Frame[];
}

/** No frame line is longer; skipping longer lines keeps every pattern linear on hostile input. */
export const MAX_FRAME_LINE = 2000;

export interface FrameParts {
  language: StackLanguage;
  file: string;
  line: number | string;
  function?: string;
  at?: number;
  /** The reader's own verdict (a package, a gem, an OTP app); paths shared by all are checked too. */
  dependency?: boolean;
}

/** A frame, or undefined when the line number or the file is not one. */
export function frame(parts: FrameParts): Frame | undefined {
  const line = typeof parts.line === 'number' ? parts.line : Number.parseInt(parts.line, 10);
  const file = normalisePath(parts.file);
  if (!Number.isSafeInteger(line) || line <= 0 || file === '') return undefined;
  const location: CodeLocation = { file, line, language: parts.language };
  const name = parts.function?.trim();
  if (name) location.function = name;
  return {
    location,
    dependency: parts.dependency === true || isSharedDependency(file),
    at: parts.at ?? -1,
  };
}

/** Forward slashes; `file://` URLs as paths (`file:///C:/app/x.js` → `C:/app/x.js`). */
export function normalisePath(file: string): string {
  let path = file.trim();
  if (path.startsWith('file://')) {
    path = path.slice('file://'.length);
    try {
      path = decodeURIComponent(path);
    } catch {
      // A stray `%` is kept as written.
    }
    if (/^\/[A-Za-z]:\//.test(path)) path = path.slice(1);
  }
  return path.replace(/\\/g, '/');
}

/**
 * Paths that are never the API's code, whatever the language: system libraries, vendored and
 * installed packages (also when they sit beside the code, as in an AWS Lambda bundle under
 * /var/task), pseudo-files such as `<frozen importlib._bootstrap>` or `<anonymous>`.
 */
const SHARED_DEPENDENCY_PATHS = [
  /</,
  /^\/usr\/(?:local\/)?lib\//,
  /(?:^|\/)vendor\//,
  /(?:^|\/)node_modules\//,
  /(?:^|\/)(?:site|dist)-packages\//i,
  /^\/opt\/(?:python|nodejs)\//,
  /^\/var\/runtime\//,
  /^\/var\/lang\//,
];

/** Whether a path (a trace's or a repository's) is an installed package's, a runtime's or a pseudo-file. */
export function isSharedDependency(file: string): boolean {
  return SHARED_DEPENDENCY_PATHS.some((pattern) => pattern.test(file));
}

/**
 * A line that opens the cause of the exception printed above it, in traces that list the wrapper
 * first: `Caused by:` (JVM, Ring), `Caused by TypeError` (Tracy), `Previous` or `Previous
 * exception` (Nextcloud, PHP pages). What follows it is one cause deeper.
 */
const CAUSE_HEADING = /^(?:caused\s+by\b|previous(?:\s+exceptions?)?:?$)/i;

/**
 * Frames in sections, each section one cause deeper than the one before it when a cause heading
 * opens it: the deepest cause's frames come first, each section keeping its own order.
 */
export class CauseSections {
  private readonly sections: Array<{ depth: number; frames: Frame[]; leading: number }> = [
    { depth: 0, frames: [], leading: 0 },
  ];

  /** How many causes deep the open section is. */
  get depth(): number {
    return this.sections.at(-1)?.depth ?? 0;
  }

  /** Reads a trimmed line; true when it opened a deeper section. */
  heading(line: string): boolean {
    if (!CAUSE_HEADING.test(line)) return false;
    const depth = (this.sections.at(-1)?.depth ?? 0) + 1;
    this.sections.push({ depth, frames: [], leading: 0 });
    return true;
  }

  /** Adds a frame to the open section; a leading one (where the exception was thrown) before its trace. */
  push(found: Frame, leading = false): void {
    const section = this.sections.at(-1);
    if (section === undefined) return;
    if (leading) section.frames.splice(section.leading++, 0, found);
    else section.frames.push(found);
  }

  /** Every frame, the deepest cause's first (sort is stable: equal depths keep their order). */
  frames(transform: (frames: Frame[]) => Frame[] = (frames) => frames): Frame[] {
    return [...this.sections]
      .sort((a, b) => b.depth - a.depth)
      .flatMap((section) => transform(section.frames));
  }
}

/** The lines of the input a reader may still read: within bounds, trimmed at the end. */
export function* readableLines(lines: readonly string[]): Generator<[string, number]> {
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (line.length > MAX_FRAME_LINE) continue;
    yield [line.trimEnd(), index];
  }
}

/** Every object in a JSON value, depth first (bounded), for readers of structured traces. */
export function* jsonObjects(value: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (depth > 32 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) yield* jsonObjects(item, depth + 1);
    return;
  }
  const record = value as Record<string, unknown>;
  yield record;
  for (const item of Object.values(record)) yield* jsonObjects(item, depth + 1);
}

export function isPresent<T>(value: T | undefined): value is T {
  return value !== undefined;
}
