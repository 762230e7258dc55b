import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/types.ts";
import { freshDatabase, serve, type TestServer } from "#tests/contract/harness.ts";
import {
  allRows,
  countRows,
  expectPostgrestError,
  expectValidRow,
  rowsWithEmail,
  send,
  type Answer,
} from "./client.ts";
import { HOSTILE_CASES, type HostileCase } from "./corpus.ts";
import {
  ASTRO_JS,
  createFixtureSite,
  HEADERS_FILE_MARKER,
  INDEX_HTML,
  type FixtureSite,
} from "./fixture-site.ts";
import { head } from "./raw-http.ts";

/*
 * Hundreds of named hostile requests against the real server (the app of `npm start` on a
 * 127.0.0.1 port, over PGlite, serving a fixture site). Each case gets exactly the answer its table
 * row names, never a 5xx, never a byte of a file outside the site; rows are counted before and
 * after every case, so a case stores exactly the rows it names and nothing partial. The last test
 * checks the server is still healthy after all of them and every stored row is schema-valid.
 */

let site: FixtureSite;
let db: Database;
let server: TestServer;
let baseline: number;
let tried = 0;
let expectedStored = 0;

beforeAll(async () => {
  site = createFixtureSite();
  db = await freshDatabase();
  server = await serve(db, { siteDir: site.siteDir });
  baseline = await countRows(server.url);
});

afterAll(async () => {
  await server?.close();
  await db?.close();
  site?.remove();
});

function checkAnswer(hostile: HostileCase, answer: Answer): void {
  const label = hostile.name;
  const expected = hostile.expect;
  if (answer.status !== null) expect(answer.status, label).toBeLessThan(500);
  for (const marker of site.forbidden)
    expect(answer.received.includes(marker), `${label}: leaked ${marker}`).toBe(false);

  switch (expected.kind) {
    case "refused": {
      expect(answer.status, label).toBe(expected.status);
      expect(expectPostgrestError(answer, label).code, label).toBe(expected.code);
      break;
    }
    case "gateway": {
      expect(answer.status, label).toBe(401);
      const body = JSON.parse(answer.body.toString("utf8")) as Record<string, unknown>;
      expect(Object.keys(body).sort(), label).toEqual(["hint", "message"]);
      expect(body.message, label).toBe(expected.message);
      break;
    }
    case "http":
      expect(answer.status, label).toBe(expected.status);
      break;
    case "closed":
      expect(answer.status, label).toBeNull();
      break;
    case "stored":
      expect(answer.status, label).toBe(201);
      expect(answer.body.length, `${label}: return=minimal has no body`).toBe(0);
      break;
    case "read":
      expect(answer.status, label).toBe(expected.status);
      if (expected.body !== undefined) expect(answer.body.toString("utf8"), label).toBe(expected.body);
      break;
    case "site":
      expect(answer.status, label).toBe(expected.status);
      expect(answer.body.toString("utf8"), label).toBe(expected.body);
      break;
  }
}

describe("the hostile-request corpus against the running server", () => {
  it("has at least 200 cases, each with a unique name", () => {
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(200);
    expect(new Set(HOSTILE_CASES.map((hostile) => hostile.name)).size).toBe(HOSTILE_CASES.length);
  });

  it("control: the fixture site is served, with its _headers rules, so every 404 below means refused", async () => {
    for (const [path, content] of [
      ["/", INDEX_HTML],
      ["/_astro/x.js", ASTRO_JS],
    ]) {
      const answer = await send(server.url, server.running.port, {
        via: "raw",
        bytes: Buffer.from(head(`GET ${path} HTTP/1.1`)),
      });
      expect(answer.status, path).toBe(200);
      expect(answer.body.toString("utf8"), path).toBe(content);
      expect(answer.headers[HEADERS_FILE_MARKER.toLowerCase()], path).toBe("applied");
    }
  });

  it.each(HOSTILE_CASES.map((hostile) => [hostile.name, hostile] as const))("%s", async (_name, hostile) => {
    const before = await countRows(server.url);
    const answer = await send(server.url, server.running.port, hostile.request);
    tried++;
    checkAnswer(hostile, answer);

    const rows = hostile.expect.kind === "stored" ? hostile.expect.rows : [];
    expect(await countRows(server.url), `${hostile.name}: rows stored`).toBe(before + rows.length);
    for (const row of rows) expect(await rowsWithEmail(server.url, row.email)).toEqual([row]);
    expectedStored += rows.length;
  });

  // Runs after the cases above (Vitest keeps a file's order); alone, it checks an untouched server.
  it("is still healthy afterwards, with only the expected rows stored, all schema-valid", async () => {
    console.log(`hostile corpus: ${tried} of ${HOSTILE_CASES.length} cases tried`);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });

    const rows = await allRows(server.url);
    expect(rows).toHaveLength(baseline + expectedStored);
    for (const row of rows) expectValidRow(row);
    // No case managed to pollute this process's prototypes (`__proto__` keys reached the server).
    expect(Object.prototype).not.toHaveProperty("polluted");
  });
});
