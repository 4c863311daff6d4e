import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  validateFalconMd,
  validateFalconMdText,
  validateReportContent,
  validateReportText,
} from '../../src/workspace/report-content.js';

const GOOD_REPORT = [
  '# Contract report: users-api',
  '',
  'Run against staging on 2025-01-10.',
  '',
  '| flow | result |',
  '| --- | --- |',
  '| contract_users | PASS |',
  '| smoke_health | FAIL |',
  '',
].join('\n');

const GOOD_FALCON_MD = [
  '# Base URLs',
  '',
  '- staging: https://staging.example.com/api',
  '- production: https://api.example.com',
  '',
  '# Known Endpoints',
  '',
  '- GET /users: list users, paginated with `limit` and `cursor`',
  '- POST /users: create a user (needs a bearer token)',
  '',
].join('\n');

/** Pads a text with prose lines until it is over `bytes` long, so a test isolates one rule. */
function padded(text: string, bytes = 300): string {
  let result = text;
  while (Buffer.byteLength(result) <= bytes)
    result += '\nThe service answered every request within the budget.';
  return result;
}

describe('validateReportText', () => {
  it('accepts a report with a heading and a result table', () => {
    expect(validateReportText(GOOD_REPORT)).toEqual({ valid: true, reasons: [] });
  });

  it('accepts results shown as a fenced code block or as marks', () => {
    const codeBlock = padded('## Smoke run\n\n```\nGET /health 200 in 12 ms\n```');
    const marks = padded('# Smoke run\n\n- health ✓\n- users ✗');
    expect(validateReportText(codeBlock).valid).toBe(true);
    expect(validateReportText(marks).valid).toBe(true);
  });

  it('rejects a report of 64 bytes or less and accepts one of 65', () => {
    const base = '# R\n| a | PASS |\n';
    const at64 = base + 'x'.repeat(64 - Buffer.byteLength(base));
    const at65 = at64 + 'x';
    expect(Buffer.byteLength(at64)).toBe(64);
    expect(validateReportText(at64).reasons).toEqual([
      'report is too short (64 bytes, more than 64 needed): write the results it reports, not only a title',
    ]);
    expect(validateReportText(at65)).toEqual({ valid: true, reasons: [] });
  });

  it('counts bytes, not characters', () => {
    // 20 check marks are 20 characters but 60 bytes.
    const text = '# R\n' + '✓'.repeat(20) + '\n';
    expect(text.length).toBeLessThan(64);
    expect(validateReportText(text).valid).toBe(true);
  });

  it('requires a level-1 or level-2 heading', () => {
    const reasons = validateReportText(
      padded('Results\n\n| flow | result |\n|---|---|\n| a | PASS |'),
    ).reasons;
    expect(reasons).toEqual(["no Markdown heading: start the report with '# <title>'"]);
    expect(validateReportText(padded('### Deep heading\n\n| a | PASS |')).reasons).toEqual([
      "no Markdown heading: start the report with '# <title>'",
    ]);
    // `#tag` is not a heading (no space), and an empty `#` has no title.
    expect(validateReportText(padded('#results\n#\n\nAll PASS')).reasons).toEqual([
      "no Markdown heading: start the report with '# <title>'",
    ]);
  });

  it('does not take a comment inside a code block for a heading', () => {
    const text = padded('Output:\n\n```bash\n# run the smoke flows\nfalcon run --type smoke\n```');
    expect(validateReportText(text).reasons).toEqual([
      "no Markdown heading: start the report with '# <title>'",
    ]);
  });

  it('requires results: a table row, a code block, or PASS/FAIL/✓/✗', () => {
    const reasons = validateReportText(
      padded('# Report\n\nThe run went well and nothing else is worth saying.'),
    ).reasons;
    expect(reasons).toEqual([
      'no results shown: add a table of results (| flow | result |), a fenced code block with the output, or PASS/FAIL marks',
    ]);
    // Words that merely contain the marks do not count.
    expect(
      validateReportText(padded('# Report\n\nPASSWORD rotation and FAILOVER were discussed.')).reasons,
    ).toEqual(reasons);
    expect(validateReportText(padded('# Report\n\n3 flows PASSED.')).valid).toBe(true);
    expect(validateReportText(padded('# Report\n\nflow | result\n--- | ---\na | ok')).valid).toBe(true);
  });

  it('reports each placeholder with its line', () => {
    const text = padded(
      [
        '# Report for {{api_name}}',
        '',
        '| flow | result |',
        '|---|---|',
        '| smoke | PASS |',
        '',
        'TODO: explain the failure',
        'Root cause: [placeholder]',
        'Fix: [Placeholder: the patch]',
      ].join('\n'),
    );
    expect(validateReportText(text).reasons).toEqual([
      "unresolved placeholder '{{api_name}}' on line 1: replace it with the real content or remove it",
      "unresolved placeholder 'TODO' on line 7: replace it with the real content or remove it",
      "unresolved placeholder '[placeholder]' on line 8: replace it with the real content or remove it",
      "unresolved placeholder '[Placeholder: the patch]' on line 9: replace it with the real content or remove it",
    ]);
  });

  it('reports an unclosed {{ and ignores the word "todo" in lower case', () => {
    const text = padded('# Report\n\nAll PASS, base url {{base_url\n\nNothing left on the todo list.');
    expect(validateReportText(text).reasons).toEqual([
      "unresolved placeholder '{{' on line 3: replace it with the real content or remove it",
    ]);
  });

  it('reads template syntax and TODO comments inside code as quoted content', () => {
    const text = padded(
      [
        '# Report',
        '',
        'The failing step, `{{firstId}}` captured from the list:',
        '',
        '```yaml',
        '- id: get',
        '  request: { method: GET, path: "/users/{{firstId}}" }',
        '```',
        '',
        '```js',
        'return user.name; // TODO handle missing names',
        '```',
        '',
        'Result: FAIL',
      ].join('\n'),
    );
    expect(validateReportText(text)).toEqual({ valid: true, reasons: [] });
  });

  it('still reports a code line that is nothing but a placeholder: output never pasted in', () => {
    const text = padded(
      [
        '# Report',
        '',
        'Response body:',
        '',
        '```json',
        '{{response_body}}',
        '```',
        '',
        '~~~',
        'TODO: paste the stack trace',
        '~~~',
      ].join('\n'),
    );
    expect(validateReportText(text).reasons).toEqual([
      "unresolved placeholder '{{response_body}}' on line 6: replace it with the real content or remove it",
      "unresolved placeholder 'TODO' on line 10: replace it with the real content or remove it",
    ]);
  });

  it('treats an unclosed fence as code to the end, like CommonMark', () => {
    const text = padded('Output\n\n````\n# not a heading\n```\nstill code');
    expect(validateReportText(text).reasons).toEqual([
      "no Markdown heading: start the report with '# <title>'",
    ]);
  });

  it('returns every reason at once', () => {
    expect(validateReportText('Summary: TODO')).toEqual({
      valid: false,
      reasons: [
        'report is too short (13 bytes, more than 64 needed): write the results it reports, not only a title',
        "no Markdown heading: start the report with '# <title>'",
        'no results shown: add a table of results (| flow | result |), a fenced code block with the output, or PASS/FAIL marks',
        "unresolved placeholder 'TODO' on line 1: replace it with the real content or remove it",
      ],
    });
  });

  it('fails an empty report on size, heading and results', () => {
    expect(validateReportText('').reasons).toHaveLength(3);
  });
});

