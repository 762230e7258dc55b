import type { HttpBindings } from "@hono/node-server";
import type { Context } from "hono";
import type { ServerConfig } from "#server/config.ts";
import type { Database, Role, Tx } from "#server/db/types.ts";
import { ApiError, fromDatabaseError, type TableName } from "./postgrest.ts";
import { clientAddress } from "./rate-limit.ts";
import { createWorkGate } from "./work-gate.ts";

/*
 * What the route modules of /rest/v1 share: the Hono environment the gateway's middleware fills,
 * and one ApiContext per API (the database, its settings, and the queues its work waits in). It
 * imports no route, so routes (the analytics ingest too) take it without importing the API that
 * mounts them.
 */

/** A role a request's key maps to (never the owner). */
export type ApiRole = Exclude<Role, "owner">;

/** What the middleware leaves on the context for the handlers. */
export interface RestEnv {
  Bindings: HttpBindings;
  Variables: {
    /** The role of the request's key (set by the auth middleware). */
    role: ApiRole;
    /** The table named by the path (set by the table middleware). */
    table: TableName;
  };
}

export interface RestOptions {
  db: Database;
  config: Pick<
    ServerConfig,
    | "anonKey"
    | "serviceRoleKey"
    | "trustProxy"
    | "rateLimitPerMinute"
    | "maxRowsPerInsert"
    | "maxPendingWrites"
    | "siteUrl"
    | "allowedOrigins"
  >;
}

/*
 * Anon reads: RLS answers them with no rows, and the page never makes one, so they are only ever
 * probes or a flood. Each client gets a small bucket, and only a few run at once, so a GET flood
 * cannot queue the form's inserts behind hundreds of read transactions (PGlite runs one at a time).
 */
export const ANON_READS_PER_MINUTE = 60;
export const ANON_READS_IN_FLIGHT = 8;

export interface ApiContext extends RestOptions {
  /** The address the request counts against (the TCP peer, or the trusted proxy's word). */
  client(c: Context<RestEnv>): string;
  /** Runs database work if its queue has room; 503 at once otherwise (never an unbounded wait). */
  guarded<T>(c: Context<RestEnv>, work: () => Promise<T>): Promise<T>;
  /** Database work in one transaction as the request's role, through its queue. */
  withDatabase<T>(c: Context<RestEnv>, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** True while a form insert is in flight: measurement events wait for it. */
  leadsBusy(): boolean;
}

export function createApiContext({ db, config }: RestOptions): ApiContext {
  // The form's inserts wait in a queue of their own, so reads and other API work, however many,
  // cannot push a visitor's submission to 503.
  const formGate = createWorkGate(config.maxPendingWrites);
  const otherGate = createWorkGate(config.maxPendingWrites);
  const anonReadGate = createWorkGate(Math.min(ANON_READS_IN_FLIGHT, config.maxPendingWrites));

  /** The queue a request's database work waits in: the form's, anon reads', or all other work's. */
  function gateFor(role: ApiRole, method: string) {
    if (role !== "anon") return otherGate;
    if (method === "POST") return formGate;
    return method === "GET" || method === "HEAD" ? anonReadGate : otherGate;
  }

  async function guarded<T>(c: Context<RestEnv>, work: () => Promise<T>): Promise<T> {
    const { role } = c.var;
    const gate = gateFor(role, c.req.method);
    if (!gate.tryEnter()) {
      throw new ApiError(
        503,
        {
          code: "PGRST503",
          message: "Server busy",
          details: "Too many requests are waiting for the database",
        },
        { "Retry-After": "1" },
      );
    }
    try {
      return await work();
    } catch (error) {
      throw fromDatabaseError(error, role !== "anon") ?? error;
    } finally {
      gate.leave();
    }
  }

  return {
    db,
    config,
    client: (c) =>
      clientAddress(
        c.env?.incoming?.socket.remoteAddress,
        c.req.header("x-forwarded-for") ?? null,
        config.trustProxy,
      ),
    guarded,
    withDatabase: (c, fn) => guarded(c, () => db.transaction(c.var.role, fn)),
    leadsBusy: () => formGate.inFlight > 0,
  };
}
