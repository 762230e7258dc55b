import { mkdtempSync, rmSync } from "node:fs";
import { connect as connectTcp, createServer as createNetServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { CONTACT } from "#tests/contract/harness.ts";
import { createThrowawayDatabase, postgresForTests } from "#tests/migration/postgres.ts";
import { migrate } from "#server/db/migrate.ts";
import { openPglite } from "#server/db/pglite.ts";
import { openPostgres } from "#server/db/postgres.ts";
import type { Database } from "#server/db/types.ts";
import { createCeilingAlarm } from "#server/api/ceiling.ts";
import {
  alertMessage,
  autoreplyMessage,
  decodeEncodedWords,
  digestMessage,
  type LeadRecord,
} from "./message.ts";
import {
  claimSqlFor,
  describeSmtpFailure,
  MAX_ATTEMPTS,
  prepareLeadEmail,
  senderAddress,
  smtpTransportOptions,
  startLeadEmail,
  type LeadEmail,
} from "./worker.ts";

/*
 * Lead e-mails through a real SMTP server on 127.0.0.1 (the smtp-server package): one alert per
 * lead, the auto-reply, a restart between the lead and the delivery, an outage and its recovery,
 * and names that try to inject headers; the outbox an older version left, the claim's index, and
 * two workers on one PostgreSQL.
 */

const reachable = await postgresForTests();

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** An SMTP server's refusal, as smtp-server takes it. */
const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

/**
 * A local SMTP server that keeps what it receives; `start(port)` reuses a port after an outage.
 * `onRcptTo` answers each recipient (all are accepted without it).
 */
function mailbox(options: { onRcptTo?: (address: string) => Promise<Error | undefined> } = {}) {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    async start(port = 0): Promise<number> {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        onRcptTo(address, _session, callback) {
          if (!options.onRcptTo) return callback();
          void options.onRcptTo(address.address).then((error) => callback(error));
        },
        onData(stream, session, callback) {
          let raw = "";
          stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
          stream.on("end", () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw,
            });
            callback();
          });
        },
      });
      const listening = server;
      return new Promise((resolve) => {
        listening.listen(port, "127.0.0.1", () => {
          resolve((listening.server.address() as { port: number }).port);
        });
      });
    },
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}

/** A port nothing listens on (taken, then released). */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const insertLead = (db: Database, lead: Record<string, unknown>) =>
  db.transaction("anon", (tx) =>
    tx.query(
      `insert into public.contact_submissions (name, email, phone, clinic_name, message)
       select name, email, phone, clinic_name, message from json_populate_record(null::public.contact_submissions, $1::text::json)`,
      [JSON.stringify(lead)],
    ),
  );

/** A stored lead as the worker reads it, for the messages' tests. */
const LEAD: LeadRecord = {
  id: 1,
  created_at: "2026-11-28T14:05:00.000Z",
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  clinic_name: "Analytical Clinic",
  message: null,
  whatsapp_opt_in: false,
  locale: "en",
};

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(
  options: {
    autoreply?: boolean;
    dataDir?: string;
    autoreplyMaxPerHour?: number;
    alertMaxPerHour?: number;
  } = {},
) {
  const db = await openPglite(options.dataDir ? { dataDir: options.dataDir } : {});
  cleanups.push(() => db.close());
  await migrate(db);
  await prepareLeadEmail(db, {
    alertTo: ["team@clinic.example"],
    autoreply: options.autoreply ?? false,
    ...(options.autoreplyMaxPerHour ? { autoreplyMaxPerHour: options.autoreplyMaxPerHour } : {}),
    ...(options.alertMaxPerHour ? { alertMaxPerHour: options.alertMaxPerHour } : {}),
  });
  return db;
}

function start(
  db: Database,
  port: number,
  extra: {
    autoreply?: boolean;
    warnings?: string[];
    backoff?: number;
    maxAttempts?: typeof MAX_ATTEMPTS;
  } = {},
): LeadEmail {
  const worker = startLeadEmail(db, {
    brand: "ChatToBook",
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Website <leads@clinic.example>",
    alertTo: ["team@clinic.example"],
    autoreply: extra.autoreply ?? false,
    pollMs: 50,
    backoff: () => extra.backoff ?? 50,
    ...(extra.maxAttempts ? { maxAttempts: extra.maxAttempts } : {}),
    warn: (message) => extra.warnings?.push(message),
  });
  cleanups.push(() => worker.stop());
  return worker;
}

const outbox = async (db: Database) =>
  (
    await db.transaction("owner", (tx) =>
      tx.query<{ kind: string; attempts: number; delivered: boolean }>(
        "select kind, attempts, delivered_at is not null as delivered from local_private.lead_email_outbox order by id",
      ),
    )
  ).rows;

