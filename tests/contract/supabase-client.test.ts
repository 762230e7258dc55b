import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/types.ts";
import { CONTACT, freshDatabase, serve, type TestServer } from "./harness.ts";

/*
 * The official Supabase client against the local server, over real HTTP: what the page does
 * (insert with the anon key, no .select()) and what the provider does (read with the service key)
 * must behave exactly as against a hosted project, errors included.
 */

let db: Database;
let server: TestServer;
let anon: SupabaseClient;
let service: SupabaseClient;
const options = { auth: { persistSession: false } };
const table = "contact_submissions";

beforeAll(async () => {
  db = await freshDatabase();
  server = await serve(db);
  anon = createClient(server.url, server.config.anonKey, options);
  service = createClient(server.url, server.config.serviceRoleKey, options);
});

afterAll(async () => {
  await server?.close();
  await db?.close();
});

/** A distinct, valid submission per test, so tests never depend on each other's rows. */
let counter = 0;
const contact = (overrides: Record<string, unknown> = {}) => ({
  ...CONTACT,
  email: `lead${++counter}@example.com`,
  ...overrides,
});

const storedBy = async (email: string) => {
  const { data, error } = await service.from(table).select("*").eq("email", email);
  expect(error).toBeNull();
  return data as Array<Record<string, unknown>>;
};

describe("insert with the anon key, as the page does", () => {
  it("stores the row and answers 201 with no body", async () => {
    const row = contact({ name: "  Padded Name  ", message: "" });
    const result = await anon.from(table).insert(row);
    expect(result.error).toBeNull();
    expect(result.status).toBe(201);
    expect(result.data).toBeNull();
    const [stored] = await storedBy(row.email);
    // The database trims and turns an empty message into null.
    expect(stored).toMatchObject({ name: "Padded Name", message: null, clinic_name: CONTACT.clinic_name });
    expect(typeof stored?.id).toBe("number");
    expect(stored?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
  });

  it("stores an array of rows in one request", async () => {
    const rows = [contact(), contact({ message: null })];
    const result = await anon.from(table).insert(rows);
    expect(result.error).toBeNull();
    expect(result.status).toBe(201);
    for (const row of rows) expect(await storedBy(row.email)).toHaveLength(1);
  });

  it("rejects a check violation with 400 and code 23514, naming the constraint", async () => {
    const { error, status } = await anon.from(table).insert(contact({ email: "not-an-address" }));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23514" });
    expect(error?.message).toContain("contact_submissions_email_check");
  });

  it("rejects a missing required field with 23502", async () => {
    const { name: _omitted, ...row } = contact();
    const { error, status } = await anon.from(table).insert(row);
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "23502" });
  });

  it("rejects a NUL character with 22P05", async () => {
    const { error, status } = await anon.from(table).insert(contact({ name: "Nul\u0000Name" }));
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "22P05", message: "unsupported Unicode escape sequence" });
  });

  it("rejects an unknown column with PGRST204", async () => {
    const { error, status } = await anon.from(table).insert(contact({ clinicName: "camelCase" }));
    expect(status).toBe(400);
    expect(error).toEqual({
      code: "PGRST204",
      details: null,
      hint: null,
      message: "Could not find the 'clinicName' column of 'contact_submissions' in the schema cache",
    });
  });

  it("refuses insert().select() for anon: RLS answers 42501, sent as 401", async () => {
    const row = contact();
    const { error, status, data } = await anon.from(table).insert(row).select();
    expect(status).toBe(401);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: "42501" });
    expect(error?.message).toContain("row-level security");
    // The whole statement rolled back: nothing half-stored.
    expect(await storedBy(row.email)).toHaveLength(0);
  });

  it("refuses to set the identity column (anon and service alike)", async () => {
    for (const client of [anon, service]) {
      const { error, status } = await client.from(table).insert(contact({ id: 999_999 }));
      expect(status).toBeGreaterThanOrEqual(400);
      expect(["428C9", "42501"]).toContain(error?.code);
    }
  });

  it("does not let anon update or delete: 42501 as 401", async () => {
    const update = await anon.from(table).update({ name: "Changed" }).eq("email", CONTACT.email);
    expect(update.status).toBe(401);
    expect(update.error).toMatchObject({ code: "42501" });
    const removal = await anon.from(table).delete().eq("email", CONTACT.email);
    expect(removal.status).toBe(401);
    expect(removal.error).toMatchObject({ code: "42501" });
  });
});

