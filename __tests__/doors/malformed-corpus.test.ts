/**
 * The malformed corpus (`__fixtures__/malformed/`): every sample is refused by `falcon validate` and
 * `falcon run` alike, with exit code 2 and one problem line that starts with the file, line and
 * column of the mistake and says what to do; no stack trace, no warning printed by Node, and the API
 * never hears of it. The figures of both splits are printed; both must hold every promise.
 */
import { jest } from '@jest/globals';
import { main } from '../../src/doors/cli.js';
import {
  DEVELOPMENT,
  FLOW,
  FLOW_FILE,
  HELD_OUT,
  type MalformedSample,
} from '../__fixtures__/malformed/corpus.js';
import { sendJson, startServer, type TestServer } from '../__fixtures__/server.js';
import { makeWorkspace, USERS_SPEC, type TempRepo } from '../__fixtures__/workspace.js';

let server: TestServer;
let repo: TempRepo | undefined;

beforeAll(async () => {
  server = await startServer((_request, response) => sendJson(response, 200, { items: [] }));
});
afterAll(() => server.close());
afterEach(async () => {
  jest.restoreAllMocks();
  await repo?.remove();
  repo = undefined;
});

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
  warnings: number;
}

async function falcon(args: string[], root: string): Promise<Outcome> {
  let stdout = '';
  let stderr = '';
  jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((stdout += String(chunk)), true));
  jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((stderr += String(chunk)), true));
  const warning = jest.spyOn(process, 'emitWarning').mockImplementation(() => undefined);
  try {
    const code = await main(args, { NO_COLOR: '1' }, root);
    return { code, stdout, stderr, warnings: warning.mock.calls.length };
  } finally {
    jest.restoreAllMocks();
  }
}

/** What a sample broke of the promises, in words; empty when it kept them all. */
async function broken(sample: MalformedSample): Promise<string[]> {
  const files: Record<string, string> = {};
  for (const [name, text] of Object.entries({ [FLOW_FILE]: FLOW, 'spec.yaml': USERS_SPEC, ...sample.files }))
    if (text !== null) files[name] = text;
  repo = await makeWorkspace(files);
  const before = server.requests.length;
  const validate = await falcon(['validate'], repo.root);
  const run = await falcon(['run', ...(sample.ownBaseUrl ? [] : ['--base-url', server.url])], repo.root);
  const sent = server.requests.length - before;
  await repo.remove();
  repo = undefined;

  const problems: string[] = [];
  const [file, line] = sample.at.split(/:(?=\d+$)/);
  const place = new RegExp(`^  ${file!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:${line}:\\d+: \\S`);
  for (const [name, outcome] of [
    ['validate', validate],
    ['run', run],
  ] as const) {
    const lines = outcome.stderr.trimEnd().split('\n');
    const problem = lines[1] ?? '';
    if (outcome.code !== 2) problems.push(`${name} exited ${outcome.code}`);
    if (lines.length !== 2 || lines[0] !== '1 problem in the input; nothing was sent:')
      problems.push(`${name} said ${lines.length - 1} problems: ${outcome.stderr.trim().slice(0, 400)}`);
    else if (!place.test(problem)) problems.push(`${name} placed it elsewhere: ${problem}`);
    if (!/ — \S/.test(problem)) problems.push(`${name} gave no advice: ${problem}`);
    if (sample.says && !sample.says.test(problem))
      problems.push(`${name} did not say ${String(sample.says)}: ${problem}`);
    if (
      /\n\s+at |Error:|node:internal|RangeError|TypeError|please report/.test(outcome.stderr + outcome.stdout)
    )
      problems.push(`${name} printed a stack or a bug`);
    if (outcome.warnings > 0) problems.push(`${name} printed ${outcome.warnings} Node warnings`);
  }
  if (validate.stderr !== run.stderr) problems.push('validate and run disagree');
  if (sent > 0) problems.push(`${sent} requests were sent`);
  return problems;
}

describe.each([
  ['development', DEVELOPMENT],
  ['held-out', HELD_OUT],
])('the malformed corpus, %s split', (split, samples) => {
  const kept: string[] = [];
  afterAll(() => {
    process.stdout.write(
      `malformed corpus, ${split}: ${kept.length} of ${samples.length} samples keep every promise\n`,
    );
  });
  it.each(samples.map((sample) => [`${sample.family} (${sample.source})`, sample] as const))(
    '%s',
    async (_name, sample) => {
      const problems = await broken(sample);
      if (problems.length === 0) kept.push(sample.family);
      expect(problems).toEqual([]);
    },
  );
});
