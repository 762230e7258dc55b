import { describe, expect, it } from "vitest";
import {
  clientAddress,
  clientKey,
  createLayeredLimiter,
  createRateLimiter,
  networkKey,
} from "./rate-limit.ts";

describe("createRateLimiter", () => {
  const clock = () => {
    let time = 0;
    return { now: () => time, advance: (ms: number) => (time += ms) };
  };

  it("allows a burst of perMinute, then refuses with the wait until the next token", () => {
    const c = clock();
    const limiter = createRateLimiter({ perMinute: 3, now: c.now });
    expect([1, 2, 3].map(() => limiter.take("a").allowed)).toEqual([true, true, true]);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 20 });
    c.advance(15_000);
    expect(limiter.take("a")).toEqual({ allowed: false, retryAfterSeconds: 5 });
    c.advance(5_000);
    expect(limiter.take("a").allowed).toBe(true);
  });

  it("keeps clients apart", () => {
    const limiter = createRateLimiter({ perMinute: 1, now: () => 0 });
    expect(limiter.take("a").allowed).toBe(true);
    expect(limiter.take("a").allowed).toBe(false);
    expect(limiter.take("b").allowed).toBe(true);
  });

  it("refills to the burst size, never beyond", () => {
    const c = clock();
    const limiter = createRateLimiter({ perMinute: 2, now: c.now });
    limiter.take("a");
    c.advance(10 * 60_000);
    expect([1, 2, 3].map(() => limiter.take("a").allowed)).toEqual([true, true, false]);
  });

  it("is off at 0", () => {
    const limiter = createRateLimiter({ perMinute: 0 });
    for (let i = 0; i < 1000; i++) expect(limiter.take("a").allowed).toBe(true);
  });

  it("forgets the stalest client when full, bounding memory", () => {
    const limiter = createRateLimiter({ perMinute: 1, maxClients: 2, now: () => 0 });
    limiter.take("a");
    limiter.take("b");
    limiter.take("c"); // evicts "a"
    expect(limiter.take("b").allowed).toBe(false);
    expect(limiter.take("a").allowed).toBe(true);
  });
});

describe("charging per row", () => {
  it("spends one token per row, and a request larger than the bucket leaves it in debt", () => {
    const limiter = createRateLimiter({ perMinute: 10, now: () => 0 });
    expect(limiter.take("a", 5).allowed).toBe(true);
    expect(limiter.take("a", 5).allowed).toBe(true);
    expect(limiter.take("a", 1)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    const small = createRateLimiter({ perMinute: 2, now: () => 0 });
    expect(small.take("b", 5).allowed).toBe(true);
    // Two tokens a minute, three owed plus one to spend: two minutes.
    expect(small.take("b", 1)).toEqual({ allowed: false, retryAfterSeconds: 120 });
  });
});

describe("clientKey", () => {
  it("keys IPv6 by its /64, and IPv4 (IPv4-mapped IPv6 too) by the address", () => {
    const keys: Record<string, string> = {
      "2001:db8:1:2::1": "2001:db8:1:2::/64",
      "2001:0db8:0001:0002:ffff:ffff:ffff:ffff": "2001:db8:1:2::/64",
      "2001:db8::1": "2001:db8:0:0::/64",
      "::1": "0:0:0:0::/64",
      "::ffff:192.0.2.1": "192.0.2.1",
      "192.0.2.1": "192.0.2.1",
      unknown: "unknown",
    };
    for (const [address, key] of Object.entries(keys)) expect(clientKey(address), address).toBe(key);
  });

  it("gives one bucket to a whole /64", () => {
    const limiter = createRateLimiter({ perMinute: 1, now: () => 0 });
    expect(limiter.take("2001:db8:1:2::1").allowed).toBe(true);
    expect(limiter.take("2001:db8:1:2::2").allowed).toBe(false);
    expect(limiter.take("2001:db8:1:3::1").allowed).toBe(true);
  });
});

describe("clientAddress", () => {
  it("uses the socket address unless proxies are trusted", () => {
    expect(clientAddress("10.0.0.1", "1.2.3.4", 0)).toBe("10.0.0.1");
    expect(clientAddress("10.0.0.1", null, 1)).toBe("10.0.0.1");
    expect(clientAddress(undefined, null, 0)).toBe("unknown");
  });

  it("takes the entry the trusted proxy appended, as nginx's $proxy_add_x_forwarded_for builds it", () => {
    // "client-supplied, real-ip": the left part is whatever the client sent.
    expect(clientAddress("10.0.0.9", "198.51.100.7, 203.0.113.5", 1)).toBe("203.0.113.5");
    expect(clientAddress("10.0.0.9", "203.0.113.5", 1)).toBe("203.0.113.5");
    expect(clientAddress("10.0.0.9", "198.51.100.7, 203.0.113.5, 10.0.0.2", 2)).toBe("203.0.113.5");
    expect(clientAddress("10.0.0.9", "203.0.113.5", 2)).toBe("203.0.113.5");
    // What the proxy appended is an address; anything else means a misconfigured chain.
    expect(clientAddress("10.0.0.9", "198.51.100.7, not-an-ip", 1)).toBe("10.0.0.9");
  });
});

describe("networkKey", () => {
  it("is an IPv6 address's /48, and nothing for IPv4", () => {
    expect(networkKey("2001:db8:1234:5678::1")).toBe("2001:db8:1234::/48");
    expect(networkKey("2001:db8:1234:ffff:1:2:3:4")).toBe("2001:db8:1234::/48");
    expect(networkKey("198.51.100.7")).toBeUndefined();
    expect(networkKey("::ffff:198.51.100.7")).toBeUndefined();
  });
});

describe("createLayeredLimiter", () => {
  it("refuses a client past its own allowance, naming the client's limit", () => {
    const limiter = createLayeredLimiter({ perClient: 2, perNetwork: 4, site: 10 }, { now: () => 0 });
    expect(limiter.take("203.0.113.1", 2).allowed).toBe(true);
    expect(limiter.take("203.0.113.1")).toMatchObject({ allowed: false, scope: "client" });
  });

  it("stops one IPv6 /48 at its allowance however many /64s it rotates through", () => {
    const limiter = createLayeredLimiter({ perClient: 10, perNetwork: 20, site: 1000 }, { now: () => 0 });
    const answers = Array.from({ length: 6 }, (_, i) => limiter.take(`2001:db8:1234:${i}::1`, 5));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, true, false, false]);
    expect(answers[4]).toMatchObject({ scope: "network" });
    expect(limiter.take("2001:db8:9999::1", 5).allowed).toBe(true);
  });

  it("stops everyone together at the site's ceiling, and a refused request spends nothing", () => {
    const limiter = createLayeredLimiter({ perClient: 10, perNetwork: 20, site: 12 }, { now: () => 0 });
    expect(limiter.take("198.51.100.1", 10).allowed).toBe(true);
    expect(limiter.take("198.51.100.2", 5)).toMatchObject({ allowed: false, scope: "site" });
    // The refused 5 were not charged to 198.51.100.2: 2 still fit under the ceiling.
    expect(limiter.take("198.51.100.2", 2).allowed).toBe(true);
    expect(limiter.take("198.51.100.3")).toMatchObject({ allowed: false, scope: "site" });
  });

  it("is off where a limit is 0", () => {
    const limiter = createLayeredLimiter({ perClient: 0, perNetwork: 0, site: 0 });
    for (let i = 0; i < 100; i++) expect(limiter.take("198.51.100.1", 5).allowed).toBe(true);
  });
});
