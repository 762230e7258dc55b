import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "./app.ts";
import { defaultConfig } from "./config.ts";
import type { Database, Tx } from "#server/db/types.ts";

/*
 * The app factory with a stand-in database (the real one is covered by the contract tests):
 * routing, the health check, the request log and the error handler.
 */

let siteDir: string;
beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), "chattobook-app-"));
  writeFileSync(join(siteDir, "index.html"), "<h1>Home</h1>");
});
afterAll(() => rmSync(siteDir, { recursive: true, force: true }));

const fakeDb = (behaviour: (sql: string) => unknown): Database => ({
  description: "fake",
  transaction: async (_role, fn) => {
    const tx: Tx = {
      query: async (sql) => {
        const result = behaviour(sql);
        if (result instanceof Error) throw result;
        return { rows: result as never[], rowCount: 0 };
      },
      exec: async () => {},
    };
    return fn(tx);
  },
  close: async () => {},
});

const build = (db: Database, logLevel: "info" | "silent" = "silent") => {
  const lines: string[] = [];
  const config = defaultConfig({ siteDir, logLevel });
  return { app: createApp({ db, config, log: (line) => lines.push(line) }), lines, config };
};

describe("createApp", () => {
  it("answers /healthz when the database answers", async () => {
    const { app } = build(fakeDb(() => [{ "?column?": 1 }]));
    const response = await app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers /healthz with 503 when the database does not", async () => {
    const { app } = build(fakeDb(() => new Error("gone")));
    const response = await app.request("/healthz");
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "error" });
  });

  it("serves the site next to the API", async () => {
    const { app } = build(fakeDb(() => []));
    expect(await (await app.request("/")).text()).toBe("<h1>Home</h1>");
  });

  it("answers the API root like PostgREST with its OpenAPI output disabled", async () => {
    const { app, config } = build(fakeDb(() => []));
    for (const path of ["/rest/v1", "/rest/v1/"]) {
      const response = await app.request(path, { headers: { apikey: config.anonKey } });
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: "PGRST126" });
    }
  });

  it("turns an unexpected failure into PostgREST's 500 shape, without leaking it", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { app, config } = build(fakeDb(() => new Error("driver exploded")));
    const response = await app.request("/rest/v1/contact_submissions", {
      headers: { apikey: config.serviceRoleKey },
    });
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({
      code: "PGRSTX00",
      details: null,
      hint: null,
      message: "Internal server error",
    });
    expect(body).not.toContain("exploded");
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it("sends CORS on every API answer: preflight, refusal, error, success and unexpected failure", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const { app, config } = build(fakeDb((sql) => (sql.includes("count(*)") ? new Error("boom") : [])));
    const answers = await Promise.all([
      app.request("/rest/v1/contact_submissions", { method: "OPTIONS" }),
      app.request("/rest/v1/contact_submissions"),
      app.request("/rest/v1/nope", { headers: { apikey: config.anonKey } }),
      app.request("/rest/v1/contact_submissions/", { headers: { apikey: config.anonKey } }),
      app.request("/rest/v1/contact_submissions", { headers: { apikey: config.serviceRoleKey } }),
    ]);
    expect(answers.map((response) => response.status)).toEqual([200, 401, 404, 500, 500]);
    for (const response of answers) {
      expect(response.headers.get("access-control-allow-origin")).toBe("*");
      expect(response.headers.get("access-control-expose-headers")).toContain("Content-Range");
    }
    error.mockRestore();
  });

  it("logs one JSON line per request: no query string, no body, no address", async () => {
    const { app, lines, config } = build(
      fakeDb(() => [{ n: 0, body: "[]", first: null }]),
      "info",
    );
    await app.request("/rest/v1/contact_submissions?email=eq.secret%40example.com", {
      headers: { apikey: config.serviceRoleKey, "X-Forwarded-For": "203.0.113.9" },
    });
    expect(lines).toHaveLength(1);
    const entry = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
    expect(Object.keys(entry).sort()).toEqual(["level", "method", "ms", "path", "status", "time"]);
    expect(entry).toMatchObject({ method: "GET", path: "/rest/v1/contact_submissions", status: 200 });
    expect(lines[0]).not.toContain("secret");
    expect(lines[0]).not.toContain("203.0.113.9");
  });

  it("logs nothing with LOG_LEVEL=silent", async () => {
    const { app, lines } = build(
      fakeDb(() => []),
      "silent",
    );
    await app.request("/");
    expect(lines).toEqual([]);
  });
});