describe('validateFalconMdText', () => {
  it('accepts a knowledge base with both sections filled', () => {
    expect(validateFalconMdText(GOOD_FALCON_MD)).toEqual({ valid: true, reasons: [] });
  });

  it('matches the section headings case-insensitively', () => {
    const text = GOOD_FALCON_MD.replace('# Base URLs', '#  base urls').replace(
      '# Known Endpoints',
      '# KNOWN ENDPOINTS #',
    );
    expect(validateFalconMdText(text)).toEqual({ valid: true, reasons: [] });
  });

  it('rejects 200 bytes or less', () => {
    const text = '# Base URLs\nhttps://a.example\n# Known Endpoints\nGET /users\n';
    const exact = text + ' '.repeat(200 - Buffer.byteLength(text));
    expect(validateFalconMdText(exact).reasons).toEqual([
      "falcon.md is too short (200 bytes, more than 200 needed): describe the API's base URLs and known endpoints",
    ]);
    expect(validateFalconMdText(exact + ' ').valid).toBe(true);
  });

  it('names a missing section', () => {
    const text = padded('# Base URLs\n\n- https://api.example.com\n\n# Notes\n\nGET /users lists users.');
    expect(validateFalconMdText(text).reasons).toEqual([
      "no '# Known Endpoints' section: add a level-1 heading '# Known Endpoints' with the API's endpoints (method and path) under it",
    ]);
  });

  it('points at a section written at the wrong level', () => {
    const text = padded(
      '# API\n\n## Base URLs\n\n- https://api.example.com\n\n# Known Endpoints\n\n- GET /users',
    );
    expect(validateFalconMdText(text).reasons).toEqual([
      "'## Base URLs' on line 3 is not a level-1 heading: write it as '# Base URLs'",
    ]);
  });

  it('rejects an empty section, whether the next heading or the end follows', () => {
    const emptyFirst = padded('# Base URLs\n\n\n# Known Endpoints\n\n- GET /users\n', 250);
    expect(validateFalconMdText(emptyFirst).reasons).toEqual([
      "'# Base URLs' section on line 1 is empty: list the API's base URLs (one per environment) under it",
    ]);
    const emptyLast = 'x'.repeat(220) + '\n# Base URLs\n- https://api.example.com\n# Known Endpoints\n   \n';
    expect(validateFalconMdText(emptyLast).reasons).toEqual([
      "'# Known Endpoints' section on line 4 is empty: list the API's endpoints (method and path) under it",
    ]);
  });

  it('counts a sub-heading as content, but not a heading inside a code block as a section', () => {
    const subHeading = padded('# Base URLs\n## Staging\n# Known Endpoints\n- GET /users');
    expect(validateFalconMdText(subHeading).valid).toBe(true);
    const fenced = padded(
      'Example:\n\n```md\n# Base URLs\nhttps://x\n```\n\n# Known Endpoints\n\n- GET /users',
    );
    expect(validateFalconMdText(fenced).reasons).toEqual([
      "no '# Base URLs' section: add a level-1 heading '# Base URLs' with the API's base URLs (one per environment) under it",
    ]);
  });

  it('returns every reason at once', () => {
    expect(validateFalconMdText('# Base URLs\n')).toEqual({
      valid: false,
      reasons: [
        "falcon.md is too short (12 bytes, more than 200 needed): describe the API's base URLs and known endpoints",
        "'# Base URLs' section on line 1 is empty: list the API's base URLs (one per environment) under it",
        "no '# Known Endpoints' section: add a level-1 heading '# Known Endpoints' with the API's endpoints (method and path) under it",
      ],
    });
  });
});

