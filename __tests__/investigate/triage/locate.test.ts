import { locate } from '../../../src/investigate/triage/locate.js';
import { PathIndex } from '../../../src/investigate/triage/paths.js';

const LAMBDA = [
  'Traceback (most recent call last):',
  '  File "/var/task/app/handler.py", line 12, in handler',
  '  File "/var/task/shopkit/client.py", line 40, in fetch',
  'KeyError: "id"',
].join('\n');

describe('locate', () => {
  it('with the checkout, does not count frames whose file is not in it as the API code', () => {
    // shopkit is a package vendored beside the code, which no folder name marks.
    expect(locate(LAMBDA).map((location) => location.file)).toEqual([
      '/var/task/shopkit/client.py',
      '/var/task/app/handler.py',
    ]);
    const repository = new PathIndex(['src/app/handler.py', 'README.md']);
    expect(locate(LAMBDA, { repository })).toEqual([
      { file: 'src/app/handler.py', line: 12, function: 'handler', language: 'python', mapped: true },
    ]);
  });

  it('keeps the trace paths when nothing maps, and marks changes by repository path exactly', () => {
    const repository = new PathIndex(['src/app/handler.py', 'src/app/util.py']);
    const marked = locate(LAMBDA, { repository, changedFiles: [{ path: 'src/app/util.py' }] });
    expect(marked.map((location) => [location.file, location.changed])).toEqual([
      ['src/app/handler.py', false],
    ]);
    const changed = locate(LAMBDA, {
      repository,
      changedFiles: [{ path: 'src/app/handler.py', hunks: [{ start: 10, end: 14 }] }],
    });
    expect(changed[0]).toMatchObject({ changed: true, inDiff: true });
    expect(
      locate(LAMBDA, { repository: new PathIndex(['docs/index.md']) }).map((location) => location.file),
    ).toEqual(['/var/task/shopkit/client.py', '/var/task/app/handler.py']);
  });

  it('marks a frame that fits two changed files as changed, offering both', () => {
    const trace = '    at save (/app/src/store.js:3:1)';
    const [location] = locate(trace, {
      changedFiles: [{ path: 'services/a/src/store.js' }, { path: 'services/b/src/store.js' }],
    });
    expect(location).toMatchObject({
      file: 'services/a/src/store.js',
      candidates: ['services/a/src/store.js', 'services/b/src/store.js'],
      changed: true,
    });
  });

  it("takes frames judged a package's for the API's when the repository is that package, and only then", () => {
    const installed = [
      'Traceback (most recent call last):',
      '  File "/opt/conda/lib/python3.11/site-packages/tornado/web.py", line 1790, in _execute',
      '  File "/opt/conda/lib/python3.11/site-packages/lab_datasets/preview.py", line 38, in rows',
      '  File "<frozen codecs>", line 322, in decode',
      'UnicodeDecodeError: invalid start byte',
    ].join('\n');
    const repository = new PathIndex(['lab_datasets/preview.py', 'pyproject.toml']);
    expect(locate(installed, { repository }).map((location) => `${location.file}:${location.line}`)).toEqual([
      'lab_datasets/preview.py:38',
    ]);
    // With a frame of the API's own in the checkout, the readers' verdicts stand.
    const own = new PathIndex(['lab_datasets/preview.py', 'app/handlers.py']);
    const withOwn = installed.replace(
      'UnicodeDecodeError',
      '  File "/srv/app/handlers.py", line 9, in get\nUnicodeDecodeError',
    );
    expect(locate(withOwn, { repository: own }).map((location) => location.file)).toEqual([
      'app/handlers.py',
    ]);
  });
});
