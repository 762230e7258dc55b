import { isIPv4, isIPv6 } from "node:net";

/*
 * Per-client token buckets for inserts: each client may burst up to `perMinute` rows, then earns
 * one more every 60/perMinute seconds. In memory, because the local server is one process (several
 * processes on one DATABASE_URL each keep their own; Supabase deployments and shared setups use the
 * database-side recipe in supabase/extras/rate_limit.sql). The number of tracked clients is
 * bounded, so a flood of spoofed addresses cannot exhaust memory: the least recently seen are
 * forgotten first (which only ever lets a forgotten client start again with a full bucket).
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
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export function createRateLimiter(options: {
  perMinute: number;
  /** Clients remembered at once. */
  maxClients?: number;
  /** Injected for tests. */
  now?: () => number;
}): RateLimiter {
  const { perMinute, maxClients = 10_000, now = () => performance.now() } = options;
  if (perMinute <= 0) return { take: () => ({ allowed: true, retryAfterSeconds: 0 }) };
  const msPerToken = 60_000 / perMinute;
  // A Map iterates in insertion order; re-inserting on every use makes the first entry the stalest.
  const buckets = new Map<string, Bucket>();

  return {
    take(address, cost = 1) {
      const client = clientKey(address);
      const time = now();
      const previous = buckets.get(client);
      const bucket = previous ?? { tokens: perMinute, updatedAt: time };
      bucket.tokens = Math.min(perMinute, bucket.tokens + (time - bucket.updatedAt) / msPerToken);
      bucket.updatedAt = time;
      buckets.delete(client);
      buckets.set(client, bucket);
      const stalest = buckets.keys().next().value;
      if (buckets.size > maxClients && stalest !== undefined) buckets.delete(stalest);
      const needed = Math.min(cost, perMinute);
      if (bucket.tokens >= needed) {
        bucket.tokens -= cost;
        return { allowed: true, retryAfterSeconds: 0 };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(((needed - bucket.tokens) * msPerToken) / 1000)),
      };
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