describe('validating files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'falcon-validate-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('validates a report file on disk', async () => {
    const good = join(dir, 'contract_report_users_1.md');
    const bad = join(dir, 'contract_report_users_2.md');
    await writeFile(good, GOOD_REPORT);
    await writeFile(bad, '# Report\n\nTODO\n');
    await expect(validateReportContent(good)).resolves.toEqual({ valid: true, reasons: [] });
    const result = await validateReportContent(bad);
    expect(result.valid).toBe(false);
    expect(result.reasons).toHaveLength(3);
  });

  it('validates falcon.md on disk', async () => {
    const file = join(dir, 'falcon.md');
    await writeFile(file, GOOD_FALCON_MD);
    await expect(validateFalconMd(file)).resolves.toEqual({ valid: true, reasons: [] });
  });

  it('reports a missing file as the one reason', async () => {
    const missing = join(dir, 'reports', 'nope.md');
    await expect(validateReportContent(missing)).resolves.toEqual({
      valid: false,
      reasons: [`report not found at ${missing}: write the file before validating it`],
    });
    await expect(validateFalconMd(join(dir, 'absent.md'))).resolves.toEqual({
      valid: false,
      reasons: [`falcon.md not found at ${join(dir, 'absent.md')}: write the file before validating it`],
    });
  });

  it('reports a directory given instead of a file', async () => {
    const folder = join(dir, 'a-folder.md');
    await mkdir(folder);
    const result = await validateReportContent(folder);
    expect(result.reasons).toEqual([
      `report path ${folder} is a directory: give the path of the Markdown file`,
    ]);
  });
});
