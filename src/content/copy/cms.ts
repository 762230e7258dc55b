import { dirname } from "node:path";
import { z } from "zod";
import { LOCALES, DEFAULT_LOCALE } from "#src/core/locales.ts";
import { copyFile, loadLocaleCopy } from "./load.ts";
import { COPY_DOCUMENTS, type CopyDocument, type TextRules } from "./schema.ts";

/*
 * The Decap CMS configuration (decision 052), made from the copy schema and the locale registry
 * so that the CMS can never offer a field the files lack, nor miss one: every document is a
 * collection with i18n on, every locale side by side, written as Decap's `multiple_files`
 * (`<document>.<locale>.yaml`, the layout the loader reads).
 */

const LABELS: Record<CopyDocument, string> = {
  landing: "Landing page, contact form and 404 page",
  privacy: "Privacy page",
  email: "E-mail to visitors",
};

/** "ogImageAlt" → "Og image alt", "how-it-works" → "How it works". */
const label = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

interface DecapField {
  name: string;
  label: string;
  widget: "object" | "string" | "text" | "hidden";
  i18n: true | "duplicate";
  default?: string;
  fields?: DecapField[];
  hint?: string;
  pattern?: [string, string];
}

/** The Decap fields of one zod object; English's value decides a one-line or a multi-line box. */
function fieldsOf(schema: z.ZodObject, english: Record<string, unknown>): DecapField[] {
  return Object.entries(schema.shape).map(([name, field]): DecapField => {
    if (field instanceof z.ZodLiteral)
      // The file's kind: the same in every locale, never shown.
      return { name, label: label(name), widget: "hidden", default: String(field.value), i18n: "duplicate" };
    if (field instanceof z.ZodObject)
      return {
        name,
        label: label(name),
        widget: "object",
        i18n: true,
        fields: fieldsOf(field, english[name] as Record<string, unknown>),
      };
    const { placeholders = [], max } = (field.meta() ?? {}) as Partial<TextRules>;
    const value = String(english[name] ?? "");
    const hints = [
      placeholders.length > 0 &&
        `May use ${placeholders.map((p) => `{${p}}`).join(", ")}; nothing else in braces.`,
      max !== undefined && `At most ${max} characters: the layout has no more room.`,
    ].filter(Boolean);
    return {
      name,
      label: label(name),
      widget: value.length > 60 || value.includes("\n") ? "text" : "string",
      i18n: true,
      ...(hints.length > 0 ? { hint: hints.join(" ") } : {}),
      ...(max !== undefined
        ? { pattern: [`^.{1,${max}}$`, `At most ${max} characters`] as [string, string] }
        : {}),
    };
  });
}

/** Where the CMS saves: the local proxy (`npm run cms`) or a Git host. */
export type CmsBackend =
  | { name: "proxy"; proxy_url: string; branch?: string }
  | { name: "github" | "gitlab" | "gitea"; repo: string; branch: string; base_url?: string };

/** The Decap configuration for a backend, relative to the repository's root. */
export function cmsConfig(backend: CmsBackend, root: string) {
  const english = loadLocaleCopy(DEFAULT_LOCALE);
  // Decap's `multiple_files` keeps `<folder>/<slug>.<locale>.yaml`: the slug is the document.
  const folder = dirname(copyFile("landing", DEFAULT_LOCALE)).slice(root.length + 1);
  return {
    backend,
    media_folder: "public",
    // Pages are Astro's to render: the preview pane would show unstyled fields.
    editor: { preview: false },
    i18n: {
      structure: "multiple_files",
      locales: LOCALES.map((locale) => locale.code),
      default_locale: DEFAULT_LOCALE,
    },
    // File collections allow only one file for all locales, so each document is a folder
    // collection of one entry, told apart from the other documents by its `document` key.
    collections: (Object.keys(COPY_DOCUMENTS) as CopyDocument[]).map((document) => ({
      name: document,
      label: LABELS[document],
      label_singular: LABELS[document],
      folder,
      format: "yaml",
      extension: "yaml",
      identifier_field: "document",
      slug: document,
      filter: { field: "document", value: document },
      create: false,
      delete: false,
      i18n: true,
      fields: fieldsOf(COPY_DOCUMENTS[document], english[document] as Record<string, unknown>),
    })),
  };
}
