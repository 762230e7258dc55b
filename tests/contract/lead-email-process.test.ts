import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOCAL_ANON_KEY } from "#src/core/settings/local-dev-keys.ts";
import { LOCK_FILE } from "#server/db/lock.ts";
import { killStartedServers, startServer } from "#tests/support/server-process.ts";
import { CONTACT } from "./harness.ts";

/*
 * SMTP_URL end to end, as `npm start` runs it, against a mail server that accepts the connection
 * and never says a word (security review L-2): SIGTERM while a lead's alert waits for the greeting
 * must end well inside the 8 s shutdown deadline, with the database closed and the lock released,
 * although nodemailer's own timeouts are 15 s.
 */

let root: string;
let silent: Server;
let silentPort: number;
const connections: Socket[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "chattobook-email-process-"));
  mkdirSync(join(root, "site"));
  silent = createServer((socket) => connections.push(socket));
  silentPort = await new Promise<number>((resolve) =>
    silent.listen(0, "127.0.0.1", () => resolve((silent.address() as { port: number }).port)),
  );
});
afterAll(async () => {
  await killStartedServers();
  for (const socket of connections) socket.destroy();
  await new Promise<void>((resolve) => silent.close(() => resolve()));
  rmSync(root, { recursive: true, force: true });
});

describe("shutdown while the mail server never answers", () => {
  it(
    "aborts the send and exits 0 within the deadline, with the database closed",
    { timeout: 90_000 },
    async () => {
      const dataDir = join(root, "data");
      const server = await startServer({
        dataDir,
        siteDir: join(root, "site"),
        cwd: root,
        env: { SMTP_URL: `smtp://127.0.0.1:${silentPort}`, LEAD_ALERT_TO: "team@clinic.example" },
      });
      const response = await fetch(`${server.url}/rest/v1/contact_submissions`, {
        method: "POST",
        headers: { apikey: LOCAL_ANON_KEY, "Content-Type": "application/json" },
        body: JSON.stringify(CONTACT),
      });
      expect(response.status).toBe(201);
      await vi.waitFor(() => expect(connections.length).toBeGreaterThanOrEqual(1), {
        timeout: 15_000,
        interval: 50,
      });

      const stoppingAt = Date.now();
      server.child.kill("SIGTERM");
      const { code } = await server.exited;
      const took = Date.now() - stoppingAt;
      expect(server.output()).not.toContain("Shutdown took too long");
      expect(code).toBe(0);
      expect(server.output()).toContain("Stopped.");
      expect(took).toBeLessThan(5_000);
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    },
  );
});
