import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { CONTACT } from "../../tests/contract/harness.ts";
import { createThrowawayDatabase, postgresForTests } from "../../tests/migration/postgres.ts";
import { migrate } from "../db/migrate.ts";
import { openPglite } from "../db/pglite.ts";
import { openPostgres } from "../db/postgres.ts";
import type { Database } from "../db/types.ts";
import { alertMessage, autoreplyMessage, type LeadRecord } from "./message.ts";
import { CLAIM_SQL, prepareLeadEmail, senderAddress, startLeadEmail, type LeadEmail } from "./worker.ts";

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

/** A local SMTP server that keeps what it receives; `start(port)` reuses a port after an outage. */
function mailbox() {
  const received: Received[] = [];
  let server: SMTPServer | undefined;
  return {
    received,
    async start(port = 0): Promise<number> {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
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

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function setup(options: { autoreply?: boolean; dataDir?: string } = {}) {
  const db = await openPglite(options.dataDir ? { dataDir: options.dataDir } : {});
  cleanups.push(() => db.close());
  await migrate(db);
  await prepareLeadEmail(db, { alertTo: ["team@clinic.example"], autoreply: options.autoreply ?? false });
  return db;
}

function start(
  db: Database,
  port: number,
  extra: { autoreply?: boolean; warnings?: string[] } = {},
): LeadEmail {
  const worker = startLeadEmail(db, {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: "Website <leads@clinic.example>",
    alertTo: ["team@clinic.example"],
    autoreply: extra.autoreply ?? false,
    pollMs: 50,
    backoff: () => 50,
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
    start(db, port);
    await expect.poll(() => box.received.length).toBe(2);
    // Several more polls: nothing is sent again.
    await new Promise((resolve) => setTimeout(resolve, 300));
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
    expect(reply?.raw).toMatch(/^Subject: We received your message/m);
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
    start(db, port);
    await expect.poll(() => box.received.length).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
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
    await insertLead(db, {
      ...CONTACT,
      name: "Eve\r\nBcc: victim@evil.example",
      clinic_name: "Clinic\nX-Injected: yes",
      message: "<script>alert(1)</script>\r\n\r\nbody",
    });
    start(db, port, { autoreply: true });
    await expect.poll(() => box.received.length).toBe(2);
    for (const mail of box.received) {
      expect(mail.to).not.toContain("victim@evil.example");
      const headers = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
      expect(headers).not.toMatch(/^(Bcc|X-Injected):/im);
    }
    const alert = box.received.find((mail) => mail.to.includes("team@clinic.example"));
    // Markup typed into a field is text in the HTML part (it stays as typed in the plain part).
    const html = (alert?.raw.slice(alert.raw.indexOf("Content-Type: text/html")) ?? "")
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(html).toContain("&#60;script&#62;");
    expect(html).not.toContain("<script>");
    expect(alert?.raw).toMatch(
      /^Subject: New lead: Eve Bcc: victim@evil\.example \(Clinic X-Injected: yes\)/m,
    );
  });

  it("drops the pending e-mails of a lead that is erased before they are sent", async () => {
    const db = await setup();
    await insertLead(db, CONTACT);
    expect(await outbox(db)).toHaveLength(1);
    await db.transaction("service_role", (tx) => tx.query("delete from public.contact_submissions"));
    expect(await outbox(db)).toEqual([]);
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
          values ('Ada Lovelace', 'ada@example.com', '1', 'C');
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
      "lead_email_outbox_due_idx",
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
  it("takes the longest-due e-mail through the due index, without sorting the backlog", async () => {
    const db = await setup();
    const plan = await db.transaction("owner", async (tx) => {
      await tx.exec(`
        insert into public.contact_submissions (name, email, phone, clinic_name)
          select 'N', 'n' || i || '@example.com', '1', 'C' from generate_series(1, 2000) i;
        update local_private.lead_email_outbox set next_attempt_at = now() - (lead_id % 7) * interval '1 minute';
      `);
      const { rows } = await tx.query<{ "QUERY PLAN": string }>(
        `explain (format json, costs off) ${CLAIM_SQL.replace("$1", "1000")}`,
      );
      return JSON.stringify(rows[0]?.["QUERY PLAN"]);
    });
    expect(plan).toContain('"Index Name":"lead_email_outbox_due_idx"');
    expect(plan).not.toContain('"Node Type":"Sort"');
  }, 180_000);

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
      start(first, port);
      start(second, port);
      for (let n = 0; n < 30; n++) await insertLead(first, { ...CONTACT, email: `lead${n}@example.com` });
      await expect.poll(() => box.received.length, { timeout: 20_000 }).toBe(30);
      await new Promise((resolve) => setTimeout(resolve, 300));
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

  it.each([
    ["en", "We received your message", "within 24 hours"],
    ["es", "Hemos recibido tu mensaje", "menos de 24 horas"],
    ["pt-br", "Recebemos sua mensagem", "até 24 horas"],
    [null, "We received your message", "within 24 hours"],
    ["fr", "We received your message", "within 24 hours"],
  ])("answers a lead in locale %s in its language", (locale, subject, promise) => {
    const message = autoreplyMessage({ ...lead, locale }, "leads@clinic.example");
    expect(message).toMatchObject({ to: "ana@example.com", subject });
    expect(message.text).toContain(promise);
    expect(message.html).toBeUndefined();
  });

  it("takes the sender from LEAD_ALERT_FROM, else the SMTP user, else the SMTP host", () => {
    expect(senderAddress("smtp://a:b@mail.example", "Web <w@x.example>")).toBe("Web <w@x.example>");
    expect(senderAddress("smtps://me%40clinic.example:pw@mail.example", undefined)).toBe("me@clinic.example");
    expect(senderAddress("smtp://mail.example:2525", undefined)).toBe("leads@mail.example");
  });

  it("writes an SMTP host given as an IP address as an address literal", () => {
    expect(senderAddress("smtp://127.0.0.1:2525", undefined)).toBe("leads@[127.0.0.1]");
    expect(senderAddress("smtp://[::1]:2525", undefined)).toBe("leads@[IPv6:::1]");
  });
});
