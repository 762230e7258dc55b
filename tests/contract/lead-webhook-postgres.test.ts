import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createThrowawayDatabase,
  postgresForTests,
  type ThrowawayDatabase,
} from "#tests/migration/postgres.ts";
import { killStartedServers, startServer, type ServerProcess } from "#tests/support/server-process.ts";
import { emailOf, startReceiver, type Receiver } from "#tests/support/webhook-receiver.ts";
import { CONTACT } from "./harness.ts";

/*
 * The self-hosted way past one machine: two server processes on one PostgreSQL, both with the
 * webhook, take 100 leads between them. Each lead reaches the receiver exactly once, because a
 * row is claimed with `for update skip locked` before it is sent.
 */

const reachable = await postgresForTests();

const ANON_KEY = "test-anon-key-for-two-servers-0123456789";
const SERVICE_KEY = "test-service-key-for-two-servers-0123456789";
const LEADS = 100;

let root: string;
let database: ThrowawayDatabase | undefined;
let receiver: Receiver;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "chattobook-two-servers-"));
  mkdirSync(join(root, "site"));
  receiver = await startReceiver();
  if (reachable) database = await createThrowawayDatabase("webhook");
});
afterAll(async () => {
  await killStartedServers();
  await receiver?.close();
  await database?.drop();
  rmSync(root, { recursive: true, force: true });
});

const start = (name: string) =>
  startServer({
    dataDir: join(root, name),
    siteDir: join(root, "site"),
    cwd: root,
    env: {
      DATABASE_URL: database?.url ?? "",
      SUPABASE_ANON_KEY: ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: SERVICE_KEY,
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_TIMEOUT_MS: "5000",
    },
  });

const postLead = (server: ServerProcess, n: number) =>
  fetch(`${server.url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ ...CONTACT, email: `shared${n}@example.com` }),
  }).then((response) => response.status);

describe.skipIf(!reachable)("two servers on one PostgreSQL", () => {
  it(`deliver each of ${LEADS} leads exactly once`, { timeout: 180_000 }, async () => {
    // One after the other: both apply the migrations and install the outbox on the same database.
    const servers = [await start("a"), await start("b")];
    for (let first = 0; first < LEADS; first += 10) {
      const batch = Array.from({ length: 10 }, (_, i) => first + i);
      const statuses = await Promise.all(batch.map((n) => postLead(servers[n % 2] as ServerProcess, n)));
      expect(statuses).toEqual(batch.map(() => 201));
    }
    await vi.waitFor(() => expect(receiver.deliveries.length).toBeGreaterThanOrEqual(LEADS), {
      timeout: 60_000,
      interval: 100,
    });
    // Stopped, so a duplicate still on its way would have arrived by now.
    for (const server of servers) server.child.kill("SIGTERM");
    for (const server of servers) expect((await server.exited).code).toBe(0);

    const emails = receiver.deliveries.map(emailOf).sort();
    expect(emails).toEqual(Array.from({ length: LEADS }, (_, n) => `shared${n}@example.com`).sort());
    expect(new Set(receiver.deliveries.map((delivery) => delivery.id)).size).toBe(LEADS);

    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ delivered: number; sent_once: number; payloads: number }>(
        `select count(*) filter (where delivered_at is not null)::int as delivered,
                count(*) filter (where attempts = 1)::int as sent_once,
                count(payload)::int as payloads
         from local_private.lead_outbox`,
      );
      expect(rows[0]).toEqual({ delivered: LEADS, sent_once: LEADS, payloads: 0 });
    } finally {
      await client.end();
    }
  });
});
