import type { Database } from "./types.ts";

/*
 * After leads are deleted (erasure, retention), their bytes must leave the database's files too:
 * PostgreSQL only marks a deleted row dead, and it stays readable with `strings` until the space is
 * reused, in the table, in the outbox rows that copied it, and in the write-ahead log (decision
 * 072). Every table that holds a lead's text, or held it, is rewritten.
 */

/**
 * The tables that hold or held a lead's text: the leads, the outboxes that copy or name them, and
 * the first lead of each mailbox (its address, normalised).
 */
export const LEAD_TABLES = [
  "public.contact_submissions",
  "local_private.lead_outbox",
  "local_private.lead_email_outbox",
  "local_private.lead_mailboxes",
] as const;

/** Rewrites the lead tables that exist in this database (the outboxes are the local server's). */
export async function purgeDeletedLeads(db: Database): Promise<void> {
  const { rows } = await db.transaction("owner", (tx) =>
    tx.query<{ name: string }>(
      "select name from unnest($1::text[]) as name where to_regclass(name) is not null",
      [LEAD_TABLES],
    ),
  );
  await db.purge(rows.map((row) => row.name));
}
