import type { z } from "zod";
import { LOCALES, DEFAULT_LOCALE, homePath } from "#src/core/locales.ts";
import { decapField, type DecapField, type Part } from "./cms-fields.ts";
import type { PublicConfig } from "#src/core/settings/public-env.ts";
import { factsSchema, loadFacts } from "./facts.ts";
import { LANDING_SECTIONS, type EditorState } from "./labels.ts";
import { CopyError } from "./load.ts";
import { COPY_DOCUMENTS, type CopyDocument } from "./schema.ts";

/*
 * The content editor's configuration (Decap CMS, decisions 052, 082 and 084), made from the copy
 * schema, the facts' schema, the editor's words for each text (labels.ts) and the locale registry,
 * so the editor can never offer a field the files lack, nor miss one. The landing page is one
 * collection per section, in page order, each showing its part of the same files; "Company facts"
 * is the one facts' file (facts.yaml) for every language; technical texts are under "Advanced".
 * Every locale is edited beside English and written as `<document>.<locale>.yaml`. Texts use the
 * project's own field (`copy`, cms-fields.ts): the build's rules in every language, a live count,
 * and the language's direction.
 */

export type { CopyFieldRules, DecapField } from "./cms-fields.ts";
export { decapField } from "./cms-fields.ts";

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
 * What the hints are written from: the build's settings, and the facts' file as it is now (its
 * states left out while it has a mistake, which the editor reports as it opens).
 */
export function editorState(config: PublicConfig, factsFile?: string): EditorState {
  try {
    return { config, facts: loadFacts(factsFile) };
  } catch (error) {
    if (error instanceof CopyError) return { config };
    throw error;
  }
}

/** The facts' file, relative to the repository's root. */
export const FACTS_PATH = `${COPY_FOLDER}/facts.yaml`;

/**
 * "Company facts": the one facts' file, for every language (decision 091). A files collection:
 * Decap edits it as one entry, and its lists are one list for every language.
 */
function factsCollection(now: EditorState) {
  const fields = Object.entries(factsSchema.shape as Record<string, z.ZodType>)
    .map(([key, child]) => decapField("facts", child, [key], "main", now))
    .filter((field): field is DecapField => field !== undefined);
  const label = "Company facts";
  return {
    name: "facts",
    label,
    label_singular: label,
    description:
      "What the page states about billing, patients' data, the founders and customers' stories, in every language's words. Set a fact only when it is true: what is empty, the page does not mention.",
    files: [{ name: "facts", label, file: FACTS_PATH, fields }],
  };
}

/**
 * The Decap configuration for a backend. `now` (the site's settings and the facts' file) lets the
 * hints say which texts a setting or a fact hides right now.
 */
export function cmsConfig(backend: CmsBackend, now: EditorState = {}) {
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
      .flatMap((key) => (shape[key] ? [decapField(document, shape[key], [key], part, now)] : []))
      .filter((field): field is DecapField => field !== undefined);
  };
  const allKeys = (document: CopyDocument) => Object.keys(COPY_DOCUMENTS[document].shape);
  // A collection with no text to edit (only the file's kind) is left out.
  const edited = (entry: ReturnType<typeof collection>) =>
    entry.fields.some((field) => field.widget !== "hidden");
  const landing = LANDING_SECTIONS.map((section) =>
    collection(
      section.name,
      section.label,
      "landing",
      fieldsFor("landing", section.keys, "main"),
      `The landing page's ${section.label.toLowerCase()} section, in every language.`,
    ),
  ).filter(edited);
  const documents = [
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
  ].filter(edited);
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
      ...landing.map((section, i) => ({ ...section, label: `${i + 1}. ${section.label}` })),
      factsCollection(now),
      ...documents,
    ],
  };
}

/** What the admin page's script needs besides Decap's configuration: each language's name, direction and page. */
export const editorLocales = () =>
  LOCALES.map((locale) => ({
    code: locale.code,
    name: new Intl.DisplayNames(["en"], { type: "language" }).of(locale.tag) ?? locale.name,
    ownName: locale.name,
    dir: locale.dir,
    page: homePath(locale.code),
  }));
