/**
 * The checks every Markdown report and the API knowledge base (`.falcon/falcon.md`) must pass before
 * they count as written. They return every reason at once, each phrased as what to fix, because the
 * reader is often the agent itself: one round trip should be enough to repair a report.
 */
import { readFile } from 'node:fs/promises';
import { headingKey, headingOf, scanMarkdown, type MarkdownLine } from '../util/markdown.js';

export interface ValidationResult {
  valid: boolean;
  reasons: string[];
}

/** A report of this size or smaller cannot hold a heading and any result. */
const REPORT_MIN_BYTES = 64;
/** A knowledge base of this size or smaller cannot hold both required sections with content. */
const FALCON_MD_MIN_BYTES = 200;

const FALCON_MD_SECTIONS = ['Base URLs', 'Known Endpoints'] as const;

export async function validateReportContent(path: string): Promise<ValidationResult> {
  const text = await readForValidation(path, 'report');
  return typeof text === 'string' ? validateReportText(text) : text;
}

export async function validateFalconMd(path: string): Promise<ValidationResult> {
  const text = await readForValidation(path, 'falcon.md');
  return typeof text === 'string' ? validateFalconMdText(text) : text;
}

/** The report rules on text that is not written yet (a tool call's content, a rendered summary). */
export function validateReportText(text: string): ValidationResult {
  const reasons: string[] = [];
  const lines = scanMarkdown(text);

  const size = Buffer.byteLength(text, 'utf8');
  if (size <= REPORT_MIN_BYTES) {
    reasons.push(
      `report is too short (${size} bytes, more than ${REPORT_MIN_BYTES} needed): write the results it reports, not only a title`,
    );
  }
  if (!lines.some((line) => !line.inCode && (headingOf(line.text)?.level ?? Infinity) <= 2)) {
    reasons.push("no Markdown heading: start the report with '# <title>'");
  }
  if (!showsResults(lines)) {
    reasons.push(
      'no results shown: add a table of results (| flow | result |), a fenced code block with the output, or PASS/FAIL marks',
    );
  }
  for (const placeholder of findPlaceholders(lines)) {
    reasons.push(
      `unresolved placeholder '${placeholder.token}' on line ${placeholder.line}: replace it with the real content or remove it`,
    );
  }
  return { valid: reasons.length === 0, reasons };
}

/** The knowledge-base rules: big enough, with non-empty `# Base URLs` and `# Known Endpoints` sections. */
export function validateFalconMdText(text: string): ValidationResult {
  const reasons: string[] = [];
  const lines = scanMarkdown(text);

  const size = Buffer.byteLength(text, 'utf8');
  if (size <= FALCON_MD_MIN_BYTES) {
    reasons.push(
      `falcon.md is too short (${size} bytes, more than ${FALCON_MD_MIN_BYTES} needed): describe the API's base URLs and known endpoints`,
    );
  }

  for (const section of FALCON_MD_SECTIONS) {
    const wanted = headingKey(section);
    const index = lines.findIndex((line) => {
      const heading = line.inCode ? undefined : headingOf(line.text);
      return heading?.level === 1 && headingKey(heading.text) === wanted;
    });
    if (index === -1) {
      const misplaced = lines.find((line) => {
        const heading = line.inCode ? undefined : headingOf(line.text);
        return heading !== undefined && headingKey(heading.text) === wanted;
      });
      reasons.push(
        misplaced
          ? `'${misplaced.text.trim()}' on line ${misplaced.number} is not a level-1 heading: write it as '# ${section}'`
          : `no '# ${section}' section: add a level-1 heading '# ${section}' with the ${describeSection(section)} under it`,
      );
      continue;
    }
    if (!sectionHasContent(lines, index)) {
      reasons.push(
        `'# ${section}' section on line ${lines[index]!.number} is empty: list the ${describeSection(section)} under it`,
      );
    }
  }
  return { valid: reasons.length === 0, reasons };
}

async function readForValidation(path: string, what: string): Promise<string | ValidationResult> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? `${what} not found at ${path}: write the file before validating it`
        : code === 'EISDIR'
          ? `${what} path ${path} is a directory: give the path of the Markdown file`
          : `${what} at ${path} cannot be read (${code ?? String(error)}): check the path and its permissions`;
    return { valid: false, reasons: [reason] };
  }
}

function describeSection(section: (typeof FALCON_MD_SECTIONS)[number]): string {
  return section === 'Base URLs'
    ? "API's base URLs (one per environment)"
    : "API's endpoints (method and path)";
}

/** A section has content when a non-blank line comes before the next heading of the same or a higher level. */
function sectionHasContent(lines: MarkdownLine[], headingIndex: number): boolean {
  const level = headingOf(lines[headingIndex]!.text)!.level;
  for (const line of lines.slice(headingIndex + 1)) {
    const heading = line.inCode ? undefined : headingOf(line.text);
    if (heading && heading.level <= level) return false;
    if (line.text.trim() !== '') return true;
  }
  return false;
}

/** A GFM delimiter row (`|---|:---:|`) or a row fenced by pipes (`| a | b |`). */
const TABLE_ROW = /^\s*\|.*\|\s*$|^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?\s*$/;
const RESULT_MARK = /\b(?:PASS|FAIL)(?:ED)?\b|[✓✔✅✗✘❌]/u;

function showsResults(lines: MarkdownLine[]): boolean {
  return lines.some(
    (line) =>
      line.fence === 'open' || (!line.inCode && TABLE_ROW.test(line.text)) || RESULT_MARK.test(line.text),
  );
}

interface Placeholder {
  token: string;
  line: number;
}

/**
 * `{{name}}` (or a lone `{{`), `TODO` (upper case only: "a todo list" is prose), `[placeholder]` and
 * `[placeholder: what]` in any case.
 */
const PLACEHOLDER_ANY_CASE = /\{\{[^{}\n]*\}\}|\{\{|\bTODO\b|\[placeholder\b[^\]\n]*\]/gi;

function placeholdersIn(text: string): RegExpExecArray[] {
  return [...text.matchAll(PLACEHOLDER_ANY_CASE)].filter(
    (match) => match[0].toUpperCase() !== 'TODO' || match[0] === 'TODO',
  );
}

/**
 * Placeholders left in the report.
 *
 * Code is quoted material, so it is read differently from prose: flows template with `{{name}}`, and
 * quoted source or response bodies carry `TODO` comments, so a `{{` or `TODO` *inside* a line of a
 * fenced block (or inside an inline `code span`) is content, not an unfinished report. A fenced line
 * that holds nothing but a placeholder (`{{response_body}}`, `TODO`, `[placeholder]`) is still
 * reported: that is a template slot for output that was never pasted in.
 */
function findPlaceholders(lines: MarkdownLine[]): Placeholder[] {
  const found: Placeholder[] = [];
  for (const line of lines) {
    if (line.fence) continue;
    if (line.inCode) {
      // Only a line that starts with a placeholder and holds nothing else (a `TODO: ...` note counts).
      const first = placeholdersIn(line.text)[0];
      const rest = first ? line.text.slice(first.index + first[0].length).trim() : '';
      const alone = first !== undefined && line.text.slice(0, first.index).trim() === '';
      if (alone && (rest === '' || (first[0] === 'TODO' && rest.startsWith(':')))) {
        found.push({ token: first[0], line: line.number });
      }
      continue;
    }
    // Inline code spans are blanked out, keeping the columns.
    const prose = line.text.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length));
    for (const match of placeholdersIn(prose)) found.push({ token: match[0], line: line.number });
  }
  return found;
}
