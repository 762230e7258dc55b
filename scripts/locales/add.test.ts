import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { copyRepository } from "#tests/support/repository-copy.ts";
import { addLocale, registeredCodes, registryEntry } from "./add.ts";

/*
 * `npm run locale:add`, always in a temporary copy of the repository (nothing here touches the
 * work tree): the scaffold's files, then the issue's acceptance check, a real build with the new
 * locale.
 */

describe("locale:add", () => {
  let root: string;
  beforeEach(() => {
    root = copyRepository("locale-add-", [
      "src/core/locales.ts",
      "src/content/copy",
      "supabase/migrations",
      "netlify.toml",
      "deploy/nginx/chattobook.conf",
    ]);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("adds the registry entry, the copy files, the migration and the hosts' rules, and lists what to translate", () => {
    const report = addLocale(root, "fr", "es", new Date("2031-06-15T12:34:56Z"));
    expect(registeredCodes(root)).toEqual([...SUPPORTED_LOCALES, "fr"]);
    for (const document of ["landing", "privacy", "email"]) {
      expect(readFileSync(join(root, `src/content/copy/${document}.fr.yaml`), "utf8")).toBe(
        readFileSync(join(root, `src/content/copy/${document}.es.yaml`), "utf8"),
      );
    }
    const migration = readFileSync(
      join(root, "supabase/migrations/20310615123456_add_fr_locale.sql"),
      "utf8",
    );
    expect(migration).toContain(
      `check (locale in (${[...SUPPORTED_LOCALES, "fr"].map((code) => `'${code}'`).join(", ")}))`,
    );
    expect(readFileSync(join(root, "netlify.toml"), "utf8")).toContain('from = "/fr/*"');
    expect(readFileSync(join(root, "deploy/nginx/chattobook.conf"), "utf8")).toContain(
      `(?<locale>${[...SUPPORTED_LOCALES.slice(1), "fr"].join("|")})/`,
    );
    expect(report).toContain("Left to translate: all ");
    expect(report).toContain("    hero.heading\n");
    expect(report).toContain("    autoreply.body\n");
  });

  it("names the migration with a given version, for a number agreed across branches", () => {
    addLocale(root, "fr", "es", new Date("2031-06-15T12:34:56Z"), "20310101090000");
    expect(existsSync(join(root, "supabase/migrations/20310101090000_add_fr_locale.sql"))).toBe(true);
    expect(existsSync(join(root, "supabase/migrations/20310615123456_add_fr_locale.sql"))).toBe(false);
  });

  it("refuses a code that exists, a source that does not, and a code that is no URL segment", () => {
    expect(() => addLocale(root, "es", "en")).toThrow(/already in/);
    expect(() => addLocale(root, "fr", "de")).toThrow(
      `--from "de" is not one of ${SUPPORTED_LOCALES.join(", ")}`,
    );
    expect(() => addLocale(root, "FR_fr", "en")).toThrow(/not a locale code/);
    expect(readdirSync(join(root, "src/content/copy")).filter((file) => file.includes(".fr."))).toEqual([]);
  });

  it("takes the entry's values from Intl: own name, tag, direction, Open Graph locale", () => {
    expect(registryEntry("fr")).toEqual({
      code: "fr",
      name: "Français",
      short: "FR",
      tag: "fr",
      dir: "ltr",
      ogLocale: "fr_FR",
      numberingSystem: "latn",
    });
    expect(registryEntry("ar")).toMatchObject({ tag: "ar", dir: "rtl", ogLocale: "ar_EG" });
    expect(registryEntry("de-ch")).toMatchObject({ tag: "de-CH", ogLocale: "de_CH" });
  });
});

describe("locale:add, the acceptance check", () => {
  it("`locale:add fr --from es`, then a build with PUBLIC_LOCALES=en,es,pt-br,fr, makes /fr/, /fr/privacy/ and a French 404 linked everywhere", () => {
    const root = copyRepository("locale-add-");
    try {
      const run = (args: string[], env: Record<string, string> = {}) =>
        execFileSync(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: "pipe" });
      run(["scripts/locales/add.ts", "fr", "--from", "es"]);
      run(["node_modules/astro/bin/astro.mjs", "build"], {
        PUBLIC_LOCALES: "en,es,pt-br,fr",
        ASTRO_OUT_DIR: "dist",
      });
      const page = (path: string) => readFileSync(join(root, "dist", path), "utf8");
      for (const path of ["fr/index.html", "fr/privacy/index.html", "fr/404.html"])
        expect(page(path)).toContain('<html lang="fr" dir="ltr">');
      for (const path of [
        "index.html",
        "privacy/index.html",
        "es/index.html",
        "pt-br/privacy/index.html",
        "fr/index.html",
      ])
        expect(page(path), path).toMatch(
          /<link rel="alternate" hreflang="fr" href="[^"]*\/fr\/(privacy\/)?"/,
        );
      expect(page("sitemap.xml")).toContain("/fr/privacy/");
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 300_000);
});
