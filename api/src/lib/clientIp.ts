/**
 * The address of the client a request comes from. Behind a reverse proxy (the
 * shell's `/api` pass-through, a load balancer) the connection comes from the
 * proxy, which appends the address it saw to X-Forwarded-For. That header is
 * believed only as far as the hops are trusted proxies (TRUSTED_PROXIES): the
 * client is the right-most address of the chain that is not a trusted proxy,
 * so whatever a client writes into the header itself is never used.
 */
import { BlockList, isIP, isIPv4 } from 'node:net';
import type { Context } from 'koa';

const ipv4WithPort = /^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/;
const ipv4Mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;
const ipv4MappedHex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/;

/**
 * One address as the socket or a forwarding header gives it, in one canonical
 * form (so one client is one rate-limit key): brackets, a port and an IPv6
 * zone removed, IPv4-mapped IPv6 (`::ffff:1.2.3.4`) as IPv4, IPv6 compressed
 * and lowercase. Undefined when it is not an IP address.
 */
export function normalizeAddress(raw: string): string | undefined {
  let address = raw.trim();
  if (address.startsWith('[')) {
    const end = address.indexOf(']');
    if (end < 0) return undefined;
    address = address.slice(1, end);
  } else if (ipv4WithPort.test(address)) {
    address = address.slice(0, address.lastIndexOf(':'));
  }
  const zone = address.indexOf('%');
  if (zone >= 0) address = address.slice(0, zone);
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return undefined;
  const mapped = ipv4Mapped.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
  const hex = ipv4MappedHex.exec(canonical);
  if (!hex) return canonical;
  const [high, low] = [Number.parseInt(hex[1] ?? '0', 16), Number.parseInt(hex[2] ?? '0', 16)];
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Which peers are proxies whose X-Forwarded-For is believed. */
export interface TrustedProxies {
  has(address: string): boolean;
}

/**
 * Parses TRUSTED_PROXIES entries: IPv4 or IPv6 addresses, or CIDR ranges
 * (`10.0.0.0/8`, `fd00::/8`). Throws an Error naming the first bad entry.
 */
export function trustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [base = '', prefix, ...rest] = entry.trim().split('/');
    const address = isIP(base) === 0 || rest.length > 0 ? undefined : normalizeAddress(base);
    if (!address) throw new Error(`"${entry}" is not an IP address or CIDR range`);
    const family = isIPv4(address) ? 'ipv4' : 'ipv6';
    const bits = family === 'ipv4' ? 32 : 128;
    if (prefix === undefined) {
      list.addAddress(address, family);
      continue;
    }
    const length = /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
    if (!(length >= 0 && length <= bits)) {
      throw new Error(`"${entry}" has a prefix length outside 0–${bits}`);
    }
    list.addSubnet(address, length, family);
  }
  return {
    has: (address) => {
      const normalized = normalizeAddress(address);
      if (!normalized) return false;
      return list.check(normalized, isIPv4(normalized) ? 'ipv4' : 'ipv6');
    },
  };
}

/**
 * The client of a connection from `peer` carrying `forwardedFor`: the peer
 * itself unless it is a trusted proxy; otherwise the chain is walked from the
 * right, skipping trusted proxies, to the first address that is not one. If
 * every hop is trusted, the left-most is the client; a hop that is not an
 * address stops the walk at the trusted hop that passed it on.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  const socket = normalizeAddress(peer ?? '');
  if (!socket) return peer || 'unknown';
  if (!forwardedFor || !trusted.has(socket)) return socket;
  const hops = forwardedFor.split(',');
  let client = socket;
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = normalizeAddress(hops[i] ?? '');
    if (!hop) return client;
    client = hop;
    if (!trusted.has(hop)) return hop;
  }
  return client;
}

const parsed = new WeakMap<readonly string[], TrustedProxies>();
const resolved = new WeakMap<Context, string>();

/** The client address of a request, per the app's TRUSTED_PROXIES (computed once per request). */
export function clientIp(ctx: Context): string {
  const known = resolved.get(ctx);
  if (known !== undefined) return known;
  const entries = ctx.services.config.trustedProxies;
  let trusted = parsed.get(entries);
  if (!trusted) {
    trusted = trustedProxies(entries);
    parsed.set(entries, trusted);
  }
  const ip = clientAddress(ctx.req.socket.remoteAddress, ctx.get('X-Forwarded-For') || undefined, trusted);
  resolved.set(ctx, ip);
  return ip;
}
