/**
 * Every case of the conformance catalogue (__fixtures__/http/catalogue.ts), served by a raw TCP
 * server on 127.0.0.1, through both ways the client sends: its own connections (over http, and
 * over https from the same server speaking TLS) and undici's pool (which an injected dispatcher
 * takes). Each must give the catalogue's answer; undici's pool gives another only where the
 * catalogue names undici's parser as the reason.
 */
import { Agent } from 'undici';
import { HttpError, createHttpClient, type HttpClient, type HttpResponse } from '../../src/http/client.js';
import {
  CATALOGUE,
  CLOSED_BEFORE_ANSWER,
  type Answered,
  type CatalogueCase,
  type Outcome,
} from '../__fixtures__/http/catalogue.js';
import {
  startRawServer,
  startRawTlsServer,
  trustTlsCert,
  type RawAnswer,
  type RawServer,
} from '../__fixtures__/http/raw-server.js';

interface Way {
  name: string;
  /** Serves a case, over TLS for https. */
  serve(answer: RawAnswer): Promise<RawServer>;
  /** A client, and what to close after it. */
  make(): { client: HttpClient; close(): Promise<void> };
  expected(testCase: CatalogueCase): Outcome[];
  connections(testCase: CatalogueCase): number | undefined;
}

const WAYS: Way[] = [
  {
    name: 'its own connections',
    serve: (answer) => startRawServer(answer),
    make() {
      const client = createHttpClient({ timeoutMs: 3000 });
      return { client, close: () => client.close() };
    },
    expected: (testCase) => testCase.expect,
    connections: (testCase) => testCase.connections,
  },
  {
    name: 'its own connections over https',
    serve: (answer) => startRawTlsServer(answer),
    make() {
      const client = createHttpClient({ timeoutMs: 3000 });
      return { client, close: () => client.close() };
    },
    expected: (testCase) => testCase.expect,
    connections: (testCase) => testCase.connections,
  },
  {
    name: "undici's pool",
    serve: (answer) => startRawServer(answer),
    make() {
      const agent = new Agent();
      const client = createHttpClient({ timeoutMs: 3000, dispatcher: agent });
      return { client, close: async () => (await client.close(), await agent.close()) };
    },
    expected: (testCase) => testCase.undici?.expect ?? testCase.expect,
    connections: (testCase) => testCase.undici?.connections ?? testCase.connections,
  },
];

function answerOf(answer: CatalogueCase['answer']): RawAnswer {
  return typeof answer === 'function' ? answer : ({ socket }) => socket.write(answer);
}

type Got = { response: HttpResponse } | { error: unknown };

function expectOutcome(got: Got, expected: Outcome): void {
  if ('error' in expected) {
    expect('error' in got ? describeError(got.error) : got.response).toMatchObject({
      kind: 'connection',
      message: expect.stringMatching(expected.error) as string,
    });
    // A close the API's idle timeout caused is not the API's failure: its logs have nothing to say.
    if (expected.error === CLOSED_BEFORE_ANSWER)
      expect(describeError('error' in got ? got.error : undefined).message).not.toMatch(/logs|crashed/);
    if (expected.resent !== undefined && 'error' in got)
      expect(Boolean((got.error as HttpError).resent)).toBe(expected.resent);
    return;
  }
  if ('error' in got) throw new Error(`expected a response, got ${String((got.error as Error).message)}`);
  const { response } = got;
  const wanted: Partial<HttpResponse> = { status: expected.status };
  if (expected.statusText !== undefined) wanted.statusText = expected.statusText;
  if (expected.body !== undefined) wanted.bodyText = expected.body;
  if (expected.json !== undefined) wanted.json = expected.json;
  expect(response).toMatchObject(wanted);
  expectHeaders(response, expected);
  if (expected.problem) expect(response.bodyProblem).toMatch(expected.problem);
  else expect(response.bodyProblem).toBeUndefined();
  if (expected.resent !== undefined) expect(Boolean(response.resent)).toBe(expected.resent);
}

function expectHeaders(response: HttpResponse, expected: Answered): void {
  for (const [name, value] of Object.entries(expected.headers ?? {})) {
    // Own properties only: a header map is safe for any token, `__proto__` and `constructor` too.
    const own = Object.prototype.hasOwnProperty.call(response.headers, name)
      ? response.headers[name]
      : undefined;
    expect([name, own]).toEqual([name, value]);
  }
}

function describeError(error: unknown): { kind?: string; message: string } {
  if (!(error instanceof HttpError)) return { message: `not an HttpError: ${String(error)}` };
  return { kind: error.kind, message: error.message };
}

// The TLS server's self-signed certificate is trusted, as NODE_EXTRA_CA_CERTS would make it.
let distrust: (() => void) | undefined;
beforeAll(() => {
  distrust = trustTlsCert();
});
afterAll(() => distrust?.());

describe.each(WAYS)('the client over $name', (way) => {
  it.each(CATALOGUE.map((testCase) => [testCase.name, testCase] as const))(
    'reads %s',
    async (_name, testCase) => {
      const server = await way.serve(answerOf(testCase.answer));
      const { client, close } = way.make();
      try {
        const expected = way.expected(testCase);
        const requests = testCase.requests ?? [{}];
        expect(expected).toHaveLength(requests.length);
        for (const [index, request] of requests.entries()) {
          if (request.afterMs) await new Promise((resolve) => setTimeout(resolve, request.afterMs));
          const got: Got = await client
            .send({
              method: request.method ?? 'GET',
              url: `${server.url}/case/${index}`,
              headers: {
                ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
                ...request.headers,
              },
              ...(request.body === undefined ? {} : { body: request.body }),
            })
            .then(
              (response) => ({ response }),
              (error: unknown) => ({ error }),
            );
          expectOutcome(got, expected[index] as Outcome);
        }
        const connections = way.connections(testCase);
        if (connections !== undefined) expect(server.connections()).toBe(connections);
      } finally {
        await close();
        await server.close();
      }
    },
  );
});

describe('the conformance catalogue', () => {
  it('names why undici differs wherever it does, and differs nowhere else', () => {
    for (const testCase of CATALOGUE) {
      if (testCase.undici === undefined) continue;
      expect(testCase.undici.because).not.toBe('');
      const connections = testCase.undici.connections ?? testCase.connections;
      expect([testCase.undici.expect, connections]).not.toEqual([testCase.expect, testCase.connections]);
    }
    const names = CATALOGUE.map((testCase) => testCase.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
