import type { ServerConfig } from "#server/config.ts";
import { openDatabase } from "#server/db/open.ts";
import { isPgError, type Database } from "#server/db/types.ts";
import { requireDatabase } from "./command.ts";
import { LEAD_COLUMNS, type Lead } from "./leads-format.ts";
import type { ServiceClient } from "./service-client.ts";

/*
 * Where `npm run leads` reads and erases leads: the database itself (DATA_DIR under its lock, or
 * DATABASE_URL), or a running server's REST API with the service key when the operator names that
 * server with --url (PGlite belongs to the one process holding DATA_DIR). Both give the same rows
 * in the same JSON, because PostgreSQL renders them in both cases.
 */

/** A stored row as JSON, every column (more than LEAD_COLUMNS once migrations add some). */
export type StoredRow = Record<string, unknown>;

/** What was removed by an erasure. */
export interface Erasure {
  leads: number;
  /**
   * Webhook notifications (local_private.lead_outbox rows) removed with them; undefined through a
   * server, whose database removes a lead's notifications itself.
   */
  notifications: number | undefined;
}

export interface LeadStore {
  /** "PGlite (/path)", "PostgreSQL (host:5432/db)" or "the running server at http://…". */
  readonly description: string;
  /** Every lead, newest first, with the columns of LEAD_COLUMNS. */
  list(): Promise<Lead[]>;
  /** Every stored row whose email equals `email` ignoring case, oldest first, all columns. */
  find(email: string): Promise<StoredRow[]>;
  /** Deletes the rows find() returns, with their webhook notifications. */
  erase(email: string): Promise<Erasure>;
  close(): Promise<void>;
}

/** Rows per REST request: Supabase caps responses at 1000 rows by default, so page like its clients do. */
const PAGE_SIZE = 1000;
const NEWEST_FIRST = "created_at.desc,id.desc";

/*
 * Addresses match ignoring case: mail providers treat them so, and an erasure that missed
 * "Ada@Example.com" because the request said "ada@example.com" would leave the person's data behind.
 * The stored and the given addresses are ASCII (the schema's pattern), so lower() agrees everywhere.
 */
const SAME_EMAIL = "lower(email) = lower($1)";

/** Opens DATA_DIR (taking its lock) or DATABASE_URL; fails clearly when there is nothing to read. */
export async function openDirectStore(
  config: Pick<ServerConfig, "databaseUrl" | "dataDir">,
): Promise<LeadStore> {
  requireDatabase(config);
  const db = await openDatabase(config, "npm run leads");
  return directStore(db);
}

/** The store over an open database (tests pass an in-memory one). */
export function directStore(db: Database): LeadStore {
  const json = async (sql: string, params: unknown[] = []): Promise<unknown[]> => {
    try {
      const result = await db.transaction("service_role", (tx) => tx.query<{ body: string }>(sql, params));
      return JSON.parse(result.rows[0]?.body ?? "[]") as unknown[];
    } catch (error) {
      throw explainMissingTable(error);
    }
  };
  const columns = LEAD_COLUMNS.map((column) => `"${column}"`).join(", ");
  return {
    description: db.description,
    list: async () =>
      (await json(
        `select coalesce(json_agg(t), '[]')::text as body from (select ${columns} from public.contact_submissions order by created_at desc, id desc) t`,
      )) as Lead[],
    find: async (email) =>
      (await json(
        `select coalesce(json_agg(t), '[]')::text as body from (select * from public.contact_submissions where ${SAME_EMAIL} order by created_at, id) t`,
        [email],
      )) as StoredRow[],
    async erase(email) {
      try {
        // The owner role: the outbox is private to the server, out of service_role's reach.
        return await db.transaction("owner", async (tx) => {
          const outbox = await tx.query<{ present: boolean }>(
            "select to_regclass('local_private.lead_outbox') is not null as present",
          );
          // The outbox rows go with their leads anyway (on delete cascade); deleting them first
          // is what lets the command count them.
          const notifications = outbox.rows[0]?.present
            ? await tx.query(
                `delete from local_private.lead_outbox o using public.contact_submissions c
                  where o.lead_id = c.id and ${SAME_EMAIL}`,
                [email],
              )
            : { rowCount: 0 };
          const deleted = await tx.query(`delete from public.contact_submissions where ${SAME_EMAIL}`, [
            email,
          ]);
          return { leads: deleted.rowCount, notifications: notifications.rowCount };
        });
      } catch (error) {
        throw explainMissingTable(error);
      }
    },
    close: () => db.close(),
  };
}

function explainMissingTable(error: unknown): unknown {
  if (isPgError(error) && error.code === "42P01") {
    return new Error(
      "The database has no contact_submissions table yet. Start the server once (npm start) to create it.",
      { cause: error },
    );
  }
  return error;
}

/**
 * A LIKE pattern that matches `email` ignoring case and may match a few more: every character
 * that is special to LIKE or to the server's `*` shorthand becomes `_` (any one character). The
 * caller keeps only exact matches, so nothing else is ever shown or deleted.
 */
export const widenedPattern = (email: string): string => email.replace(/[%_*\\]/g, "_");

/** The store behind a running server's REST API, authenticated with the service key. */
export function restStore(server: ServiceClient): LeadStore {
  const call = (query: URLSearchParams, init?: RequestInit) =>
    server.call<StoredRow[]>(`contact_submissions?${query}`, init);

  async function find(email: string): Promise<StoredRow[]> {
    const candidates = await call(
      new URLSearchParams({ select: "*", email: `ilike.${widenedPattern(email)}`, order: "created_at,id" }),
    );
    const wanted = email.toLowerCase();
    return candidates.filter((row) => String(row.email).toLowerCase() === wanted);
  }

  return {
    description: server.description,
    async list() {
      const leads: Lead[] = [];
      for (let offset = 0; ; offset += PAGE_SIZE) {
        const page = (await call(
          new URLSearchParams({
            select: LEAD_COLUMNS.join(","),
            order: NEWEST_FIRST,
            limit: String(PAGE_SIZE),
            offset: String(offset),
          }),
        )) as Lead[];
        leads.push(...page);
        if (page.length < PAGE_SIZE) return leads;
      }
    },
    find,
    async erase(email) {
      // One exact delete per spelling found ("Ada@x.org", "ada@x.org"): the API has no
      // case-insensitive equality, and a widened pattern must never reach a delete.
      const spellings = new Set((await find(email)).map((row) => String(row.email)));
      let leads = 0;
      for (const spelling of spellings) {
        const deleted = await call(new URLSearchParams({ email: `eq.${spelling}`, select: "id" }), {
          method: "DELETE",
          headers: { Prefer: "return=representation" },
        });
        leads += deleted.length;
      }
      return { leads, notifications: undefined };
    },
    close: async () => {},
  };
}
