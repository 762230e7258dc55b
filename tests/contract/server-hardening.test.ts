import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CeilingKind } from "#server/api/ceiling.ts";
import { writeDatabaseLimits } from "#server/api/database-limits.ts";
import { MAX_HEALTH_CHECKS } from "#server/api/health.ts";
import { createApp } from "#server/app.ts";
import { defaultConfig, type ServerConfig } from "#server/config.ts";
import type { Database } from "#server/db/types.ts";
import { killStartedServers, startServer } from "#tests/support/server-process.ts";
import { CONTACT, freshDatabase } from "./harness.ts";

/*
 * The API's weak points of decision 014, each as the request that exposed it: a client behind nginx
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

describe("lead limits per network and for everyone together (decision 070)", () => {
  let limited: Database;
  beforeAll(async () => {
    limited = await freshDatabase();
  });
  afterAll(async () => {
    await limited?.close();
  });
  const reset = () =>
    limited.transaction("owner", (tx) =>
      tx.exec("delete from public.contact_submissions; delete from limits_private.quota"),
    );
  const alarmed = () => {
    const trips: Array<[CeilingKind, number]> = [];
    return {
      trips,
      alarm: { tripped: (kind: CeilingKind, perMinute: number) => void trips.push([kind, perMinute]) },
    };
  };
  const withAlarm = (overrides: Partial<ServerConfig>, alarm: ReturnType<typeof alarmed>["alarm"]) => {
    const config = defaultConfig({
      siteDir: "/nonexistent",
      logLevel: "silent",
      trustProxy: 1,
      ...overrides,
    });
    return { app: createApp({ db: limited, config, alarm }), config };
  };
  /** The database counts per clock minute: a run that straddles two is run again from scratch. */
  async function inOneMinute(steps: () => Promise<void>) {
    const minute = async () =>
      (
        await limited.transaction("owner", (tx) =>
          tx.query<{ m: string }>("select date_trunc('minute', clock_timestamp())::text as m"),
        )
      ).rows[0]?.m;
    for (let attempt = 0; ; attempt++) {
      await reset();
      const started = await minute();
      try {
        await steps();
        if ((await minute()) === started || attempt > 0) return;
      } catch (error) {
        if ((await minute()) === started || attempt > 0) throw error;
      }
    }
  }

  it("stops one IPv6 /48 rotating through /64s at 20 leads a minute (60 were all stored before)", () =>
    inOneMinute(async () => {
      const { alarm } = alarmed();
      const setup = withAlarm({ rateLimitPerMinute: 10 }, alarm);
      const statuses = [];
      for (let i = 0; i < 60; i++)
        statuses.push((await insertVia(setup, `2001:db8:1234:${i.toString(16)}::1`)).status);
      expect(statuses).toEqual([...Array(20).fill(201), ...Array(40).fill(429)]);
    }));

  it("stops everyone together at LEAD_CEILING_PER_MINUTE, and sounds the alarm", () =>
    inOneMinute(async () => {
      const { trips, alarm } = alarmed();
      const setup = withAlarm({ rateLimitPerMinute: 10, leadCeilingPerMinute: 30 }, alarm);
      const answers = [];
      for (let i = 0; i < 35; i++) answers.push(await insertVia(setup, `198.51.100.${i + 1}`));
      expect(answers.map((answer) => answer.status)).toEqual([...Array(30).fill(201), ...Array(5).fill(429)]);
      const refused = answers[34] as Response;
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(await refused.json()).toMatchObject({
        code: "PGRST429",
        details: "Rate limit: at most 30 contact submissions per minute from all clients together",
      });
      expect(trips.length).toBeGreaterThan(0);
      expect(trips.every(([kind, perMinute]) => kind === "leads" && perMinute === 30)).toBe(true);
    }));

  it("is the database's limit too: with the server's own set high, the database refuses, and its ceiling alarms", () =>
    inOneMinute(async () => {
      const { trips, alarm } = alarmed();
      const setup = withAlarm(
        { rateLimitPerMinute: 1000, rateLimitNetworkPerMinute: 1000, leadCeilingPerMinute: 1000 },
        alarm,
      );
      // The database still has its defaults: 10 a client, 30 for everyone.
      const one = [];
      for (let i = 0; i < 11; i++) one.push((await insertVia(setup, "203.0.113.77")).status);
      expect(one).toEqual([...Array(10).fill(201), 429]);
      const many = [];
      for (let i = 0; i < 21; i++) many.push((await insertVia(setup, `192.0.2.${i + 1}`)).status);
      expect(many).toEqual([...Array(20).fill(201), 429]);
      expect(trips).toEqual([["leads", 1000]]);
    }));

  it("sends no client address to the database with limits off, which then does not limit", () =>
    inOneMinute(async () => {
      const { alarm } = alarmed();
      const setup = withAlarm({ rateLimitPerMinute: 0 }, alarm);
      const statuses = [];
      for (let i = 0; i < 15; i++) statuses.push((await insertVia(setup, "203.0.113.78")).status);
      expect(statuses).toEqual(Array(15).fill(201));
    }));

  it("writes the server's settings into the database's limits at start, unless limits are off", async () => {
    const read = async () =>
      (
        await limited.transaction("owner", (tx) =>
          tx.query(
            "select rows_per_request, per_client_per_minute, per_network_per_minute, site_per_minute from limits_private.limits order by target",
          ),
        )
      ).rows;
    const before = await read();
    await writeDatabaseLimits(limited, {
      ...defaultConfig(),
      rateLimitPerMinute: 0,
      leadCeilingPerMinute: 99,
    });
    expect(await read()).toEqual(before);
    try {
      await writeDatabaseLimits(limited, {
        ...defaultConfig(),
        maxRowsPerInsert: 3,
        rateLimitPerMinute: 7,
        rateLimitNetworkPerMinute: 14,
        leadCeilingPerMinute: 21,
        eventCeilingPerMinute: 600,
      });
      expect(await read()).toEqual([
        {
          rows_per_request: 60,
          per_client_per_minute: 60,
          per_network_per_minute: 120,
          site_per_minute: 600,
        },
        { rows_per_request: 3, per_client_per_minute: 7, per_network_per_minute: 14, site_per_minute: 21 },
      ]);
    } finally {
      await writeDatabaseLimits(limited, defaultConfig());
    }
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
      purge: async () => {},
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
