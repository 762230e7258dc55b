import { describe, expect, it } from "vitest";
import { DEFAULT_LEAD_RETENTION_DAYS, parseRetentionDays } from "./retention.ts";

describe("parseRetentionDays", () => {
  it("defaults when unset or blank", () => {
    expect(parseRetentionDays(undefined)).toBe(DEFAULT_LEAD_RETENTION_DAYS);
    expect(parseRetentionDays("  ")).toBe(DEFAULT_LEAD_RETENTION_DAYS);
  });

  it("reads whole numbers, 0 included", () => {
    expect(parseRetentionDays("30")).toBe(30);
    expect(parseRetentionDays(" 0 ")).toBe(0);
  });

  it.each(["-1", "1.5", "a year", "1e3"])("rejects %s with a message naming the variable", (value) => {
    expect(() => parseRetentionDays(value)).toThrow(/LEAD_RETENTION_DAYS must be a whole number/);
  });
});
