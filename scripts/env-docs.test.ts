import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { setting } from "#src/core/settings/env.ts";
import { DOC_FILES, GROUPS, renderConfigurationDoc, renderEnvExample, rows } from "./env-docs.ts";

describe("configuration docs (docs/configuration.md, .env.example)", () => {
  it("describe every setting, with an example", () => {
    const undocumented = rows()
      .filter(({ setting: entry }) => !entry.docs.description?.trim() || !entry.docs.example?.trim())
      .map(({ setting: entry }) => entry.variable);
    expect(undocumented, "give these settings a description and an example in their setting() call").toEqual(
      [],
    );
  });

  it("are what `npm run docs:env` writes from the settings", async () => {
    const stale = "stale: run `npm run docs:env` and commit the result";
    expect(readFileSync(DOC_FILES.configuration, "utf8"), `docs/configuration.md is ${stale}`).toBe(
      await renderConfigurationDoc(),
    );
    expect(readFileSync(DOC_FILES.envExample, "utf8"), `.env.example is ${stale}`).toBe(renderEnvExample());
  });

  it("list a variable read by the build and the server once, used by both", () => {
    const retention = rows().filter(({ setting: entry }) => entry.variable === "LEAD_RETENTION_DAYS");
    expect(retention.map(({ usedBy }) => usedBy)).toEqual([["server", "build"]]);
  });

  it("refuse a variable declared twice (it would be parsed two ways)", () => {
    const twice = [
      { usedBy: "server", heading: "Server", settings: [setting("DAYS", z.string())] },
      { usedBy: "build", settings: [setting("DAYS", z.string())] },
    ];
    expect(() => rows(twice)).toThrow(/DAYS is declared twice/);
  });

  it("show a new setting's schema default and, without docs, fail the first test", async () => {
    const extra = setting("NEW_KNOB", z.string().default("7"));
    const groups = [...GROUPS, { usedBy: "server", heading: "More", settings: [extra] }];
    expect(await renderConfigurationDoc(groups)).toMatch(/\| `NEW_KNOB` +\| server +\| `7` +\|/);
    expect(renderEnvExample(groups)).toContain("\nNEW_KNOB=7\n");
    expect(rows(groups).filter(({ setting: entry }) => !entry.docs.description)).toHaveLength(1);
  });
});
