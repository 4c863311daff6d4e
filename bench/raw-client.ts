/**
 * The floor each benchmark is measured against: a plain script doing the same requests and the
 * same checks as the flows, straight on undici, started as a process like `falcon run` is.
 *
 *   raw-client.js sequential <url> <requests> [schema]   GET /items/1…n one after another
 *   raw-client.js flows <url> <flows> <concurrency>      two GETs per flow, flows `concurrency` at once
 *   raw-client.js load <url> <connections> <requests>    GET /items/1 on `connections` connections at once
 *   raw-client.js parse <file>                           JSON.parse of a file (the spec row's floor)
 *
 * Each response's status and `$.id` are checked (and its schema with `schema`); a failed check
 * exits 1.
 */
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { Agent, request } from 'undici';

const [mode, target, first, second] = process.argv.slice(2);

const itemSchema = {
  type: 'object',
  required: ['id', 'name', 'price', 'tags'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    price: { type: 'number' },
    tags: { type: 'array', items: { type: 'string' } },
  },
};

async function get(agent: Agent, url: string, id: number, validate?: (value: unknown) => boolean) {
  const response = await request(`${url}/items/${id}`, { dispatcher: agent });
  const json = JSON.parse(await response.body.text()) as { id?: unknown };
  if (response.statusCode !== 200 || json.id !== id || (validate && !validate(json))) {
    throw new Error(`check failed for /items/${id}: ${response.statusCode} ${JSON.stringify(json)}`);
  }
}

async function main(): Promise<void> {
  if (mode === 'parse') {
    JSON.parse(readFileSync(target as string, 'utf8'));
    return;
  }
  const url = target as string;
  const agent = new Agent({ keepAliveTimeout: 60_000, connections: mode === 'load' ? Number(first) : null });
  try {
    if (mode === 'sequential') {
      const validate =
        second === 'schema' ? new Ajv2020({ allErrors: true, strict: false }).compile(itemSchema) : undefined;
      for (let id = 1; id <= Number(first); id++) await get(agent, url, id, validate);
    } else if (mode === 'flows') {
      let next = 0;
      const flows = Number(first);
      const worker = async (): Promise<void> => {
        while (next < flows) {
          const flow = next++;
          await get(agent, url, flow * 2 + 1);
          await get(agent, url, flow * 2 + 2);
        }
      };
      await Promise.all(Array.from({ length: Number(second) }, worker));
    } else if (mode === 'load') {
      let left = Number(second);
      const connection = async (): Promise<void> => {
        while (left-- > 0) await get(agent, url, 1);
      };
      await Promise.all(Array.from({ length: Number(first) }, connection));
    } else {
      throw new Error(`unknown mode ${mode}`);
    }
  } finally {
    await agent.close();
  }
}

await main();
