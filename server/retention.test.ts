import { afterEach, describe, expect, it, vi } from "vitest";
import { migrate } from "./db/migrate.ts";
import { openPglite } from "./db/pglite.ts";
import type { Database } from "./db/types.ts";
import { prepareOutbox } from "./lead-webhook/worker.ts";
import { startRetention, type Retention } from "./retention.ts";

/*
 * LEAD_RETENTION_DAYS: at start, leads older than the period go with their webhook notifications,
 * younger ones stay, the count is logged; then the same runs once a day; 0 deletes nothing.
 */

let db: Database;
let retention: Retention | undefined;
afterEach(async () => {
  retention?.stop();
  vi.useRealTimers();
  await db?.close();
});

/** A database with one lead per age in days, each with a pending webhook notification. */
async function withLeads(ages: number[]): Promise<Database> {
  db = await openPglite();
  await migrate(db);
  await prepareOutbox(db);
  await db.transaction("owner", async (tx) => {
    await tx.query("insert into local_private.lead_webhook_senders (id) values (gen_random_uuid())");
    for (const [i, age] of ages.entries()) {
      await tx.query(
        `insert into public.contact_submissions (created_at, name, email, phone, clinic_name)
         values (now() - make_interval(days => $1), 'Lead', $2, '1', 'Clinic')`,
        [age, `age${age}-${i}@example.com`],
      );
    }
  });
  return db;
}

const remaining = async () =>
  (
    await db.transaction("owner", (tx) =>
      tx.query<{ emails: string[]; notifications: number }>(
        `select array(select email from public.contact_submissions order by id) as emails,
                (select count(*)::int from local_private.lead_outbox) as notifications`,
      ),
    )
  ).rows[0];

describe("startRetention", () => {
  it("deletes leads older than the period with their notifications, and logs how many", async () => {
    await withLeads([400, 31, 29, 0]);
    const log = vi.fn();
    retention = await startRetention(db, 30, log);
    expect(log.mock.calls).toEqual([["Retention: deleted 2 leads older than 30 days."]]);
    expect(await remaining()).toEqual({
      emails: ["age29-2@example.com", "age0-3@example.com"],
      notifications: 2,
    });
  }, 60_000);

  it("runs again every day", async () => {
    await withLeads([10]);
    vi.useFakeTimers({ toFake: ["setInterval"] });
    const log = vi.fn();
    retention = await startRetention(db, 30, log);
    expect(log).toHaveBeenLastCalledWith("Retention: deleted 0 leads older than 30 days.");
    await db.transaction("owner", (tx) =>
      tx.query("update public.contact_submissions set created_at = now() - interval '31 days'"),
    );
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    await vi.waitFor(() =>
      expect(log).toHaveBeenLastCalledWith("Retention: deleted 1 lead older than 30 days."),
    );
    expect(await remaining()).toEqual({ emails: [], notifications: 0 });
  }, 60_000);

  it("keeps every lead with 0", async () => {
    await withLeads([4000, 1]);
    const log = vi.fn();
    retention = await startRetention(db, 0, log);
    expect(log).not.toHaveBeenCalled();
    expect((await remaining())?.emails).toHaveLength(2);
  }, 60_000);
});
