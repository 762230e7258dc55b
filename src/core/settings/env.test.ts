import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EnvError, flag, readSettings, setting, variablesOf } from "./env.ts";

const SETTINGS = {
  /** A flag. */
  enabled: setting("TEST_ENABLED", flag().default(false)),
  /** A count. */
  count: setting("TEST_COUNT", z.coerce.number().int("must be a whole number").default(3)),
  /** Optional text. */
  label: setting("TEST_LABEL", z.string().optional()),
};

describe("readSettings", () => {
  it("maps each variable to its field, with defaults for the unset ones", () => {
    expect(readSettings(SETTINGS, { TEST_COUNT: "7" }, "test configuration")).toEqual({
      enabled: false,
      count: 7,
      label: undefined,
    });
    expect(variablesOf(SETTINGS)).toEqual(["TEST_ENABLED", "TEST_COUNT", "TEST_LABEL"]);
  });

  it("trims values and treats blank ones, and values that are not strings, as unset", () => {
    expect(
      readSettings(SETTINGS, { TEST_COUNT: "  ", TEST_LABEL: "  hi ", TEST_ENABLED: true }, "t"),
    ).toEqual({
      enabled: false,
      count: 3,
      label: "hi",
    });
  });

  it.each([
    ["true", true],
    ["YES", true],
    ["on", true],
    ["1", true],
    ["false", false],
    ["no", false],
    ["Off", false],
    ["0", false],
  ])("reads the flag %j as %j", (value, expected) => {
    expect(readSettings(SETTINGS, { TEST_ENABLED: value }, "t").enabled).toBe(expected);
  });

  it("names every invalid variable in one error, one line each", () => {
    const attempt = () =>
      readSettings(SETTINGS, { TEST_ENABLED: "maybe", TEST_COUNT: "1.5" }, "test configuration");
    expect(attempt).toThrow(EnvError);
    expect(attempt).toThrow(
      "Invalid test configuration:\n" +
        "  - TEST_ENABLED: must be true or false (also yes/no, on/off, 1/0)\n" +
        "  - TEST_COUNT: must be a whole number",
    );
  });
});
