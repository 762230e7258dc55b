import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { copyRepository } from "#tests/support/repository-copy.ts";
import { addLocale, registeredCodes, registryEntry } from "./add.ts";

/*
 * `npm run locale:add`, always in a temporary copy of the repository (nothing here touches the
 * work tree): the scaffold's files, then what a new language must pass, a real build with the new
 * locale. The new language is one the registry does not have yet, whichever languages it has.
 */

const has = (code: string) => (SUPPORTED_LOCALES as readonly string[]).includes(code);
const [NEW = "xx", ABSENT = "yy"] = ["fr", "de", "it", "nl", "sv", "pl", "fi"].filter((code) => !has(code));
/** A language the site has, to copy from: the first after the default. */
const FROM = SUPPORTED_LOCALES.find((locale) => locale !== DEFAULT_LOCALE) ?? DEFAULT_LOCALE;

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

  it("adds the registry entry, the copy files and the hosts' rules, and lists what to translate", () => {
    const migrations = readdirSync(join(root, "supabase/migrations"));
    const report = addLocale(root, NEW, FROM);
    expect(registeredCodes(root)).toEqual([...SUPPORTED_LOCALES, NEW]);
    for (const document of ["landing", "privacy", "email"]) {
      expect(readFileSync(join(root, `src/content/copy/${document}.${NEW}.yaml`), "utf8")).toBe(
        readFileSync(join(root, `src/content/copy/${document}.${FROM}.yaml`), "utf8"),
      );
    }
    // A language is not a migration: the database checks the shape of a locale code (decision 074).
    expect(readdirSync(join(root, "supabase/migrations"))).toEqual(migrations);
    expect(report).not.toContain("supabase/migrations");
    expect(readFileSync(join(root, "netlify.toml"), "utf8")).toContain(`from = "/${NEW}/*"`);
    expect(readFileSync(join(root, "deploy/nginx/chattobook.conf"), "utf8")).toContain(
      `(?<locale>${[...SUPPORTED_LOCALES.slice(1), NEW].join("|")})/`,
    );
    expect(report).toContain("Left to translate: all ");
    expect(report).toContain("    hero.heading\n");
    expect(report).toContain("    autoreply.body\n");
  });

  it("refuses a code that exists, a source that does not, and a code that is no URL segment", () => {
    expect(() => addLocale(root, FROM, DEFAULT_LOCALE)).toThrow(/already in/);
    expect(() => addLocale(root, NEW, ABSENT)).toThrow(
      `--from "${ABSENT}" is not one of ${SUPPORTED_LOCALES.join(", ")}`,
    );
    expect(() => addLocale(root, "FR_fr", "en")).toThrow(/not a locale code/);
    expect(() => addLocale(root, `de-${"ch-".repeat(12)}x1`, "en")).toThrow(/not a locale code/);
    expect(readdirSync(join(root, "src/content/copy")).filter((file) => file.includes(`.${NEW}.`))).toEqual(
      [],
    );
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
  it("`locale:add <new> --from <locale>`, then a build with it, makes its home, privacy page and 404 linked everywhere, and documents its settings", () => {
    const root = copyRepository("locale-add-");
    try {
      const run = (args: string[], env: Record<string, string> = {}) =>
        execFileSync(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: "pipe" });
      run(["scripts/locales/add.ts", NEW, "--from", FROM]);
      // The configuration docs name the new language's own settings.
      const suffix = NEW.toUpperCase().replaceAll("-", "_");
      expect(readFileSync(join(root, "docs/configuration.md"), "utf8")).toContain(
        `PUBLIC_WHATSAPP_NUMBER_${suffix}`,
      );
      expect(readFileSync(join(root, ".env.example"), "utf8")).toContain(`PUBLIC_WHATSAPP_NUMBER_${suffix}`);
      run(["node_modules/astro/bin/astro.mjs", "build"], {
        PUBLIC_LOCALES: [SUPPORTED_LOCALES[0], FROM, NEW].join(","),
        ASTRO_OUT_DIR: "dist",
      });
      const page = (path: string) => readFileSync(join(root, "dist", path), "utf8");
      const { tag } = registryEntry(NEW);
      for (const path of [`${NEW}/index.html`, `${NEW}/privacy/index.html`, `${NEW}/404.html`])
        expect(page(path)).toContain(`<html lang="${tag}" dir="ltr">`);
      for (const path of [
        "index.html",
        "privacy/index.html",
        `${FROM}/index.html`,
        `${FROM}/privacy/index.html`,
      ])
        expect(page(path), path).toMatch(
          new RegExp(`<link rel="alternate" hreflang="${tag}" href="[^"]*/${NEW}/(privacy/)?"`),
        );
      expect(page("sitemap.xml")).toContain(`/${NEW}/privacy/`);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 300_000);
});
