import { Hono } from "hono";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listen, type RunningServer } from "./listen.ts";

/* Slow clients must not hold sockets: an unfinished request is cut once its time is up. */

describe("listen", () => {
  let running: RunningServer;
  beforeAll(async () => {
    const app = new Hono();
    // A client cut off mid-body makes reading fail; that is the expected outcome here.
    app.all("*", async (c) => c.text(`got ${(await c.req.text().catch(() => "")).length} bytes`));
    running = await listen(app, {
      port: 0,
      host: "127.0.0.1",
      timeouts: { headersMs: 300, requestMs: 600, keepAliveMs: 200 },
    });
  });
  afterAll(() => running.close(100));

  /** Sends `parts` with `gapMs` between them; resolves with what the server said and when it hung up. */
  const drip = (parts: string[], gapMs: number) =>
    new Promise<{ response: string; ms: number }>((resolve, reject) => {
      const start = performance.now();
      const socket = connect(running.port, "127.0.0.1");
      let response = "";
      let timer: NodeJS.Timeout | undefined;
      socket.on("data", (data) => (response += data.toString()));
      socket.on("close", () => {
        clearTimeout(timer);
        resolve({ response, ms: performance.now() - start });
      });
      socket.on("error", reject);
      const send = (i: number) => {
        if (i >= parts.length || socket.destroyed) return;
        socket.write(parts[i] ?? "");
        timer = setTimeout(() => send(i + 1), gapMs);
      };
      socket.on("connect", () => send(0));
    });

  it("answers a normal request", async () => {
    const response = await fetch(`${running.url}/`, { method: "POST", body: "hello" });
    expect(await response.text()).toBe("got 5 bytes");
  });

  it("cuts a client that drips its headers (slowloris)", async () => {
    const parts = ["GET / HTTP/1.1\r\n", ...Array.from({ length: 50 }, (_, i) => `X-Drip-${i}: 1\r\n`)];
    const { response, ms } = await drip(parts, 100);
    expect(response).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeLessThan(3000);
  });

  it("cuts a client that drips its body", async () => {
    const head = "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n";
    const { ms } = await drip([head, ...Array.from({ length: 100 }, () => "a")], 100);
    expect(ms).toBeLessThan(3000);
  });

  it("closes idle keep-alive connections", async () => {
    const { response, ms } = await drip(["GET / HTTP/1.1\r\nHost: x\r\n\r\n"], 10_000);
    expect(response).toContain("200 OK");
    expect(ms).toBeLessThan(2000);
  });
});
