/**
 * Schema checks the bundle carries as code. For each source module listed, rollup loads ajv's
 * standalone code, generated here from the module's schema with the module's options, in place of
 * the module, so a run never compiles those schemas. The source modules compile the same schema on
 * first use, which is what runs from sources (the tests) do.
 */
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Each module replaced in the bundle: its schema, ajv's options and the one function it exports. */
export const PRECOMPILED = [
  {
    module: 'src/flows/parse/flow-check.ts',
    schema: 'schemas/flow.schema.json',
    options: { allowUnionTypes: true },
    exportName: 'isFlowShaped',
  },
];

/**
 * The ES module that stands for `entry.module`. ajv's generated code requires its runtime helpers
 * (`ajv/dist/runtime/*`, CommonJS); they become imports, each specifier passed through `runtime`
 * (the bundle keeps them bare for rollup to resolve).
 */
export function precompiledModule(entry, runtime = (specifier) => specifier) {
  const schema = JSON.parse(readFileSync(path.join(ROOT, entry.schema), 'utf8'));
  const ajv = new Ajv({ ...entry.options, code: { source: true, esm: true } });
  const imports = [];
  const code = standaloneCode(ajv, ajv.compile(schema)).replace(
    /require\("([^"]+)"\)\.default/g,
    (_, specifier) => {
      const name = `runtime${imports.length}`;
      imports.push(`import ${name} from ${JSON.stringify(runtime(specifier))};`);
      // A CommonJS default import is `exports.default` to rollup and `module.exports` to Node.
      return `(${name}.default ?? ${name})`;
    },
  );
  return `${imports.join('\n')}\n${code}\nexport function ${entry.exportName}(value) {\n  return validate(value);\n}\n`;
}

/** The rollup plugin: loads the generated module for every listed source module. */
export function precompiledSchemas() {
  const entries = new Map(PRECOMPILED.map((entry) => [path.join(ROOT, entry.module), entry]));
  return {
    name: 'precompiled-schemas',
    load(id) {
      const entry = entries.get(id);
      return entry ? precompiledModule(entry) : null;
    },
  };
}