describe("lead e-mails", () => {
  it("sends one alert per lead to LEAD_ALERT_TO, with Reply-To the lead, and never twice", async () => {
    const box = mailbox();
    const port = await box.start();
    cleanups.push(() => box.stop());
    const db = await setup();
    await insertLead(db, CONTACT);
    await insertLead(db, { ...CONTACT, email: "grace@example.com", name: "Grace Hopper" });
    const worker = start(db, port);
    await expect.poll(() => box.received.length).toBe(2);
    // Once a claim finds nothing due, nothing was sent again.
    await worker.drained();
    expect(box.received).toHaveLength(2);
    expect(box.received.map((mail) => mail.to)).toEqual([["team@clinic.example"], ["team@clinic.example"]]);
    expect(box.received[0]?.raw).toMatch(/^Reply-To: ada@example\.com/m);
    expect(box.received[0]?.raw).toMatch(/^Subject: New lead: Ada Lovelace \(Analytical Clinic\)/m);
    expect(box.received[0]?.raw).toContain("Content-Type: text/plain");
    expect(box.received[0]?.raw).toContain("+44 20 7946 0000");
    expect((await outbox(db)).map((row) => [row.kind, row.attempts, row.delivered])).toEqual([
      ["alert", 1, true],
      ["alert", 1, true],
    ]);
  });

  it("with LEAD_AUTOREPLY also confirms to the address the visitor typed, and only there", async () => {
    const box = mailbox();
    const port = await box.start();
    cleanups.push(() => box.stop());
    const db = await setup({ autoreply: true });
    await insertLead(db, CONTACT);
    start(db, port, { autoreply: true });
    await expect.poll(() => box.received.length).toBe(2);
    const reply = box.received.find((mail) => mail.to.includes("ada@example.com"));
    expect(reply?.to).toEqual(["ada@example.com"]);
    // The subject is MIME-encoded (it holds an en dash).
    expect(reply?.raw).toMatch(/^Subject: .*We[_ ]received[_ ]your[_ ]request/m);
    expect(reply?.raw).toContain("within 24 hours");
    expect(reply?.raw).not.toContain("text/html");
  });

  it("delivers after a restart what was stored before it, exactly once", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "chattobook-email-"));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const first = await openPglite({ dataDir });
    await migrate(first);
    await prepareLeadEmail(first, { alertTo: ["team@clinic.example"], autoreply: false });
    await insertLead(first, CONTACT);
    await first.close();

    const box = mailbox();
    const port = await box.start();
    cleanups.push(() => box.stop());
    const db = await setup({ dataDir });
    const worker = start(db, port);
    await expect.poll(() => box.received.length).toBe(1);
    await worker.drained();
    expect(box.received).toHaveLength(1);
  });

  it("keeps retrying through an SMTP outage and delivers when the server is back", async () => {
    const port = await freePort();
    const db = await setup();
    const warnings: string[] = [];
    await insertLead(db, CONTACT);
    start(db, port, { warnings });
    await expect.poll(async () => (await outbox(db))[0]?.attempts ?? 0).toBeGreaterThanOrEqual(2);
    expect((await outbox(db))[0]?.delivered).toBe(false);
    // The warning names the row and the failure, never the lead's data.
    expect(warnings.join("\n")).not.toContain("Ada");
    const box = mailbox();
    await box.start(port);
    cleanups.push(() => box.stop());
    await expect.poll(() => box.received.length, { timeout: 10_000 }).toBe(1);
    // The row is marked after the SMTP server's final answer, a moment after the mailbox has the mail.
    await expect.poll(async () => (await outbox(db))[0]?.delivered).toBe(true);
  });

  it("cannot be made to add headers or recipients by what the visitor typed", async () => {
    const box = mailbox();
    const port = await box.start();
    cleanups.push(() => box.stop());
    const db = await setup({ autoreply: true });
    // Line breaks in the one-line fields are refused by the database itself…
    await expect(
      insertLead(db, { ...CONTACT, name: "Eve\r\nBcc: victim@evil.example" }),
    ).rejects.toMatchObject({
      code: "23514",
    });
    // …and the message, which may hold them, never reaches a header.
    await insertLead(db, {
      ...CONTACT,
      name: "Eve <b>Bcc: victim@evil.example</b>",
      message: "<script>alert(1)</script>\r\nBcc: victim@evil.example\r\n\r\nbody",
    });
    start(db, port, { autoreply: true });
    await expect.poll(() => box.received.length).toBe(2);
    for (const mail of box.received) {
      expect(mail.to).not.toContain("victim@evil.example");
      const headers = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
      expect(headers).not.toMatch(/^Bcc:/im);
    }
    const alert = box.received.find((mail) => mail.to.includes("team@clinic.example"));
    // Markup typed into a field is text in the HTML part (it stays as typed in the plain part).
    const html = (alert?.raw.slice(alert.raw.indexOf("Content-Type: text/html")) ?? "")
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(html).toContain("&#60;script&#62;");
    expect(html).not.toContain("<script>");
  });

  it("drops the pending e-mails of a lead that is erased before they are sent", async () => {
    const db = await setup();
    await insertLead(db, CONTACT);
    expect(await outbox(db)).toHaveLength(1);
    await db.transaction("service_role", (tx) => tx.query("delete from public.contact_submissions"));
    expect(await outbox(db)).toEqual([]);
  });
});

/** Each e-mail row with its lead's address, in order. */
const outboxRows = async (db: Database) =>
  (
    await db.transaction("owner", (tx) =>
      tx.query<{
        kind: string;
        email: string;
        attempts: number;
        delivered: boolean;
        failed: boolean;
        due: boolean;
        last_error: string | null;
      }>(
        `select o.kind, c.email, o.attempts, o.delivered_at is not null as delivered,
           o.failed_at is not null as failed, o.next_attempt_at <= now() as due, o.last_error
         from local_private.lead_email_outbox o join public.contact_submissions c on c.id = o.lead_id
         order by o.id`,
      ),
    )
  ).rows;

const SUPPRESSED_PER_ADDRESS = "suppressed: this mailbox had an auto-reply in the last 24 hours";
const SUPPRESSED_HOURLY =
  "suppressed: the hourly cap on auto-replies (LEAD_AUTOREPLY_MAX_PER_HOUR) was reached";

