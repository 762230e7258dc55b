import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { cmsConfig, decapField, type DecapField } from "./cms.ts";
import { EMPTY_FACTS, factsSchema, type Facts } from "./facts.ts";
import { COPY_DOCUMENTS } from "./schema.ts";
import { text } from "./text.ts";

/** Every leaf field's dotted name. */
const leaves = (fields: DecapField[], path = ""): string[] =>
  fields.flatMap((field) =>
    field.fields && field.widget === "object"
      ? leaves(field.fields, `${path}${field.name}.`)
      : [`${path}${field.name}`],
  );

/** Every dotted key of a zod object's leaves (through a fact that may be unset). */
const schemaKeys = (schema: z.ZodType, path = ""): string[] => {
  if (schema instanceof z.ZodPipe)
    return schemaKeys((schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType, path);
  if (schema instanceof z.ZodOptional) return schemaKeys(schema.unwrap() as z.ZodType, path);
  return schema instanceof z.ZodObject
    ? Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
        schemaKeys(child, `${path}${key}.`),
      )
    : [path.slice(0, -1)];
};

const find = (fields: DecapField[], path: string): DecapField | undefined => {
  const [head, ...rest] = path.split(".");
  const field = fields.find((candidate) => candidate.name === head);
  return rest.length === 0 ? field : field?.fields && find(field.fields, rest.join("."));
};

type Config = ReturnType<typeof cmsConfig>;
type Collection = Config["collections"][number];
/** The collections of a document's files in every language (all but Company facts). */
const documents = (of: Config) =>
  of.collections.filter(
    (collection): collection is Extract<Collection, { folder: string }> => "folder" in collection,
  );
/** Company facts' fields. */
const factsFields = (of: Config) =>
  of.collections.flatMap((collection) => ("files" in collection ? collection.files : []))[0]?.fields ?? [];

