/**
 * The example shop API for end-to-end tests of fixes: served with its planted contract bug, and
 * copied with its workspace into a fresh git repository that fixes can be made against.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createShopServer } from '../../examples/shop/server.js';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
export const SHOP_PASSWORD = 'demo-password';
/** The line of examples/shop/server.js that sends the price as a string when the bug is planted. */
export const BUG_LINE =
  'sendJson(res, 200, priceAsString ? { ...product, price: product.price.toFixed(2) } : product);';
/** Starts the copy in a repository with its bug, as a start command verifying a fix runs it. */
export const BUGGY_START = 'SHOP_BUG=price-as-string node server.js';

export interface RunningShop {
  url: string;
  close(): void;
}

/** The shop with its planted bug, on a free port of 127.0.0.1. */
export async function startBuggyShop(): Promise<RunningShop> {
  const shop = createShopServer({ bug: 'price-as-string', env: { SHOP_PASSWORD } });
  await new Promise<void>((resolve) => shop.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(shop.address() as AddressInfo).port}`,
    close: () => {
      shop.closeAllConnections();
      shop.close();
    },
  };
}

/** examples/shop/server.js as committed. */
export function shopSource(): Promise<string> {
  return readFile(path.join(ROOT, 'examples/shop/server.js'), 'utf8');
}

/** What runs of the example leave in its workspace (`npm run example`); copies start without it. */
const RUN_OUTPUT = /[/\\](reports|sessions|fixes|history)([/\\]|$)|[/\\]memory\.json$/;

/** The shop's workspace as committed, without run output, copied to `target` (a `.falcon` folder). */
export function copyShopWorkspace(target: string): Promise<void> {
  return cp(path.join(ROOT, 'examples/shop/.falcon'), target, {
    recursive: true,
    filter: (source) => !RUN_OUTPUT.test(source),
  });
}

/** A fresh git repository holding the shop's workspace (no run output) and server.js, committed. */
export async function shopRepository(prefix: string): Promise<string> {
  const repo = await mkdtemp(path.join(os.tmpdir(), prefix));
  await copyShopWorkspace(path.join(repo, '.falcon'));
  await cp(path.join(ROOT, 'examples/shop/server.js'), path.join(repo, 'server.js'));
  const git = (...args: string[]) =>
    run('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.test', ...args], { cwd: repo });
  await git('init', '-q');
  await git('add', '.');
  await git('commit', '-qm', 'shop');
  return repo;
}
