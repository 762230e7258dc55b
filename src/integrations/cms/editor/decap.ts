/*
 * What the editor's script knows of Decap and of the page that carries it: Decap's globals (its
 * bundle runs after this script), the configuration and the languages the admin page embeds
 * (src/integrations/cms/admin-page.ts), and the run's token.
 */

/** Decap's values are Immutable.js structures. */
export interface ImmutableLike {
  get(key: string | number): unknown;
  getIn(path: (string | number)[]): unknown;
  toJS(): unknown;
}

/** The rules of a text field (src/content/copy/cms-fields.ts `CopyFieldRules`). */
export interface Rules {
  path: string;
  placeholders: string[];
  max?: number;
  long: boolean;
  optional?: boolean;
  literal?: boolean;
}

export interface EditorField {
  name: string;
  label: string;
  widget: string;
  required?: boolean;
  fields?: EditorField[];
  copy?: Rules;
}

/** A collection of the configuration: a document's part in every language, or one file. */
export interface EditorCollection {
  name: string;
  fields?: EditorField[];
  files?: { name: string; fields: EditorField[] }[];
}

export interface EditorLocale {
  code: string;
  name: string;
  ownName: string;
  dir: "ltr" | "rtl";
  page: string;
}

export type CreateElement = (
  type: string | object,
  props?: Record<string, unknown> | null,
  ...children: unknown[]
) => unknown;

interface DecapGlobals {
  CMS_MANUAL_INIT?: boolean;
  CMS: {
    init(options: { config: unknown }): void;
    registerWidget(name: string, control: unknown, preview?: unknown): void;
  };
  h: CreateElement;
  createClass(spec: Record<string, unknown>): unknown;
}

export const decap = window as unknown as DecapGlobals & Window;

export const readJson = <T>(id: string): T =>
  JSON.parse(document.getElementById(id)?.textContent ?? "null") as T;

export const config = readJson<{
  backend: { name: string; proxy_url?: string };
  i18n: { locales: string[]; default_locale: string };
  collections: EditorCollection[];
}>("cms-config");

export const locales = readJson<EditorLocale[]>("cms-locales");
export const localeOf = (code: string | undefined) => locales.find((locale) => locale.code === code);

/** The run's token: only the page this run of `npm run cms` served may save. */
export const token = document.querySelector<HTMLMetaElement>('meta[name="cms-token"]')?.content;

/** The collection the editor shows now, from the address ("#/collections/faq/entries/landing"). */
export const currentCollection = () => /#\/collections\/([^/]+)/.exec(location.hash)?.[1];
