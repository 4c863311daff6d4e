/**
 * A proxy in front of a conforming mock that breaks the answers of chosen paths, one way each:
 * what a server that drifted from its spec sends. Requests go through unchanged.
 */
import { request as httpRequest } from 'node:http';
import { startServer, type TestServer } from './server.js';

export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Path (as requested, without the query) → how its answer is broken. */
export type Breaks = Record<string, (answer: Answer) => Answer>;

export function startBreakingProxy(target: string, breaks: Breaks): Promise<TestServer> {
  return startServer(async (request, response) => {
    const url = new URL(request.url ?? '/', target);
    const answer = await forward(url, request.method ?? 'GET', request.headers, request.body);
    const broken = breaks[url.pathname]?.(answer) ?? answer;
    const headers = { ...broken.headers };
    delete headers['content-length'];
    delete headers['transfer-encoding'];
    response.writeHead(broken.status, { ...headers, 'content-length': Buffer.byteLength(broken.body) });
    response.end(broken.body);
  });
}

function forward(
  url: URL,
  method: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers: { ...headers, host: url.host } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const answerHeaders: Record<string, string> = {};
        for (const [name, value] of Object.entries(incoming.headers))
          if (value !== undefined) answerHeaders[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({ status: incoming.statusCode ?? 502, headers: answerHeaders, body: Buffer.concat(chunks).toString('utf8') });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** A JSON answer with its body changed. */
export function json(change: (body: Record<string, unknown>) => unknown): (answer: Answer) => Answer {
  return (answer) => ({ ...answer, body: JSON.stringify(change(JSON.parse(answer.body) as Record<string, unknown>)) });
}
