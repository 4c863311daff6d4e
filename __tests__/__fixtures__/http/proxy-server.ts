/**
 * A forward proxy on 127.0.0.1, as corporate runners have: plain http requests arrive in absolute
 * form and are forwarded, https ones ask for a tunnel with CONNECT. It records what it was asked.
 */
import { createServer, request as forward } from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ProxyServer {
  url: string;
  /** `GET http://host:port/path` or `CONNECT host:port`, in order. */
  seen: string[];
  /** The Proxy-Authorization header of each request, if any. */
  authorizations: Array<string | undefined>;
  close(): Promise<void>;
}

export async function startProxyServer(): Promise<ProxyServer> {
  const seen: string[] = [];
  const authorizations: Array<string | undefined> = [];
  const sockets = new Set<net.Socket>();
  const server = createServer((incoming, outgoing) => {
    seen.push(`${incoming.method} ${incoming.url}`);
    authorizations.push(incoming.headers['proxy-authorization']);
    const target = new URL(incoming.url ?? '');
    const headers = { ...incoming.headers, 'x-forwarded-by': 'test-proxy' };
    delete headers['proxy-authorization'];
    const upstream = forward(
      { host: target.hostname.replace(/^\[|\]$/g, ''), port: target.port, path: `${target.pathname}${target.search}`, method: incoming.method, headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, via: '1.1 test-proxy' });
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end('proxy could not reach the target'));
    incoming.pipe(upstream);
  });
  server.on('connect', (incoming, client: net.Socket, head: Buffer) => {
    seen.push(`CONNECT ${incoming.url}`);
    authorizations.push(incoming.headers['proxy-authorization']);
    sockets.add(client);
    const [host = '', port = ''] = (incoming.url ?? '').split(/:(?=\d+$)/);
    const upstream = net.connect(Number(port), host.replace(/^\[|\]$/g, ''), () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    seen,
    authorizations,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
