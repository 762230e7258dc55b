import { z } from "zod";
import type { PublicConfig } from "#src/core/settings/public-env.ts";
import { LOCALES, DEFAULT_LOCALE } from "#src/core/locales.ts";
import { fieldText, LANDING_SECTIONS, shownWhenNote, type FieldText } from "./labels.ts";
import { COPY_DOCUMENTS, type CopyDocument } from "./schema.ts";
import type { TextRules } from "./text.ts";

/*
 * The content editor's configuration (Decap CMS, decisions 052 and 082), made from the copy schema,
 * the editor's words for each text (labels.ts) and the locale registry, so the editor can never
 * offer a field the files lack, nor miss one. The landing page is one collection per section, in
 * page order, each showing its part of the same files; technical texts are under "Advanced". Every
 * locale is edited beside English and written as `<document>.<locale>.yaml`. Texts use the
 * project's own field (`copy`, editor.ts): the build's rules in every language, a live count, and
 * the language's direction.
 */

/** The rules a text field carries to the editor (its `copy` option). */
export interface CopyFieldRules {
  /** The YAML path, `*` for list positions: where the field is, for messages and tests. */
  path: string;
  placeholders: readonly string[];
  max?: number;
  long: boolean;
  /** May be left empty (an optional key of the schema). */
  optional?: boolean;
}

export interface DecapField {
  name: string;
  label: string;
  widget: "object" | "list" | "copy" | "hidden" | "string" | "number" | "boolean" | "select" | "image";
  required?: boolean;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  options?: string[];
  i18n: true | "duplicate";
  hint?: string;
  default?: string;
  fields?: DecapField[];
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  pattern?: [string, string];
  copy?: CopyFieldRules;
}

/** A field's hint: where it appears, its budget, its placeholders, and when a setting hides it. */
function hint(text: FieldText, rules: Partial<TextRules>, config: PublicConfig | undefined): string {
  const { placeholders = [], max } = rules;
  const where = text.where.charAt(0).toUpperCase() + text.where.slice(1);
  return [
    `${where}.`,
    max !== undefined && `At most ${max} characters.`,
    placeholders.length > 0 &&
      `Keep ${placeholders.map((p) => `{${p}}`).join(", ")} exactly as written: the page fills ${placeholders.length === 1 ? "it" : "them"} in.`,
    shownWhenNote(text, config),
  ]
    .filter(Boolean)
    .join(" ");
}

/** Which fields of a group to build: the everyday ones, or those under "Advanced". */
export type Part = "main" | "advanced";

/** The editor's words for a path; a missing entry fails loudly (a test keeps them complete). */
function words(document: CopyDocument, path: string[]): FieldText {
  const text = fieldText(document, path);
  if (!text) throw new Error(`No label for ${document}: ${path.join(".")} (src/content/copy/labels.ts)`);
  return text;
}

/** The Decap field of one schema node, or nothing if this part has none of its texts. */
export function decapField(
  document: CopyDocument,
  schema: z.ZodType,
  path: string[],
  part: Part,
  config?: PublicConfig,
): DecapField | undefined {
  const name = path.at(-1) ?? "";
  const text = words(document, path);
  // An optional key, or one with a default: the same field, which may stay empty.
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    const field = decapField(document, schema.unwrap() as z.ZodType, path, part, config);
    if (!field) return undefined;
    return field.copy ? { ...field, copy: { ...field.copy, optional: true } } : { ...field, required: false };
  }
  if (schema instanceof z.ZodLiteral)
    // The file's kind: the same in every locale, never shown; every collection names its entry by it.
    return { name, label: text.label, widget: "hidden", default: String(schema.value), i18n: "duplicate" };
  if (schema instanceof z.ZodObject) {
    const fields = Object.entries(schema.shape as Record<string, z.ZodType>)
      .map(([key, child]) => decapField(document, child, [...path, key], part, config))
      .filter((field): field is DecapField => field !== undefined);
    if (fields.length === 0) return undefined;
    return {
      name,
      label: text.label,
      widget: "object",
      i18n: true,
      hint: hint(text, {}, config),
      // A group opens on its own: the marketer sees each text without hunting for toggles.
      collapsed: false,
      fields,
    };
  }
  if (schema instanceof z.ZodArray) {
    // A list of items with ids (`faq.items`): added, removed and reordered in each language.
    const item = schema.element as z.ZodType;
    const items = decapField(document, item, [...path, "*"], part, config);
    if (!items) return undefined;
    // "Add question": the item's own label without its id.
    const singular = words(document, [...path, "*"])
      .label.replace(/:.*$/, "")
      .toLowerCase();
    return {
      name,
      label: text.label,
      label_singular: singular,
      widget: "list",
      i18n: true,
      hint: `${hint(text, {}, config)} Add, remove and drag items in each language; give an item the same id in every language.`,
      collapsed: true,
      ...(items.fields ? { fields: items.fields, summary: summaryOf(items.fields) } : {}),
    } as DecapField;
  }
  if (name === "id" && path.at(-2) === "*")
    // A list item's id: pairs the languages' versions of an item, so it keeps a strict form.
    return part === "advanced"
      ? undefined
      : {
          name,
          label: text.label,
          widget: "string",
          i18n: true,
          hint: hint(text, {}, config),
          pattern: [
            "^[a-z][a-zA-Z0-9-]*$",
            "An id is a short word of letters, digits and dashes, starting with a letter",
          ],
        };
  if ((text.advanced === true) !== (part === "advanced")) return undefined;
  const plain = { name, label: text.label, i18n: true as const, hint: hint(text, {}, config) };
  // Figures, switches and choices (the calculator's starting figures, a consent flag): Decap's own.
  if (schema instanceof z.ZodNumber)
    return {
      ...plain,
      widget: "number",
      value_type: schema.isInt ? "int" : "float",
      ...(Number.isFinite(schema.minValue) ? { min: schema.minValue as number } : {}),
      ...(Number.isFinite(schema.maxValue) ? { max: schema.maxValue as number } : {}),
    };
  if (schema instanceof z.ZodBoolean) return { ...plain, widget: "boolean" };
  if (schema instanceof z.ZodEnum) return { ...plain, widget: "select", options: schema.options.map(String) };
  // A photo (labels.ts says so): uploaded to the media folder.
  if (text.image) return { ...plain, widget: "image" };
  const rules = (schema.meta() ?? {}) as Partial<TextRules>;
  return {
    name,
    label: text.label,
    widget: "copy",
    i18n: true,
    hint: hint(text, rules, config),
    copy: {
      path: path.join("."),
      placeholders: rules.placeholders ?? [],
      ...(rules.max !== undefined ? { max: rules.max } : {}),
      long: text.long === true,
    },
  };
}

