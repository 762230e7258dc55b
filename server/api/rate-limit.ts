import { isIPv4, isIPv6 } from "node:net";

/*
 * Per-client token buckets for inserts: each client may burst up to `perMinute` rows, then earns
 * one more every 60/perMinute seconds. In memory, so a flood is refused before it costs the
 * database anything; the same limits are in the database (decision 070), where several servers on
 * one DATABASE_URL, and Supabase, share them. The number of tracked clients is bounded, so a flood
 * of spoofed addresses cannot exhaust memory: the least recently seen are forgotten first (which
 * only ever lets a forgotten client start again with a full bucket).
 */

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /**
   * Spends `cost` tokens (rows) of `client`'s bucket if it can. A cost larger than the whole
   * bucket passes only when the bucket is full and leaves it in debt, so every row is paid for.
   */
  take(client: string, cost?: number): RateDecision;
  /** What take() would answer, spending nothing. */
  check(client: string, cost?: number): RateDecision;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createRateLimiter(options: {
  perMinute: number;
  /** Clients remembered at once. */
  maxClients?: number;
  /** The bucket an address counts against (clientKey unless said); undefined: not limited. */
  key?: (address: string) => string | undefined;
  /** Injected for tests. */
  now?: () => number;
}): RateLimiter {
  const { perMinute, maxClients = 10_000, key = clientKey, now = () => performance.now() } = options;
  if (perMinute <= 0) {
    const allowed = () => ({ allowed: true, retryAfterSeconds: 0 });
    return { take: allowed, check: allowed };
  }
  const msPerToken = 60_000 / perMinute;
  // A Map iterates in insertion order; re-inserting on every use makes the first entry the stalest.
  const buckets = new Map<string, Bucket>();

  /** The client's bucket, refilled to now and marked as the most recently seen. */
  function bucketOf(client: string): Bucket {
    const time = now();
    const bucket = buckets.get(client) ?? { tokens: perMinute, updatedAt: time };
    bucket.tokens = Math.min(perMinute, bucket.tokens + (time - bucket.updatedAt) / msPerToken);
    bucket.updatedAt = time;
    buckets.delete(client);
    buckets.set(client, bucket);
    const stalest = buckets.keys().next().value;
    if (buckets.size > maxClients && stalest !== undefined) buckets.delete(stalest);
    return bucket;
  }

  function decide(address: string, cost: number, spend: boolean): RateDecision {
    const client = key(address);
    if (client === undefined) return { allowed: true, retryAfterSeconds: 0 };
    const bucket = bucketOf(client);
    const needed = Math.min(cost, perMinute);
    if (bucket.tokens >= needed) {
      if (spend) bucket.tokens -= cost;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(((needed - bucket.tokens) * msPerToken) / 1000)),
    };
  }

  return {
    take: (address, cost = 1) => decide(address, cost, true),
    check: (address, cost = 1) => decide(address, cost, false),
  };
}

/** Which limit refused: one client's, one IPv6 network's (/48), or everyone's together. */
export type LimitScope = "client" | "network" | "site";

export interface LayeredDecision extends RateDecision {
  /** The limit that refused; undefined when allowed. */
  scope?: LimitScope;
}

/** Rows per minute for each limit; 0 turns that one off. */
export interface LayeredLimits {
  perClient: number;
  perNetwork: number;
  site: number;
}

/**
 * The per-client limit, one per IPv6 /48 (so a network cannot make 65,536 fresh /64 clients) and
 * one for everyone together (the ceiling no address rotation gets past), as the database has them
 * (decision 070). A request is charged to all three, or to none: refused by one, it spends nothing.
 */
