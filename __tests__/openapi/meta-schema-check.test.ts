/**
 * The bundle carries two schema checks as code generated at build time
 * (scripts/precompiled-schemas.js): the meta-schemas every spec schema is checked against
 * (in place of src/openapi/meta-schema-check.ts), and swagger-parser's check of a spec against
 * the OpenAPI schemas. Each must accept and refuse what the code it stands for does.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import * as source from '../../src/openapi/meta-schema-check.js';
import { precompiledModule, swaggerParserValidators } from '../__fixtures__/precompiled.js';

const SPECS = path.resolve(import.meta.dirname, '../__fixtures__/specs');

/** The specs of the fixtures that parse, each also broken in ways the OpenAPI schemas refuse. */
async function specs(): Promise<Array<Record<string, unknown>>> {
  const found: Array<Record<string, unknown>> = [];
  for (const name of await readdir(SPECS)) {
    if (!/\.(ya?ml|json)$/.test(name) || name.startsWith('bad-') || name.startsWith('not-')) continue;
    found.push(parse(await readFile(path.join(SPECS, name), 'utf8')) as Record<string, unknown>);
  }
  return found.flatMap((spec) => [
    spec,
    { ...spec, info: { version: '1' } },
    { ...spec, paths: { '/a': { get: { responses: { '200': { colour: 'red' } } } } } },
    { ...spec, unknown: true },
  ]);
}

/** Schemas as specs hold them, some meeting the meta-schemas and some not. */
const SCHEMAS: unknown[] = [
  {
    type: 'object',
    properties: { id: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } },
  },
  { type: 'strin' },
  { type: 'object', properties: { a: { minimum: 'one' } } },
  { $defs: { a: { type: 42 } } },
  { anyOf: [{ type: 'string' }, { type: 'null' }], required: 'id' },
  { pattern: '^x-' },
  { items: [{ type: 'string' }], additionalItems: false },
  { prefixItems: [{ type: 'string' }], unevaluatedItems: false },
  { enum: [] },
  true,
  'object',
];

it('the generated meta-schema checks answer as ajv does', async () => {
  const generated = await precompiledModule('src/openapi/meta-schema-check.ts');
  expect(Object.keys(generated).sort()).toEqual(Object.keys(source).sort());
  for (const [name, check] of Object.entries(source)) {
    const answers = SCHEMAS.map((schema) => [check(schema), (generated[name] as typeof check)(schema)]);
    expect(answers.filter(([fromSource]) => !fromSource).length).toBeGreaterThan(2);
    for (const [fromSource, fromBuild] of answers) expect(fromBuild).toBe(fromSource);
  }
});

it("swagger-parser's check as the bundle carries it accepts and refuses what the library's own does", async () => {
  const { generated, library } = await swaggerParserValidators();
  const outcome = (validate: (api: unknown) => void, spec: Record<string, unknown>): string => {
    try {
      validate(structuredClone(spec));
      return 'accepted';
    } catch (error) {
      return (error as Error).message;
    }
  };
  const all = await specs();
  const answers = all.map((spec) => [outcome(library, spec), outcome(generated, spec)]);
  expect(answers.filter(([fromLibrary]) => fromLibrary === 'accepted').length).toBeGreaterThan(3);
  expect(answers.filter(([fromLibrary]) => fromLibrary !== 'accepted').length).toBeGreaterThan(8);
  for (const [fromLibrary, fromBuild] of answers) expect(fromBuild).toBe(fromLibrary);
});
