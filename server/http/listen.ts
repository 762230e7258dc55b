import { createAdaptorServer } from "@hono/node-server";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Hono } from "hono";

/*
 * Opens the port for an app, with timeouts that keep slow or idle clients from holding sockets
 * (slowloris): headers must arrive within 10 s, a whole request within 30 s, and an idle
 * keep-alive connection is closed after 5 s.
 */

export const HEADERS_TIMEOUT_MS = 10_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;

export interface RunningServer {
  server: Server;
  /** http://host:port, with the real port when 0 was asked for. */
  url: string;
  port: number;
  /**
   * Stops accepting connections, lets requests in progress finish, then resolves. Connections
   * still busy after `graceMs` are cut.
   */
  close(graceMs?: number): Promise<void>;
}

export interface ListenOptions {
  port: number;
  host: string;
  /** Overrides for tests; production uses the constants above. */
  timeouts?: { headersMs: number; requestMs: number; keepAliveMs: number };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any Hono app, whatever its bindings
export function listen(app: Hono<any>, options: ListenOptions): Promise<RunningServer> {
  const timeouts = options.timeouts ?? {
    headersMs: HEADERS_TIMEOUT_MS,
    requestMs: REQUEST_TIMEOUT_MS,
    keepAliveMs: KEEP_ALIVE_TIMEOUT_MS,
  };
  const server = createAdaptorServer({
    fetch: app.fetch,
    serverOptions: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      // Node only looks for expired requests this often (default 30 s), which would stretch
      // every timeout above by up to that much.
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
  }) as Server;

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      const { port } = server.address() as AddressInfo;
      const host = options.host.includes(":") ? `[${options.host}]` : options.host;
      let closing: Promise<void> | undefined;
      resolve({
        server,
        port,
        url: `http://${host}:${port}`,
        close(graceMs = 5_000) {
          closing ??= new Promise<void>((done) => {
            const force = setTimeout(() => server.closeAllConnections(), graceMs);
            force.unref();
            server.close(() => {
              clearTimeout(force);
              done();
            });
            // Idle keep-alive sockets would otherwise hold close() open until they time out.
            server.closeIdleConnections();
          });
          return closing;
        },
      });
    });
  });
}
