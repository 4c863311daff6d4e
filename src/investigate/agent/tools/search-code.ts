/**
 * search_code: grep over the repository's text files, answering `file:line: text`, so the model
 * can go from an error message or an endpoint path to the code that produces it. The same limits
 * as the other file tools apply: no .git, no secret files, no symlinks, no installed folders.
 */
import { stat } from 'node:fs/promises';
import { cut, messageOf } from '../../../util/text.js';
import { Type, type Static } from 'typebox';
import { defineTool } from '../registry.js';
import { resolveToolPath } from '../../../repo/safe-path.js';
import type { Tool, ToolContext } from '../types.js';
import type { ToolDependencies } from './dependencies.js';
import { capText, MAX_OUTPUT_BYTES } from './output.js';
import { readTextFile, walkRepository, type WalkEntry } from './repo-files.js';

const DEFAULT_RESULTS = 50;
const MAX_RESULTS = 200;
/** Larger files are mostly data or bundles, and reading them all would stall the search. */
const MAX_FILE_BYTES = 1024 * 1024;
/** A repository larger than this is searched only in part; the answer says so. */
const MAX_FILES = 20_000;
const MAX_LINE_CHARS = 240;
const MAX_DEPTH = 40;
const MAX_REGEX_LINE = 4_000;

const SearchCodeParameters = Type.Object(
  {
    query: Type.String({
      minLength: 1,
      description: 'Text to find, e.g. an error message or a route like /users/:id.',
    }),
    regex: Type.Optional(
      Type.Boolean({ default: false, description: 'Treat query as a JavaScript regular expression.' }),
    ),
    path: Type.Optional(
      Type.String({
        description: 'Folder or file to search in, relative to the repository root; default everything.',
      }),
    ),
    max_results: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_RESULTS,
        default: DEFAULT_RESULTS,
        description: 'Matches to return at most.',
      }),
    ),
  },
  { additionalProperties: false },
);
export type SearchCodeArgs = Static<typeof SearchCodeParameters>;

export function createSearchCodeTool(deps: ToolDependencies): Tool {
  return defineTool({
    name: 'search_code',
    returns: 'repository',
    description:
      'Search the text files of the repository for a string (or a regular expression) and get `file:line: text` for each match. Case-insensitive unless the query has an upper-case letter. Skips node_modules, build output, binary files and secrets.',
    parameters: SearchCodeParameters,
    run: async (args, context) => deps.redactor.text(await searchCode(args, context)),
  });
}

async function searchCode(args: SearchCodeArgs, context: ToolContext): Promise<string> {
  const resolved = await resolveToolPath(context.repoRoot, args.path ?? '.', 'search');
  if ('refused' in resolved) return resolved.refused;
  const { shown: start, absolute } = resolved;

  const isFile = await stat(absolute).then(
    (stats) => stats.isFile(),
    () => undefined,
  );
  if (isFile === undefined) return `no file or folder ${start} in the repository; find paths with list_files`;

  const matcher = buildMatcher(args.query, args.regex === true);
  if (typeof matcher === 'string') return matcher;
  const maxResults = args.max_results ?? DEFAULT_RESULTS;

  const results: string[] = [];
  let filesSearched = 0;
  let moreMatches = 0;
  let stoppedEarly = false;
  for await (const file of filesToSearch(absolute, start, isFile, context)) {
    if (filesSearched >= MAX_FILES) {
      stoppedEarly = true;
      break;
    }
    filesSearched++;
    let content;
    try {
      content = await readTextFile(file.absolute, MAX_FILE_BYTES);
    } catch {
      continue;
    }
    if (content.kind !== 'text') continue;
    const lines = content.text.split(/\r?\n/);
    for (let index = 0; index < lines.length; index++) {
      const line = lines[index] as string;
      if (!matcher(line)) continue;
      if (results.length < maxResults)
        results.push(`${file.relative}:${index + 1}: ${cut(line.trim(), MAX_LINE_CHARS)}`);
      else moreMatches++;
    }
    // Past the cap only the count matters; a few more files give a fair "N more" without scanning all.
    if (moreMatches > maxResults * 10) {
      stoppedEarly = true;
      break;
    }
  }

  const where = start === '.' ? 'the repository' : start;
  if (results.length === 0) {
    return `no match for ${JSON.stringify(args.query)} in ${where} (${filesSearched} files searched${stoppedEarly ? ', stopped early' : ''})`;
  }
  const footer: string[] = [];
  if (moreMatches > 0) {
    footer.push(
      `… ${moreMatches}${stoppedEarly ? '+' : ''} more matches not shown; narrow the search with path or a more specific query`,
    );
  } else if (stoppedEarly) {
    footer.push(`… stopped after ${filesSearched} files; narrow the search with path`);
  }
  return capText(
    [...results, ...footer].join('\n'),
    MAX_OUTPUT_BYTES,
    'narrow the search with path or max_results',
  );
}

/** The files under the start: the start itself when it is a file, else every readable file below it. */
async function* filesToSearch(
  absolute: string,
  start: string,
  isFile: boolean,
  context: ToolContext,
): AsyncGenerator<Pick<WalkEntry, 'absolute' | 'relative'>> {
  if (isFile) {
    yield { absolute, relative: start };
    return;
  }
  for await (const entry of walkRepository(absolute, start, {
    maxDepth: MAX_DEPTH,
    includeHeavy: false,
    signal: context.signal,
  })) {
    if (entry.kind === 'file' && entry.skipped === undefined) yield entry;
  }
}

/** A group containing `*`, `+`, `?` or `{n}` that is itself followed by a quantifier. */
const NESTED_QUANTIFIER = /\((?:[^()\\]|\\.)*[*+?}](?:[^()\\]|\\.)*\)\s*(?:[*+]|\{\d*,?\d*\})/;

/** A line test, or the reason the query cannot be used. Smart case: an upper-case letter makes it exact. */
function buildMatcher(query: string, regex: boolean): ((line: string) => boolean) | string {
  const caseSensitive = /[A-Z]/.test(query);
  if (regex) {
    // JavaScript cannot interrupt a regex, and a pattern that backtracks catastrophically on one
    // line would freeze the run past its deadline; a quantified group holding a quantifier is the
    // shape that does it, so it is refused with a way out.
    if (NESTED_QUANTIFIER.test(query)) {
      return 'query repeats a group that itself repeats (like (a+)+ or (\\s*\\S*)*), which can take forever; simplify it, or search for a plain text';
    }
    let pattern: RegExp;
    try {
      pattern = new RegExp(query, caseSensitive ? '' : 'i');
    } catch (error) {
      return `query is not a valid regular expression: ${messageOf(error)}`;
    }
    // A model's regex can backtrack badly on a minified megabyte line; the start of it is enough.
    return (line) => pattern.test(line.length > MAX_REGEX_LINE ? line.slice(0, MAX_REGEX_LINE) : line);
  }
  if (caseSensitive) return (line) => line.includes(query);
  const lower = query.toLowerCase();
  return (line) => line.toLowerCase().includes(lower);
}
