import { Hono } from "hono";
import { API_SECURITY_HEADERS } from "#src/core/http-policy.ts";
import type { Database } from "#server/db/types.ts";
import { createWorkGate } from "./work-gate.ts";

/** Health checks allowed in flight at once; a monitor needs one. */
export const MAX_HEALTH_CHECKS = 4;

/*
 * GET /healthz: one database round trip. Bounded like the API's work: a flood of checks answers
 * 503 at once instead of queueing in front of the form's inserts.
 */
export function healthRoute(db: Database): Hono {
  const gate = createWorkGate(MAX_HEALTH_CHECKS);
  return new Hono().on(["GET", "HEAD"], "/healthz", async (c) => {
    c.header("Cache-Control", "no-store");
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) c.header(name, value);
    if (!gate.tryEnter()) {
      c.header("Retry-After", "1");
      return c.json({ status: "busy", message: "too many health checks at once" }, 503);
    }
    try {
      await db.transaction("anon", (tx) => tx.query("select 1"));
      return c.json({ status: "ok" });
    } catch {
      return c.json({ status: "error", message: "database unavailable" }, 503);
    } finally {
      gate.leave();
    }
  });
}
