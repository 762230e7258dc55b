import { create, type Font } from "fontkitten";
import * as hb from "harfbuzzjs";
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import subsetFont from "subset-font";
import { beforeAll, describe, expect, it } from "vitest";
import { parse } from "yaml";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { copyFile } from "#src/content/copy/load.ts";
import { COPY_DOCUMENTS } from "#src/content/copy/schema.ts";
import {
  ARABIC_TYPE_LOCALES,
  arabicCharacters,
  arabicPageCharacters,
  inArabicRange,
  SOURCE_FONT,
  subsetArabicFace,
  WEIGHTS,
} from "./arabic-face.ts";

/*
 * The Arabic face is cut down to the Arabic copy's characters at build time (decision 065): no
 * character the pages show may lack its glyph, and the cut face must shape every string exactly
 * as the whole one does (joining forms, lam-alef, marks), at every weight the pages use.
 */

const config = loadPublicConfig({});
const missingFrom = (font: Font, text: string) =>
  [...new Set(text)]
    .filter((char) => inArabicRange(char.codePointAt(0) ?? 0))
    .filter((char) => !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0))
    .map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")} ${char}`);

/** Every string of the Arabic copy files as YAML reads them, apart from the loader and its schema. */
const copyStrings = (): string[] => {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  for (const locale of ARABIC_TYPE_LOCALES)
    for (const document of Object.keys(COPY_DOCUMENTS))
      walk(parse(readFileSync(copyFile(document as keyof typeof COPY_DOCUMENTS, locale), "utf8")));
  return strings;
};

describe("the characters of the Arabic pages", () => {
  it("are every Arabic-range character of every string, walked deeply, once each", () => {
    expect(arabicCharacters({ a: ["سلام", { b: "Hello عيادة" }], n: 3 }, "لا")).toBe(
      [..."سلامعيدةلا"]
        .filter((c, i, all) => all.indexOf(c) === i)
        .sort()
        .join(""),
    );
  });

  it("include what Intl writes, e.g. the Saudi percent sign", () => {
    const saudi = loadPublicConfig({ PUBLIC_CURRENCY: "SAR" });
    expect(arabicPageCharacters(saudi)).toContain("٪");
    expect(arabicPageCharacters(config)).toContain("\u200e");
  });
});

describe("the subset of the Arabic face", () => {
  let woff2: Font;
  beforeAll(async () => {
    woff2 = create(await subsetArabicFace(arabicPageCharacters(config))) as Font;
  });

  it("has a glyph for every Arabic character of the copy", () => {
    expect(missingFrom(woff2, copyStrings().join(""))).toEqual([]);
  });

  it(`keeps the weight axis over ${WEIGHTS.min}–${WEIGHTS.max} only`, () => {
    expect(woff2.variationAxes.wght).toMatchObject(WEIGHTS);
  });

  it("shapes every Arabic string of the copy as the whole face does, at each weight", async () => {
    const source = readFileSync(SOURCE_FONT);
    // The whole face as TrueType (harfbuzz reads no WOFF2): every character, every weight.
    const everything = String.fromCodePoint(...(create(source) as Font).characterSet);
    const hbFont = (file: Uint8Array) => new hb.Font(new hb.Face(new hb.Blob(new Uint8Array(file))));
    const whole = hbFont(await subsetFont(source, everything, { targetFormat: "truetype" }));
    const subset = hbFont(await subsetArabicFace(arabicPageCharacters(config), "truetype"));
    // Glyph ids differ between the files; outlines and positions must not, beyond rounding:
    // narrowing the axis re-encodes its deltas, which moves a point or a mark by up to one unit
    // (of 1,000 to the em: 0.05 px in the 48 px heading).
    const shaped = (font: hb.Font, word: string) => {
      const buffer = new hb.Buffer();
      buffer.addText(word);
      buffer.guessSegmentProperties();
      hb.shape(font, buffer);
      return buffer.getGlyphInfosAndPositions().map(({ codepoint, cluster, ...position }) => {
        const path = font.glyphToPath(codepoint);
        return {
          commands: path.replace(/[-\d.]+/g, "#"),
          points: (path.match(/[-\d.]+/g) ?? []).map(Number),
          cluster,
          position,
        };
      });
    };
    const near = (a: number[], b: number[]) =>
      a.length === b.length && a.every((n, i) => Math.abs(n - (b[i] ?? NaN)) <= 1);
    // Arabic words: spaces, digits and Latin are in the system face on the page, so each word is a run.
    const words = [
      ...new Set(copyStrings().flatMap((s) => s.match(/\p{Script_Extensions=Arabic}+/gu) ?? [])),
    ];
    expect(words.length).toBeGreaterThan(500);
    for (const weight of [WEIGHTS.min, 600, WEIGHTS.max]) {
      for (const font of [whole, subset]) font.setVariations([new hb.Variation("wght", weight)]);
      for (const word of words) {
        const [wholeGlyphs, subsetGlyphs] = [shaped(whole, word), shaped(subset, word)];
        const same =
          subsetGlyphs.length === wholeGlyphs.length &&
          subsetGlyphs.every((glyph, i) => {
            const other = wholeGlyphs[i];
            return (
              other &&
              glyph.commands === other.commands &&
              glyph.cluster === other.cluster &&
              near(glyph.points, other.points) &&
              near(Object.values(glyph.position), Object.values(other.position))
            );
          });
        expect(same, `${word} at ${weight}`).toBe(true);
      }
    }
    // Shaping every word of the copy in both faces at three weights grows with the copy (30–45 s on a busy
    // two-core machine): a bound for a hang, not a measure.
  }, 120_000);
});

const SITE_DIR = resolve("dist");
const PAGES = ["ar/index.html", "ar/privacy/index.html", "ar/404.html"];
const built = PAGES.every((page) => existsSync(join(SITE_DIR, page)));
if (!built && process.env.CI) throw new Error("The built Arabic pages are missing: npm run build first");

describe.skipIf(!built)("the built Arabic pages (dist/)", () => {
  const html = PAGES.map((page) => readFileSync(join(SITE_DIR, page), "utf8"));
  const fonts = html.map((page) => /src: url\((\/_astro\/[^)]+\.woff2)\)/.exec(page)?.[1]);

  it("declare one emitted face", () => {
    expect(fonts[0]).toMatch(/^\/_astro\/noto-sans-arabic\.[\w-]+\.woff2$/);
    expect(new Set(fonts).size).toBe(1);
  });

  it("show no Arabic character that the emitted face lacks", () => {
    const font = create(readFileSync(join(SITE_DIR, fonts[0] ?? ""))) as Font;
    PAGES.forEach((page, i) => expect(missingFrom(font, html[i] ?? ""), page).toEqual([]));
  });

  it(`ask for no weight outside ${WEIGHTS.min}–${WEIGHTS.max}`, () => {
    for (const page of html) {
      const weights = [...page.matchAll(/(?:--font-weight-[\w-]+|font-weight)\s*:\s*(\d+)/g)].map(([, w]) =>
        Number(w),
      );
      expect(weights.length).toBeGreaterThan(0);
      for (const weight of weights)
        expect(weight).toSatisfy((w: number) => w >= WEIGHTS.min && w <= WEIGHTS.max);
    }
  });
});
