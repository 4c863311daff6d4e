/**
 * The bundle carries the flow schema's check as code generated at build time
 * (scripts/precompiled-schemas.js) in place of src/flows/parse/flow-check.ts. The generated module
 * must answer every document as the source module does, and export what the source module exports.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import * as source from '../../../src/flows/parse/flow-check.js';
import { precompiledModule } from '../../__fixtures__/precompiled.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
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

let generated: Record<string, unknown>;

beforeAll(async () => {
  generated = await precompiledModule('src/flows/parse/flow-check.ts');
});

it('the generated check exports what the source module exports', () => {
  for (const name of Object.keys(source)) expect(typeof generated[name]).toBe('function');
});

it('the generated check accepts and refuses the same documents as the schema', async () => {
  const all = await documents();
  const isFlowShaped = generated.isFlowShaped as typeof source.isFlowShaped;
  const answers = all.map((doc) => [source.isFlowShaped(doc), isFlowShaped(doc)]);
  expect(answers.filter(([fromSource]) => fromSource).length).toBeGreaterThan(10);
  expect(answers.filter(([fromSource]) => !fromSource).length).toBeGreaterThan(40);
  for (const [fromSource, fromBuild] of answers) expect(fromBuild).toBe(fromSource);
});
