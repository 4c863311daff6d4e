/**
 * Which requests go through a proxy: `HTTP_PROXY`, `HTTPS_PROXY` and `NO_PROXY` of the job's
 * environment (lower-case names first), read as undici's EnvHttpProxyAgent reads them, which sends
 * the proxied requests. The client asks here first so that every request the proxy does not take
 * keeps to the client's own connections; `__tests__/http/proxy.test.ts` holds these rules to
 * undici's on the same table of hosts.
 */
import { DEFAULT_PORTS } from './addresses.js';

export interface ProxySettings {
  /** For http:// requests, and https:// ones when `httpsProxy` is empty. */
  httpProxy: string;
  httpsProxy: string;
  /** Hosts (`example.com`, `.example.com`, `*.example.com`, `host:port`, `[::1]`, `*`) reached directly. */
  noProxy: string;
}

/** The proxy settings of `env`, or undefined when it names no proxy. */
export function proxySettings(
  env: Record<string, string | undefined> | undefined,
): ProxySettings | undefined {
  if (env === undefined) return undefined;
  const httpProxy = env['http_proxy'] ?? env['HTTP_PROXY'] ?? '';
  const httpsProxy = env['https_proxy'] ?? env['HTTPS_PROXY'] ?? '';
  if (httpProxy === '' && httpsProxy === '') return undefined;
  return { httpProxy, httpsProxy, noProxy: env['no_proxy'] ?? env['NO_PROXY'] ?? '' };
}

interface NoProxyEntry {
  hostname: string;
  /** 0: any port. */
  port: number;
  /** `*.example.com`: names under it, not the name itself. */
  wildcard: boolean;
}

/**
 * A predicate telling whether a request to `protocol://hostname:port` goes through the proxy.
 * `hostname` as URL gives it (IPv6 in brackets or not).
 */
export function proxyRule(
  settings: ProxySettings,
): (protocol: string, hostname: string, port: number) => boolean {
  const entries = parseNoProxy(settings.noProxy);
  return (protocol, hostname, port) => {
    const proxy = protocol === 'https:' ? settings.httpsProxy || settings.httpProxy : settings.httpProxy;
    if (proxy === '') return false;
    let host = hostname.replace(/^\[(.+)\]$/, '$1').toLowerCase();
    if (host.length > 1 && host.endsWith('.')) host = host.slice(0, -1);
    return shouldProxy(entries, host, port || DEFAULT_PORTS[protocol as keyof typeof DEFAULT_PORTS] || 0);
  };
}

function shouldProxy(entries: NoProxyEntry[], hostname: string, port: number): boolean {
  for (const entry of entries) {
    if (entry.port && entry.port !== port) continue;
    if (entry.hostname === '*') return false;
    if (!entry.wildcard && hostname === entry.hostname) return false;
    if (hostname.endsWith(`.${entry.hostname}`)) return false;
  }
  return true;
}

function parseNoProxy(value: string): NoProxyEntry[] {
  const entries: NoProxyEntry[] = [];
  for (const entry of value.split(/[,\s]/)) {
    if (entry === '') continue;
    let hostname: string;
    let port = 0;
    const bracketed = /^\[(.+)\]:(\d+)$/.exec(entry);
    if (bracketed) {
      hostname = bracketed[1] as string;
      port = Number.parseInt(bracketed[2] as string, 10);
    } else {
      const unbracketed = entry.replace(/^\[(.+)\]$/, '$1');
      // A bare IPv6 address holds several colons; only one colon before digits is a port.
      const withPort = (unbracketed.match(/:/g) ?? []).length === 1 ? /^(.+):(\d+)$/.exec(unbracketed) : null;
      hostname = withPort ? (withPort[1] as string) : unbracketed;
      port = withPort ? Number.parseInt(withPort[2] as string, 10) : 0;
    }
    entries.push({
      hostname: hostname
        .replace(/^\*?\./, '')
        .replace(/^(.+)\.$/, '$1')
        .toLowerCase(),
      port,
      wildcard: entry.startsWith('*'),
    });
  }
  return entries;
}
