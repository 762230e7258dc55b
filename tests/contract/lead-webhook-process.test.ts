import { createServer } from "node:http";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCAL_ANON_KEY } from "../../src/config/local-dev-keys.ts";
import { killStartedServers, startServer, type ServerProcess } from "../support/server-process.ts";
import { CONTACT } from "./harness.ts";

/*
 * LEAD_WEBHOOK_URL end to end, as `npm start` runs it: a real receiver on 127.0.0.1 sees exactly
 * one accepted delivery per lead, through an outage of the receiver and a restart (SIGTERM, then
 * a new process on the same DATA_DIR) of the server.
 */

let root: string;
let receiverUrl: string;
let status = 200;
const deliveries: { id: string; status: number; email: string }[] = [];
const receiver = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    const email = (JSON.parse(body) as { record: { email: string } }).record.email;
    deliveries.push({ id: String(request.headers["x-webhook-id"]), status, email });
    response.writeHead(status).end();
  });
});

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "chattobook-webhook-process-"));
  mkdirSync(join(root, "site"));
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const address = receiver.address();
  receiverUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hook`;
});
afterAll(async () => {
  await killStartedServers();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

const start = () =>
  startServer({
    dataDir: join(root, "data"),
    siteDir: join(root, "site"),
    cwd: root,
    env: { LEAD_WEBHOOK_URL: receiverUrl, LEAD_WEBHOOK_TIMEOUT_MS: "2000" },
  });

const postLead = (server: ServerProcess, n: number) =>
  fetch(`${server.url}/rest/v1/contact_submissions`, {
    method: "POST",
    headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
    body: JSON.stringify({ ...CONTACT, email: `process-lead${n}@example.com` }),
  }).then((response) => response.status);

const accepted = () => deliveries.filter((d) => d.status < 300);

describe("lead webhook across a receiver outage and a server restart", () => {
  it("delivers every lead exactly once", { timeout: 90_000 }, async () => {
    let server = await start();
    expect(server.output()).toContain("every new lead is POSTed to");
    for (const n of [1, 2]) expect(await postLead(server, n)).toBe(201);
    await vi.waitFor(() => expect(accepted()).toHaveLength(2), { timeout: 15_000, interval: 50 });

    status = 503;
    for (const n of [3, 4]) expect(await postLead(server, n)).toBe(201);
    await vi.waitFor(() => expect(deliveries.some((d) => d.status === 503)).toBe(true), {
      timeout: 15_000,
      interval: 50,
    });
    server.child.kill("SIGTERM");
    expect((await server.exited).code).toBe(0);

    status = 200;
    server = await start();
    expect(await postLead(server, 5)).toBe(201);
    await vi.waitFor(() => expect(accepted()).toHaveLength(5), { timeout: 30_000, interval: 100 });

    expect(
      accepted()
        .map((d) => d.email)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5].map((n) => `process-lead${n}@example.com`));
    expect(new Set(accepted().map((d) => d.id)).size).toBe(5);
  });
});
