import { describe, expect, it } from "vitest";
import { z } from "zod";
import { factsSchema } from "./facts.ts";
import { fieldText, LANDING_SECTIONS, LANDING_TEXTS, TEXTS, type LabelledDocument } from "./labels.ts";
import { COPY_DOCUMENTS } from "./schema.ts";

/** Every document the editor shows: the copy documents and the company's facts. */
const SCHEMAS: Record<LabelledDocument, z.ZodType> = { ...COPY_DOCUMENTS, facts: factsSchema };

/** Every node of a schema by its YAML path, `*` for a list's items: groups and texts alike. */
const nodes = (schema: z.ZodType, path: string[] = []): string[][] => {
  // A fact that may be unset, or is cleaned before it is checked: the node it holds.
  if (schema instanceof z.ZodPipe)
    return nodes((schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType, path);
  if (schema instanceof z.ZodOptional) return nodes(schema.unwrap() as z.ZodType, path);
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
  it("give every key of every document and every fact a plain label and where it shows", () => {
    for (const document of Object.keys(SCHEMAS) as LabelledDocument[])
      for (const path of nodes(SCHEMAS[document])) {
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
    for (const document of Object.keys(TEXTS) as LabelledDocument[]) {
      const paths = nodes(SCHEMAS[document]).map((path) => path.join("."));
      for (const pattern of Object.keys(TEXTS[document])) {
        const regex = new RegExp(`^${pattern.replace(/\./g, "\\.").replace(/\*/g, "[^.]+")}$`);
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
    expect(fieldText("facts", ["founders", "ana", "photo"])).toMatchObject({ label: "Photo", image: true });
    expect(fieldText("facts", ["patientData", "processors", "exampleai"])?.label).toBe(
      "Processor: exampleai",
    );
  });

  it("say where a fact shows and that an empty one is not mentioned, and never ask for a setting that moved", () => {
    for (const [path, text] of Object.entries(TEXTS.facts))
      if (/^(billing|patientData)\.[a-zA-Z]+$/.test(path) && path !== "patientData.processors")
        expect(text.where, path).toMatch(/empty: the page does not mention it/);
    // PUBLIC_FOUNDERS and PUBLIC_FIRST_VISIT_PRICE moved into facts.yaml and the copy (decision 092).
    const words = JSON.stringify(TEXTS);
    for (const moved of ["PUBLIC_FOUNDERS", "PUBLIC_FIRST_VISIT_PRICE", "proof.ts", "PUBLIC_TESTIMONIALS"])
      expect(words).not.toContain(moved);
  });

  it("places every top-level key of the landing page in a section, or under Advanced", () => {
    const placed = new Set<string>(LANDING_SECTIONS.flatMap((section) => section.keys));
    for (const key of Object.keys(COPY_DOCUMENTS.landing.shape))
      if (!placed.has(key)) expect(LANDING_TEXTS[key]?.advanced, key).toBe(true);
  });
});
