import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_HEALTH_CHECKS } from "#server/api/health.ts";
import { createApp } from "#server/app.ts";
import { defaultConfig, type ServerConfig } from "#server/config.ts";
import type { Database } from "#server/db/types.ts";
import { killStartedServers, startServer } from "#tests/support/server-process.ts";
import { CONTACT, freshDatabase } from "./harness.ts";

/*
 * The issue-15 findings about the API, each as the request that exposed it: a client behind nginx
 * choosing its own rate-limit bucket, rows that were not counted, IPv6 networks with endless
 * buckets, reads and health checks crowding out the form, and answers without nosniff or CSP.
 */

let db: Database;
beforeAll(async () => {
  db = await freshDatabase();
});
afterAll(async () => {
  await killStartedServers();
  await db?.close();
});

const table = "/rest/v1/contact_submissions";
const appWith = (database: Database, overrides: Partial<ServerConfig>) => {
  const config = defaultConfig({ siteDir: "/nonexistent", logLevel: "silent", ...overrides });
  return { app: createApp({ db: database, config }), config };
};
const contact = () => ({ ...CONTACT, email: `lead-${crypto.randomUUID()}@example.com` });

/** An anon insert of `rows` (one fresh lead by default) arriving through a proxy chain. */
const insertVia = (setup: ReturnType<typeof appWith>, forwardedFor: string, rows: object = contact()) =>
  setup.app.request(table, {
    method: "POST",
    headers: {
      apikey: setup.config.anonKey,
      "Content-Type": "application/json",
      "X-Forwarded-For": forwardedFor,
    },
    body: JSON.stringify(rows),
  });

describe("rate limit behind a proxy", () => {
  it("counts the address nginx appended, not the one the client wrote", async () => {
    const setup = appWith(db, { trustProxy: 1, rateLimitPerMinute: 2 });
    // nginx's $proxy_add_x_forwarded_for: the client's own header, then the address nginx saw.
    const statuses = [];
    for (let n = 1; n <= 3; n++)
      statuses.push((await insertVia(setup, `198.51.100.${n}, 203.0.113.5`)).status);
    expect(statuses).toEqual([201, 201, 429]);
  });

  it("takes the Nth entry from the right with TRUST_PROXY=<hops>", async () => {
    const setup = appWith(db, { trustProxy: 2, rateLimitPerMinute: 1 });
    expect((await insertVia(setup, "198.51.100.9, 203.0.113.7, 10.0.0.2")).status).toBe(201);
    // Same client (second from the right), another spoofed first entry and another inner proxy.
    expect((await insertVia(setup, "198.51.100.10, 203.0.113.7, 10.0.0.3")).status).toBe(429);
    expect((await insertVia(setup, "203.0.113.8, 10.0.0.2")).status).toBe(201);
  });

  it("keys IPv6 clients by their /64", async () => {
    const setup = appWith(db, { trustProxy: 1, rateLimitPerMinute: 1 });
    expect((await insertVia(setup, "2001:db8:1:2::1")).status).toBe(201);
    expect((await insertVia(setup, "2001:db8:1:2:ffff:ffff:ffff:fffe")).status).toBe(429);
    expect((await insertVia(setup, "2001:db8:1:3::1")).status).toBe(201);
  });

  it("charges per row: five rows in one request cost five", async () => {
    const setup = appWith(db, { trustProxy: 1, rateLimitPerMinute: 5, maxRowsPerInsert: 5 });
    const five = [contact(), contact(), contact(), contact(), contact()];
    expect((await insertVia(setup, "192.0.2.44", five)).status).toBe(201);
    const refused = await insertVia(setup, "192.0.2.44", [contact()]);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ code: "PGRST429" });
  });
});

describe("bounded database work", () => {
  /** A database whose transactions wait for release(); `started(n)` resolves once n are waiting. */
  function heldDatabase() {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let waiting = 0;
    const watchers: Array<[number, () => void]> = [];
    const database: Database = {
      description: "held",
      transaction: async (role, fn) => {
        waiting++;
        for (const [n, resolve] of watchers) if (waiting >= n) resolve();
        await held;
        return db.transaction(role, fn);
      },
      close: async () => {},
    };
    const started = (n: number) =>
      new Promise<void>((resolve) => (waiting >= n ? resolve() : watchers.push([n, resolve])));
    return { database, release, started };
  }

  it("keeps the form's inserts out of reach of a flood of reads", async () => {
    const { database, release, started } = heldDatabase();
    const { app, config } = appWith(database, { maxPendingWrites: 2, rateLimitPerMinute: 0 });
    try {
      const read = () => app.request(`${table}?select=id`, { headers: { apikey: config.anonKey } });
      const reads = [read(), read()];
      await started(2);
      const refused = await read();
      expect(refused.status).toBe(503);
      const insert = app.request(table, {
        method: "POST",
        headers: { apikey: config.anonKey, "Content-Type": "application/json" },
        body: JSON.stringify(contact()),
      });
      // Before the fix the insert was refused at once; now it waits its turn in its own queue.
      await Promise.race([started(3), insert]);
      release();
      expect((await insert).status).toBe(201);
      expect((await Promise.all(reads)).map((response) => response.status)).toEqual([200, 200]);
    } finally {
      release();
    }
  });

  it("bounds /healthz: past MAX_HEALTH_CHECKS in flight it answers 503 at once", async () => {
    const { database, release, started } = heldDatabase();
    const { app } = appWith(database, {});
    try {
      const checks = Array.from({ length: MAX_HEALTH_CHECKS }, () => app.request("/healthz"));
      await started(MAX_HEALTH_CHECKS);
      // Unbounded, the extra check would reach the database and wait there with the others.
      const refused = await Promise.race([app.request("/healthz"), started(MAX_HEALTH_CHECKS + 1)]);
      expect(refused?.status).toBe(503);
      expect(refused?.headers.get("retry-after")).toBe("1");
      release();
      expect((await Promise.all(checks)).map((response) => response.status)).toEqual(
        Array<number>(MAX_HEALTH_CHECKS).fill(200),
      );
    } finally {
      release();
    }
  });
});

describe("API and health answers", () => {
  it("carry nosniff and a CSP that allows nothing", async () => {
    const { app, config } = appWith(db, {});
    const answers = await Promise.all([
      app.request("/healthz"),
      app.request(table, { headers: { apikey: config.serviceRoleKey } }),
      app.request(table),
      app.request("/rest/v1/nope", { headers: { apikey: config.anonKey } }),
      app.request(table, { method: "OPTIONS" }),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 200, 401, 404, 200]);
    for (const response of answers) {
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-security-policy")).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });
});

describe("the published local-dev keys", () => {
  it("stop a server listening beyond this machine, with the variables to set", async () => {
    // startServer passes the local-dev keys; HOST=0.0.0.0 makes them unacceptable.
    const start = startServer({
      dataDir: "/nonexistent",
      siteDir: "/nonexistent",
      cwd: "/",
      env: { HOST: "0.0.0.0" },
    });
    await expect(start).rejects.toThrow(/exited \(1\)/);
    await expect(start).rejects.toThrow(/- SUPABASE_ANON_KEY: set a key of your own/);
    await expect(start).rejects.toThrow(/- SUPABASE_SERVICE_ROLE_KEY: set a key of your own/);
  });
});
