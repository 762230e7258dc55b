/*
 * Per-client token buckets for inserts: each client may burst up to `perMinute` requests, then
 * earns one more every 60/perMinute seconds. In memory, because the local server is one process;
 * Supabase deployments use the db_pre_request recipe instead. The number of tracked clients is
 * bounded, so a flood of spoofed addresses cannot exhaust memory: the least recently seen are
 * forgotten first (which only ever lets a forgotten client start again with a full bucket).
 */

export interface RateDecision {
  allowed: boolean;
  /** Whole seconds until the next request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /** Spends one token of `client` if it has one. */
  take(client: string): RateDecision;
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
    take(client) {
      const time = now();
      const previous = buckets.get(client);
      const bucket = previous ?? { tokens: perMinute, updatedAt: time };
      bucket.tokens = Math.min(perMinute, bucket.tokens + (time - bucket.updatedAt) / msPerToken);
      bucket.updatedAt = time;
      buckets.delete(client);
      buckets.set(client, bucket);
      const stalest = buckets.keys().next().value;
      if (buckets.size > maxClients && stalest !== undefined) buckets.delete(stalest);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { allowed: true, retryAfterSeconds: 0 };
      }
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(((1 - bucket.tokens) * msPerToken) / 1000)),
      };
    },
  };
}

/**
 * The address a request counts against: the TCP peer, or with `trustProxy` the first
 * X-Forwarded-For hop (the original client as the proxy saw it). Without trustProxy the header is
 * ignored, since any client can write it.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null,
  trustProxy: boolean,
): string {
  if (trustProxy && forwardedFor) {
    const first = forwardedFor.split(",")[0]?.trim();
    if (first) return first;
  }
  return socketAddress ?? "unknown";
}
