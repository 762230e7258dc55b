import { describe, expect, it } from "vitest";
import { clientAddress, createRateLimiter } from "./rate-limit.ts";

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

describe("clientAddress", () => {
  it("uses the socket address unless the proxy is trusted", () => {
    expect(clientAddress("10.0.0.1", "1.2.3.4", false)).toBe("10.0.0.1");
    expect(clientAddress("10.0.0.1", "1.2.3.4, 10.0.0.9", true)).toBe("1.2.3.4");
    expect(clientAddress("10.0.0.1", null, true)).toBe("10.0.0.1");
    expect(clientAddress(undefined, null, false)).toBe("unknown");
  });
});