describe("the auto-reply cannot be turned into a relay", () => {
  it("sends at most one auto-reply per address a day, whatever its case, and records the rest as suppressed", async () => {
    const box = mailbox();
    const port = await box.start();
    cleanups.push(() => box.stop());
    const db = await setup({ autoreply: true });
    for (const email of ["ada@example.com", "ADA@Example.COM", "grace@example.com", "ada@example.com"]) {
      await insertLead(db, { ...CONTACT, email });
    }
    const autoreplies = (await outboxRows(db)).filter((row) => row.kind === "autoreply");
    expect(autoreplies.map((row) => [row.email, row.failed, row.attempts, row.last_error])).toEqual([
      ["ada@example.com", false, 0, null],
      ["ADA@Example.COM", true, 0, SUPPRESSED_PER_ADDRESS],
      ["grace@example.com", false, 0, null],
      ["ada@example.com", true, 0, SUPPRESSED_PER_ADDRESS],
    ]);
    const worker = start(db, port, { autoreply: true });
    // Four alerts (never limited) and two auto-replies; the suppressed ones are never sent.
    await expect.poll(() => box.received.length, { timeout: 10_000 }).toBe(6);
    await expect
      .poll(async () => (await outboxRows(db)).filter((row) => row.delivered).length, { timeout: 10_000 })
      .toBe(6);
    await worker.drained();
    expect(box.received).toHaveLength(6);
    expect(
      box.received
        .flatMap((mail) => mail.to)
        .filter((to) => to !== "team@clinic.example")
        .sort(),
    ).toEqual(["ada@example.com", "grace@example.com"]);
  });

  it("caps auto-replies per hour across the database, and never caps the team's alerts", async () => {
    const db = await setup({ autoreply: true, autoreplyMaxPerHour: 3 });
    for (let n = 0; n < 5; n++) await insertLead(db, { ...CONTACT, email: `visitor${n}@example.com` });
    const rows = await outboxRows(db);
    expect(rows.filter((row) => row.kind === "alert").map((row) => row.failed)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(rows.filter((row) => row.kind === "autoreply").map((row) => row.last_error)).toEqual([
      null,
      null,
      null,
      SUPPRESSED_HOURLY,
      SUPPRESSED_HOURLY,
    ]);
    // An auto-reply from more than an hour ago no longer counts against the cap.
    await db.transaction("owner", (tx) =>
      tx.query("update local_private.lead_email_outbox set created_at = now() - interval '61 minutes'"),
    );
    await insertLead(db, { ...CONTACT, email: "visitor9@example.com" });
    expect((await outboxRows(db)).at(-1)).toMatchObject({
      kind: "autoreply",
      failed: false,
      last_error: null,
    });
    // A channel list written by an older server (no cap) gets the default cap, not none at all.
    await db.transaction("owner", (tx) =>
      tx.query("update local_private.lead_email_channels set max_per_hour = null"),
    );
    await insertLead(db, { ...CONTACT, email: "visitor10@example.com" });
    expect((await outboxRows(db)).at(-1)).toMatchObject({
      kind: "autoreply",
      failed: false,
      last_error: null,
    });
  });

  it.runIf(reachable)(
    "holds for concurrent leads through two servers on one PostgreSQL",
    async () => {
      const database = await createThrowawayDatabase("autoreply");
      cleanups.push(() => database.drop());
      const open = async () => {
        const db = await openPostgres({ connectionString: database.url });
        cleanups.push(() => db.close());
        return db;
      };
      const first = await open();
      await migrate(first);
      const channels = { alertTo: ["team@clinic.example"], autoreply: true, autoreplyMaxPerHour: 4 };
      await prepareLeadEmail(first, channels);
      const second = await open();
      await prepareLeadEmail(second, channels);
      const serverFor = (n: number) => (n % 2 ? second : first);
      const counted = async () =>
        (await outboxRows(first)).filter((row) => row.kind === "autoreply" && !row.failed).length;
      // Eight leads at once for one address, in several spellings, alternating between the servers.
      await Promise.all(
        Array.from({ length: 8 }, (_, n) =>
          insertLead(serverFor(n), { ...CONTACT, email: n % 3 ? "same@example.com" : "Same@Example.com" }),
        ),
      );
      expect(await counted()).toBe(1);
      // Ten new addresses at once: three more fit under the cap of four.
      await Promise.all(
        Array.from({ length: 10 }, (_, n) =>
          insertLead(serverFor(n), { ...CONTACT, email: `new${n}@example.com` }),
        ),
      );
      expect(await counted()).toBe(4);
      expect((await outboxRows(first)).filter((row) => row.kind === "alert")).toHaveLength(18);
    },
    180_000,
  );
});

describe("one mailbox is one address (decision 073)", () => {
  it("sends one auto-reply a day per mailbox: +tags, and Gmail's dots, are the same person", async () => {
    const box = mailbox();
    const port = await box.start();
    cleanups.push(() => box.stop());
    const db = await setup({ autoreply: true });
    // Four spellings that all reach one Gmail mailbox.
    const spellings = [
      "victim@gmail.com",
      "victim+a@gmail.com",
      "v.ictim@gmail.com",
      "vi.ctim+b@googlemail.com",
    ];
    for (const email of [...spellings, "realvisitor@example.com", "a.b+x@example.com", "ab@example.com"])
      await insertLead(db, { ...CONTACT, email });
    const autoreplies = (await outboxRows(db)).filter((row) => row.kind === "autoreply");
    expect(autoreplies.map((row) => [row.email, row.last_error])).toEqual([
      ["victim@gmail.com", null],
      ["victim+a@gmail.com", SUPPRESSED_PER_ADDRESS],
      ["v.ictim@gmail.com", SUPPRESSED_PER_ADDRESS],
      ["vi.ctim+b@googlemail.com", SUPPRESSED_PER_ADDRESS],
      ["realvisitor@example.com", null],
      // Dots matter outside Gmail: two people.
      ["a.b+x@example.com", null],
      ["ab@example.com", null],
    ]);
    start(db, port, { autoreply: true });
    await expect
      .poll(() => box.received.filter((mail) => !mail.to.includes("team@clinic.example")).length)
      .toBe(4);
    const reply = box.received.find((mail) => mail.to.includes("victim@gmail.com"));
    // RFC 3834: vacation responders and mail servers do not answer an auto-reply.
    expect(reply?.raw).toMatch(/^Auto-Submitted: auto-replied/m);
    const alert = box.received.find((mail) => mail.to.includes("team@clinic.example"));
    expect(alert?.raw).toMatch(/^Auto-Submitted: auto-generated/m);
  });
});

describe("alerts are capped per hour, and past the cap come as one digest (decision 073)", () => {
  /** The hour's digest as stored: the ids of its leads' addresses, in order, and whether due. */
  const digest = async (db: Database) =>
    (
      await db.transaction("owner", (tx) =>
        tx.query<{ emails: string[] }>(
          `select coalesce(array_agg(c.email order by c.id), '{}') as emails
           from local_private.team_notices n join public.contact_submissions c on c.id = any (n.lead_ids)
           where n.kind = 'digest'`,
        ),
      )
    ).rows[0]?.emails ?? [];

  it("alerts one by one up to LEAD_ALERT_MAX_PER_HOUR, lists the rest in one digest, and stores every lead", async () => {
    const box = mailbox();
    const port = await box.start();
    cleanups.push(() => box.stop());
    const db = await setup({ alertMaxPerHour: 4 });
    for (let n = 0; n < 10; n++)
      await insertLead(db, { ...CONTACT, email: `flood${n}@example.com`, name: `Flood ${n}` });
    const { rows } = await db.transaction("owner", (tx) =>
      tx.query<{ n: number }>("select count(*)::int as n from public.contact_submissions"),
    );
    expect(rows[0]?.n).toBe(10);
    expect((await outboxRows(db)).map((row) => row.email)).toEqual(
      [0, 1, 2, 3].map((n) => `flood${n}@example.com`),
    );
    expect(await digest(db)).toEqual([4, 5, 6, 7, 8, 9].map((n) => `flood${n}@example.com`));
    start(db, port);
    await expect.poll(() => box.received.length).toBe(4);
    // The digest goes when its hour is over; here the hour is made to end now.
    await db.transaction("owner", (tx) =>
      tx.query("update local_private.team_notices set next_attempt_at = now() where kind = 'digest'"),
    );
    await expect.poll(() => box.received.length).toBe(5);
    const sent = box.received[4]?.raw ?? "";
    expect(sent).toMatch(/^Subject: 6 more leads, \d\d:00=E2=80=93\d\d:00 UTC|^Subject: =\?UTF-8\?/m);
    expect(sent).toContain("Flood 9");
    expect(sent).toMatch(/^Auto-Submitted: auto-generated/m);
    await expect
      .poll(
        async () =>
          (
            await db.transaction("owner", (tx) =>
              tx.query(
                "select lead_ids, delivered_at is not null as delivered from local_private.team_notices",
              ),
            )
          ).rows,
      )
      .toEqual([{ lead_ids: [], delivered: true }]);
  });

  it("keeps the last half of the hour's alerts for first-time senders, and lists them first in the digest", async () => {
    const db = await setup({ alertMaxPerHour: 4 });
    const lead = (email: string) => insertLead(db, { ...CONTACT, email });
    await lead("ana@example.com");
    await lead("bo@example.com");
    // Half the cap is used: a sender with an earlier lead (same mailbox) goes to the digest…
    await lead("Ana+again@Example.com");
    // …while first-time senders still get alerts of their own, up to the cap.
    await lead("cy@example.com");
    await lead("di@example.com");
    await lead("ed@example.com");
    expect((await outboxRows(db)).map((row) => row.email)).toEqual([
      "ana@example.com",
      "bo@example.com",
      "cy@example.com",
      "di@example.com",
    ]);
    expect(await digest(db)).toEqual(["Ana+again@Example.com", "ed@example.com"]);
    const message = digestMessage(
      [
        { lead: { ...LEAD, name: "Ana again", email: "Ana+again@Example.com" }, firstTime: false },
        { lead: { ...LEAD, name: "Ed", email: "ed@example.com" }, firstTime: true },
      ],
      new Date("2026-11-28T14:00:00Z"),
      4,
      "leads@clinic.example",
      ["team@clinic.example"],
    );
    expect(message.subject).toBe("2 more leads, 14:00–15:00 UTC");
    expect(message.text.indexOf("Ed · ")).toBeLessThan(message.text.indexOf("Ana again · "));
    expect(message.text).toContain("First-time senders (1):");
    expect(message.text).toContain("Senders with an earlier lead (1):");
  });

  it("sends no digest for leads erased before it was due", async () => {
    const box = mailbox();
    const port = await box.start();
    cleanups.push(() => box.stop());
    const db = await setup({ alertMaxPerHour: 1 });
    await insertLead(db, { ...CONTACT, email: "one@example.com" });
    await insertLead(db, { ...CONTACT, email: "two@example.com" });
    await db.transaction("service_role", (tx) =>
      tx.query("delete from public.contact_submissions where email = 'two@example.com'"),
    );
    await db.transaction("owner", (tx) =>
      tx.query("update local_private.team_notices set next_attempt_at = now()"),
    );
    const worker = start(db, port);
    await expect
      .poll(
        async () =>
          (
            await db.transaction("owner", (tx) =>
              tx.query("select delivered_at is not null as delivered from local_private.team_notices"),
            )
          ).rows,
      )
      .toEqual([{ delivered: true }]);
    await expect.poll(() => box.received.length).toBe(1);
    await worker.drained();
    expect(box.received.map((mail) => /^Subject: (.*)$/m.exec(mail.raw)?.[1])).toEqual([
      "New lead: Ada Lovelace (Analytical Clinic)",
    ]);
  });

  it("mails the team when a site-wide ceiling is reached, once an hour however often", async () => {
    const box = mailbox();
    const port = await box.start();
    cleanups.push(() => box.stop());
    const db = await setup();
    const warnings: string[] = [];
    let minute = 0;
    const alarm = createCeilingAlarm(db, {
      warn: (message) => warnings.push(message),
      now: () => new Date(Date.UTC(2026, 10, 28, 10, minute)),
    });
    for (; minute < 3; minute++) for (let n = 0; n < 50; n++) alarm.tripped("leads", 30);
    await expect.poll(() => warnings.length).toBe(3);
    const worker = start(db, port);
    await expect.poll(() => box.received.length).toBe(1);
    expect(box.received[0]?.raw).toMatch(/^Subject: The site's ceiling was reached/m);
    expect(box.received[0]?.raw).toContain("LEAD_CEILING_PER_MINUTE");
    expect(box.received[0]?.to).toEqual(["team@clinic.example"]);
    await worker.drained();
    expect(box.received).toHaveLength(1);
  });
});

describe("failures: permanent, transient, and shutdown", () => {
  it("never delays a real lead's alert behind 40 junk auto-replies to a slow-rejecting server, and never retries a 5xx", async () => {
    const rcpts: string[] = [];
    let refused = 0;
    const box = mailbox({
      async onRcptTo(address) {
        rcpts.push(address);
        if (!address.includes("reject")) return undefined;
        // A real server taking its time to refuse an unknown user.
        await new Promise((resolve) => setTimeout(resolve, 500));
        refused++;
        return refusal(550, `5.1.1 <${address}>: Recipient address rejected: User unknown`);
      },
    });
    const port = await box.start();
    cleanups.push(() => box.stop());
    const db = await setup({ autoreply: true, autoreplyMaxPerHour: 100, alertMaxPerHour: 100 });
    for (let n = 0; n < 40; n++) await insertLead(db, { ...CONTACT, email: `nobody${n}.reject@example.com` });
    const warnings: string[] = [];
    const worker = start(db, port, { autoreply: true, warnings });
    // As with 40 junk leads: their alerts are out, and their auto-replies are being refused,
    // one at a time, with most still waiting.
    await expect.poll(() => box.received.length, { timeout: 20_000 }).toBe(40);
    expect(refused).toBeLessThan(40); // else the queue is empty and the test proves nothing
    await insertLead(db, { ...CONTACT, email: "real.lead@example.com" });
    // Counted the moment the alert is in: behind the junk it would come after the 40th refusal.
    let refusedWhenAlerted = Infinity;
    await expect
      .poll(
        () => {
          const alerted = box.received.some((mail) => /^Reply-To: real\.lead@example\.com/m.test(mail.raw));
          if (alerted) refusedWhenAlerted = refused;
          return alerted;
        },
        { timeout: 20_000, interval: 20 },
      )
      .toBe(true);
    expect(refusedWhenAlerted).toBeLessThan(40);

    // Every junk auto-reply was tried once, refused for good, and is never tried again.
    await expect
      .poll(
        async () => (await outboxRows(db)).filter((row) => row.kind === "autoreply" && row.failed).length,
        {
          timeout: 40_000,
        },
      )
      .toBe(40);
    await worker.drained();
    expect(rcpts.filter((address) => address.includes("reject"))).toHaveLength(40);
    const junk = (await outboxRows(db)).filter(
      (row) => row.kind === "autoreply" && row.email.includes("reject"),
    );
    expect(
      new Set(junk.map((row) => JSON.stringify([row.attempts, row.failed, row.due, row.last_error]))),
    ).toEqual(new Set([JSON.stringify([1, true, false, "SMTP 550 5.1.1 at RCPT TO"])]));
    // The refused address reaches neither the log nor the table.
    expect(warnings).toHaveLength(40);
    expect(warnings.join("\n")).not.toMatch(/reject@|nobody/);
    expect(warnings[0]).toMatch(
      /^Lead e-mail \d+ \(autoreply\) failed \(SMTP 550 5\.1\.1 at RCPT TO\); attempt 1, permanent: not retried$/,
    );
  }, 120_000);

  it("retries a deferral (4xx) with backoff, then gives up after the attempt cap", async () => {
    const box = mailbox({
      onRcptTo: async (address) => refusal(451, `4.7.1 <${address}>: greylisted, try again later`),
    });
    const port = await box.start();
    cleanups.push(() => box.stop());
    const db = await setup({ autoreply: true });
    await insertLead(db, CONTACT);
    const warnings: string[] = [];
    start(db, port, { autoreply: true, warnings, maxAttempts: { alert: 4, autoreply: 2 } });
    await expect
      .poll(async () => (await outboxRows(db)).map((row) => [row.kind, row.attempts, row.failed, row.due]), {
        timeout: 20_000,
      })
      .toEqual([
        ["alert", 4, true, false],
        ["autoreply", 2, true, false],
      ]);
    expect((await outboxRows(db)).map((row) => row.last_error)).toEqual([
      "SMTP 451 4.7.1 at RCPT TO",
      "SMTP 451 4.7.1 at RCPT TO",
    ]);
    expect(warnings.filter((line) => line.includes("next in"))).toHaveLength(4);
    expect(warnings.filter((line) => line.includes("the last: not retried"))).toHaveLength(2);
    expect(warnings.join("\n")).not.toContain("ada@example.com");
  }, 60_000);

  it("stops at once while a mail server never answers, leaving the e-mail due, and the database closes", async () => {
    const connected: Socket[] = [];
    const silent = createNetServer((socket) => connected.push(socket));
    const port = await new Promise<number>((resolve) =>
      silent.listen(0, "127.0.0.1", () => resolve((silent.address() as { port: number }).port)),
    );
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          for (const socket of connected) socket.destroy();
          silent.close(() => resolve());
        }),
    );
    const db = await openPglite();
    await migrate(db);
    await prepareLeadEmail(db, { alertTo: ["team@clinic.example"], autoreply: false });
    await insertLead(db, CONTACT);
    const worker = startLeadEmail(db, {
      brand: "ChatToBook",
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: "leads@clinic.example",
      alertTo: ["team@clinic.example"],
      autoreply: false,
      pollMs: 50,
    });
    // The e-mail is waiting for a greeting that never comes (nodemailer would wait 15 s).
    await expect.poll(() => connected.length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const stoppingAt = Date.now();
    await worker.stop();
    expect(Date.now() - stoppingAt).toBeLessThan(1_000);
    expect((await outboxRows(db)).map((row) => [row.attempts, row.delivered, row.failed, row.due])).toEqual([
      [0, false, false, true],
    ]);
    await db.close();
  }, 30_000);
});

