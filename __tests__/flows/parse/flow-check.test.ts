/**
 * The bundle carries the flow schema's check as code generated at build time
 * (scripts/precompiled-schemas.js) in place of src/flows/parse/flow-check.ts. The generated module
 * must answer every document as the source module does, and export what the source module exports.
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import * as source from '../../../src/flows/parse/flow-check.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const require = createRequire(import.meta.url);

interface Entry {
  module: string;
  exportName: string;
}
interface Script {
  PRECOMPILED: Entry[];
  precompiledModule(entry: Entry, runtime: (specifier: string) => string): string;
}

/** The flows the project ships and tests with, each also broken in a few ways the schema refuses. */
async function documents(): Promise<unknown[]> {
  const folders = ['examples/shop/.falcon/flows', '__tests__/__fixtures__/flows'];
  const flows: unknown[] = [];
  for (const folder of folders) {
    for (const name of await readdir(path.join(ROOT, folder))) {
      if (!name.endsWith('.yaml')) continue;
      flows.push(parse(await readFile(path.join(ROOT, folder, name), 'utf8')));
    }
  }
  const broken = flows.flatMap((flow) => {
    const steps = (flow as { steps?: Array<Record<string, unknown>> }).steps ?? [];
    const first = steps[0] ?? {};
    return [
      { ...(flow as object), unknown_key: true },
      { ...(flow as object), steps: [{ ...first, expect: { status: 'abc' } }, ...steps.slice(1)] },
      { ...(flow as object), steps: [{ ...first, id: 42 }] },
      { ...(flow as object), steps: 'none' },
    ];
  });
  return [...flows, ...broken, null, [], 'steps', {}];
}

let generated: { isFlowShaped(value: unknown): boolean } & Record<string, unknown>;
let file: string;

beforeAll(async () => {
  const script = (await import(
    pathToFileURL(path.join(ROOT, 'scripts/precompiled-schemas.js')).href
  )) as Script;
  const entry = script.PRECOMPILED.find((one) => one.module === 'src/flows/parse/flow-check.ts');
  if (!entry) throw new Error('flow-check.ts is not precompiled');
  // Written outside the tree, so the runtime helpers are imported by their resolved paths.
  const code = script.precompiledModule(entry, (specifier) => pathToFileURL(require.resolve(specifier)).href);
  file = path.join(os.tmpdir(), `falcon-flow-check-${process.pid}.mjs`);
  await writeFile(file, code);
  generated = (await import(pathToFileURL(file).href)) as typeof generated;
});
afterAll(() => rm(file, { force: true }));

it('the generated check exports what the source module exports', () => {
  for (const name of Object.keys(source)) expect(typeof generated[name]).toBe('function');
});

it('the generated check accepts and refuses the same documents as the schema', async () => {
  const all = await documents();
  const answers = all.map((doc) => [source.isFlowShaped(doc), generated.isFlowShaped(doc)]);
  expect(answers.filter(([fromSource]) => fromSource).length).toBeGreaterThan(10);
  expect(answers.filter(([fromSource]) => !fromSource).length).toBeGreaterThan(40);
  for (const [fromSource, fromBuild] of answers) expect(fromBuild).toBe(fromSource);
});