export function createLayeredLimiter(
  limits: LayeredLimits,
  options: { now?: () => number } = {},
): { take(address: string, cost?: number): LayeredDecision } {
  const layers: Array<[LimitScope, RateLimiter]> = [
    ["client", createRateLimiter({ perMinute: limits.perClient, ...options })],
    ["network", createRateLimiter({ perMinute: limits.perNetwork, key: networkKey, ...options })],
    ["site", createRateLimiter({ perMinute: limits.site, key: () => "site", ...options })],
  ];
  return {
    take(address, cost = 1) {
      for (const [scope, limiter] of layers) {
        const decision = limiter.check(address, cost);
        if (!decision.allowed) return { ...decision, scope };
      }
      for (const [, limiter] of layers) limiter.take(address, cost);
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

/** The eight 16-bit groups of an IPv6 address, or undefined if it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  if (!isIPv6(address)) return undefined;
  // A trailing dotted IPv4 (::ffff:192.0.2.1) is two more groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address.replace(/%.*$/, "");
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text =
      text.slice(0, text.length - dotted[0].length) +
      `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const parse = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The network bucket of an address: an IPv6 address's /48, the block a site or a tunnel broker's
 * customer is given (65,536 /64s); undefined for IPv4, whose client is already one address.
 */
export function networkKey(address: string): string | undefined {
  const key = clientKey(address);
  if (!key.endsWith("::/64")) return undefined;
  const groups = ipv6Groups(address) ?? [];
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(":")}::/48`;
}

/**
 * The bucket an address counts against. IPv4 addresses are themselves (an IPv4-mapped IPv6
 * address included); an IPv6 address is its /64, the smallest block one subscriber is given, so
 * one household or server cannot make a fresh bucket per address of its own network.
 */
export function clientKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  const [a, b, c, d, e, f, g, h] = groups as [number, number, number, number, number, number, number, number];
  if (a === 0 && b === 0 && c === 0 && d === 0 && e === 0 && f === 0xffff) {
    return `${g >> 8}.${g & 255}.${h >> 8}.${h & 255}`;
  }
  return `${[a, b, c, d].map((group) => group.toString(16)).join(":")}::/64`;
}

/**
 * The address a request counts against: the TCP peer, or behind `trustedProxies` reverse proxies
 * the X-Forwarded-For entry the outermost of them appended (each proxy appends the address it saw,
 * so that is the Nth entry from the right; anything left of it was written by the client). With 0
 * proxies the header is ignored, since any client can write it.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  trustedProxies: number,
): string {
  const entry = trustedEntry(forwardedFor, trustedProxies);
  if (entry && isIp(entry)) return entry;
  return socketAddress ?? "unknown";
}

const isIp = (entry: string) => isIPv4(entry) || isIPv6(entry);

/** The X-Forwarded-For entry the outermost of `trustedProxies` proxies appended, if any. */
function trustedEntry(forwardedFor: string | null, trustedProxies: number): string | undefined {
  if (trustedProxies === 0 || !forwardedFor) return undefined;
  const entries = forwardedFor
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  // Fewer entries than proxies: the request met fewer of them, and the leftmost is the client.
  return entries[Math.max(0, entries.length - trustedProxies)];
}

/**
 * What a request's X-Forwarded-For says about a misconfigured proxy setup, or undefined: a proxy
 * forwards while TRUST_PROXY is 0, or the entry TRUST_PROXY points at is not an address. Either
 * way every visitor counts as the proxy's address, so one of them can use up everyone's limit.
 * The value itself is never quoted (it holds client addresses).
 */
export function forwardedForProblem(forwardedFor: string | null, trustedProxies: number): string | undefined {
  if (!forwardedFor?.trim()) return undefined;
  if (trustedProxies === 0) {
    return (
      "requests arrive with X-Forwarded-For, but TRUST_PROXY is 0: the header is ignored, so every " +
      "client behind the proxy counts as the proxy's address and they all share one rate limit. " +
      "Set TRUST_PROXY to the number of proxies in front of the server (or, if there is none, " +
      "some clients send the header themselves and this is harmless)."
    );
  }
  const entry = trustedEntry(forwardedFor, trustedProxies);
  if (entry !== undefined && isIp(entry)) return undefined;
  return (
    `the X-Forwarded-For entry that TRUST_PROXY=${trustedProxies} points at is not an IP address ` +
    "(a proxy that appends ip:port, or a TRUST_PROXY larger than the proxies really in front), so " +
    "such requests count as the proxy's address and share one rate limit."
  );
}
