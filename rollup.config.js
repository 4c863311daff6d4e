import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import typescript from '@rollup/plugin-typescript';

// One build, two entries: the action (dist/index.js) and the CLI (dist/cli.js). Shared code goes to
// dist/chunks/ under stable names, so a rebuild of the same sources gives byte-identical files.
/** @type {import('rollup').RollupOptions} */
const config = {
  input: { index: 'src/index.ts', cli: 'src/cli-main.ts' },
  output: {
    dir: 'dist',
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name].js',
    banner: (chunk) => (chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
    generatedCode: 'es2015',
  },
  plugins: [
    typescript({
      tsconfig: './tsconfig.json',
      compilerOptions: { noEmit: false, outDir: 'dist', declaration: false, sourceMap: false },
      noEmitOnError: true,
    }),
    nodeResolve({ preferBuiltins: true, exportConditions: ['node', 'import', 'default'] }),
    commonjs(),
    json({ preferConst: true }),
  ],
  // Node's own modules stay imports; node:sqlite is only reached by an undici cache store we do not use.
  external: [/^node:/],
  onwarn(warning, warn) {
    // Dependencies (undici, openai) use `this` at module level and circular imports harmlessly.
    if (warning.code === 'CIRCULAR_DEPENDENCY' || warning.code === 'THIS_IS_UNDEFINED') return;
    warn(warning);
  },
};

export default config;
