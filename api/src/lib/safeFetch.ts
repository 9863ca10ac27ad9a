/**
 * Fetching URLs that users give us (web pages, webhooks, publishing targets)
 * without letting them reach what only the server can: http(s) only; every
 * address a host resolves to checked against private, loopback, link-local,
 * metadata and other non-public ranges, at the moment of connecting (the
 * socket goes to the address that was checked, so a second DNS answer cannot
 * swap it); redirects followed by hand, at most five, each hop checked again;
 * a time limit over the whole exchange and a size limit on the body; the
 * content type checked when the caller names the ones it accepts.
 *
 * The one way through for private addresses is the policy's allow-list of
 * `host:port` (or `host`) entries, which only the test configuration sets
 * (FETCH_ALLOW_HOSTS; production refuses to start with it).
 */

import dns from 'node:dns';
import { BlockList, isIP } from 'node:net';
import { Agent, type Response, fetch as undiciFetch } from 'undici';
import { WebUrlInaccessible } from '../errors';
import { normalizeAddress } from './clientIp';

export interface FetchPolicy {
  /** `host:port` or `host` entries reachable even on private addresses (tests only). */
  allowHosts: readonly string[];
}

export interface SafeFetchOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** For the whole exchange, redirects and body included (default 10 s). */
  timeoutMs?: number;
  /** Largest body read (default 5 MB); a longer one is refused, not cut. */
  maxBytes?: number;
  /** Default 5; 0 returns the redirect response itself. */
  maxRedirects?: number;
  /** Accepted content types (`text/html`, or a prefix such as `image/`); others are refused. */
  accept?: readonly string[];
  signal?: AbortSignal;
}

export interface SafeResponse {
  status: number;
  ok: boolean;
  /** The URL that answered, after redirects. */
  url: string;
  headers: Headers;
  /** The media type without parameters, lowercase ('' when absent). */
  contentType: string;
  body: Buffer;
  text(): string;
  json<T = unknown>(): T;
}

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_REDIRECTS = 5;

/** Addresses no user URL may reach: RFC 6890 special-purpose ranges and their IPv6 kin. */
const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this" network
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: may embed a private IPv4
  ['64:ff9b:1::', 48],
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo…)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: may embed a private IPv4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}

/** True when the address is one a user URL must not reach (IPv4-mapped IPv6 judged as IPv4). */
export function isPrivateAddress(raw: string): boolean {
  const address = normalizeAddress(raw);
  if (!address) return true;
  return blocked.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

function hostOf(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
}

function defaultPort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

function allowed(policy: FetchPolicy, url: URL): boolean {
  const host = hostOf(url);
  return policy.allowHosts.some((entry) => entry === host || entry === `${host}:${defaultPort(url)}`);
}

/** Parses and checks what can be checked before connecting; throws WebUrlInaccessible. */
export function checkUrl(policy: FetchPolicy, raw: string | URL): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw WebUrlInaccessible('This is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw WebUrlInaccessible('Only http and https URLs can be fetched.');
  }
  if (url.username || url.password) {
    throw WebUrlInaccessible('URLs with a user name or password cannot be fetched.');
  }
  const host = hostOf(url);
  if (!allowed(policy, url)) {
    if (isIP(host) && isPrivateAddress(host)) {
      throw WebUrlInaccessible(`${url.host} is a private address and cannot be fetched.`);
    }
    if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) {
      throw WebUrlInaccessible(`${url.host} is a private address and cannot be fetched.`);
    }
  }
  return url;
}

class PrivateAddressError extends Error {
  constructor(readonly host: string) {
    super(`${host} resolves to a private address`);
    this.name = 'PrivateAddressError';
  }
}

/** dns.lookup that refuses a host when any of its addresses is private. */
const guardedLookup: typeof dns.lookup = ((
  hostname: string,
  options: dns.LookupOptions | ((...args: unknown[]) => void),
  callback?: (...args: unknown[]) => void,
) => {
  const done = (typeof options === 'function' ? options : callback) as (
    error: Error | null,
    address?: string | dns.LookupAddress[],
    family?: number,
  ) => void;
  const wanted = typeof options === 'object' ? options : {};
  dns.lookup(hostname, { all: true, verbatim: true }, (error, addresses) => {
    if (error) return done(error);
    if (addresses.length === 0 || addresses.some((a) => isPrivateAddress(a.address))) {
      return done(new PrivateAddressError(hostname));
    }
    const usable = wanted.family ? addresses.filter((a) => a.family === wanted.family) : addresses;
    const first = usable[0];
    if (!first) return done(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }));
    if (wanted.all) return done(null, usable);
    return done(null, first.address, first.family);
  });
}) as typeof dns.lookup;

