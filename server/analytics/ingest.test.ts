import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { createApp } from "#server/app.ts";
import { defaultConfig, type ServerConfig } from "#server/config.ts";
import { migrate } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";
import type { Database } from "#server/db/types.ts";
import type { RestEnv } from "#server/api/context.ts";
import { createEventIngest, EVENT_MAX_BODY_BYTES, EVENTS_PER_MINUTE } from "./ingest.ts";

/*
 * POST /rest/v1/analytics_events on the local server: a beacon's URL-encoded body with the key in
 * the query string, PostgREST's answers for bad input, the visitor hash made from the headers the
 * server passes, and limits of its own that leave the leads alone.
 */

const BROWSER =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const LEAD = { name: "Ada", email: "ada@example.com", phone: "+44 20 7946 0000", clinic_name: "Clinic" };

let db: Database;
beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
});
afterAll(() => db.close());
beforeEach(async () => {
  // The database's own per-client quota too: every request here comes from the same address.
  await db.transaction("owner", (tx) =>
    tx.exec("delete from public.analytics_events; delete from limits_private.quota"),
  );
});

const appWith = (overrides: Partial<ServerConfig> = {}) =>
  createApp({ db, config: defaultConfig({ logLevel: "silent", rateLimitPerMinute: 0, ...overrides }) });

