import { unifiedDiff } from '../../src/repo/unified-diff.js';

/** Applies a unified diff the way `patch` does, strictly: every context and removed line must match. */
function applyDiff(oldText: string, diff: string): string {
  const lines = diff.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const source = splitKeepingEol(oldText);
  const output: string[] = [];
  let cursor = 0;
  let index = 2; // after the --- and +++ lines
  while (index < lines.length) {
    const header = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@$/.exec(lines[index]!);
    if (!header) throw new Error(`not a hunk header: ${lines[index]}`);
    const oldStart = Number(header[1]);
    const oldCount = header[2] === undefined ? 1 : Number(header[2]);
    const firstOld = oldCount === 0 ? oldStart : oldStart - 1;
    while (cursor < firstOld) output.push(source[cursor++]!);
    index++;
    while (index < lines.length && !lines[index]!.startsWith('@@')) {
      const line = lines[index]!;
      const next = lines[index + 1];
      const eol = next === '\\ No newline at end of file' ? '' : '\n';
      const text = line.slice(1) + eol;
      if (line[0] === ' ' || line[0] === '-') {
        if (source[cursor] !== text) throw new Error(`context mismatch at old line ${cursor + 1}`);
        if (line[0] === ' ') output.push(text);
        cursor++;
      } else if (line[0] === '+') {
        output.push(text);
      } else {
        throw new Error(`unexpected line: ${line}`);
      }
      index += eol === '' ? 2 : 1;
    }
  }
  while (cursor < source.length) output.push(source[cursor++]!);
  return output.join('');
}

function splitKeepingEol(text: string): string[] {
  return text === '' ? [] : (text.match(/[^\n]*\n|[^\n]+$/g) ?? []);
}

/** Length of the longest common subsequence of lines: the shortest diff changes n + m - 2·lcs lines. */
function lcs(a: string[], b: string[]): number {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      table[i]![j] =
        a[i - 1] === b[j - 1] ? table[i - 1]![j - 1]! + 1 : Math.max(table[i - 1]![j]!, table[i]![j - 1]!);
    }
  }
  return table[a.length]![b.length]!;
}

describe('unifiedDiff', () => {
  const lines = (count: number, change: (n: number) => string = (n) => `line ${n}`): string =>
    Array.from({ length: count }, (_, index) => `${change(index + 1)}\n`).join('');

  it('writes GNU-style hunks with three lines of context, split when changes are far apart', () => {
    const before = lines(20);
    const after = lines(20, (n) => (n === 2 ? 'line two' : n === 18 ? 'line eighteen' : `line ${n}`));
    const diff = unifiedDiff(before, after, { path: 'src/app.js' });
    expect(diff.text).toBe(
      [
        '--- a/src/app.js',
        '+++ b/src/app.js',
        '@@ -1,5 +1,5 @@',
        ' line 1',
        '-line 2',
        '+line two',
        ' line 3',
        ' line 4',
        ' line 5',
        '@@ -15,6 +15,6 @@',
        ' line 15',
        ' line 16',
        ' line 17',
        '-line 18',
        '+line eighteen',
        ' line 19',
        ' line 20',
        '',
      ].join('\n'),
    );
    expect(diff).toMatchObject({ added: 2, removed: 2 });
  });

  it('keeps changes up to six unchanged lines apart in one hunk', () => {
    const after = lines(12, (n) => (n === 3 || n === 10 ? `changed ${n}` : `line ${n}`));
    const hunks = unifiedDiff(lines(12), after, { path: 'a.txt' }).text.match(/^@@/gm);
    expect(hunks).toHaveLength(1);
  });

  it('diffs a new file against /dev/null and an emptied file to an empty side', () => {
    expect(unifiedDiff('', 'a\nb\n', { path: 'new.txt', created: true }).text).toBe(
      '--- /dev/null\n+++ b/new.txt\n@@ -0,0 +1,2 @@\n+a\n+b\n',
    );
    expect(unifiedDiff('a\n', '', { path: 'gone.txt' }).text).toBe(
      '--- a/gone.txt\n+++ b/gone.txt\n@@ -1 +0,0 @@\n-a\n',
    );
  });

  it('marks a last line without a newline, and a newline added at the end as a change', () => {
    expect(unifiedDiff('a\nb', 'a\nb\n', { path: 'f' }).text).toBe(
      '--- a/f\n+++ b/f\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n',
    );
  });

  it('is empty for equal texts', () => {
    expect(unifiedDiff('same\n', 'same\n', { path: 'f' })).toEqual({ text: '', added: 0, removed: 0 });
  });

  it('applies back to the new text and is as short as possible, for many random edits', () => {
    let seed = 42;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const text = (): string => {
      const count = Math.floor(random() * 14);
      const body = Array.from({ length: count }, () => 'abcde'[Math.floor(random() * 5)]).join('\n');
      return count > 0 && random() < 0.7 ? `${body}\n` : body;
    };
    for (let round = 0; round < 400; round++) {
      const before = text();
      const after = text();
      const diff = unifiedDiff(before, after, { path: 'f' });
      if (before === after) {
        expect(diff.text).toBe('');
        continue;
      }
      expect(applyDiff(before, diff.text)).toBe(after);
      const a = splitKeepingEol(before);
      const b = splitKeepingEol(after);
      expect(diff.added + diff.removed).toBe(a.length + b.length - 2 * lcs(a, b));
    }
  });

  it('still gives a correct diff when a large file is rewritten beyond the edit search limit', () => {
    const before = lines(1500, (n) => `old ${n}`);
    const after = `header\n${lines(1500, (n) => `new ${n}`)}`;
    const diff = unifiedDiff(before, after, { path: 'big.txt' });
    expect(applyDiff(before, diff.text)).toBe(after);
    expect(diff).toMatchObject({ added: 1501, removed: 1500 });
  });
});
