/**
 * How users get the CLI without a clone: the npm package (installed from its tarball, with nothing
 * from the registry, since the bundle carries every dependency), the single-file build and the
 * container image's definition.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import packageJson from '../package.json' with { type: 'json' };
import { createShopServer } from '../examples/shop/server.js';
import { copyShopWorkspace } from './__fixtures__/shop.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
/** npm as the user's shell finds it. */
const NPM = 'npm';

let scratch: string;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'falcon-dist-'));
});
afterEach(() => rm(scratch, { recursive: true, force: true }));

/** `node <cli> run` against the example shop API, in a fresh copy of its workspace. */
async function runShop(cli: string[]): Promise<{ code: number; stdout: string }> {
  const shop = createShopServer({ env: { SHOP_PASSWORD: 'demo-password' } });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  const { port } = shop.address() as { port: number };
  const repo = path.join(scratch, 'repo');
  await copyShopWorkspace(path.join(repo, '.falcon'));
  try {
    const { stdout } = await run(
      cli[0]!,
      [...cli.slice(1), 'run', '--base-url', `http://127.0.0.1:${port}`, '--history', 'off'],
      { cwd: repo, env: { PATH: process.env['PATH'] ?? '', NO_COLOR: '1', SHOP_PASSWORD: 'demo-password' } },
    );
    return { code: 0, stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '' };
  } finally {
    shop.closeAllConnections();
    shop.close();
  }
}

describe('the npm package', () => {
  it('is named as its command, carries the bundle and no dependency, and is ready to publish', () => {
    expect(packageJson.name).toBe('falcon-ci');
    expect(packageJson.bin).toEqual({ 'falcon-ci': 'dist/cli.js', falcon: 'dist/cli.js' });
    expect(packageJson.engines.node).toMatch(/^>=\d+\.\d+/);
    expect('dependencies' in packageJson).toBe(false);
    expect(packageJson.repository.url).toMatch(/^git\+https:\/\/github\.com\/[^/]+\/[^/]+\.git$/);
    expect(packageJson.publishConfig).toEqual({ access: 'public', provenance: true });
    expect(packageJson.license).toBe('MIT');
  });

  it('installs from its tarball with nothing from the registry, and npx falcon-ci runs the flows', async () => {
    const { stdout: packed } = await run(NPM, ['pack', '--json', '--pack-destination', scratch], {
      cwd: ROOT,
    });
    const [tarball] = JSON.parse(packed) as Array<{ filename: string; files: Array<{ path: string }> }>;
    const files = tarball!.files.map((file) => file.path);
    expect(files).toEqual(
      expect.arrayContaining([
        'dist/cli.js',
        'dist/index.js',
        'LICENSE',
        'README.md',
        'schemas/result.schema.json',
      ]),
    );
    expect(files.filter((file) => /^(src|__tests__|bench|examples)\//.test(file))).toEqual([]);

    const prefix = path.join(scratch, 'installed');
    await run(
      NPM,
      [
        'install',
        '--offline',
        '--no-audit',
        '--no-fund',
        '--prefix',
        prefix,
        path.join(scratch, tarball!.filename),
      ],
      {
        cwd: scratch,
      },
    );
    for (const bin of ['falcon-ci', 'falcon']) {
      const { stdout } = await run(path.join(prefix, 'node_modules/.bin', bin), ['--version']);
      expect(stdout.trim()).toBe(packageJson.version);
    }
    // npx with the package installed runs its bin named like the package.
    const { stdout } = await run(
      NPM,
      ['exec', '--offline', '--prefix', prefix, '--', 'falcon-ci', '--version'],
      { cwd: prefix },
    );
    expect(stdout.trim()).toBe(packageJson.version);

    const shop = await runShop([path.join(prefix, 'node_modules/.bin/falcon-ci')]);
    expect(shop.code).toBe(0);
    expect(shop.stdout).toMatch(/Gate passed/);
  }, 120_000);
});

describe('the single-file build', () => {
  it('is one file that runs the flows with nothing beside it', async () => {
    const out = path.join(scratch, 'falcon.mjs');
    await run(
      path.join(ROOT, 'node_modules/.bin/rollup'),
      ['--config', 'rollup.single-file.config.js', '--file', out, '--silent'],
      {
        cwd: ROOT,
      },
    );
    expect((await stat(out)).isFile()).toBe(true);
    expect((await readFile(out, 'utf8')).split('\n', 1)[0]).toBe('#!/usr/bin/env node');
    // No import but Node's own modules.
    const text = await readFile(out, 'utf8');
    expect(
      [...text.matchAll(/^import .* from '([^']+)';$/gm)]
        .map((match) => match[1])
        .filter((name) => !name!.startsWith('node:')),
    ).toEqual([]);
    const shop = await runShop([process.execPath, out]);
    expect(shop.code).toBe(0);
    expect(shop.stdout).toMatch(/Gate passed/);
  }, 240_000);
});

describe('the container image', () => {
  it('is made of what the package ships, on a Node the package accepts, with the CLI as its entry point', async () => {
    const dockerfile = await readFile(path.join(ROOT, 'Dockerfile'), 'utf8');
    const sources = [...dockerfile.matchAll(/^COPY (.+) \S+$/gm)].flatMap((match) => match[1]!.split(/\s+/));
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      // npm always packs package.json; everything else must be in `files`.
      if (source !== 'package.json') expect(packageJson.files).toContain(source);
      await stat(path.join(ROOT, source));
    }
    const nodeMajor = Number(/^FROM node:(\d+)/m.exec(dockerfile)?.[1]);
    expect(nodeMajor).toBeGreaterThanOrEqual(Number(/^>=(\d+)/.exec(packageJson.engines.node)?.[1]));
    expect(dockerfile).toMatch(/^ENTRYPOINT \["falcon"\]$/m);
    expect(dockerfile).toMatch(/ln -s \/opt\/falcon-ci\/dist\/cli\.js \/usr\/local\/bin\/falcon /);
    expect(dockerfile).toMatch(/^USER node$/m);
  });
});