/** A list item's title in the collapsed list: its question or title, else its id. */
const summaryOf = (fields: DecapField[]) => {
  const title = fields.find((field) => ["question", "title", "name"].includes(field.name));
  return title ? `{{fields.${title.name}}}` : "{{fields.id}}";
};

/** Where the editor saves: the dev server's file API (`npm run cms`) or a Git host. */
export type CmsBackend =
  | { name: "proxy"; proxy_url: string; branch?: string }
  | {
      name: "github" | "gitlab" | "gitea";
      repo: string;
      branch: string;
      base_url?: string;
      auth_endpoint?: string;
    };

/** The folder of the copy files, relative to the repository's root. */
export const COPY_FOLDER = "src/content/copy";
/** Where uploaded images go, and the address they are served from. */
export const MEDIA = { folder: "public/media", url: "/media" } as const;

/**
 * The Decap configuration for a backend. `config` (the site's settings) lets the hints say which
 * texts a setting hides right now.
 */
export function cmsConfig(backend: CmsBackend, config?: PublicConfig) {
  const collection = (
    name: string,
    label: string,
    document: CopyDocument,
    fields: DecapField[],
    description: string,
  ) => ({
    name,
    label,
    label_singular: label,
    description,
    // Decap allows i18n files only in folder collections: each document is a folder collection of
    // one entry, told apart from the other documents by its `document` key.
    folder: COPY_FOLDER,
    format: "yaml",
    extension: "yaml",
    identifier_field: "document",
    slug: document,
    summary: `Edit: ${label}`,
    filter: { field: "document", value: document },
    create: false,
    delete: false,
    i18n: true,
    fields,
  });
  const fieldsFor = (document: CopyDocument, keys: readonly string[], part: Part) => {
    const shape = COPY_DOCUMENTS[document].shape as Record<string, z.ZodType>;
    return keys
      .flatMap((key) => (shape[key] ? [decapField(document, shape[key], [key], part, config)] : []))
      .filter((field): field is DecapField => field !== undefined);
  };
  const allKeys = (document: CopyDocument) => Object.keys(COPY_DOCUMENTS[document].shape);
  return {
    backend,
    // Decap reads this object, not a config.yml (the admin page hands it over).
    load_config_file: false,
    // The site's mark on the login page: the marketer knows where they are.
    logo: { src: "/favicon.svg", show_in_header: false },
    media_folder: MEDIA.folder,
    public_folder: MEDIA.url,
    // Pages are Astro's to render: the editor links to them ("Open this page") instead.
    editor: { preview: false },
    show_preview_links: false,
    i18n: {
      structure: "multiple_files",
      locales: LOCALES.map((locale) => locale.code),
      default_locale: DEFAULT_LOCALE,
    },
    collections: [
      ...LANDING_SECTIONS.map((section, i) =>
        collection(
          section.name,
          `${i + 1}. ${section.label}`,
          "landing",
          fieldsFor("landing", section.keys, "main"),
          `The landing page's ${section.label.toLowerCase()} section, in every language.`,
        ),
      ),
      collection(
        "privacy",
        "Privacy page",
        "privacy",
        fieldsFor("privacy", allKeys("privacy"), "main"),
        "The privacy page. Which sentences show depends on the settings.",
      ),
      collection(
        "email",
        "E-mail to visitors",
        "email",
        fieldsFor("email", allKeys("email"), "main"),
        "The confirmation e-mail a visitor gets after sending the form, when confirmations are on.",
      ),
      collection(
        "advanced",
        "Advanced: screen readers and technical texts",
        "landing",
        fieldsFor("landing", allKeys("landing"), "advanced"),
        "Texts read aloud by screen readers, hidden spam traps and developer messages. Change them with care.",
      ),
      collection(
        "privacy-advanced",
        "Advanced: privacy page notices",
        "privacy",
        fieldsFor("privacy", allKeys("privacy"), "advanced"),
        "Notices of the privacy page that only development builds show.",
      ),
    ].filter((entry) => entry.fields.some((field) => field.widget !== "hidden")),
  };
}

/** What the admin page's script needs besides Decap's configuration: each language's name, direction and page. */
export const editorLocales = (pageUrl: (locale: string) => string) =>
  LOCALES.map((locale) => ({
    code: locale.code,
    name: new Intl.DisplayNames(["en"], { type: "language" }).of(locale.tag) ?? locale.name,
    ownName: locale.name,
    dir: locale.dir,
    page: pageUrl(locale.code),
  }));
