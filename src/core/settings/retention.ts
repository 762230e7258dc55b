import { z } from "zod";
import { readSettings, setting } from "./env.ts";

/*
 * How long stored leads are kept: LEAD_RETENTION_DAYS, read by the server (which deletes older
 * leads, server/config.ts) and by the build (the privacy page states the period). One setting,
 * one schema for both, so the page can never promise a period the server refuses or reads otherwise.
 */

/** Days a lead is kept when LEAD_RETENTION_DAYS is unset. */
export const DEFAULT_LEAD_RETENTION_DAYS = 365;

/** LEAD_RETENTION_DAYS: a whole number of days, 0 keeping leads until erased. */
export const LEAD_RETENTION_DAYS = setting(
  "LEAD_RETENTION_DAYS",
  z
    .string()
    .regex(/^\d+$/, "must be a whole number of days (0 keeps leads forever)")
    .transform(Number)
    .pipe(z.number().max(1_000_000, "must be at most 1000000"))
    .default(DEFAULT_LEAD_RETENTION_DAYS),
  {
    description:
      "Leads older than this many days are deleted (with their webhook notifications) at start and daily; `0` keeps them until erased. The privacy page states it, so build and server need the same value. Supabase: [`supabase/extras/retention.sql`](../supabase/extras/README.md)",
    example: "90",
  },
);

/** The build's reading of LEAD_RETENTION_DAYS (the server's is in its configuration); throws EnvError. */
export const readRetentionDays = (env: Record<string, unknown>): number =>
  readSettings({ days: LEAD_RETENTION_DAYS }, env, "build configuration").days;
