import { execFileSync } from "node:child_process";
/*
 * npm run locale:add -- <code> --from <locale> [--root <dir>]
 *
 * Scaffolds a new locale from an existing one: its copy files (a copy of the other locale's, to
 * translate), its registry entry (src/core/locales.ts, values from Intl: check them) and
 * the hosts' 404 rules (scripts/locales/deploy-rules.ts). Then it prints what is left to
 * translate. The database needs nothing: it checks the shape of a locale code (the pattern below,
 * decision 074), so a new language's leads and page views are stored without a migration.
 */
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { parse } from "yaml";
import { writeDeployRules } from "./deploy-rules.ts";

const REGISTRY = "src/core/locales.ts";
const COPY_DIR = "src/content/copy";
const MARKER = "  // locale:add inserts new entries above this line.";
// Scripts written right to left (Unicode script codes), for the entry's `dir`.
const RTL_SCRIPTS = new Set(["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr"]);

/**
 * What a locale code looks like: a lower-case language, then lower-case subtags (fr, de-ch,
 * pt-br), so it is a URL segment. The database's `locale` checks use the same pattern
 * (supabase/migrations/*_locale_and_path_shapes.sql; tests/migration/locale-checks.test.ts).
 */
export const LOCALE_CODE_PATTERN = "^[a-z]{2,3}(-[a-z0-9]{2,8})*$";

/** The registry's codes, in order, as the file lists them. */
export const registeredCodes = (root: string): string[] =>
  [...readFileSync(join(root, REGISTRY), "utf8").matchAll(/^\s*code: "([^"]+)"/gm)].map(
    ([, code = ""]) => code,
  );

/** A registry entry for a code, its values from Intl (the name in the language itself, etc.). */
export function registryEntry(code: string) {
  const [language = code, ...rest] = code.split("-");
  const tag = [language, ...rest.map((part) => (part.length === 2 ? part.toUpperCase() : part))].join("-");
  const locale = new Intl.Locale(tag).maximize();
  const own = new Intl.DisplayNames([tag], { type: "language" }).of(tag) ?? code;
  return {
    code,
    name: own.charAt(0).toLocaleUpperCase(tag) + own.slice(1),
    short: language.toUpperCase(),
    tag,
    dir: RTL_SCRIPTS.has(locale.script ?? "") ? "rtl" : "ltr",
    ogLocale: `${locale.language}_${locale.region ?? language.toUpperCase()}`,
    numberingSystem: new Intl.NumberFormat(tag).resolvedOptions().numberingSystem,
  };
}

/** The currency of a registered locale's market, as the registry's entry gives it. */
const marketCurrency = (registry: string, code: string): string =>
  new RegExp(`code: "${code}",[^}]*?currency: "([A-Z]{3})"`, "s").exec(registry)?.[1] ?? "EUR";

/** Every string's key in a YAML document, dotted. */
const keysOf = (value: unknown, path = ""): string[] =>
  typeof value === "string"
    ? [path]
    : value && typeof value === "object"
      ? Object.entries(value)
          // `document` names the file's kind: nothing to translate.
          .filter(([key]) => path || key !== "document")
          .flatMap(([key, item]) => keysOf(item, path ? `${path}.${key}` : key))
      : [];

/** Scaffolds the locale; returns the report to print. Throws with a message on bad arguments. */
export function addLocale(root: string, code: string, from: string): string {
  const codes = registeredCodes(root);
  if (!new RegExp(LOCALE_CODE_PATTERN).test(code) || code.length > 35)
    throw new Error(`"${code}" is not a locale code such as fr, de-ch or pt-br (lowercase, URL segment)`);
  if (codes.includes(code)) throw new Error(`"${code}" is already in ${REGISTRY}`);
  if (!codes.includes(from)) throw new Error(`--from "${from}" is not one of ${codes.join(", ")}`);

  const registry = readFileSync(join(root, REGISTRY), "utf8");
  // Its market's currency starts as the language it is copied from's: a build warns until it is set.
  const entry = { ...registryEntry(code), currency: marketCurrency(registry, from) };
  if (!registry.includes(MARKER)) throw new Error(`${REGISTRY} lacks the line "${MARKER.trim()}"`);
  // In the file's own (Prettier) layout, one field a line.
  const fields = Object.entries(entry).map(([key, value]) => `    ${key}: ${JSON.stringify(value)},`);
  writeFileSync(
    join(root, REGISTRY),
    registry.replace(MARKER, ["  {", ...fields, "  },", MARKER].join("\n")),
  );

  const copied: [string, string[]][] = [];
  for (const file of readdirSync(join(root, COPY_DIR)).filter((name) => name.endsWith(`.${from}.yaml`))) {
    const target = file.replace(`.${from}.yaml`, `.${code}.yaml`);
    copyFileSync(join(root, COPY_DIR, file), join(root, COPY_DIR, target));
    copied.push([`${COPY_DIR}/${target}`, keysOf(parse(readFileSync(join(root, COPY_DIR, target), "utf8")))]);
  }

  const deploy = writeDeployRules(root, [...codes, code].slice(1)).map((path) => relative(root, path));

  const strings = copied.reduce((sum, [, keys]) => sum + keys.length, 0);
  return [
    `Added the locale ${code} (${entry.name}), copied from ${from}:`,
    `  ${REGISTRY}: ${JSON.stringify(entry)}`,
    "    (from Intl: check the name, the Open Graph locale and the direction; the currency is",
    `    ${from}'s market's: set the new market's own)`,
    ...copied.map(([file]) => `  ${file}`),
    ...deploy.map((file) => `  ${file}`),
    "",
    `Left to translate: all ${strings} strings, still in the words of ${from}:`,
    ...copied.flatMap(([file, keys]) => [`  ${file}:`, ...keys.map((key) => `    ${key}`)]),
    "",
    `Then: build it with PUBLIC_LOCALES listing ${code}; edit in the CMS (npm run cms) or the files.`,
    "The database needs no change: it stores any well-formed locale code.",
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: "string" },
      root: { type: "string", default: "." },
    },
  });
  const [code] = positionals;
  if (!code || !values.from) {
    console.error(
      "Usage: npm run locale:add -- <code> --from <locale>   e.g. npm run locale:add -- fr --from es",
    );
    process.exit(2);
  }
  try {
    console.log(addLocale(values.root, code.toLowerCase(), values.from.toLowerCase()));
    // The configuration docs list each locale's settings: regenerated from the new registry, in a
    // process of its own so that it reads the registry as now written.
    execFileSync(process.execPath, ["scripts/env-docs.ts"], { cwd: values.root, stdio: "inherit" });
  } catch (error) {
    console.error(`locale:add: ${(error as Error).message}`);
    process.exit(1);
  }
}