describe("reading", () => {
  it("returns no rows to anon (RLS has no select policy)", async () => {
    await anon.from(table).insert(contact());
    const { data, error, status } = await anon.from(table).select("*");
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([]);
  });

  it("lists rows for the service key with select, order, limit and eq", async () => {
    const rows = [contact({ name: "First" }), contact({ name: "Second" }), contact({ name: "Third" })];
    for (const row of rows) expect((await anon.from(table).insert(row)).error).toBeNull();

    const { data, error } = await service
      .from(table)
      .select("id, name, email")
      .order("id", { ascending: false })
      .limit(2);
    expect(error).toBeNull();
    expect(data).toHaveLength(2);
    expect(Object.keys(data?.[0] ?? {})).toEqual(["id", "name", "email"]);
    expect(data?.map((row) => row.name)).toEqual(["Third", "Second"]);

    const single = await service
      .from(table)
      .select("name")
      .eq("email", rows[0]?.email ?? "")
      .single();
    expect(single.error).toBeNull();
    expect(single.data).toEqual({ name: "First" });
  });

  it("counts with count: 'exact' and reports partial content", async () => {
    const { count, data, status, error } = await service
      .from(table)
      .select("id", { count: "exact" })
      .limit(1);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(count).toBeGreaterThan(1);
    expect(status).toBe(206);
  });

  it("lets the service key read back what it inserts", async () => {
    const row = contact();
    const { data, error, status } = await service.from(table).insert(row).select("email, message").single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual({ email: row.email, message: row.message });
  });

  it("fails single() on no rows with PGRST116", async () => {
    const { error, status } = await service
      .from(table)
      .select("*")
      .eq("email", "nobody@example.com")
      .single();
    expect(status).toBe(406);
    expect(error).toMatchObject({ code: "PGRST116", details: "The result contains 0 rows" });
  });

  it("rejects unknown columns in select and filters like PostgreSQL (42703)", async () => {
    const { error, status } = await service.from(table).select("nope");
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: "42703", message: "column contact_submissions.nope does not exist" });
  });

  it("answers an unknown table with PGRST205", async () => {
    const { error, status } = await service.from("leads").select("*");
    expect(status).toBe(404);
    expect(error).toMatchObject({
      code: "PGRST205",
      message: "Could not find the table 'public.leads' in the schema cache",
    });
  });
});

describe("the API key gate", () => {
  it("answers a request without a key with the gateway's 401", async () => {
    const response = await fetch(`${server.url}/rest/v1/${table}`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      message: "No API key found in request",
      hint: "No `apikey` request header or url param was found.",
    });
  });

  it("answers an unknown key with the gateway's 401, through the client too", async () => {
    const stranger = createClient(server.url, "a-key-this-server-does-not-know", options);
    const { error, status } = await stranger.from(table).insert(contact());
    expect(status).toBe(401);
    expect(error).toEqual({
      message: "Invalid API key",
      hint: "Double check your Supabase `anon` or `service_role` API key.",
    });
  });

  it("accepts the key as the apikey query parameter", async () => {
    const response = await fetch(`${server.url}/rest/v1/${table}?apikey=${server.config.anonKey}`);
    expect(response.status).toBe(200);
  });

  it("takes the role from the bearer token, as PostgREST does", async () => {
    const response = await fetch(`${server.url}/rest/v1/${table}?select=id&limit=1`, {
      headers: { apikey: server.config.anonKey, Authorization: `Bearer ${server.config.serviceRoleKey}` },
    });
    expect(await response.json()).toHaveLength(1);
    const bad = await fetch(`${server.url}/rest/v1/${table}`, {
      headers: { apikey: server.config.anonKey, Authorization: "Bearer not-a-jwt" },
    });
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: "PGRST301" });
  });
});

