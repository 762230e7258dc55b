import { randomBytes } from "node:crypto";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCAL_ANON_KEY } from "#src/core/settings/local-dev-keys.ts";
import { CONTACT, serve, type TestServer } from "#tests/contract/harness.ts";
import { startReceiver } from "#tests/support/webhook-receiver.ts";
import { migrate } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";
import type { Database } from "#server/db/types.ts";
import {
  backoffMs,
  CLAIM_SQL,
  MAX_BACKOFF_MS,
  prepareOutbox,
  signPayload,
  startLeadWebhook,
  type LeadWebhook,
} from "./worker.ts";

/*
 * A real HTTP receiver on 127.0.0.1 and the real REST API: the payload and its Standard Webhooks
 * signature (checked with the `standardwebhooks` package, as a receiver would), the outbox
 * keeping no personal data longer than the lead, stop() not waiting for a hanging endpoint, the
 * outbox staying empty while no server delivers it, and the retry schedule. Delivery through an
 * outage and a process restart is tested end to end in tests/contract/lead-webhook-process.test.ts.
 */

const SECRET = `whsec_${randomBytes(32).toString("base64")}`;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startServer(
  url: string,
  timeoutMs = 2_000,
  pace: { maxPerMinute?: number; pollMs?: number } = {},
) {
  const db: Database = await openPglite();
  await migrate(db);
  await prepareOutbox(db);
  const api: TestServer = await serve(db);
  // Fast retries keep the test short; the schedule itself is tested below.
  const worker: LeadWebhook = await startLeadWebhook(db, {
    url,
    secret: SECRET,
    timeoutMs,
    random: () => 0,
    ...pace,
  });
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await api.close();
    await worker.stop();
    await db.close();
  };
  cleanups.push(stop);
  return { db, api, worker, stop };
}

async function receiver() {
  const hook = await startReceiver();
  cleanups.push(() => hook.close());
  return { hook, url: hook.url };
}

