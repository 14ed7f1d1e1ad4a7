/**
 * Where the portal's server sends pushes (docs/push.md#where-pushes-go): only to push services, so a
 * member's subscription cannot point it at the portal's own network. Checked twice: the endpoint's name
 * and port when a subscription arrives (and when a stored one is met), and, at connect time, the address
 * that name resolves to, in the connection itself (`PushAgent`): what is checked is what is connected to.
 *
 * Not marked `server-only`, which throws outside React's server layer: the fan-out starts with the Node
 * server (lib/server/server-start.ts). Client code never reaches it (tests/unit/server-code-boundary.test.ts).
 */
import dns from 'node:dns';
import * as https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { pushHostName, readPushServices, type PushService } from '@/lib/config';

let read: { text: string; services: PushService[] } | undefined;

/** The push services configured now (the vendors', and WEB_PUSH_SERVICES). */
export function pushServices(env: Record<string, string | undefined> = process.env): PushService[] {
  const text = env.WEB_PUSH_SERVICES ?? '';
  if (read?.text !== text) read = { text, services: readPushServices(env) };
  return read.services;
}

/** The service that `host` on `port` is, or null. A name is compared as normalised (case, trailing dot). */
export function serviceAt(host: string, port: number, services: readonly PushService[]): PushService | null {
  let name: string;
  try {
    // As a URL names it: an IPv6 address in brackets, an IPv4 address in its dotted form.
    name = pushHostName(new URL(`https://${isIP(host) === 6 ? `[${host}]` : host}`).hostname);
  } catch {
    return null;
  }
  return services.find((s) => s.port === port && (s.under ? name.endsWith(`.${s.host}`) : name === s.host)) ?? null;
}

/** The push service of an `https:` URL, or null. */
export const serviceOf = (url: URL, services: readonly PushService[]): PushService | null =>
  url.protocol === 'https:' ? serviceAt(url.hostname, url.port ? Number(url.port) : 443, services) : null;

/**
 * Addresses no push service has: loopback, private (RFC 1918, carrier-grade NAT), link-local, unique-local,
 * unspecified, multicast and reserved ones, and IPv6 forms that carry an IPv4 address (NAT64, 6to4, Teredo).
 * An IPv4 address written as IPv6 (`::ffff:127.0.0.1`) is checked as the IPv4 one.
 */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

export const isPublicAddress = (address: string): boolean => {
  const family = isIP(address);
  return family !== 0 && !NOT_PUBLIC.check(address, family === 6 ? 'ipv6' : 'ipv4');
};

/** A push the portal does not make: its host is no push service, or resolved to an address it never connects to. */
export class PushDestinationRefused extends Error {
  readonly code = 'ERR_PUSH_DESTINATION_REFUSED';
  constructor(message: string) {
    super(message);
    this.name = 'PushDestinationRefused';
  }
}

/**
 * The HTTPS agent every push goes through (web-push's `agent`): a connection opens only to a push service
 * (`services`), and only to the addresses its name resolves to that are public, unless that exact host is
 * listed in WEB_PUSH_SERVICES. The check is in the connection's own lookup, so no later answer of the DNS
 * can take the sender elsewhere. One pool per push service origin (the Agent's own, by host and port).
 */
export class PushAgent extends https.Agent {
  /** `connections`: at most this many open to one push service (the sender's pushes at once), kept alive between pushes. */
  constructor(
    private readonly services: readonly PushService[],
    connections = 8,
  ) {
    super({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections, scheduling: 'lifo' });
  }

  override createConnection(
    options: https.RequestOptions,
    callback?: (error: Error | null, stream: Duplex) => void,
  ): Duplex | null | undefined {
    const host = String(options.host ?? options.hostname ?? '');
    const port = Number(options.port) || 443;
    const service = serviceAt(host, port, this.services);
    const refuse = (why: string) => {
      callback?.(new PushDestinationRefused(`A push to ${host}:${port} is not sent: ${why}.`), undefined as unknown as Duplex);
      return undefined;
    };
    if (!service) return refuse('not a push service');
    // An address itself (one listed in WEB_PUSH_SERVICES): no lookup, so it is checked here.
    if (isIP(host))
      return service.anyAddress || isPublicAddress(host) ? super.createConnection(options, callback) : refuse('not a public address');
    const lookup: LookupFunction = (hostname, lookupOptions, done) => {
      dns.lookup(hostname, { ...lookupOptions, all: true }, (error, found) => {
        if (error) return done(error, '');
        const addresses = typeof found === 'string' ? [{ address: found, family: isIP(found) }] : found;
        const refused = addresses.find((a) => !service.anyAddress && !isPublicAddress(a.address));
        if (refused || addresses.length === 0) {
          return done(new PushDestinationRefused(`${hostname} resolved to ${refused?.address ?? 'nothing'}, not a public address`), '');
        }
        if (lookupOptions.all) done(null, addresses);
        else done(null, addresses[0].address, addresses[0].family);
      });
    };
    return super.createConnection({ ...options, lookup } as https.RequestOptions, callback);
  }
}
