import type { HttpBindings } from "@hono/node-server";
import type { Role } from "../db/types.ts";
import type { TableName } from "./postgrest.ts";

/*
 * The Hono environment of /rest/v1, apart from the routes that fill it, so route modules (the
 * analytics ingest) can take it without importing the API that mounts them.
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
