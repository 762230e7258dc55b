import { z } from "zod";
import {
  fieldText,
  shownWhenNote,
  type EditorState,
  type FieldText,
  type LabelledDocument,
} from "./labels.ts";
import type { TextRules } from "./text.ts";

/*
 * One schema node as a field of the content editor (Decap CMS, decision 082): groups become
 * objects, lists of items with ids become lists, figures, switches and choices get Decap's own
 * widgets, and every text the project's `copy` field (src/integrations/cms/editor/), which checks
 * the build's rules as the marketer types. The words come from labels.ts.
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
  /** A fact written as it is (a name, an address): braces in it are no placeholders. */
  literal?: boolean;
}

/** A choice of a select field: what the marketer reads, and what the file holds. */
export interface DecapOption {
  label: string;
  value: string;
}

export interface DecapField {
  name: string;
  label: string;
  widget: "object" | "list" | "copy" | "hidden" | "string" | "number" | "boolean" | "select" | "image";
  required?: boolean;
  value_type?: "int" | "float";
  min?: number;
  max?: number;
  options?: (string | DecapOption)[];
  /** Per language (`true`), the same in every language (`"duplicate"`), or a file of one language (absent). */
  i18n?: true | "duplicate";
  hint?: string;
  default?: string;
  fields?: DecapField[];
  collapsed?: boolean;
  summary?: string;
  label_singular?: string;
  pattern?: [string, string];
  copy?: CopyFieldRules;
  /** An image field's own upload folder settings: none, the collection's media folder. */
  choose_url?: boolean;
}

/** A field's hint: where it appears, its budget, its placeholders, and when a setting hides it. */
function hint(text: FieldText, rules: Partial<TextRules>, now: EditorState): string {
  const { placeholders = [], max } = rules;
  const where = text.where.charAt(0).toUpperCase() + text.where.slice(1);
  return [
    `${where}.`,
    max !== undefined && `At most ${max} characters.`,
    placeholders.length > 0 &&
      `Keep ${placeholders.map((p) => `{${p}}`).join(", ")} exactly as written: the page fills ${placeholders.length === 1 ? "it" : "them"} in.`,
    shownWhenNote(text.shownWhen, now),
  ]
    .filter(Boolean)
    .join(" ");
}

/** Which fields of a group to build: the everyday ones, or those under "Advanced". */
export type Part = "main" | "advanced";

/** The editor's words for a path; a missing entry fails loudly (a test keeps them complete). */
function words(document: LabelledDocument, path: string[]): FieldText {
  const text = fieldText(document, path);
  if (!text) throw new Error(`No label for ${document}: ${path.join(".")} (src/content/copy/labels.ts)`);
  return text;
}

/** Each region by its English name ("Ireland (IE)"), from Intl: the codes the facts' schema takes. */
const regionOptions = (): DecapOption[] => {
  const names = new Intl.DisplayNames("en", { type: "region", fallback: "none" });
  const letters = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
  return letters
    .flatMap((first) => letters.map((second) => first + second))
    .flatMap((code) => {
      const name = names.of(code);
      return name ? [{ label: `${name} (${code})`, value: code }] : [];
    })
    .sort((a, b) => a.label.localeCompare(b.label, "en"));
};

/** The i18n setting of a document's fields: per language, or absent for the one facts' file. */
const i18nOf = (document: LabelledDocument) => (document === "facts" ? {} : { i18n: true as const });