const guardedAgent = new Agent({ connect: { lookup: guardedLookup }, keepAliveTimeout: 4_000 });
const openAgent = new Agent({ keepAliveTimeout: 1_000 });

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current && chain.length < 6) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/** What went wrong, in words a user can act on. */
function explain(error: unknown, url: URL, timedOut: boolean): Error {
  if (error instanceof Error && error.name === 'AppError') return error;
  if (timedOut) return WebUrlInaccessible(`${url.host} did not answer in time.`);
  for (const cause of causeChain(error)) {
    if (cause instanceof PrivateAddressError) {
      return WebUrlInaccessible(`${url.host} is a private address and cannot be fetched.`);
    }
    const code = (cause as { code?: string }).code;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') {
      return WebUrlInaccessible(`${url.host} could not be found.`);
    }
    if (code === 'ECONNREFUSED') return WebUrlInaccessible(`${url.host} refused the connection.`);
    if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') {
      return WebUrlInaccessible(`${url.host} closed the connection.`);
    }
    if (typeof code === 'string' && (code.startsWith('ERR_TLS') || code.includes('CERT'))) {
      return WebUrlInaccessible(`${url.host} has an invalid TLS certificate.`);
    }
  }
  return WebUrlInaccessible(`${url.host} could not be reached.`);
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

interface Exchange {
  response: Response;
  url: URL;
}

/** Sends the request and follows redirects, checking every hop. */
async function exchange(
  policy: FetchPolicy,
  start: URL,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<Exchange> {
  let url = start;
  let method = (options.method ?? 'GET').toUpperCase();
  let body = options.body;
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  for (let hop = 0; ; hop++) {
    const response = await undiciFetch(url, {
      method,
      headers: options.headers,
      body,
      redirect: 'manual',
      signal,
      dispatcher: allowed(policy, url) ? openAgent : guardedAgent,
    });
    const location = response.headers.get('location');
    if (!REDIRECTS.has(response.status) || !location || maxRedirects === 0) return { response, url };
    await response.body?.cancel();
    if (hop >= maxRedirects)
      throw WebUrlInaccessible(`${start.host} redirected more than ${maxRedirects} times.`);
    const next = checkUrl(policy, new URL(location, url));
    if (
      response.status === 303 ||
      ((response.status === 301 || response.status === 302) && method === 'POST')
    ) {
      method = method === 'HEAD' ? 'HEAD' : 'GET';
      body = undefined;
    }
    url = next;
  }
}

async function readBody(response: Response, url: URL, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel();
    throw WebUrlInaccessible(`${url.host} sent more than ${Math.round(maxBytes / 1024)} KB.`);
  }
  if (!response.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) {
      throw WebUrlInaccessible(`${url.host} sent more than ${Math.round(maxBytes / 1024)} KB.`);
    }
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

function mediaType(headers: Response['headers']): string {
  return (headers.get('content-type') ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
}

function timeoutSignal(
  timeoutMs: number,
  outer?: AbortSignal,
): { signal: AbortSignal; timedOut: () => boolean } {
  const timer = AbortSignal.timeout(timeoutMs);
  const signal = outer ? AbortSignal.any([timer, outer]) : timer;
  return { signal, timedOut: () => timer.aborted };
}

/** Fetches a user-supplied URL under the rules above; throws WebUrlInaccessible with the reason. */
export async function safeFetch(
  policy: FetchPolicy,
  raw: string | URL,
  options: SafeFetchOptions = {},
): Promise<SafeResponse> {
  const start = checkUrl(policy, raw);
  const { signal, timedOut } = timeoutSignal(options.timeoutMs ?? DEFAULT_TIMEOUT_MS, options.signal);
  let final = start;
  try {
    const { response, url } = await exchange(policy, start, options, signal);
    final = url;
    const contentType = mediaType(response.headers);
    if (options.accept && !options.accept.some((type) => contentType.startsWith(type))) {
      await response.body?.cancel();
      throw WebUrlInaccessible(
        `${url.host} answered with ${contentType || 'no content type'}, not ${options.accept.join(' or ')}.`,
      );
    }
    const body = await readBody(response, url, options.maxBytes ?? DEFAULT_MAX_BYTES);
    return {
      status: response.status,
      ok: response.ok,
      url: url.toString(),
      headers: response.headers as unknown as Headers,
      contentType,
      body,
      text: () => body.toString('utf8'),
      json: <T>() => JSON.parse(body.toString('utf8')) as T,
    };
  } catch (error) {
    if (options.signal?.aborted && !timedOut()) throw error;
    throw explain(error, final, timedOut());
  }
}

/**
 * A WHATWG fetch under the same address and redirect rules, for libraries
 * that take a `fetch` option. The body is the library's to read (no size
 * limit here; the time limit still applies).
 */
export function fetchFor(policy: FetchPolicy, timeoutMs = DEFAULT_TIMEOUT_MS): typeof fetch {
  return (async (input: string | URL | Request, init: RequestInit = {}) => {
    const raw = typeof input === 'string' || input instanceof URL ? input : input.url;
    const start = checkUrl(policy, raw);
    const { signal, timedOut } = timeoutSignal(timeoutMs, init.signal ?? undefined);
    try {
      const { response } = await exchange(
        policy,
        start,
        {
          method: init.method ?? (input instanceof Request ? input.method : undefined),
          headers: init.headers ? Object.fromEntries(new Headers(init.headers).entries()) : undefined,
          body: typeof init.body === 'string' || init.body instanceof Uint8Array ? init.body : undefined,
          maxRedirects: init.redirect === 'manual' ? 0 : DEFAULT_MAX_REDIRECTS,
        },
        signal,
      );
      return response as unknown as globalThis.Response;
    } catch (error) {
      if (init.signal?.aborted && !timedOut()) throw error;
      throw explain(error, start, timedOut());
    }
  }) as typeof fetch;
}
