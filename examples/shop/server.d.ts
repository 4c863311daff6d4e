import type { Server } from 'node:http';

/** Bugs that can be switched on for demos. */
export declare const KNOWN_BUGS: readonly string[];

export interface ShopOptions {
  /** A planted bug to switch on, one of KNOWN_BUGS. Default: `env.SHOP_BUG`. */
  bug?: string;
  /** A fixed bearer token accepted for the first user besides issued ones. Default: `env.SHOP_TOKEN`. */
  token?: string;
  /** username → password. Default: `{ demo: env.SHOP_PASSWORD ?? 'demo-password' }` (demo only). */
  users?: Record<string, string>;
  /** Where the defaults are read; default `process.env`. */
  env?: Record<string, string | undefined>;
}

/** The shop API with its own fresh, seeded store; not listening yet. */
export declare function createShopServer(options?: ShopOptions): Server;
