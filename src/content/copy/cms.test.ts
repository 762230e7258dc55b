import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "#src/core/locales.ts";
import { cmsConfig } from "./cms.ts";
import { COPY_DOCUMENTS } from "./schema.ts";

interface Field {
  name: string;
  widget: string;
  fields?: Field[];
  pattern?: [string, string];
  hint?: string;
}

/** Every leaf field's dotted name. */
const leaves = (fields: Field[], path = ""): string[] =>
  fields.flatMap((field) =>
    field.fields ? leaves(field.fields, `${path}${field.name}.`) : [`${path}${field.name}`],
  );

/** Every string's dotted key in a value. */
const keys = (value: unknown, path = ""): string[] =>
  value && typeof value === "object"
    ? Object.entries(value).flatMap(([key, item]) => keys(item, `${path}${key}.`))
    : [path.slice(0, -1)];

describe("the CMS configuration", () => {
  const config = cmsConfig({ name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1" }, process.cwd());

  it("offers every locale side by side, written as the loader reads them", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_files",
      locales: [...SUPPORTED_LOCALES],
      default_locale: "en",
    });
    for (const collection of config.collections) expect(collection.folder).toBe("src/content/copy");
  });

  it("has a field for every key of every document, and no other", async () => {
    const { loadLocaleCopy } = await import("./load.ts");
    const english = loadLocaleCopy("en");
    expect(config.collections.map((collection) => collection.name)).toEqual(Object.keys(COPY_DOCUMENTS));
    for (const collection of config.collections)
      expect(leaves(collection.fields as Field[]).sort()).toEqual(
        keys(english[collection.name as keyof typeof english]).sort(),
      );
  });

  it("names each text's placeholders and enforces a budget before saving", () => {
    const landing = (config.collections.find((collection) => collection.name === "landing")?.fields ??
      []) as Field[];
    const bookDemo = landing.find((field) => field.name === "bookDemo");
    expect(bookDemo?.pattern).toEqual(["^.{1,14}$", "At most 14 characters"]);
    expect(landing.find((field) => field.name === "whatsappGreeting")?.hint).toContain("{brand}");
  });
});
