import { afterEach, describe, expect, it, vi } from "vitest";
import { migrate } from "./migrate.ts";
import { openPglite } from "./pglite.ts";
import type { Database } from "./types.ts";
import { prepareOutbox } from "#server/lead-webhook/worker.ts";
import { startRetention, type Retention } from "./retention.ts";

/*
 * LEAD_RETENTION_DAYS: at start, leads older than the period go with their webhook notifications,
 * younger ones stay, the count is logged; then the same runs once a day; 0 deletes nothing.
 * ANALYTICS_RETENTION_DAYS does the same for measurement events.
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
         values (now() - make_interval(days => $1), 'Lead', $2, '+44 20 7946 0000', 'Clinic')`,
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
    retention = await startRetention(db, { leads: 30, events: 0 }, log);
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
    retention = await startRetention(db, { leads: 30, events: 0 }, log);
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
    retention = await startRetention(db, { leads: 0, events: 0 }, log);
    expect(log).not.toHaveBeenCalled();
    expect((await remaining())?.emails).toHaveLength(2);
  }, 60_000);
});

describe("startRetention for measurement events", () => {
  const BROWSER =
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

  /** A database with one page view per age in days, stored as the API stores them. */
  async function withEvents(ages: number[]): Promise<Database> {
    db = await openPglite();
    await migrate(db);
    await db.transaction("service_role", async (tx) => {
      await tx.query("select set_config('request.headers', $1, true)", [
        JSON.stringify({ "user-agent": BROWSER }),
      ]);
      for (const [i, age] of ages.entries()) {
        await tx.query(
          "insert into public.analytics_events (name, path, locale) values ('pageview', $1, 'en')",
          [`/age${age}-${i}`],
        );
      }
    });
    // The trigger stamps created_at with the insert's time; age them afterwards.
    await db.transaction("owner", async (tx) => {
      for (const [i, age] of ages.entries()) {
        await tx.query(
          "update public.analytics_events set created_at = now() - make_interval(days => $1) where id = $2",
          [age, i + 1],
        );
      }
    });
    return db;
  }
  const ages = async () =>
    (
      await db.transaction("owner", (tx) =>
        tx.query<{ age: number }>(
          "select extract(day from now() - created_at)::int as age from public.analytics_events order by id",
        ),
      )
    ).rows.map((row) => row.age);

  it("deletes events older than the period at start and daily, and logs how many", async () => {
    await withEvents([400, 396, 394, 0]);
    vi.useFakeTimers({ toFake: ["setInterval"] });
    const log = vi.fn();
    retention = await startRetention(db, { leads: 365, events: 395 }, log);
    expect(log.mock.calls).toEqual([
      ["Retention: deleted 0 leads older than 365 days."],
      ["Retention: deleted 2 measurement events older than 395 days."],
    ]);
    expect(await ages()).toEqual([394, 0]);
    await db.transaction("owner", (tx) =>
      tx.query("update public.analytics_events set created_at = created_at - interval '2 days'"),
    );
    await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
    await vi.waitFor(() =>
      expect(log).toHaveBeenLastCalledWith("Retention: deleted 1 measurement event older than 395 days."),
    );
    expect(await ages()).toEqual([2]);
  }, 60_000);

  it("keeps every event with 0", async () => {
    await withEvents([4000, 1]);
    const log = vi.fn();
    retention = await startRetention(db, { leads: 365, events: 0 }, log);
    expect(log.mock.calls).toEqual([["Retention: deleted 0 leads older than 365 days."]]);
    expect(await ages()).toEqual([4000, 1]);
  }, 60_000);
});
