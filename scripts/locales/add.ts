/*
 * npm run locale:add -- <code> --from <locale> [--migration <YYYYMMDDHHmmss>] [--root <dir>]
 *
 * Scaffolds a new locale from an existing one: its copy files (a copy of the other locale's, to
 * translate), its registry entry (src/core/locales.ts, values from Intl: check them), the
 * migration that lets the database store it (scripts/locales/migration.ts) and the hosts' 404
 * rules (scripts/locales/deploy-rules.ts). Then it prints what is left to translate.
 */
import { copyFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { parse } from "yaml";
import { writeDeployRules } from "./deploy-rules.ts";
import { localeChecksSql } from "./migration.ts";

const REGISTRY = "src/core/locales.ts";
const COPY_DIR = "src/content/copy";
const MIGRATIONS = "supabase/migrations";
const MARKER = "  // locale:add inserts new entries above this line.";
// Scripts written right to left (Unicode script codes), for the entry's `dir`.
const RTL_SCRIPTS = new Set(["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm", "Rohg", "Mand", "Samr"]);

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

/** A UTC timestamp for a migration's file name, YYYYMMDDHHmmss. */
const stamp = (now: Date) => now.toISOString().replace(/\D/g, "").slice(0, 14);

/** Scaffolds the locale; returns the report to print. Throws with a message on bad arguments. */
export function addLocale(
  root: string,
  code: string,
  from: string,
  now = new Date(),
  // Branches that each add migrations agree on versions beforehand; the clock is the default.
  version = stamp(now),
): string {
  if (!/^\d{14}$/.test(version)) throw new Error(`--migration "${version}" is not YYYYMMDDHHmmss`);
  const codes = registeredCodes(root);
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(code))
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

  const migration = `${MIGRATIONS}/${version}_add_${code.replace(/-/g, "_")}_locale.sql`;
  if (existsSync(join(root, migration))) throw new Error(`${migration} exists already`);
  writeFileSync(
    join(root, migration),
    localeChecksSql(
      [...codes, code],
      // Named in English, as the SQL around it is.
      `Lets the database store leads and page views in ${new Intl.DisplayNames(["en"], { type: "language" }).of(entry.tag)} (${code}).`,
    ),
  );
  const deploy = writeDeployRules(root, [...codes, code].slice(1)).map((path) => relative(root, path));

  const strings = copied.reduce((sum, [, keys]) => sum + keys.length, 0);
  return [
    `Added the locale ${code} (${entry.name}), copied from ${from}:`,
    `  ${REGISTRY}: ${JSON.stringify(entry)}`,
    "    (from Intl: check the name, the Open Graph locale and the direction; the currency is",
    `    ${from}'s market's: set the new market's own)`,
    ...copied.map(([file]) => `  ${file}`),
    `  ${migration}`,
    ...deploy.map((file) => `  ${file}`),
    "",
    `Left to translate: all ${strings} strings, still in the words of ${from}:`,
    ...copied.flatMap(([file, keys]) => [`  ${file}:`, ...keys.map((key) => `    ${key}`)]),
    "",
    `Then: build it with PUBLIC_LOCALES listing ${code}; edit in the CMS (npm run cms) or the files.`,
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      from: { type: "string" },
      migration: { type: "string" },
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
    console.log(
      addLocale(values.root, code.toLowerCase(), values.from.toLowerCase(), new Date(), values.migration),
    );
  } catch (error) {
    console.error(`locale:add: ${(error as Error).message}`);
    process.exit(1);
  }
}
