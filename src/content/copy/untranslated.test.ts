import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { loadLocaleCopy } from "./load.ts";
import { untranslated } from "./untranslated.ts";

const copies = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, loadLocaleCopy(locale)]));

describe("untranslated", () => {
  it.each(SUPPORTED_LOCALES)("finds %s translated: few of its texts are another language's", (locale) => {
    const { [locale]: own, ...others } = copies;
    expect(own && untranslated(own, others)).toBeUndefined();
  });

  it("finds a scaffolded language that still has another's words, and says whose", () => {
    // What `npm run locale:add de --from es` writes before anyone translates: Spanish, as German.
    const scaffolded = structuredClone(copies.es);
    if (!scaffolded) throw new Error("no Spanish copy");
    scaffolded.landing.hero.heading = "Verwandeln Sie Chats in bestätigte Termine";
    const found = untranslated(scaffolded, copies);
    expect(found?.like).toBe("es");
    expect(found && found.same / found.total).toBeGreaterThan(0.9);
  });
});
