/**
 * The example workflows users copy: every action from elsewhere is pinned to a commit, with its
 * version beside it, since a tag can be moved to other code (the fork-safe publish job holds a
 * write token). Falcon CI's own action is named by its release tag.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';

const FOLDER = path.resolve(import.meta.dirname, '../../examples/workflows');

it('pins every third-party action of the example workflows by commit, with its version in a comment', async () => {
  const files = (await readdir(FOLDER)).filter((name) => name.endsWith('.yml'));
  expect(files.length).toBeGreaterThanOrEqual(4);
  for (const name of files) {
    const text = await readFile(path.join(FOLDER, name), 'utf8');
    expect(() => parse(text)).not.toThrow();
    const uses = [...text.matchAll(/^\s*(?:- )?uses: (\S+)(.*)$/gm)];
    expect(uses.length).toBeGreaterThan(0);
    for (const [, action, rest] of uses) {
      if (action!.startsWith('falcon-ci/falcon-ci@')) continue;
      expect(`${name}: ${action}`).toMatch(/@[0-9a-f]{40}$/);
      expect(`${name}: ${rest}`).toMatch(/ # v\d+\.\d+\.\d+$/);
    }
  }
});
