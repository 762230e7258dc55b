/*
 * How long stored leads are kept: LEAD_RETENTION_DAYS, read by the server (which deletes older
 * leads) and by the build (the privacy page states the period). One rule for both.
 */

/** Days a lead is kept when LEAD_RETENTION_DAYS is unset. */
export const DEFAULT_LEAD_RETENTION_DAYS = 365;

/**
 * LEAD_RETENTION_DAYS as a whole number of days (0: keep forever); unset or blank gives the
 * default. Anything else throws an error that names the variable.
 */
export function parseRetentionDays(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_LEAD_RETENTION_DAYS;
  if (!/^\d+$/.test(value.trim()))
    throw new Error(
      `LEAD_RETENTION_DAYS must be a whole number of days (0 keeps leads forever), got "${value}"`,
    );
  return Number(value.trim());
}