describe("raw HTTP the client cannot produce", () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/rest/v1/${table}`, {
      method: "POST",
      headers: { apikey: server.config.anonKey, "Content-Type": "application/json", ...headers },
      body,
    });
  const shape = { code: expect.any(String), details: null, hint: null, message: expect.any(String) };

  it("answers malformed JSON with PGRST102", async () => {
    for (const body of ['{"name":', "", "null", "42", '"text"']) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ...shape, code: "PGRST102", message: "Empty or invalid json" });
    }
  });

  it("answers arrays whose objects differ with PGRST102", async () => {
    const response = await post(JSON.stringify([contact(), { name: "only a name" }]));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      ...shape,
      code: "PGRST102",
      message: "All object keys must match",
    });
  });

  it("answers bodies over 64 KiB with 413 in PostgREST's shape, storing nothing", async () => {
    const row = contact({ message: "x".repeat(70 * 1024) });
    const response = await post(JSON.stringify(row));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: "PGRST413", message: "Payload too large" });
    expect(await storedBy(row.email)).toHaveLength(0);
  });

  it("caps the rows of one anon insert", async () => {
    const rows = Array.from({ length: server.config.maxRowsPerInsert + 1 }, () => contact());
    const response = await post(JSON.stringify(rows));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      code: "PGRST413",
      message: "Too many rows in one request",
    });
    expect(await storedBy(rows[0]?.email ?? "")).toHaveLength(0);
  });

  it("refuses other content types with 415 PGRST107", async () => {
    const response = await post("name=x", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: "PGRST107" });
  });

  it("answers unsupported methods with 405 PGRST117", async () => {
    const response = await fetch(`${server.url}/rest/v1/${table}`, {
      method: "PUT",
      headers: { apikey: server.config.anonKey },
    });
    expect(response.status).toBe(405);
    expect(await response.json()).toMatchObject({
      code: "PGRST117",
      message: "Unsupported HTTP method: PUT",
    });
  });

  it("refuses a schema other than public with PGRST106", async () => {
    const response = await fetch(`${server.url}/rest/v1/${table}`, {
      headers: { apikey: server.config.serviceRoleKey, "Accept-Profile": "auth" },
    });
    expect(response.status).toBe(406);
    expect(await response.json()).toMatchObject({ code: "PGRST106", message: "Invalid schema: auth" });
  });

  it("answers HEAD with the headers of GET and no body", async () => {
    const response = await fetch(`${server.url}/rest/v1/${table}?limit=1`, {
      method: "HEAD",
      headers: { apikey: server.config.serviceRoleKey },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-range")).toBe("0-0/*");
    expect(await response.text()).toBe("");
  });

  it("answers a CORS preflight like PostgREST, and exposes Content-Range", async () => {
    const preflight = await fetch(`${server.url}/rest/v1/${table}`, {
      method: "OPTIONS",
      headers: {
        Origin: "https://landing.example",
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "apikey, authorization, content-type, prefer, x-client-info",
      },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("*");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("POST");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("apikey");
    const actual = await fetch(`${server.url}/rest/v1/${table}`, {
      headers: { Origin: "https://landing.example", apikey: server.config.anonKey },
    });
    expect(actual.headers.get("access-control-allow-origin")).toBe("*");
    expect(actual.headers.get("access-control-expose-headers")).toContain("Content-Range");
  });
});

describe("abuse limits", () => {
  it("rate-limits anon inserts per client with 429 and Retry-After", async () => {
    const limited = await serve(db, { rateLimitPerMinute: 2 });
    try {
      const client = createClient(limited.url, limited.config.anonKey, options);
      expect((await client.from(table).insert(contact())).status).toBe(201);
      expect((await client.from(table).insert(contact())).status).toBe(201);
      const response = await fetch(`${limited.url}/rest/v1/${table}`, {
        method: "POST",
        headers: { apikey: limited.config.anonKey, "Content-Type": "application/json" },
        body: JSON.stringify(contact()),
      });
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      expect(await response.json()).toMatchObject({ code: "PGRST429", message: "Too many requests" });
      // The service key is the provider's own tooling: not limited.
      const provider = createClient(limited.url, limited.config.serviceRoleKey, options);
      expect((await provider.from(table).insert(contact())).status).toBe(201);
    } finally {
      await limited.close();
    }
  });

  it("answers 503 with Retry-After at once when too much work is waiting", async () => {
    // A database whose transactions wait for a signal, so requests pile up deterministically; it
    // says when the first has reached it, holding the one slot the server is given.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached!: () => void;
    const waitingInTheDatabase = new Promise<void>((resolve) => (reached = resolve));
    const slow: Database = {
      description: "slow",
      transaction: async (role, fn) => {
        reached();
        await held;
        return db.transaction(role, fn);
      },
      close: async () => {},
    };
    const busy = await serve(slow, { maxPendingWrites: 1 });
    try {
      const send = () =>
        fetch(`${busy.url}/rest/v1/${table}`, {
          method: "POST",
          headers: { apikey: busy.config.anonKey, "Content-Type": "application/json" },
          body: JSON.stringify(contact()),
        });
      const waiting = send();
      await waitingInTheDatabase;
      const refused = await send();
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("1");
      expect(await refused.json()).toMatchObject({ code: "PGRST503" });
      release();
      expect((await waiting).status).toBe(201);
    } finally {
      release();
      await busy.close();
    }
  });
});
