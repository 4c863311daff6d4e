import { onwarn, plugins } from './rollup.config.js';

/**
 * The CLI as one file (`npm run build:single-file` → build/falcon.mjs), every chunk inlined: for a
 * machine that has Node and nothing else, copied as it is (`node falcon.mjs run`). The price is the
 * start: every stage is evaluated at once, where dist/cli.js loads a stage when a command needs it.
 * @type {import('rollup').RollupOptions}
 */
export default {
  input: 'src/cli-main.ts',
  output: {
    file: 'build/falcon.mjs',
    format: 'es',
    inlineDynamicImports: true,
    banner: '#!/usr/bin/env node',
    generatedCode: 'es2015',
  },
  plugins: plugins(),
  onwarn,
};
