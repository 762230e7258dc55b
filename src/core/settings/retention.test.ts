import { describe, expect, it } from "vitest";
import { loadConfig } from "#server/config.ts";
import { DEFAULT_LEAD_RETENTION_DAYS, readRetentionDays } from "./retention.ts";

describe("readRetentionDays (the build's LEAD_RETENTION_DAYS)", () => {
  it("defaults when unset or blank", () => {
    expect(readRetentionDays({})).toBe(DEFAULT_LEAD_RETENTION_DAYS);
    expect(readRetentionDays({ LEAD_RETENTION_DAYS: "  " })).toBe(DEFAULT_LEAD_RETENTION_DAYS);
  });

  it("reads whole numbers, 0 included", () => {
    expect(readRetentionDays({ LEAD_RETENTION_DAYS: "30" })).toBe(30);
    expect(readRetentionDays({ LEAD_RETENTION_DAYS: " 0 " })).toBe(0);
  });

  it.each(["-1", "1.5", "a year", "1e3", "2000000"])(
    "rejects %s exactly as the server does, naming the variable",
    (value) => {
      const env = { LEAD_RETENTION_DAYS: value };
      // The server's message for the same value, e.g. "  - LEAD_RETENTION_DAYS: must be …".
      const serverMessage = () => {
        try {
          loadConfig(env);
          return "accepted";
        } catch (error) {
          return (error as Error).message.split("\n")[1] ?? "";
        }
      };
      expect(serverMessage()).toMatch(/^ {2}- LEAD_RETENTION_DAYS: must be/);
      expect(() => readRetentionDays(env)).toThrow(serverMessage());
    },
  );
});