describe("SMTP without TLS", () => {
  /** A server without STARTTLS that takes logins in clear, as a stripped or careless one would. */
  async function plainServer() {
    const logins: string[] = [];
    const received: string[] = [];
    const server = new SMTPServer({
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      logger: false,
      onAuth(auth, _session, callback) {
        logins.push(`${auth.username}:${auth.password}`);
        callback(null, { user: auth.username });
      },
      onData(stream, session, callback) {
        stream.resume();
        stream.on("end", () => {
          received.push(session.envelope.rcptTo.map((rcpt) => rcpt.address).join(","));
          callback();
        });
      },
    });
    const port = await new Promise<number>((resolve) =>
      server.listen(0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port)),
    );
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    return { port, logins, received };
  }

  /** The transport as the worker builds it for `url`, its socket led to 127.0.0.1:`port` (no DNS). */
  function transportTo(url: string, port: number) {
    const transport = nodemailer.createTransport(smtpTransportOptions(url));
    (transport.transporter as unknown as { getSocket: unknown }).getSocket = (
      _options: unknown,
      callback: (error: Error | null, socket?: { connection: Socket }) => void,
    ) => {
      const socket = connectTcp(port, "127.0.0.1", () => callback(null, { connection: socket }));
    };
    cleanups.push(() => transport.close());
    return transport;
  }

  const mail = { from: "leads@clinic.example", to: "team@clinic.example", subject: "New lead", text: "Ada" };

  it("never logs in or sends to another machine that offers no STARTTLS", async () => {
    const plain = await plainServer();
    const transport = transportTo(
      "smtp://leads%40clinic.example:S3cret-app-pass@mail.clinic.example:587",
      plain.port,
    );
    await expect(transport.sendMail(mail)).rejects.toMatchObject({ code: expect.stringMatching(/^E/) });
    expect(plain.logins).toEqual([]);
    expect(plain.received).toEqual([]);
  });

  it("still logs in and sends in clear to a mail catcher on loopback", async () => {
    const plain = await plainServer();
    const transport = transportTo(`smtp://dev:pw@127.0.0.1:${plain.port}`, plain.port);
    await transport.sendMail(mail);
    expect(plain.logins).toEqual(["dev:pw"]);
    expect(plain.received).toEqual(["team@clinic.example"]);
  });
});