/** The Decap field of one schema node, or nothing if this part has none of its texts. */
export function decapField(
  document: LabelledDocument,
  schema: z.ZodType,
  path: string[],
  part: Part,
  now: EditorState = {},
): DecapField | undefined {
  const name = path.at(-1) ?? "";
  const text = words(document, path);
  const perLanguage = i18nOf(document);
  // A value cleaned before it is checked (a fact's "" read as unset): the field of what it becomes;
  // a value checked and then transformed (a region's case): the field of what is written.
  if (schema instanceof z.ZodPipe)
    return decapField(
      document,
      (schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType,
      path,
      part,
      now,
    );
  // An optional key, or one with a default: the same field, which may stay empty.
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    const field = decapField(document, schema.unwrap() as z.ZodType, path, part, now);
    return field && mayStayEmpty(field);
  }
  if (schema instanceof z.ZodLiteral)
    // The file's kind: the same in every locale, never shown; every collection names its entry by it.
    return {
      name,
      label: text.label,
      widget: "hidden",
      default: String(schema.value),
      ...(document === "facts" ? {} : { i18n: "duplicate" as const }),
    };
  if (schema instanceof z.ZodObject) {
    const fields = Object.entries(schema.shape as Record<string, z.ZodType>)
      .map(([key, child]) => decapField(document, child, [...path, key], part, now))
      .filter((field): field is DecapField => field !== undefined);
    if (fields.length === 0) return undefined;
    return {
      name,
      label: text.label,
      widget: "object",
      ...perLanguage,
      hint: hint(text, {}, now),
      // A group opens on its own: the marketer sees each text without hunting for toggles.
      collapsed: false,
      fields,
    };
  }
  if (schema instanceof z.ZodArray) {
    // A list of items with ids (`faq.items`, founders): added, removed and reordered.
    const item = schema.element as z.ZodType;
    const items = decapField(document, item, [...path, "*"], part, now);
    if (!items) return undefined;
    // "Add question": the item's own label without its id.
    const singular = words(document, [...path, "*"])
      .label.replace(/:.*$/, "")
      .toLowerCase();
    const how =
      document === "facts"
        ? "Add, remove and drag items to change their order."
        : "Add, remove and drag items in each language; give an item the same id in every language.";
    return {
      name,
      label: text.label,
      label_singular: singular,
      widget: "list",
      ...perLanguage,
      hint: `${hint(text, {}, now)} ${how}`,
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
          ...perLanguage,
          hint: hint(text, {}, now),
          pattern: [
            "^[a-z][a-zA-Z0-9-]*$",
            "An id is a short word of letters, digits and dashes, starting with a lowercase letter",
          ],
        };
  if ((text.advanced === true) !== (part === "advanced")) return undefined;
  const plain = { name, label: text.label, ...perLanguage, hint: hint(text, {}, now) };
  // Figures, switches and choices (the calculator's starting figures, a fact): Decap's own.
  if (schema instanceof z.ZodNumber)
    return {
      ...plain,
      widget: "number",
      value_type: schema.isInt ? "int" : "float",
      ...(Number.isFinite(schema.minValue) ? { min: schema.minValue as number } : {}),
      ...(Number.isFinite(schema.maxValue) ? { max: schema.maxValue as number } : {}),
    };
  if (schema instanceof z.ZodBoolean) return { ...plain, widget: "boolean" };
  if (schema instanceof z.ZodEnum) {
    const values = schema.options.map(String);
    return {
      ...plain,
      widget: "select",
      options: text.choices
        ? values.map((value) => ({ label: text.choices?.[value] ?? value, value }))
        : values,
    };
  }
  // A region: picked by its name, written as its code.
  if (text.region) return { ...plain, widget: "select", options: regionOptions() };
  // A photo: uploaded to the media folder.
  if (text.image) return { ...plain, widget: "image", choose_url: false };
  const rules = (schema.meta() ?? {}) as Partial<TextRules>;
  // A fact (a name, a quote) is no copy: no placeholders, and its budget is the schema's limit.
  const literal = document === "facts";
  const max = rules.max ?? (schema instanceof z.ZodString ? (schema.maxLength ?? undefined) : undefined);
  return {
    name,
    label: text.label,
    widget: "copy",
    ...perLanguage,
    hint: hint(text, { ...rules, max }, now),
    copy: {
      path: path.join("."),
      placeholders: rules.placeholders ?? [],
      ...(max !== undefined ? { max } : {}),
      long: text.long === true,
      ...(literal ? { literal: true } : {}),
    },
  };
}

/**
 * A field that may stay empty, and so may every text of an optional group: a group left empty is
 * unset, and one half filled in is refused by the server's check, naming what is missing.
 */
function mayStayEmpty(field: DecapField): DecapField {
  // Decap's own check wants every field unless told otherwise.
  if (field.copy) return { ...field, required: false, copy: { ...field.copy, optional: true } };
  return {
    ...field,
    required: false,
    ...(field.widget === "object" && field.fields ? { fields: field.fields.map(mayStayEmpty) } : {}),
  };
}

/** A list item's title in the collapsed list: its question, title or name, else its id. */
const summaryOf = (fields: DecapField[]) => {
  const title = fields.find((field) => ["question", "title", "name"].includes(field.name));
  return title ? `{{fields.${title.name}}}` : "{{fields.id}}";
};