const beacon = (app: ReturnType<typeof appWith>, body: string, headers: Record<string, string> = {}) =>
  app.request(`/rest/v1/analytics_events?apikey=${LOCAL_ANON_KEY}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
      "User-Agent": BROWSER,
      ...headers,
    },
    body,
  });

const stored = async () =>
  (
    await db.transaction("service_role", (tx) =>
      tx.query<{ name: string; path: string; target: string | null; visitor_hash: string }>(
        "select name, path, target, visitor_hash from public.analytics_events order by id",
      ),
    )
  ).rows;

describe("POST /rest/v1/analytics_events", () => {
  it("stores a beacon's URL-encoded event, keyed by ?apikey=, with a visitor hash", async () => {
    const app = appWith();
    const response = await beacon(app, "name=cta_click&path=%2F&locale=en&target=book_demo");
    expect(response.status).toBe(201);
    expect(await response.text()).toBe("");
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const [row] = await stored();
    expect(row).toMatchObject({ name: "cta_click", path: "/", target: "book_demo" });
    expect(row?.visitor_hash).toMatch(/^[0-9a-f]{32}$/);
  });

  it("takes JSON too, as PostgREST does", async () => {
    const response = await appWith().request("/rest/v1/analytics_events", {
      method: "POST",
      headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json", "User-Agent": BROWSER },
      body: JSON.stringify({ name: "web_vital", path: "/", locale: "es", metric: "CLS", value: 0.01 }),
    });
    expect(response.status).toBe(201);
    expect(await stored()).toHaveLength(1);
  });

  it("hashes the address the server decided, not the X-Forwarded-For a client wrote", async () => {
    const app = appWith();
    await beacon(app, "name=pageview&path=%2F&locale=en", { "X-Forwarded-For": "198.51.100.1" });
    await beacon(app, "name=pageview&path=%2F&locale=en", { "X-Forwarded-For": "198.51.100.2" });
    const [a, b] = await stored();
    expect(a?.visitor_hash).toBe(b?.visitor_hash);
    // Behind a trusted proxy its word is the address.
    const proxied = appWith({ trustProxy: 1 });
    await beacon(proxied, "name=pageview&path=%2F&locale=en", { "X-Forwarded-For": "198.51.100.3" });
    expect((await stored())[2]?.visitor_hash).not.toBe(a?.visitor_hash);
  });

  it("drops a headless browser's event without telling it", async () => {
    const response = await beacon(appWith(), "name=pageview&path=%2F&locale=en", {
      "User-Agent": "Mozilla/5.0 HeadlessChrome/140.0",
    });
    expect(response.status).toBe(201);
    expect(await stored()).toEqual([]);
  });

  it("answers bad events with PostgREST's 400s, and other bodies with 415 and 413", async () => {
    const app = appWith();
    const code = async (response: Response) => [
      response.status,
      ((await response.json()) as { code: string }).code,
    ];
    expect(await code(await beacon(app, "name=purchase&path=%2F&locale=en"))).toEqual([400, "23514"]);
    expect(await code(await beacon(app, "name=pageview&path=%2F&locale=en&email=x"))).toEqual([
      400,
      "PGRST204",
    ]);
    expect(await code(await beacon(app, "name=web_vital&path=%2F&locale=en&metric=LCP&value=fast"))).toEqual([
      400,
      "22P02",
    ]);
    expect(await code(await beacon(app, "name=pageview", { "Content-Type": "text/plain" }))).toEqual([
      415,
      "PGRST107",
    ]);
    const big = `name=pageview&path=%2F&locale=en&referrer_host=${"a".repeat(EVENT_MAX_BODY_BYTES)}`;
    expect(await code(await beacon(app, big))).toEqual([413, "PGRST413"]);
    expect(await stored()).toEqual([]);
  });

  it("limits events per client with 429, on a budget separate from the leads'", async () => {
    const app = appWith({ rateLimitPerMinute: 2 });
    const lead = () =>
      app.request("/rest/v1/contact_submissions", {
        method: "POST",
        headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
        body: JSON.stringify(LEAD),
      });
    let status = 201;
    let sent = 0;
    while (status === 201 && sent < 1000) {
      status = (await beacon(app, "name=pageview&path=%2F&locale=en")).status;
      sent++;
    }
    expect(status).toBe(429);
    expect(sent).toBeGreaterThan(2);
    // Events spent their own tokens: the visitor can still send the form, twice.
    expect((await lead()).status).toBe(201);
    expect((await lead()).status).toBe(201);
    expect((await lead()).status).toBe(429);
    await db.transaction("owner", (tx) => tx.exec("delete from public.contact_submissions"));
  });

  it("charges the per-client limit per row, not per request", async () => {
    // RATE_LIMIT_PER_MINUTE only switches the events' limit on; it is EVENTS_PER_MINUTE rows.
    const app = appWith({ rateLimitPerMinute: 10 });
    const batch = () =>
      app.request("/rest/v1/analytics_events", {
        method: "POST",
        headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json", "User-Agent": BROWSER },
        body: JSON.stringify(
          Array.from({ length: 5 }, () => ({ name: "pageview", path: "/", locale: "en" })),
        ),
      });
    const statuses = [];
    for (let i = 0; i <= EVENTS_PER_MINUTE / 5; i++) statuses.push((await batch()).status);
    expect(statuses).toEqual([...Array<number>(EVENTS_PER_MINUTE / 5).fill(201), 429]);
    expect(await stored()).toHaveLength(EVENTS_PER_MINUTE);
  });

  it("reads back only with the service key", async () => {
    const app = appWith();
    await beacon(app, "name=pageview&path=%2F&locale=en");
    const read = (key: string) => app.request(`/rest/v1/analytics_events?select=name&apikey=${key}`);
    expect(await (await read(LOCAL_ANON_KEY)).json()).toEqual([]);
    expect(await (await read(LOCAL_SERVICE_ROLE_KEY)).json()).toEqual([{ name: "pageview" }]);
  });
});

describe("the event queue", () => {
  it("runs one event transaction at a time and refuses past its queue with 503", async () => {
    let running = 0;
    let most = 0;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowDb: Database = {
      description: "held",
      async transaction() {
        running++;
        most = Math.max(most, running);
        await held;
        running--;
        return 1 as never;
      },
      purge: async () => {},
      close: async () => {},
    };
    const ingest = createEventIngest({
      db: slowDb,
      config: { trustProxy: 0, rateLimitPerMinute: 0, maxRowsPerInsert: 5 },
      maxQueuedEvents: 3,
    });
    const app = new Hono<RestEnv>();
    app.use(async (c, next) => {
      c.set("role", "anon");
      await next();
    });
    app.post("/", async (c) => ingest.insert(c, await c.req.text()));
    app.onError(
      (error) => new Response(String((error as { status?: number }).status ?? 500), { status: 599 }),
    );
    const send = () =>
      app.request("/", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"name":"lead"}',
      });
    const queued = [send(), send(), send()];
    const refused = await send();
    expect(await refused.text()).toBe("503");
    release();
    expect((await Promise.all(queued)).map((response) => response.status)).toEqual([201, 201, 201]);
    expect(most).toBe(1);
  });

  const fastDb = (calls: string[]): Database => ({
    description: "fast",
    async transaction() {
      calls.push("transaction");
      return 1 as never;
    },
    purge: async () => {},
    close: async () => {},
  });
  const appFor = (ingest: ReturnType<typeof createEventIngest>) => {
    const app = new Hono<RestEnv>();
    app.use(async (c, next) => {
      c.set("role", "anon");
      await next();
    });
    app.post("/", async (c) => ingest.insert(c, await c.req.text()));
    app.onError(
      (error) => new Response(String((error as { status?: number }).status ?? 500), { status: 599 }),
    );
    return (body = '{"name":"lead"}') =>
      app.request("/", { method: "POST", headers: { "Content-Type": "application/json" }, body });
  };
  const config = { trustProxy: 0, rateLimitPerMinute: 0, maxRowsPerInsert: 5 };

  it("stores at most maxEventsPerSecond events a second in all, whoever sends them", async () => {
    const send = appFor(createEventIngest({ db: fastDb([]), config, maxEventsPerSecond: 2 }));
    const answers = [];
    // Five in a row span at most two one-second windows: four at most are taken.
    for (let i = 0; i < 5; i++) answers.push(await (await send()).text());
    expect(answers).toContain("503");
  });

  it("charges the server-wide cap per row too", async () => {
    // Two a second, one second's worth at once: one 2-row request empties it.
    const send = appFor(createEventIngest({ db: fastDb([]), config, maxEventsPerSecond: 4 }));
    const pair = JSON.stringify([{ name: "lead" }, { name: "lead" }]);
    expect((await send(pair)).status).toBe(201);
    expect(await (await send(pair)).text()).toBe("503");
  });

  it("writes one client's waiting events together, but never more rows than the database takes at once", async () => {
    const calls: string[] = [];
    const send = appFor(createEventIngest({ db: fastDb(calls), config, maxEventsPerSecond: 10_000 }));
    const five = JSON.stringify(Array.from({ length: 5 }, () => ({ name: "lead" })));
    const answers = await Promise.all(Array.from({ length: 13 }, () => send(five)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(13).fill(201));
    // 65 rows: 60 in one transaction, the last 5 in another.
    expect(calls).toEqual(["transaction", "transaction"]);
  });

  it("starts an event transaction only while no lead is waiting for the database", async () => {
    const calls: string[] = [];
    let leadsBusy = true;
    let asked = 0;
    const leadsBusyAsked = () => {
      asked++;
      return leadsBusy;
    };
    const send = appFor(createEventIngest({ db: fastDb(calls), config, leadsBusy: leadsBusyAsked }));
    const answer = send();
    // It found a lead waiting, waited, and looked again: no transaction meanwhile.
    await expect.poll(() => asked).toBeGreaterThanOrEqual(2);
    expect(calls).toEqual([]);
    leadsBusy = false;
    expect((await answer).status).toBe(201);
    expect(calls).toEqual(["transaction"]);
  });

  it("writes the waiting events of one client in one transaction, not one each", async () => {
    const calls: string[] = [];
    const send = appFor(createEventIngest({ db: fastDb(calls), config }));
    const answers = await Promise.all(Array.from({ length: 5 }, () => send()));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(calls).toEqual(["transaction"]);
  });
});