const postLead = (api: TestServer, n: number, extra: Record<string, unknown> = {}) =>
  fetch(`${api.url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ ...CONTACT, email: `lead${n}@example.com`, ...extra }),
  });

interface OutboxState {
  lead_id: number;
  payload: unknown;
  attempts: number;
  delivered: boolean;
  due: boolean;
}
const outbox = async (db: Database) =>
  (
    await db.transaction("owner", (tx) =>
      tx.query<OutboxState>(
        "select lead_id::int, payload, attempts, delivered_at is not null as delivered, next_attempt_at <= now() as due from local_private.lead_outbox order by id",
      ),
    )
  ).rows;

describe("paced deliveries (decision 073)", () => {
  it("spreads a burst of leads at LEAD_WEBHOOK_MAX_PER_MINUTE, and delivers every one", async () => {
    const { hook, url } = await receiver();
    const server = await startServer(url, 2_000, { maxPerMinute: 150, pollMs: 20 });
    for (let n = 0; n < 5; n++) expect((await postLead(server.api, 100 + n)).status).toBe(201);
    await vi.waitFor(() => expect(hook.accepted()).toHaveLength(5), { timeout: 20_000, interval: 50 });
    const arrivals = hook.accepted().map((delivery) => delivery.at);
    // 150 a minute is one each 400 ms: a lower bound, which a slow machine only widens.
    for (let n = 1; n < arrivals.length; n++)
      expect((arrivals[n] ?? 0) - (arrivals[n - 1] ?? 0)).toBeGreaterThanOrEqual(350);
    expect(new Set(hook.accepted().map((delivery) => delivery.id)).size).toBe(5);
    // The receiver has the fifth before the worker records it: recorded once nothing is due.
    await server.worker.drained();
    expect((await outbox(server.db)).every((row) => row.delivered)).toBe(true);
  });
});

describe("lead webhook", () => {
  it("sends the Supabase Database Webhooks payload, signed as Standard Webhooks", async () => {
    const { hook, url } = await receiver();
    const server = await startServer(url);

    expect((await postLead(server.api, 7, { whatsapp_opt_in: true })).status).toBe(201);
    await vi.waitFor(() => expect(hook.accepted()).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const [delivery] = hook.accepted();
    if (!delivery) throw new Error("no delivery");
    // Exactly what a receiver does with the official library: verify, then parse.
    const headers = Object.fromEntries(
      ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => [
        name,
        String(delivery.headers[name]),
      ]),
    );
    const payload = new Webhook(SECRET).verify(delivery.body, headers);
    expect(payload).toMatchObject({
      type: "INSERT",
      table: "contact_submissions",
      schema: "public",
      old_record: null,
      record: { ...CONTACT, email: "lead7@example.com", whatsapp_opt_in: true },
    });
    expect(delivery.headers["webhook-id"]).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(delivery.headers["content-type"]).toBe("application/json");

    // The signature covers the id: the same delivery replayed under a fresh id is refused.
    expect(() =>
      new Webhook(SECRET).verify(delivery.body, { ...headers, "webhook-id": "msg_replayed" }),
    ).toThrow(WebhookVerificationError);
    // And a receiver holding another secret refuses it too.
    expect(() =>
      new Webhook(`whsec_${randomBytes(32).toString("base64")}`).verify(delivery.body, headers),
    ).toThrow(WebhookVerificationError);
  }, 60_000);

  it("clears the copy of the lead once delivered, and deletes the row with the lead", async () => {
    const { hook, url } = await receiver();
    const server = await startServer(url);
    expect((await postLead(server.api, 1)).status).toBe(201);
    await vi.waitFor(() => expect(hook.accepted()).toHaveLength(1), { timeout: 10_000, interval: 50 });
    await vi.waitFor(async () => expect((await outbox(server.db))[0]?.delivered).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await outbox(server.db))[0]?.payload).toBeNull();

    // A pending notification (the endpoint refuses) still holds the lead; erasing the lead removes both.
    hook.setStatus(503);
    expect((await postLead(server.api, 2)).status).toBe(201);
    await vi.waitFor(() => expect(hook.deliveries.some((d) => d.status === 503)).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
    expect(await outbox(server.db)).toHaveLength(2);
    await server.db.transaction("service_role", (tx) => tx.query("delete from public.contact_submissions"));
    expect(await outbox(server.db)).toEqual([]);
  }, 60_000);

  it("stores nothing in the outbox while no server delivers it", async () => {
    const db = await openPglite();
    cleanups.push(() => db.close());
    await migrate(db);
    await prepareOutbox(db);
    const api = await serve(db);
    cleanups.push(() => api.close());
    expect((await postLead(api, 9)).status).toBe(201);
    expect(await outbox(db)).toEqual([]);
  }, 60_000);

  it("keeps notifying when a server without LEAD_WEBHOOK_URL starts on the same database", async () => {
    const { hook, url } = await receiver();
    const server = await startServer(url);
    // What `npm start` without the URL does at start on the shared database.
    await prepareOutbox(server.db);
    expect((await postLead(server.api, 3)).status).toBe(201);
    await vi.waitFor(() => expect(hook.accepted()).toHaveLength(1), { timeout: 10_000, interval: 50 });
  }, 60_000);

  it("on stop, aborts a delivery the endpoint leaves hanging, and keeps it due", async () => {
    const { hook, url } = await receiver();
    hook.setHang(true);
    const server = await startServer(url, 60_000);
    expect((await postLead(server.api, 4)).status).toBe(201);
    await vi.waitFor(() => expect(hook.deliveries).toHaveLength(1), { timeout: 10_000, interval: 50 });

    // Resolves at once (not after the 60 s timeout), with the database still usable afterwards.
    await server.worker.stop();
    expect(await outbox(server.db)).toEqual([
      expect.objectContaining({ attempts: 0, delivered: false, due: true, payload: expect.any(Object) }),
    ]);
  }, 60_000);

  it("upgrades an older outbox: delivered copies cleared, copies of deleted leads dropped", async () => {
    const db = await openPglite();
    cleanups.push(() => db.close());
    await migrate(db);
    await db.transaction("owner", async (tx) => {
      // The table as the previous version created it.
      await tx.exec(`
        create schema local_private;
        create table local_private.lead_outbox (
          id bigint generated always as identity primary key,
          created_at timestamptz not null default now(),
          payload jsonb not null,
          attempts integer not null default 0,
          next_attempt_at timestamptz not null default now(),
          delivered_at timestamptz,
          last_error text
        );
        insert into public.contact_submissions (name, email, phone, clinic_name)
          values ('Kept', 'kept@example.com', '+44 20 7946 0000', 'C'), ('Gone', 'gone@example.com', '+44 20 7946 0000', 'C');
        insert into local_private.lead_outbox (payload, delivered_at)
          select jsonb_build_object('record', to_jsonb(c)), case when c.name = 'Kept' then now() end
          from public.contact_submissions c;
        delete from public.contact_submissions where name = 'Gone';
      `);
    });
    await prepareOutbox(db);
    expect(await outbox(db)).toEqual([expect.objectContaining({ delivered: true, payload: null })]);
    await db.transaction("service_role", (tx) => tx.query("delete from public.contact_submissions"));
    expect(await outbox(db)).toEqual([]);
  }, 60_000);
});

describe("the outbox claim", () => {
  // A backlog (an endpoint down for hours) must not make every claim sort it: the claim reads the
  // partial index in its order and stops at the first row (decision 022, item 8).
  it("takes the longest-due row through the pending index, without sorting the backlog", async () => {
    const db = await openPglite();
    cleanups.push(() => db.close());
    await migrate(db);
    await prepareOutbox(db);
    const plan = await db.transaction("owner", async (tx) => {
      await tx.exec(`
        insert into public.contact_submissions (name, email, phone, clinic_name)
          select 'N', 'n' || i || '@example.com', '+44 20 7946 0000', 'C' from generate_series(1, 10000) i;
        insert into local_private.lead_outbox (lead_id, payload, next_attempt_at)
          select id, '{}', now() - (id % 7) * interval '1 minute' from public.contact_submissions;
      `);
      const { rows } = await tx.query<{ "QUERY PLAN": string }>(
        `explain (format json, costs off) ${CLAIM_SQL.replace("$1", "1000")}`,
      );
      return JSON.stringify(rows[0]?.["QUERY PLAN"]);
    });
    expect(plan).toContain('"Index Name":"lead_outbox_due_idx"');
    expect(plan).not.toContain('"Node Type":"Sort"');

    const claimed = await db.transaction("owner", (tx) => tx.query<{ id: number }>(CLAIM_SQL, [1000]));
    // Rows 6, 13, 20… fell due first (six minutes ago); the oldest of them goes first.
    expect(claimed.rows.map((row) => Number(row.id))).toEqual([6]);
  }, 60_000);
});

describe("signPayload", () => {
  it("matches the Standard Webhooks reference implementation", () => {
    const body = '{"type":"INSERT"}';
    const timestamp = new Date(1_700_000_000_000);
    expect(signPayload(SECRET, "msg_1", "1700000000", body)).toBe(
      new Webhook(SECRET).sign("msg_1", timestamp, body),
    );
  });
});

describe("backoffMs", () => {
  it("doubles from one second up to the cap, with ±20 % jitter", () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(n, () => 0.5))).toEqual([1000, 2000, 4000, 8000]);
    expect(backoffMs(40, () => 0.5)).toBe(MAX_BACKOFF_MS);
    expect(backoffMs(1, () => 0)).toBe(800);
    expect(backoffMs(1, () => 1)).toBe(1200);
  });
});