describe("the shared outbox (decision 041)", () => {
  it("keeps and sends the pending e-mails of an outbox an older version created", async () => {
    const db = await openPglite();
    cleanups.push(() => db.close());
    await migrate(db);
    await db.transaction("owner", (tx) =>
      // The table, its index and a pending row as the previous version left them.
      tx.exec(`
        create schema local_private;
        create table local_private.lead_email_channels (kind text primary key);
        insert into local_private.lead_email_channels values ('alert');
        create table local_private.lead_email_outbox (
          id bigint generated always as identity primary key,
          created_at timestamptz not null default now(),
          lead_id bigint not null references public.contact_submissions (id) on delete cascade,
          kind text not null check (kind in ('alert', 'autoreply')),
          attempts integer not null default 0,
          next_attempt_at timestamptz not null default now(),
          delivered_at timestamptz,
          last_error text,
          unique (lead_id, kind)
        );
        create index lead_email_outbox_pending_idx on local_private.lead_email_outbox (next_attempt_at)
          where delivered_at is null;
        insert into public.contact_submissions (name, email, phone, clinic_name)
          values ('Ada Lovelace', 'ada@example.com', '+44 20 7946 0000', 'C');
        insert into local_private.lead_email_outbox (lead_id, kind, attempts)
          select id, 'alert', 3 from public.contact_submissions;
      `),
    );
    await prepareLeadEmail(db, { alertTo: ["team@clinic.example"], autoreply: false });
    const indexes = await db.transaction("owner", (tx) =>
      tx.query<{ name: string }>(
        "select indexname as name from pg_indexes where tablename = 'lead_email_outbox' order by 1",
      ),
    );
    expect(indexes.rows.map((row) => row.name)).toEqual([
      "lead_email_outbox_alert_idx",
      "lead_email_outbox_autoreply_idx",
      "lead_email_outbox_kind_due_idx",
      "lead_email_outbox_lead_id_kind_key",
      "lead_email_outbox_pkey",
    ]);

    const box = mailbox();
    const port = await box.start();
    cleanups.push(() => box.stop());
    const warnings: string[] = [];
    start(db, port, { warnings });
    // Counted as its 4th attempt: the row kept its history.
    await expect
      .poll(() => outbox(db), { timeout: 10_000 })
      .toEqual([{ kind: "alert", attempts: 4, delivered: true }]);
    expect(box.received).toHaveLength(1);
    expect(warnings).toEqual([]);
  }, 180_000);

  // Like the webhook's claim (decision 033): a backlog of unsent e-mails is never sorted per claim.
  it("takes the longest-due e-mail of each kind through the kind's due index, without sorting the backlog", async () => {
    // A backlog of both kinds: each worker's claim seeks its own kind, in due order.
    const db = await setup({ autoreply: true, autoreplyMaxPerHour: 10_000, alertMaxPerHour: 10_000 });
    const plans = await db.transaction("owner", async (tx) => {
      // The backlog is written directly: through the enqueue trigger, which counts the hour's
      // e-mails for each lead, 2,000 leads took minutes, and the plan is what this test is about.
      await tx.exec(`
        alter table public.contact_submissions disable trigger contact_submissions_enqueue_lead_email;
        insert into public.contact_submissions (name, email, phone, clinic_name)
          select 'N', 'n' || i || '@example.com', '+44 20 7946 0000', 'C' from generate_series(1, 2000) i;
        alter table public.contact_submissions enable trigger contact_submissions_enqueue_lead_email;
        insert into local_private.lead_email_outbox (lead_id, kind)
          select id, kind from public.contact_submissions, unnest(array['alert', 'autoreply']) kind;
        update local_private.lead_email_outbox set next_attempt_at = now() - (lead_id % 7) * interval '1 minute';
        analyze local_private.lead_email_outbox;
      `);
      const plans: string[] = [];
      for (const kind of ["alert", "autoreply"] as const) {
        const { rows } = await tx.query<{ "QUERY PLAN": string }>(
          `explain (format json, costs off) ${claimSqlFor(kind).replace("$1", "1000")}`,
        );
        plans.push(JSON.stringify(rows[0]?.["QUERY PLAN"]));
      }
      return plans;
    });
    for (const plan of plans) {
      expect(plan).toContain('"Index Name":"lead_email_outbox_kind_due_idx"');
      expect(plan).not.toContain('"Node Type":"Sort"');
    }
  }, 120_000);

  it.runIf(reachable)(
    "on one PostgreSQL, two workers send each lead's alert exactly once",
    async () => {
      const database = await createThrowawayDatabase("email");
      cleanups.push(() => database.drop());
      const open = async () => {
        const db = await openPostgres({ connectionString: database.url });
        cleanups.push(() => db.close());
        return db;
      };
      const first = await open();
      await migrate(first);
      await prepareLeadEmail(first, { alertTo: ["team@clinic.example"], autoreply: false });
      const second = await open();
      await prepareLeadEmail(second, { alertTo: ["team@clinic.example"], autoreply: false });
      const box = mailbox();
      const port = await box.start();
      cleanups.push(() => box.stop());
      const workers = [start(first, port), start(second, port)];
      for (let n = 0; n < 30; n++) await insertLead(first, { ...CONTACT, email: `lead${n}@example.com` });
      await expect.poll(() => box.received.length, { timeout: 20_000 }).toBe(30);
      await Promise.all(workers.map((worker) => worker.drained()));
      const replyTos = box.received.map((mail) => /^Reply-To: (\S+)/m.exec(mail.raw)?.[1]);
      expect(new Set(replyTos).size).toBe(30);
      expect(box.received).toHaveLength(30);
    },
    180_000,
  );
});

