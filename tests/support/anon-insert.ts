import { isPgError, type Database } from "#server/db/types.ts";

/** A lead the database accepts, for tests that change one column of it. */
export const NEW_LEAD = {
  name: "New",
  email: "new@example.com",
  phone: "+44 20 7946 0000",
  clinic_name: "Clinic",
};

/**
 * Inserts `row` into contact_submissions as the anon role, straight into the database (as
 * PostgREST would, without it): "stored", or the SQLSTATE of the check that refused it.
 */
export const insertAsAnon = (db: Database, row: Record<string, unknown>): Promise<string> =>
  db
    .transaction("anon", (tx) =>
      tx.query(
        `insert into public.contact_submissions (${Object.keys(row).join(", ")}) values (${Object.keys(row)
          .map((_, i) => `$${i + 1}`)
          .join(", ")})`,
        Object.values(row),
      ),
    )
    .then(
      () => "stored",
      (error: unknown) => (isPgError(error) ? error.code : String(error)),
    );
