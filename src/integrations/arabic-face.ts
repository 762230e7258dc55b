import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import subsetFont from "subset-font";
import type { Plugin } from "vite";
import { copyFile, loadLocaleCopy } from "#src/content/copy/load.ts";
import { COPY_DOCUMENTS, type CopyDocument } from "#src/content/copy/schema.ts";
import { intlTag, LOCALES } from "#src/core/locales.ts";
import { localeSettings, type PublicConfig } from "#src/core/settings/public-env.ts";
import { moneyFormat } from "#src/lib/money.ts";

/*
 * The Arabic face cut down at build time to the characters the Arabic pages can show (decision
 * 065). The characters come from the Arabic copy itself, every string of every document, so a copy
 * edit (in the CMS or the file) can never show a missing glyph; hb-subset keeps what shaping needs
 * for them (joining forms, lam-alef, marks). ArabicType.astro imports the file's URL from the
 * virtual module below, and Vite emits it as a hashed asset like any `?url` import.
 */

const require = createRequire(import.meta.url);
const PACKAGE = "@fontsource-variable/noto-sans-arabic";

/** The whole Arabic subset of the package (166 KB), which the build cuts down. */
export const SOURCE_FONT = require.resolve(`${PACKAGE}/files/noto-sans-arabic-arabic-wght-normal.woff2`);

/** The package's Arabic `unicode-range`: the characters the face is used for (Latin keeps the system face). */
export const ARABIC_UNICODE_RANGE: string = (
  JSON.parse(readFileSync(require.resolve(`${PACKAGE}/unicode.json`), "utf8")) as { arabic: string }
).arabic;

/**
 * The weight axis kept: normal text (400) to the hero's and the privacy page's `font-extrabold`
 * (800). A test holds the built Arabic pages' CSS to it. 400–700 would be 14 KB instead of 20.
 */
export const WEIGHTS = { min: 400, max: 800 } as const;

/** Locales whose copy the subset holds: the pages BaseLayout gives ArabicType to. */
export const ARABIC_TYPE_LOCALES = ["ar"] as const;

const ranges = ARABIC_UNICODE_RANGE.split(",").map((part) => {
  const [from, to = from] = part.replace(/^U\+/i, "").split("-");
  return [parseInt(from ?? "", 16), parseInt(to ?? "", 16)] as const;
});

/** Whether the face is used for this code point (it is in the Arabic `unicode-range`). */
export const inArabicRange = (codePoint: number): boolean =>
  ranges.some(([from, to]) => codePoint >= from && codePoint <= to);

/** Every character in the Arabic range of every string in `values`, walked deeply; sorted, once each. */
export function arabicCharacters(...values: unknown[]): string {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === "string") {
      for (const char of value) if (inArabicRange(char.codePointAt(0) ?? 0)) found.add(char);
    } else if (value && typeof value === "object") {
      for (const item of Object.values(value)) walk(item);
    }
  };
  values.forEach(walk);
  return [...found].sort().join("");
}

/**
 * What Intl writes on a page in `locale`: the calculator formats the visitor's numbers in the
 * browser, and a currency's sign or the marks around a percentage (U+200E) may be Arabic.
 */
function intlSamples(config: PublicConfig, locale: (typeof ARABIC_TYPE_LOCALES)[number]): string[] {
  const tag = intlTag(locale);
  const money = moneyFormat(tag, localeSettings(config, locale).currency);
  return [
    money.amount(-1234567.89),
    money.percent(-12.5),
    money.count(1234567890),
    new Intl.NumberFormat(tag).format(-1234.5),
    new Intl.ListFormat(tag, { type: "conjunction" }).format(["a", "b", "c"]),
  ];
}

/**
 * The characters the Arabic pages can show: their copy (page, islands, form messages, privacy,
 * 404), what Intl writes there, the language names of the switcher, and the site's configuration
 * (a controller's name or address may be written in Arabic).
 */
export const arabicPageCharacters = (config: PublicConfig, copyDir?: string): string =>
  arabicCharacters(
    ARABIC_TYPE_LOCALES.map((locale) => [loadLocaleCopy(locale, copyDir), intlSamples(config, locale)]),
    LOCALES.map((locale) => locale.name),
    config,
  );

/**
 * The face with only `text`'s glyphs (and what shaping them needs) and the WEIGHTS axis; WOFF2 for
 * the page, TrueType for tests that shape with it.
 */
export const subsetArabicFace = async (
  text: string,
  format: "woff2" | "truetype" = "woff2",
): Promise<Buffer> =>
  Buffer.from(
    await subsetFont(readFileSync(SOURCE_FONT), text, {
      targetFormat: format,
      variationAxes: { wght: WEIGHTS },
    }),
  );

const VIRTUAL = "virtual:arabic-face";
const RESOLVED = `\0${VIRTUAL}`;

/**
 * Vite plugin: `import url from "virtual:arabic-face"` gives the subset's URL (and its
 * `unicodeRange` and `weights`, so the page's code imports nothing of the build's). It is written
 * to .tmp/arabic-face/<hash of its inputs>/ and imported from there with `?url`, so Vite emits it
 * hashed into _astro/ as any asset, and serves it in `astro dev`.
 */
export function arabicFace(config: PublicConfig): Plugin {
  const made = new Map<string, Promise<string>>();
  let dir = resolve(".tmp", "arabic-face");
  // What decides the file: the characters, the source face, the axis, the tool and its harfbuzz.
  const inputs = [
    readFileSync(SOURCE_FONT),
    JSON.stringify(WEIGHTS),
    readFileSync(require.resolve("subset-font/package.json")),
    readFileSync(
      createRequire(require.resolve("subset-font")).resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"),
    ),
  ];
  const subsetFile = (text: string) => {
    let file = made.get(text);
    if (!file) {
      const key = createHash("sha256").update(text);
      for (const input of inputs) key.update(input);
      const path = join(dir, key.digest("hex").slice(0, 16), "noto-sans-arabic.woff2");
      // A build with the same copy reuses the file (cutting it takes 0.3–0.8 s).
      file = existsSync(path)
        ? Promise.resolve(path)
        : subsetArabicFace(text).then((font) => {
            mkdirSync(dirname(path), { recursive: true });
            // Written beside and renamed, so a build running at the same time never reads half a file.
            writeFileSync(`${path}.${process.pid}`, font);
            renameSync(`${path}.${process.pid}`, path);
            return path;
          });
      made.set(text, file);
    }
    return file;
  };
  return {
    name: "chattobook:arabic-face",
    configResolved: ({ root }) => {
      dir = resolve(root, ".tmp", "arabic-face");
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : undefined),
    async load(id) {
      if (id !== RESOLVED) return undefined;
      // In `astro dev` an edited copy file reloads this module, and so the subset.
      for (const locale of ARABIC_TYPE_LOCALES)
        for (const document of Object.keys(COPY_DOCUMENTS) as CopyDocument[])
          this.addWatchFile(copyFile(document, locale));
      const path = await subsetFile(arabicPageCharacters(config));
      return [
        `export { default } from ${JSON.stringify(`${path}?url`)};`,
        `export const unicodeRange = ${JSON.stringify(ARABIC_UNICODE_RANGE)};`,
        `export const weights = ${JSON.stringify(WEIGHTS)};`,
      ].join("\n");
    },
  };
}