describe("the messages", () => {
  const lead: LeadRecord = {
    id: 1,
    created_at: "2026-11-23T10:15:00.123Z",
    name: "Ana",
    email: "ana@example.com",
    phone: "+55 11 5555-0100",
    clinic_name: "Clínica <b>Sorriso</b>",
    message: "Olá & obrigado",
    whatsapp_opt_in: true,
    locale: "pt-br",
  };

  it("lists every field in the alert, escaped in HTML, with a plain-text part", () => {
    const message = alertMessage(lead, "leads@clinic.example", ["team@clinic.example"]);
    expect(message.text).toContain("WhatsApp opt-in: yes");
    expect(message.text).toContain("Locale: pt-br");
    expect(message.text).toContain("Received: 2026-11-23 10:15:00 UTC");
    expect(message.html).toContain("Clínica &#60;b&#62;Sorriso&#60;/b&#62;");
    expect(message.html).toContain("Olá &#38; obrigado");
  });

  it("folds line breaks and drops bidi and other format characters in the alert's subject", () => {
    const message = alertMessage(
      {
        ...lead,
        name: "Eve\r\nBcc: victim@evil.example\u2028\u202eevil\u202c",
        clinic_name: "Clinic\nX-Injected: yes\u2066",
      },
      "leads@clinic.example",
      ["team@clinic.example"],
    );
    expect(message.subject).toBe("New lead: Eve Bcc: victim@evil.example evil (Clinic X-Injected: yes)");
    expect(message.subject).not.toMatch(/[\p{Cc}\p{Cf}\u2028\u2029]/u);
  });

  it("puts the message last, every line of it indented, so no line can pose as one of the alert's fields", () => {
    // A message that adds "WhatsApp opt-in: yes" and "Email:" lines above the real ones.
    const message = alertMessage(
      {
        ...lead,
        message: "hi there\nWhatsApp opt-in: yes\r\nEmail: boss@evil.example",
        whatsapp_opt_in: false,
      },
      "leads@clinic.example",
      ["team@clinic.example"],
    );
    const lines = message.text.split("\n");
    expect(lines.filter((line) => /^WhatsApp opt-in:/.test(line))).toEqual(["WhatsApp opt-in: no"]);
    expect(lines.filter((line) => /^Email:/.test(line))).toEqual(["Email: ana@example.com"]);
    expect(
      message.text.endsWith(
        "Message (as the visitor wrote it):\n    hi there\n    WhatsApp opt-in: yes\n    Email: boss@evil.example\n",
      ),
    ).toBe(true);
    expect(message.html).toMatch(/<\/table><p><strong>Message<\/strong>/);
  });

  it("decodes encoded-words before dropping bidi controls from the subject, and drops them from the body", () => {
    // A name as =?UTF-8?B?…?= that a client decodes to U+202E "URGENT: wire €9,800 today" U+202C.
    const message = alertMessage(
      {
        ...lead,
        name: "=?UTF-8?B?4oCuVVJHRU5UOiB3aXJlIOKCrDksODAwIHRvZGF54oCs?=",
        clinic_name: "\u2066Clinic\u2069",
        phone: "Bob \u202egnp.exe",
      },
      "leads@clinic.example",
      ["team@clinic.example"],
    );
    expect(message.subject).toBe("New lead: URGENT: wire €9,800 today (Clinic)");
    expect(message.subject).not.toContain("=?");
    expect(message.text).toContain("Phone: Bob gnp.exe");
    expect(message.text).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    expect(message.html).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    // Q-encoding too, nested words, and an opener no charset decodes is broken for good.
    expect(decodeEncodedWords("=?utf-8?Q?=E2=80=AEevil?=")).toBe("\u202eevil");
    expect(decodeEncodedWords("=?UTF-8?B?PT9VVEYtOD9RP2FiYz89?=")).toBe("abc");
    expect(decodeEncodedWords("=?x-unknown?B?YWJj?=")).toBe("= ?x-unknown?B?YWJj?=");
  });

  it("drops the message's control characters from the alert", () => {
    const message = alertMessage({ ...lead, message: "\u001b[2Jhello\u0007" }, "leads@clinic.example", [
      "team@clinic.example",
    ]);
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(message.text).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/);
  });

  it("writes the auto-reply with nothing the visitor typed in it: no name, a generic greeting", () => {
    const hostile = {
      ...lead,
      name: "Visit https://evil.example/claim-your-prize now",
      clinic_name: "Evil",
      message: "spam",
    };
    for (const locale of ["en", "es", "pt-br", null]) {
      const message = autoreplyMessage({ ...hostile, locale }, "leads@clinic.example", "ChatToBook");
      const text = `${message.subject}\n${message.text}`;
      expect(text).not.toContain("evil.example");
      expect(text).not.toContain("Visit");
      expect(text).not.toContain("spam");
      expect(message.text).toMatch(/^(Hello,|Hola:|Olá!)\n/);
      expect(message.text).toContain("24");
    }
  });

  it.each([
    ["en", "We received your request – ChatToBook", "within 24 hours", "The ChatToBook team"],
    ["es", "Recibimos tu solicitud – ChatToBook", "menos de 24 horas", "El equipo de ChatToBook"],
    ["pt-br", "Recebemos sua solicitação – ChatToBook", "até 24 horas", "Equipe ChatToBook"],
    [null, "We received your request – ChatToBook", "within 24 hours", "The ChatToBook team"],
    ["fr", "We received your request – ChatToBook", "within 24 hours", "The ChatToBook team"],
  ])(
    "answers a lead in locale %s in its language, signed with the brand",
    (locale, subject, promise, signature) => {
      const message = autoreplyMessage({ ...lead, locale }, "leads@clinic.example", "ChatToBook");
      expect(message).toMatchObject({ to: "ana@example.com", subject });
      expect(message.text).toContain(promise);
      expect(message.text.trimEnd().endsWith(signature)).toBe(true);
      expect(message.html).toBeUndefined();
    },
  );

  it("takes the sender from LEAD_ALERT_FROM, else the SMTP user, else the SMTP host", () => {
    expect(senderAddress("smtp://a:b@mail.example", "Web <w@x.example>")).toBe("Web <w@x.example>");
    expect(senderAddress("smtps://me%40clinic.example:pw@mail.example", undefined)).toBe("me@clinic.example");
    expect(senderAddress("smtp://mail.example:2525", undefined)).toBe("leads@mail.example");
  });

  it("names a failure by its SMTP code and stage, never by the server's text; 5xx to a recipient or message is permanent", () => {
    const smtp = (responseCode: number, command: string, response: string) =>
      Object.assign(new Error(`Can't send mail: ${response}`), {
        code: "EENVELOPE",
        responseCode,
        command,
        response,
      });
    expect(describeSmtpFailure(smtp(550, "RCPT TO", "550 5.1.1 <rita@example.com>: unknown"))).toEqual({
      reason: "SMTP 550 5.1.1 at RCPT TO",
      permanent: true,
    });
    expect(describeSmtpFailure(smtp(554, "DATA", "554 rejected for <rita@example.com>"))).toEqual({
      reason: "SMTP 554 at DATA",
      permanent: true,
    });
    // Deferred: retried.
    expect(describeSmtpFailure(smtp(451, "RCPT TO", "451 4.7.1 greylisted <rita@example.com>"))).toBe(
      "SMTP 451 4.7.1 at RCPT TO",
    );
    // A refused login or sender is the configuration's fault, cured by fixing it: retried.
    expect(describeSmtpFailure(smtp(535, "AUTH PLAIN", "535 5.7.8 bad credentials"))).toBe(
      "SMTP 535 5.7.8 at AUTH PLAIN",
    );
    expect(describeSmtpFailure(smtp(553, "MAIL FROM", "553 sender not allowed"))).toBe(
      "SMTP 553 at MAIL FROM",
    );
    expect(
      describeSmtpFailure(
        Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:1"), {
          code: "ESOCKET",
          originalCode: "ECONNREFUSED",
        }),
      ),
    ).toBe("ESOCKET ECONNREFUSED");
    expect(describeSmtpFailure(new Error("Greeting never received"))).toBe("Error");
  });

  it("requires STARTTLS for smtp:// to another machine, not for a mail catcher on loopback or smtps://", () => {
    expect(smtpTransportOptions("smtp://user:pw@mail.clinic.example:587")).toMatchObject({
      requireTLS: true,
    });
    expect(smtpTransportOptions("smtp://192.0.2.1:25")).toMatchObject({ requireTLS: true });
    expect(smtpTransportOptions("smtp://[2001:db8::1]:25")).toMatchObject({ requireTLS: true });
    for (const url of [
      "smtp://127.0.0.1:1025",
      "smtp://localhost:1025",
      "smtp://[::1]:1025",
      "smtps://mail.clinic.example",
    ]) {
      expect(smtpTransportOptions(url)).not.toHaveProperty("requireTLS");
    }
  });

  it("writes an SMTP host given as an IP address as an address literal", () => {
    expect(senderAddress("smtp://127.0.0.1:2525", undefined)).toBe("leads@[127.0.0.1]");
    expect(senderAddress("smtp://[::1]:2525", undefined)).toBe("leads@[IPv6:::1]");
  });
});
