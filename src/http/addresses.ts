/**
 * Where a host name leads. `localhost` and the names under `.localhost` are the loopback (RFC 6761
 * §6.3), whatever the hosts file says: many hosts files name only 127.0.0.1, and an API started on
 * `::1` alone (Node's default for `localhost` on many systems) would not be found. Such names are
 * tried on ::1 first, then on 127.0.0.1, as browsers do; every other name is resolved as usual.
 */
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';

/** The port a URL without one goes to. */
export const DEFAULT_PORTS = { 'http:': 80, 'https:': 443 } as const;

const LOOPBACK = [
  { address: '::1', family: 6 },
  { address: '127.0.0.1', family: 4 },
];

/** `localhost`, `LOCALHOST.`, `api.localhost`. */
export function isLocalhost(hostname: string): boolean {
  const name = (hostname.endsWith('.') ? hostname.slice(0, -1) : hostname).toLowerCase();
  return name === 'localhost' || name.endsWith('.localhost');
}

/**
 * A `lookup` for net.connect and undici's connector: the loopback for localhost names (both
 * addresses, so the connection tries the next one when the first is refused), dns.lookup for the rest.
 */
export const lookupHost: LookupFunction = (hostname, options, callback) => {
  if (!isLocalhost(hostname)) return dns.lookup(hostname, options, callback);
  const wanted =
    options.family === 4 || options.family === 'IPv4'
      ? 4
      : options.family === 6 || options.family === 'IPv6'
        ? 6
        : 0;
  const addresses = wanted === 0 ? LOOPBACK : LOOPBACK.filter((address) => address.family === wanted);
  const first = addresses[0] as { address: string; family: number };
  // Called back on a later tick, as dns.lookup does. The callback's type is the one-address form;
  // with `all`, Node reads an array from it.
  process.nextTick(() => {
    if (options.all) (callback as unknown as (error: null, all: typeof LOOPBACK) => void)(null, addresses);
    else callback(null, first.address, first.family);
  });
};
