/**
 * The two ways the client sends a request, for tests that hold both to the same answers: its own
 * connections, and undici's pool (which an injected dispatcher takes).
 */
import { Agent } from 'undici';
import { createHttpClient, type HttpClient } from '../../../src/http/client.js';

export type MakeClient = () => { client: HttpClient; close(): Promise<void> };

/** `[name, make]` pairs, for `describe.each` and `it.each`. */
export function waysOfSending(timeoutMs: number): Array<[string, MakeClient]> {
  return [
    [
      'its own connections',
      () => {
        const client = createHttpClient({ timeoutMs });
        return { client, close: () => client.close() };
      },
    ],
    [
      "undici's pool",
      () => {
        const agent = new Agent();
        const client = createHttpClient({ timeoutMs, dispatcher: agent });
        return { client, close: async () => (await client.close(), await agent.close()) };
      },
    ],
  ];
}
