/**
 * Lines of a fix that do more than a failing API test explains: a new network call, a new process,
 * code run from a string, a read of credentials or of the environment, an obfuscated string. A model
 * can be talked into adding them by what it read (an answer that asks for "a small helper"), and a
 * verification only says the failing flows pass, not that nothing else was added. Such a fix is
 * flagged where it is shown and never offered as a one-click suggestion.
 *
 * Judged per file on what the fix adds beyond what it removes: rewriting a line that already made a
 * request is no new request.
 */
import { readDiffHunks } from '../../repo/unified-diff.js';
import type { FilePatch, RiskFlag, RiskKind } from './types.js';

const LOOPBACK_URL = /^https?:\/\/(?:localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)(?:[:/]|$)/i;

/** What each kind looks like, across the languages APIs are written in. */
const PATTERNS: ReadonlyArray<{ kind: RiskKind; pattern: RegExp }> = [
  {
    kind: 'a new network call',
    pattern:
      /\b(?:fetch|axios|got|superagent|ky|XMLHttpRequest|WebSocket|EventSource)\s*[.(]|\bhttps?\.(?:request|get)\s*\(|\bnet\.(?:connect|createConnection|Socket|Dial\w*)\b|\bdgram\b|\bdns\.(?:lookup|resolve\w*)\b|\brequests\.(?:get|post|put|patch|delete|request|Session)\b|\burllib[\w.]*\.(?:urlopen|Request)\b|\bhttpx\.\w+\(|\bsocket\.(?:socket|create_connection)\s*\(|\bhttp\.(?:Get|Post|NewRequest)\s*\(|\bNet::HTTP\b|\bHttpClient\b|\bRestTemplate\b|\bcurl\b|\bwget\b/,
  },
  {
    kind: 'a new process',
    pattern:
      /\bchild_process\b|\b(?:exec|execSync|execFile|execFileSync|spawn|spawnSync|fork)\s*\(|\bsubprocess\.\w+|\bos\.(?:system|popen|exec\w*|spawn\w*)\s*\(|\bRuntime\.getRuntime\(\)\.exec|\bProcessBuilder\b|\bexec\.Command\b|\b(?:system|popen|shell_exec|passthru|proc_open|pcntl_exec)\s*\(|\bIO\.popen\b|%x[({[]|\bKernel\.(?:exec|system|spawn)\b/,
  },
  {
    kind: 'code run from a string',
    pattern:
      /\beval\s*\(|\bnew\s+Function\s*\(|\bvm\.run\w*\(|\bcompile\s*\([^)]*['"]exec['"]|\b__import__\s*\(|\bpickle\.loads?\b|\bimportlib\.import_module\b|\brequire\s*\(\s*[^'"`\s)]|\bimport\s*\(\s*[^'"`\s)]|\binstance_eval\b|\bclass_eval\b|\bassert\s*\(\s*\$/,
  },
  {
    kind: 'a read of credentials or the environment',
    pattern:
      /\bprocess\.env\b|\bos\.(?:environ|getenv)\b|\bENV\[|\bSystem\.getenv\b|\bos\.Getenv\b|\bgetenv\s*\(|\.git\/config|\.git-credentials|\/proc\/|\.ssh\/|id_rsa|\/etc\/(?:passwd|shadow)|\.aws\/credentials|\.npmrc|\.env\b|GITHUB_TOKEN|ACTIONS_\w*TOKEN|AWS_SECRET/,
  },
  {
    kind: 'an obfuscated string',
    pattern:
      /['"`][A-Za-z0-9+/]{48,}={0,2}['"`]|['"`](?:[0-9a-fA-F]{2}){24,}['"`]|(?:\\x[0-9a-fA-F]{2}){4,}|(?:\\u[0-9a-fA-F]{4}){4,}|(?:\\[0-7]{3}){4,}|\bString\.fromCharCode\s*\(|\batob\s*\(|\bBuffer\.from\s*\([^)]*['"](?:base64|hex)['"]|\bb64decode\b|\bbase64\.(?:b64)?decode\b|\bunescape\s*\(|\bcodecs\.decode\b|\bchr\s*\(\s*\d+\s*\)\s*\+/,
  },
];

const SHOWN_CHARS = 120;

/** The added lines of each file that do more than the failure explains. */
export function riskFlags(files: readonly FilePatch[]): RiskFlag[] {
  const flags: RiskFlag[] = [];
  for (const file of files) {
    const added: Array<{ line: number; text: string }> = [];
    const removed: string[] = [];
    for (const hunk of readDiffHunks(file.diff)) {
      let line = hunk.newStart;
      for (const text of hunk.lines) {
        if (text.startsWith('+')) added.push({ line: line++, text: text.slice(1) });
        else if (text.startsWith('-')) removed.push(text.slice(1));
        else if (text.startsWith(' ')) line++;
      }
    }
    for (const { kind, pattern } of PATTERNS) {
      const before = removed.filter((text) => matches(kind, pattern, text)).length;
      const after = added.filter(({ text }) => matches(kind, pattern, text));
      // The fix rewrote as many such lines as it added: nothing new of this kind.
      if (after.length <= before) continue;
      for (const { line, text } of after.slice(before)) {
        flags.push({ path: file.path, line, kind, text: shorten(text.trim()) });
      }
    }
  }
  return flags.sort((a, b) => (a.path === b.path ? a.line - b.line : a.path < b.path ? -1 : 1));
}

function matches(kind: RiskKind, pattern: RegExp, text: string): boolean {
  if (pattern.test(text)) return true;
  // A URL that leaves the machine is a network call in the making, wherever it is written.
  if (kind !== 'a new network call') return false;
  return [...text.matchAll(/https?:\/\/[^\s'"`)<>]+/gi)].some(([url]) => !LOOPBACK_URL.test(url));
}

function shorten(text: string): string {
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS - 1)}…` : text;
}

/** `a new process (src/app.js:12); …`: the flags in one sentence. */
export function describeRisks(flags: readonly RiskFlag[]): string {
  const kinds = [...new Set(flags.map((flag) => flag.kind))];
  return kinds
    .map((kind) => {
      const places = flags.filter((flag) => flag.kind === kind).map((flag) => `${flag.path}:${flag.line}`);
      return `${kind} (${places.join(', ')})`;
    })
    .join('; ');
}
