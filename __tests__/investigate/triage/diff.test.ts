import {
  findChangedFile,
  mapToChanges,
  parseUnifiedDiffHunks,
} from '../../../src/investigate/triage/diff.js';
import type { ChangedFile, CodeLocation } from '../../../src/investigate/triage/types.js';

/** A `patch` as the GitHub PR files API returns it (no file headers, hunks only). */
const PATCH = `@@ -38,7 +38,9 @@ router.get('/products/:id', async (req, res) => {
   const product = await db.products.find(req.params.id);
   if (!product) return res.status(404).json({ error: 'not found' });
-  res.json(product);
+  const price = applyDiscount(product.price, product.discount);
+  res.json({ ...product, price });
+  // discount applied at read time
 });
 
 router.post('/products', async (req, res) => {
@@ -120 +122 @@ module.exports = router;
-module.exports = router;
+export default router;
@@ -200,3 +202,0 @@ function unused() {
-  a();
-  b();
-  c();`;

describe('parseUnifiedDiffHunks', () => {
  it('reads new-file ranges, with the count defaulting to one and deletion-only hunks left out', () => {
    expect(parseUnifiedDiffHunks(PATCH)).toEqual([
      { start: 38, end: 46 },
      { start: 122, end: 122 },
    ]);
  });

  it('reads a new file and ignores text that only looks like a hunk header', () => {
    expect(parseUnifiedDiffHunks('@@ -0,0 +1,25 @@\n+line\n+ @@ -1 +1,3 @@ inside a line')).toEqual([
      { start: 1, end: 25 },
    ]);
    expect(parseUnifiedDiffHunks('')).toEqual([]);
    expect(parseUnifiedDiffHunks('Binary files differ')).toEqual([]);
    expect(parseUnifiedDiffHunks(undefined as unknown as string)).toEqual([]);
  });
});

describe('findChangedFile', () => {
  const files: ChangedFile[] = [
    { path: 'src/routes/products.js' },
    { path: 'src/main/java/com/shop/catalog/PriceService.java' },
    { path: 'services/api/app/routes.py' },
    { path: 'app/models/product.rb' },
    { path: 'docs/routes.py' },
  ];

  it('matches an absolute server path that ends with the repository path', () => {
    expect(findChangedFile('/srv/shop/src/routes/products.js', files)?.path).toBe('src/routes/products.js');
    expect(findChangedFile('C:/Users/ada/shop/src/routes/products.js', files)?.path).toBe(
      'src/routes/products.js',
    );
  });

  it('matches a short trace path that the repository path ends with (JVM package paths, Rails paths)', () => {
    expect(findChangedFile('com/shop/catalog/PriceService.java', files)?.path).toBe(
      'src/main/java/com/shop/catalog/PriceService.java',
    );
    expect(findChangedFile('app/models/product.rb', files)?.path).toBe('app/models/product.rb');
  });

  it('matches a monorepo service mounted elsewhere when a folder and the file agree', () => {
    expect(findChangedFile('/srv/app/app/routes.py', files)?.path).toBe('services/api/app/routes.py');
  });

  it('refuses a file name alone when it is not the whole of either path, and ties', () => {
    expect(findChangedFile('/srv/other/products.js', files)).toBeUndefined();
    // Both services/api/app/routes.py and docs/routes.py end with routes.py.
    expect(findChangedFile('routes.py', files)).toBeUndefined();
    expect(findChangedFile('', files)).toBeUndefined();
  });

  it('compares Windows paths without regard to case', () => {
    expect(findChangedFile('C:\\Users\\Ada\\Shop\\SRC\\Routes\\Products.js', files)?.path).toBe(
      'src/routes/products.js',
    );
    expect(findChangedFile('/srv/shop/SRC/Routes/products.js', files)).toBeUndefined();
  });
});

describe('mapToChanges', () => {
  const location = (
    file: string,
    line: number,
    language: CodeLocation['language'] = 'node',
  ): CodeLocation => ({
    file,
    line,
    language,
  });

  it('renames matched files to the repository path, marks changed and inDiff, and puts changed code right after the culprit', () => {
    const changed: ChangedFile[] = [
      { path: 'src/routes/products.js', hunks: parseUnifiedDiffHunks(PATCH) },
      { path: 'src/pricing.js', hunks: [{ start: 1, end: 10 }] },
      { path: 'src/db.js' },
    ];
    const mapped = mapToChanges(
      [
        location('/srv/shop/src/util/format.js', 3),
        location('/srv/shop/src/pricing.js', 27),
        location('/srv/shop/src/db.js', 9),
        location('/srv/shop/src/routes/products.js', 42),
      ],
      changed,
    );
    expect(mapped).toEqual([
      // The culprit, the innermost frame, stays first.
      { file: '/srv/shop/src/util/format.js', line: 3, language: 'node', changed: false, inDiff: false },
      { file: 'src/routes/products.js', line: 42, language: 'node', changed: true, inDiff: true },
      { file: 'src/pricing.js', line: 27, language: 'node', changed: true, inDiff: false },
      // No hunks known for this file: whether the line is in the diff is not known either.
      { file: 'src/db.js', line: 9, language: 'node', changed: true },
    ]);
  });

  it('counts hunk boundaries as inside', () => {
    const changed = [{ path: 'app/x.py', hunks: [{ start: 10, end: 12 }] }];
    const lines = [9, 10, 12, 13].map(
      (line) => mapToChanges([location('/srv/app/x.py', line, 'python')], changed)[0],
    );
    expect(lines.map((item) => item?.inDiff)).toEqual([false, true, true, false]);
  });

  it('does not change the locations it was given', () => {
    const original = [location('/srv/shop/src/pricing.js', 27)];
    mapToChanges(original, [{ path: 'src/pricing.js' }]);
    expect(original).toEqual([location('/srv/shop/src/pricing.js', 27)]);
  });
});