describe("the editor's configuration", () => {
  const config = cmsConfig({ name: "proxy", proxy_url: "/admin/api/v1" });
  const landing = documents(config).filter((collection) => collection.filter.value === "landing");
  /** A collection's fields, by its name. */
  const fieldsOf = (name: string, of = config) =>
    documents(of).find((collection) => collection.name === name)?.fields ?? [];

  it("offers every locale side by side, written as the loader reads them", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_files",
      locales: [...SUPPORTED_LOCALES],
      default_locale: "en",
    });
    for (const collection of documents(config)) expect(collection.folder).toBe("src/content/copy");
  });

  it("shows every text of every document exactly once, a section or 'Advanced' each", () => {
    for (const document of Object.keys(COPY_DOCUMENTS) as (keyof typeof COPY_DOCUMENTS)[]) {
      const shown = documents(config)
        .filter((collection) => collection.filter.value === document)
        .flatMap((collection) => leaves(collection.fields).filter((key) => key !== "document"));
      const expected = schemaKeys(COPY_DOCUMENTS[document]).filter((key) => key !== "document");
      expect(shown.sort(), document).toEqual(expected.sort());
    }
  });

  it("lists the landing page's sections in page order, then Company facts, 'Advanced' last", () => {
    expect(config.collections.map((collection) => collection.label).slice(15, 19)).toEqual([
      "Company facts",
      "Privacy page",
      "E-mail to visitors",
      "Advanced: screen readers and technical texts",
    ]);
    expect(landing.map((collection) => collection.label)).toEqual([
      "1. Top bar and menu",
      "2. Hero: top of the page",
      "3. Features",
      "4. How it works",
      "5. Integrations",
      "6. Pricing and calculator",
      "7. Customer stories",
      "8. Who we are",
      "9. All included",
      "10. Patient data",
      "11. FAQ and billing",
      "12. Contact form",
      "13. Footer and WhatsApp button",
      "14. Search results and sharing",
      "15. Page not found",
      "Advanced: screen readers and technical texts",
    ]);
    const advanced = fieldsOf("advanced");
    expect(find(advanced, "contact.form.honeypotLabel")?.label).toBe("Spam trap");
    expect(find(advanced, "notFound.logMessage")?.label).toBe("Log message");
    expect(find(fieldsOf("contact"), "contact.form.honeypotLabel")).toBeUndefined();
  });

  it("gives each text a plain label and a hint with where it shows, its budget and its placeholders", () => {
    const hero = fieldsOf("hero");
    expect(find(hero, "hero.heading")).toMatchObject({ label: "Big heading", widget: "copy" });
    expect(find(hero, "hero.heading")?.hint).toMatch(/^The big heading at the top of the page\./);
    const bookDemo = find(fieldsOf("top-bar"), "bookDemo");
    expect(bookDemo?.copy).toEqual({ path: "bookDemo", placeholders: [], max: 14, long: false });
    expect(bookDemo?.hint).toContain("At most 14 characters.");
    const body = find(hero, "hero.body");
    expect(body?.copy).toMatchObject({ placeholders: ["brand"], long: true });
    expect(body?.hint).toContain("Keep {brand} exactly as written");
    const validation = fieldsOf("contact");
    expect(find(validation, "contact.form.validation.nameRequired")?.label).toBe(
      "Error shown when the name is missing",
    );
  });

  it("says which texts a setting hides, with this build's state", () => {
    const unset = cmsConfig({ name: "proxy", proxy_url: "/admin/api/v1" }, { config: loadPublicConfig({}) });
    const set = cmsConfig(
      { name: "proxy", proxy_url: "/admin/api/v1" },
      { config: loadPublicConfig({ PUBLIC_REVENUE_SHARE_PERCENT: "15" }) },
    );
    const shareTitle = (c: typeof unset) => find(fieldsOf("pricing", c), "pricing.share.title")?.hint;
    expect(shareTitle(unset)).toContain(
      "Shown only when a revenue share is configured (PUBLIC_REVENUE_SHARE_PERCENT) — now not set.",
    );
    expect(shareTitle(set)).toContain("— now 15 %.");
  });

  it("gives figures, switches, choices, optional texts and photos the fields they need", () => {
    const figures = z.strictObject({
      id: text(),
      question: z.int().min(1).max(500),
      answer: z.number().default(0.2),
      link: z.boolean(),
    });
    const list = decapField("landing", z.array(figures), ["faq", "items"], "main");
    expect(
      list?.fields?.map((field) => [field.name, field.widget, field.value_type, field.min, field.max]),
    ).toEqual([
      ["id", "string", undefined, undefined, undefined],
      ["question", "number", "int", 1, 500],
      ["answer", "number", "float", undefined, undefined],
      ["link", "boolean", undefined, undefined, undefined],
    ]);
    expect(list?.fields?.[2]?.required).toBe(false);
    const optional = decapField("landing", text().optional(), ["hero", "badge"], "main");
    expect(optional?.copy?.optional).toBe(true);
    const choice = decapField("landing", z.enum(["a", "b"]), ["hero", "badge"], "main");
    expect(choice).toMatchObject({ widget: "select", options: ["a", "b"] });
  });

  it("makes a list of items with ids an editable list, whatever list the schema has", () => {
    const items = z.array(z.strictObject({ id: text(), question: text(), answer: text(["brand"]) }));
    const field = decapField("landing", items, ["faq", "items"], "main");
    expect(field).toMatchObject({
      name: "items",
      widget: "list",
      i18n: true,
      summary: "{{fields.question}}",
    });
    expect(field?.fields?.map((sub) => [sub.name, sub.widget])).toEqual([
      ["id", "string"],
      ["question", "copy"],
      ["answer", "copy"],
    ]);
    expect(field?.fields?.[0]?.pattern?.[0]).toBe("^[a-z][a-zA-Z0-9-]*$");
    expect(field?.fields?.[2]?.copy).toMatchObject({ path: "faq.items.*.answer", placeholders: ["brand"] });
  });

  it("edits Company facts as one file for every language, every fact a field of its kind", () => {
    const facts = config.collections.find((collection) => collection.name === "facts");
    expect(facts).toMatchObject({ label: "Company facts", files: [{ file: "src/content/copy/facts.yaml" }] });
    const fields = factsFields(config);
    expect(
      leaves(fields)
        .filter((key) => key !== "document")
        .sort(),
    ).toEqual(
      schemaKeys(factsSchema)
        .filter((key) => key !== "document")
        .sort(),
    );
    // One file: no field is per language.
    expect(JSON.stringify(fields)).not.toContain('"i18n"');
    expect(find(fields, "billing.noShowsBilled")).toMatchObject({
      widget: "select",
      required: false,
      options: [
        { label: "Yes", value: "yes" },
        { label: "No", value: "no" },
      ],
    });
    expect(find(fields, "billing.capPerNewPatient")).toMatchObject({ widget: "object", required: false });
    expect(find(fields, "billing.capPerNewPatient.currency")?.copy).toMatchObject({
      optional: true,
      literal: true,
    });
    expect(find(fields, "patientData.retentionDays")).toMatchObject({
      widget: "number",
      value_type: "int",
      max: 3650,
    });
    const processors = find(fields, "patientData.processors");
    expect(processors).toMatchObject({
      widget: "list",
      label_singular: "processor",
      summary: "{{fields.name}}",
    });
    const region = processors?.fields?.find((field) => field.name === "region");
    expect(region?.widget).toBe("select");
    expect(region?.options).toContainEqual({ label: "Ireland (IE)", value: "IE" });
    expect(region?.options).toContainEqual({ label: "European Union (EU)", value: "EU" });
    const founder = find(fields, "founders")?.fields ?? [];
    expect(founder.map((field) => [field.name, field.widget, field.required])).toEqual([
      ["id", "string", undefined],
      ["name", "copy", undefined],
      ["role", "copy", undefined],
      ["photo", "image", false],
      ["profileUrl", "copy", false],
    ]);
    expect(founder.find((field) => field.name === "name")?.copy).toEqual({
      path: "founders.*.name",
      placeholders: [],
      max: 80,
      long: false,
      literal: true,
    });
  });

  it("says what a fact hides with its state in Company facts, as the editor opens", () => {
    const ana: Facts["founders"][number] = { id: "ana", name: "Ana Souza", role: "Co-founder, CEO" };
    const hintOf = (facts: Facts) =>
      find(
        fieldsOf("team", cmsConfig({ name: "proxy", proxy_url: "/admin/api/v1" }, { facts })),
        "team.heading",
      )?.hint;
    expect(hintOf(EMPTY_FACTS)).toContain(
      "Shown only when founders are listed in Company facts (Founders) — now none listed.",
    );
    expect(hintOf({ ...EMPTY_FACTS, founders: [ana] })).toContain("— now 1 listed.");
    const billing = (facts: Facts) =>
      find(
        fieldsOf("faq", cmsConfig({ name: "proxy", proxy_url: "/admin/api/v1" }, { facts })),
        "billing.noShows.billed",
      )?.hint;
    expect(billing({ ...EMPTY_FACTS, billing: { noShowsBilled: "yes" } })).toContain(
      'Shown only when Company facts says whether missed first visits are billed — now "yes".',
    );
  });
});
