/**
 * Servers people run, not written for the test: Python's http.server (HTTP/1.0, and HTTP/1.1
 * closing connections idle for 50 ms) and node:http with a keep-alive timeout of 50 ms. Requests
 * go one after another, with pauses around those timeouts now and then; none may fail.
 */
import { seeded, startNodeApi, startPythonApi } from '../__fixtures__/http/churn-servers.js';
import { waysOfSending } from '../__fixtures__/http/ways.js';

const REQUESTS = 60;

const SERVERS: Array<[string, () => Promise<{ url: string; close(): Promise<void> }>]> = [
  ["Python's http.server speaking HTTP/1.0", () => startPythonApi()],
  [
    "Python's http.server speaking HTTP/1.1, closing connections idle for 50 ms",
    () => startPythonApi(['http/1.1', '0.05']),
  ],
  ['node:http with a keep-alive timeout of 50 ms', () => startNodeApi(50)],
];

const WAYS = waysOfSending(5000);

describe.each(SERVERS)('%s', (_server, start) => {
  let api: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    api = await start();
  });
  afterAll(() => api.close());

  it.each(WAYS)('answers every request sent over %s', async (_way, make) => {
    const { client, close } = make();
    const random = seeded(REQUESTS);
    const failures: string[] = [];
    try {
      for (let id = 1; id <= REQUESTS; id++) {
        // Every fourth request comes after a pause of 30–80 ms: before, at or after the server's timeout.
        if (id % 4 === 0) await new Promise((resolve) => setTimeout(resolve, 30 + random() * 50));
        const response = await client
          .send({ method: 'GET', url: `${api.url}/items/${id}`, headers: {} })
          .catch((error: Error) => error);
        if (response instanceof Error) failures.push(`${id}: ${response.message}`);
        else if ((response.json as { id?: number } | undefined)?.id !== id)
          failures.push(`${id}: ${response.status} ${response.bodyText}`);
      }
    } finally {
      await close();
    }
    expect(failures).toEqual([]);
  });
});
