/**
 * Preloaded (`node --experimental-transform-types --import hooks.js src/cli-main.ts …`) to run the
 * CLI from its TypeScript sources and record every module the process loads: at exit, their URLs
 * go one a line to the file named by FALCON_MODULE_PROBE. The sources import `./x.js` for
 * `./x.ts` (NodeNext), which the resolver maps back.
 */
import { registerHooks } from 'node:module';
import { writeFileSync } from 'node:fs';

const loaded = new Set();

registerHooks({
  resolve(specifier, context, next) {
    try {
      return next(specifier, context);
    } catch (error) {
      if (!specifier.endsWith('.js') || !context.parentURL?.endsWith('.ts')) throw error;
      return next(`${specifier.slice(0, -'.js'.length)}.ts`, context);
    }
  },
  load(url, context, next) {
    loaded.add(url);
    return next(url, context);
  },
});

process.on('exit', () => {
  const target = process.env['FALCON_MODULE_PROBE'];
  if (target) writeFileSync(target, [...loaded].join('\n'));
});
