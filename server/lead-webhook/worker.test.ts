import { createServer, type IncomingMessage, type Server } from "node:http";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCAL_ANON_KEY } from "../../src/config/local-dev-keys.ts";
import { CONTACT, serve, type TestServer } from "../../tests/contract/harness.ts";
import { migrate } from "../db/migrate.ts";
import { openPglite } from "../db/pglite.ts";
import type { Database } from "../db/types.ts";
import {
  backoffMs,
  MAX_BACKOFF_MS,
  prepareOutbox,
  signPayload,
  startLeadWebhook,
  type LeadWebhook,
} from "./worker.ts";

/*
 * A real HTTP receiver on 127.0.0.1 and the real REST API: the payload and its signature, the
 * outbox staying empty while the webhook is off, and the retry schedule. Delivery through an
 * outage and a process restart is tested end to end in tests/contract/lead-webhook-process.test.ts.
 */

const SECRET = "test-signing-secret-0123456789";

interface Delivery {
  id: string;
  status: number;
  body: string;
  headers: IncomingMessage["headers"];
}

function receiver() {
  const deliveries: Delivery[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      deliveries.push({
        id: String(request.headers["x-webhook-id"]),
        status,
        body,
        headers: request.headers,
      });
      response.writeHead(status).end();
    });
  });
  return {
    deliveries,
    /** Deliveries the receiver accepted (answered 2xx). */
    accepted: () => deliveries.filter((d) => d.status < 300),
    setStatus: (next: number) => (status = next),
    url: () =>
      new Promise<string>((resolve) =>
        server.listen(0, "127.0.0.1", () => {
          const address = server.address();
          resolve(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hook`);
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(dataDir: string, url: string) {
  const db: Database = await openPglite({ dataDir });
  await migrate(db);
  await prepareOutbox(db, true);
  const api: TestServer = await serve(db);
  // Fast retries keep the test short; the schedule itself is tested below.
  const worker: LeadWebhook = startLeadWebhook(db, {
    url,
    secret: SECRET,
    timeoutMs: 2_000,
    random: () => 0,
  });
  const stop = async () => {
    await api.close();
    await worker.stop();
    await db.close();
  };
  return { db, api, stop };
}

const postLead = (api: TestServer, n: number, extra: Record<string, unknown> = {}) =>
  fetch(`${api.url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ ...CONTACT, email: `lead${n}@example.com`, ...extra }),
  });

describe("lead webhook", () => {
  it("sends the Supabase Database Webhooks payload, signed with HMAC-SHA256", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "chattobook-webhook-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const hook = receiver();
    const url = await hook.url();
    cleanups.push(() => hook.close());
    const server = await startServer(dataDir, url);
    cleanups.push(() => server.stop());

    expect((await postLead(server.api, 7, { whatsapp_opt_in: true })).status).toBe(201);
    await vi.waitFor(() => expect(hook.accepted()).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const [delivery] = hook.accepted();
    const payload = JSON.parse(delivery?.body ?? "{}");
    expect(payload).toMatchObject({
      type: "INSERT",
      table: "contact_submissions",
      schema: "public",
      old_record: null,
      record: { ...CONTACT, email: "lead7@example.com", whatsapp_opt_in: true },
    });
    expect(payload.record.id).toBeDefined();
    expect(payload.record.created_at).toBeDefined();
    const timestamp = String(delivery?.headers["x-webhook-timestamp"]);
    expect(delivery?.headers["x-webhook-signature"]).toBe(
      signPayload(SECRET, timestamp, delivery?.body ?? ""),
    );
    expect(delivery?.headers["content-type"]).toBe("application/json");
  }, 30_000);

  it("stores nothing in the outbox while the webhook is off", async () => {
    const db = await openPglite();
    cleanups.push(() => db.close());
    await migrate(db);
    await prepareOutbox(db, false);
    const api = await serve(db);
    cleanups.push(() => api.close());
    expect((await postLead(api, 9)).status).toBe(201);
    const { rows } = await db.transaction("owner", (tx) =>
      tx.query<{ n: number }>("select count(*)::int as n from local_private.lead_outbox"),
    );
    expect(rows[0]?.n).toBe(0);
  }, 30_000);
});

describe("backoffMs", () => {
  it("doubles from one second up to the cap, with ±20 % jitter", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, () => 0.5))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(40, () => 0.5)).toBe(MAX_BACKOFF_MS);
    expect(backoffMs(1, () => 0)).toBe(800);
    expect(backoffMs(1, () => 1)).toBe(1200);
  });
});
