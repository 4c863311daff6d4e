import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isBuiltin } from 'node:module';
import ts from 'typescript';
import { precompiledSchemas } from './scripts/precompiled-schemas.js';

/**
 * Strips types file by file (the sources are written for isolatedModules) and maps the `.js`
 * specifiers of NodeNext imports to their `.ts` files. Type checking is `npm run typecheck`'s job,
 * so a bundle never depends on what else happens to be in the tree.
 */
function typescript() {
  return {
    name: 'typescript-transpile',
    resolveId(source, importer) {
      if (!importer?.endsWith('.ts') || !source.startsWith('.') || !source.endsWith('.js')) return null;
      const candidate = new URL(source.replace(/\.js$/, '.ts'), `file://${importer}`).pathname;
      return existsSync(candidate) ? candidate : null;
    },
    transform(code, id) {
      if (!id.endsWith('.ts')) return null;
      const { outputText } = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2023, sourceMap: false },
      });
      return { code: outputText, map: null };
    },
  };
}

/**
 * The yaml library reads `process.env.LOG_TOKENS` for every token it parses and `LOG_STREAM` for
 * every document, to print its own debugging output; reading the environment is a call into Node
 * each time, which a 20,000-step flow pays hundreds of thousands of times. The bundle reads neither.
 */
function yamlDebugOutputOff() {
  return {
    name: 'yaml-debug-output-off',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]yaml[\\/]dist[\\/]/.test(id)) return null;
      const replaced = code.replace(/\bnode_process\.env\.LOG_(TOKENS|STREAM)\b/g, 'false');
      return replaced === code ? null : { code: replaced, map: null };
    },
  };
}

/**
 * Node's own modules taken from `process.getBuiltinModule` rather than imported. Importing a
 * built-in module builds an ES module facade that reads every export, and reading a lazy one loads
 * what it stands for: `node:http`'s `WebSocket` loads Node's own copy of undici, `node:crypto`'s
 * `webcrypto` the Web Crypto API, `node:fs`'s `ReadStream` the streams. That was about 25 ms of
 * every start, for names the bundle never uses. The facade here exports the module itself as its
 * default and its plain properties by name; a getter stays unread until asked for.
 */
const BUILTIN = '\0builtin:';
function builtinsWithoutFacade() {
  return {
    name: 'builtins-without-facade',
    resolveId(source) {
      if (!isBuiltin(source)) return null;
      return `${BUILTIN}${source.startsWith('node:') ? source : `node:${source}`}`;
    },
    load(loaded) {
      if (!loaded.startsWith(BUILTIN)) return null;
      const specifier = loaded.slice(BUILTIN.length);
      // A named import reads the property where it is used (rollup's synthetic named exports).
      return {
        code: `const builtin = process.getBuiltinModule('${specifier}');\nexport default builtin;\nexport { builtin as __builtin };\n`,
        syntheticNamedExports: '__builtin',
      };
    },
  };
}

/**
 * The pool (src/http/pool.ts) uses undici's `Agent`, and `EnvHttpProxyAgent` when the environment
 * names a proxy, and the verification sandbox its `Agent` alone, and nothing else of it, but
 * undici's index loads all of undici (fetch, WebSocket, EventSource, the cache, the mocks): about
 * 30 ms of a start without Node's compile cache, 8 ms with it. In the bundle, their `undici` is the
 * Agent's own module, and the pool's `import('undici')` the proxy agent's, in a chunk of its own
 * that only a run with a proxy loads. Anything else importing `undici` still gets the whole library.
 */
function undiciAgentOnly() {
  const modules = {
    '\0undici-agent': { file: 'undici/lib/dispatcher/agent.js', name: 'Agent' },
    '\0undici-proxy-agent': {
      file: 'undici/lib/dispatcher/env-http-proxy-agent.js',
      name: 'EnvHttpProxyAgent',
    },
  };
  const pool = path.resolve(import.meta.dirname, 'src/http/pool.ts');
  // The modules that take nothing of undici but its Agent: the pool, and the verification sandbox's
  // dispatcher (src/investigate/fixes/sandbox-namespaces.ts).
  const agentOnly = new Set([
    pool,
    path.resolve(import.meta.dirname, 'src/investigate/fixes/sandbox-namespaces.ts'),
  ]);
  return {
    name: 'undici-agent-only',
    resolveId(source, importer) {
      if (source === 'undici' && agentOnly.has(importer)) return '\0undici-agent';
      if (modules[importer]?.file === source) return this.resolve(source, pool, { skipSelf: true });
      return null;
    },
    resolveDynamicImport: (specifier, importer) =>
      specifier === 'undici' && importer === pool ? '\0undici-proxy-agent' : null,
    load(loaded) {
      const module = modules[loaded];
      return module ? `import ${module.name} from '${module.file}';\nexport { ${module.name} };\n` : null;
    },
  };
}

/** What every build of the sources goes through, whatever it writes. */
export const plugins = () => [
  precompiledSchemas(),
  typescript(),
  yamlDebugOutputOff(),
  builtinsWithoutFacade(),
  undiciAgentOnly(),
  nodeResolve({ preferBuiltins: true, exportConditions: ['node', 'import', 'default'] }),
  // A package's `require('node:fs')` is the module itself, as from Node (see builtinsWithoutFacade).
  commonjs({ requireReturnsDefault: (id) => id.startsWith(BUILTIN) }),
  json({ preferConst: true }),
];

/** @param {import('rollup').RollupLog} warning @param {(warning: import('rollup').RollupLog) => void} warn */
export function onwarn(warning, warn) {
  // Dependencies (undici, openai) use circular imports, module-level `this` and
  // a guarded eval harmlessly.
  if (['CIRCULAR_DEPENDENCY', 'THIS_IS_UNDEFINED', 'EVAL'].includes(warning.code ?? '')) return;
  warn(warning);
}

// One build, two entries: the action (dist/index.js) and the CLI (dist/cli.js). Shared code goes to
// dist/chunks/ under stable names, so a rebuild of the same sources gives byte-identical files.
/** @type {import('rollup').RollupOptions} */
const config = {
  input: { index: 'src/index.ts', cli: 'src/cli-main.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    // A chunk of a Node module's facade (see builtinsWithoutFacade) is named after the module.
    chunkFileNames: (chunk) => `chunks/${chunk.name.replace(/^_builtin_node_/, 'node-')}.js`,
    banner: (chunk) => (chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
    generatedCode: 'es2015',
  },
  plugins: plugins(),
  onwarn,
};

export default config;
