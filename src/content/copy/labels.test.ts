import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldText, LANDING_SECTIONS, LANDING_TEXTS, TEXTS } from "./labels.ts";
import { COPY_DOCUMENTS, type CopyDocument } from "./schema.ts";

/** Every node of a schema by its YAML path, `*` for a list's items: groups and texts alike. */
const nodes = (schema: z.ZodType, path: string[] = []): string[][] => {
  const here = path.length > 0 ? [path] : [];
  if (schema instanceof z.ZodObject)
    return [
      ...here,
      ...Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
        nodes(child, [...path, key]),
      ),
    ];
  if (schema instanceof z.ZodArray) return [...here, ...nodes(schema.element as z.ZodType, [...path, "*"])];
  return here;
};

describe("the editor's words for each text", () => {
  it("give every key of every document a plain label and where it shows", () => {
    for (const document of Object.keys(COPY_DOCUMENTS) as CopyDocument[])
      for (const path of nodes(COPY_DOCUMENTS[document])) {
        const text = fieldText(document, path);
        expect(text?.label, `${document}: ${path.join(".")}`).toMatch(/\S/);
        expect(text?.where, `${document}: ${path.join(".")}`).toMatch(/\S/);
        // Labels are words, not keys: no camelCase (but names like WhatsApp).
        expect(text?.label.replace(/WhatsApp|JavaScript/g, ""), `${document}: ${path.join(".")}`).not.toMatch(
          /[a-z][A-Z]/,
        );
      }
  });

  it("name no key the schema lacks, so a renamed key cannot leave a stale label behind", () => {
    for (const document of Object.keys(TEXTS) as CopyDocument[]) {
      const paths = nodes(COPY_DOCUMENTS[document]).map((path) => path.join("."));
      for (const pattern of Object.keys(TEXTS[document])) {
        const regex = new RegExp(`^${pattern.replace(/\./g, "\\.").replace(/\*/g, "[^.]+")}$`);
        // A list's item keys (`faq.items.*.id`) wait for the list: the schema may still have a map.
        const forList = pattern.includes(".*.") && !pattern.startsWith("hero.visual");
        if (!forList)
          expect(
            paths.some((path) => regex.test(path)),
            `${document}: ${pattern}`,
          ).toBe(true);
      }
    }
  });

  it("names an id-keyed text by its id, and prefers an exact entry to a pattern", () => {
    expect(fieldText("landing", ["features", "cards", "followUp"])?.label).toBe("Card: follow up");
    expect(fieldText("landing", ["faq", "items", "3", "question"])?.label).toBe("Question");
    expect(fieldText("landing", ["hero", "heading"])?.where).toBe("the big heading at the top of the page");
  });

  it("places every top-level key of the landing page in a section, or under Advanced", () => {
    const placed = new Set<string>(LANDING_SECTIONS.flatMap((section) => section.keys));
    for (const key of Object.keys(COPY_DOCUMENTS.landing.shape))
      if (!placed.has(key)) expect(LANDING_TEXTS[key]?.advanced, key).toBe(true);
  });
});
