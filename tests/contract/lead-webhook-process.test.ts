import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "#src/core/settings/local-dev-keys.ts";
import { LOCK_FILE } from "#server/db/lock.ts";
import { MAX_BODY_BYTES } from "#server/api/request.ts";
import { killStartedServers, startServer, type ServerProcess } from "#tests/support/server-process.ts";
import { emailOf, startReceiver, type Receiver } from "#tests/support/webhook-receiver.ts";
import { CONTACT } from "./harness.ts";

/*
 * LEAD_WEBHOOK_URL end to end, as `npm start` runs it: a real receiver on 127.0.0.1 sees exactly
 * one accepted delivery per lead, through an outage of the receiver and a restart (SIGTERM, then
 * a new process on the same DATA_DIR) of the server. And SIGTERM while the endpoint hangs, with
 * the longest delivery timeout allowed (60 s, far past the server's 8 s shutdown deadline): the
 * delivery is aborted, the database closed, the lock released, and the process exits 0.
 * Last, no personal data in logs (issue 11): with logging at its most verbose, a lead and the
 * error paths around it (a 400 from a check violation, a 413, invalid JSON, a read filtered by the
 * address, a webhook endpoint that fails) leave none of the lead's name, e-mail, phone, clinic or
 * message anywhere in stdout or stderr.
 */

let root: string;
let receiver: Receiver;
/** Takes every delivery and never answers. */
let hanging: Receiver;
/** Answers every delivery with 500. */
let failing: Receiver;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "chattobook-webhook-process-"));
  mkdirSync(join(root, "site"));
  receiver = await startReceiver();
  hanging = await startReceiver();
  hanging.setHang(true);
  failing = await startReceiver();
  failing.setStatus(500);
});
afterAll(async () => {
  await killStartedServers();
  await receiver.close();
  await hanging.close();
  await failing.close();
  rmSync(root, { recursive: true, force: true });
});

const start = () =>
  startServer({
    dataDir: join(root, "data"),
    siteDir: join(root, "site"),
    cwd: root,
    env: { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_TIMEOUT_MS: "2000" },
  });

const postLead = (server: ServerProcess, n: number) =>
  fetch(`${server.url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ ...CONTACT, email: `process-lead${n}@example.com` }),
  }).then((response) => response.status);

const accepted = () => receiver.accepted();

describe("lead webhook across a receiver outage and a server restart", () => {
  it("delivers every lead exactly once", { timeout: 90_000 }, async () => {
    let server = await start();
    expect(server.output()).toContain("every new lead is POSTed to");
    for (const n of [1, 2]) expect(await postLead(server, n)).toBe(201);
    await vi.waitFor(() => expect(accepted()).toHaveLength(2), { timeout: 15_000, interval: 50 });

    receiver.setStatus(503);
    for (const n of [3, 4]) expect(await postLead(server, n)).toBe(201);
    await vi.waitFor(() => expect(receiver.deliveries.some((d) => d.status === 503)).toBe(true), {
      timeout: 15_000,
      interval: 50,
    });
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);

    receiver.setStatus(200);
    server = await start();
    expect(await postLead(server, 5)).toBe(201);
    await vi.waitFor(() => expect(accepted()).toHaveLength(5), { timeout: 30_000, interval: 100 });

    expect(accepted().map(emailOf).sort()).toEqual(
      [1, 2, 3, 4, 5].map((n) => `process-lead${n}@example.com`),
    );
    expect(new Set(accepted().map((d) => d.id)).size).toBe(5);
  });
});

describe("shutdown during a hanging webhook delivery", () => {
  it("aborts the delivery and exits 0 with the database closed", { timeout: 90_000 }, async () => {
    const dataDir = join(root, "hanging-data");
    const server = await startServer({
      dataDir,
      siteDir: join(root, "site"),
      cwd: root,
      env: { LEAD_WEBHOOK_URL: hanging.url, LEAD_WEBHOOK_TIMEOUT_MS: "60000" },
    });
    const response = await fetch(`${server.url}/rest/v1/contact_submissions`, {
      method: "POST",
      headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
      body: JSON.stringify(CONTACT),
    });
    expect(response.status).toBe(201);
    await vi.waitFor(() => expect(hanging.deliveries).toHaveLength(1), { timeout: 15_000, interval: 50 });

    server.child.kill("SIGTERM");
    const { code } = await server.exited;
    expect(server.output()).not.toContain("Shutdown took too long");
    expect(code).toBe(0);
    expect(server.output()).toContain("Stopped.");
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  });
});

const LEAD = {
  name: "Zelda Quixotic",
  email: "zelda.quixotic@pii-probe.example",
  phone: "+44 7700 900417",
  clinic_name: "Quixotic Dental Studio",
  message: "Private note about our clinic 8675309",
};

describe("the server's logs", () => {
  it("never contain a lead's personal data, on success or error paths", { timeout: 90_000 }, async () => {
    const server = await startServer({
      dataDir: join(root, "logs-data"),
      siteDir: join(root, "site"),
      cwd: root,
      env: { LOG_LEVEL: "info", LEAD_WEBHOOK_URL: failing.url, LEAD_WEBHOOK_TIMEOUT_MS: "2000" },
    });
    const api = `${server.url}/rest/v1/contact_submissions`;
    const post = (body: string) =>
      fetch(api, {
        method: "POST",
        headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
        body,
      }).then(async (response) => ({ status: response.status, body: await response.text() }));

    expect((await post(JSON.stringify(LEAD))).status).toBe(201);
    // A check violation: PostgreSQL's detail quotes the whole row.
    const violation = await post(JSON.stringify({ ...LEAD, email: "zelda.quixotic@pii-probe" }));
    expect(violation.status).toBe(400);
    expect(violation.body).toContain("23514");
    // Too large, and not JSON at all, both carrying the lead.
    expect(
      (await post(JSON.stringify(Array.from({ length: Math.ceil(MAX_BODY_BYTES / 100) }, () => LEAD))))
        .status,
    ).toBe(413);
    expect((await post(`${JSON.stringify(LEAD)} trailing`)).status).toBe(400);
    // A read that names the address in its query string.
    const read = await fetch(
      `${api}?email=eq.${encodeURIComponent(LEAD.email)}&name=eq.${encodeURIComponent(LEAD.name)}`,
      {
        headers: { apikey: LOCAL_SERVICE_ROLE_KEY },
      },
    );
    expect(read.status).toBe(200);
    expect(await read.json()).toHaveLength(1);
    // The webhook endpoint answers 500: the failure is logged.
    await vi.waitFor(() => expect(server.output()).toContain("Lead webhook delivery"), {
      timeout: 20_000,
      interval: 100,
    });
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);

    const output = server.output();
    // Logging was on: one line per request, the failures included.
    for (const status of [201, 400, 413, 200]) expect(output).toContain(`"status":${status}`);
    const forms = (value: string) => [value, encodeURIComponent(value), JSON.stringify(value).slice(1, -1)];
    for (const [field, value] of Object.entries(LEAD)) {
      for (const form of forms(value))
        expect(output.toLowerCase(), `${field} as ${form}`).not.toContain(form.toLowerCase());
    }
    // Not even a distinctive fragment.
    for (const fragment of ["Quixotic", "pii-probe", "900417", "8675309"]) {
      expect(output.toLowerCase()).not.toContain(fragment.toLowerCase());
    }
  });
});
