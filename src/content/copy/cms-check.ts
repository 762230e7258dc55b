import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { LOCALES } from "#src/core/locales.ts";
import { factsSchema, FACTS_FILE } from "./facts.ts";
import { fieldText, type LabelledDocument } from "./labels.ts";
import { COPY_DIR, copyFile } from "./load.ts";
import { COPY_DOCUMENTS, type CopyDocument } from "./schema.ts";

/*
 * The schemas' verdict in the words of the content editor (decisions 082 and 084): which language
 * (or "Company facts"), which text (its label and its key, a list's item by its id), and what is
 * wrong, phrased for the person who typed it. The editor's file API refuses a save with these
 * lines; a dev page whose files have a mistake shows them in a banner.
 */

/** The facts' file's name: one file for every language. */
export const FACTS_NAME = basename(FACTS_FILE);

/** What the editor calls the facts' file in its messages. */
const FACTS_TITLE = "Company facts";

/** A copy file's document and locale, from its name (`landing.pt-br.yaml`). */
export function copyFileParts(file: string): { document: CopyDocument; locale: string } | undefined {
  const [, document = "", locale = ""] = /^([a-z]+)\.([a-z0-9-]+)\.yaml$/.exec(file) ?? [];
  if (!Object.hasOwn(COPY_DOCUMENTS, document)) return undefined;
  return { document: document as CopyDocument, locale };
}

/** A language's English name ("Spanish"), for people who edit in English. */
export const languageName = (locale: string): string => {
  const tag = LOCALES.find((entry) => entry.code === locale)?.tag ?? locale;
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(tag) ?? locale;
  } catch {
    return locale;
  }
};

/** A file's document and what the editor calls it: "Latin American Spanish", "Company facts". */
function fileTitle(file: string): { document: LabelledDocument; title: string } | undefined {
  if (file === FACTS_NAME) return { document: "facts", title: FACTS_TITLE };
  const parts = copyFileParts(file);
  return parts && { document: parts.document, title: languageName(parts.locale) };
}

/**
 * "Spanish · Hero › Big heading (hero.heading)": a key of a copy file in the editor's words. A
 * list's item is named by its id (`faq.items.contract`), which is what the editor shows.
 */
export function describeKey(file: string, key: readonly (string | number)[]): string {
  const known = fileTitle(file);
  const path = key.map(String);
  if (!known || path.length === 0) return `${known?.title ?? file} (${file})`;
  const labels = path.map((_, i) => fieldText(known.document, path.slice(0, i + 1))?.label ?? path[i]);
  return `${known.title} · ${labels.join(" › ")} (${path.join(".")})`;
}

/** An issue's path with each list position replaced by its item's id, where the item has one. */
export function pathByIds(data: unknown, path: readonly PropertyKey[]): (string | number)[] {
  let node = data;
  return path.map((part) => {
    const key = typeof part === "symbol" ? String(part) : part;
    const item = (node as Record<string | number, unknown> | undefined)?.[key];
    node = item;
    const id = (item as { id?: unknown } | undefined)?.id;
    return typeof key === "number" && typeof id === "string" && id !== "" ? id : key;
  });
}

/** Zod's own messages start like this; the schemas' own messages are already plain words. */
const ZOD_WORDING = /^(Invalid|Too (big|small)|Expected|Unrecognized)/;

/** A schema issue in plain words. */
function plainMessage(issue: z.core.$ZodIssue, document: LabelledDocument): string {
  const perLanguage = document !== "facts";
  if (issue.code === "unrecognized_keys")
    return `${issue.keys.join(", ")}: not ${perLanguage ? "a text the page has" : "a fact the page knows"} (remove it from the file)`;
  if (issue.code === "invalid_type" && issue.message.includes("undefined"))
    return perLanguage ? "missing: write it in this language" : "missing: fill it in";
  const budget = /^is (\d+) characters; its budget is (\d+)/.exec(issue.message);
  if (budget) return `too long: ${budget[1]} of ${budget[2]} characters`;
  const placeholder = /^unknown placeholder (\{[^}]*\}): this text takes (.*)$/.exec(issue.message);
  if (placeholder)
    return placeholder[2] === "none"
      ? `${placeholder[1]} is not something the page fills in: remove the braces`
      : `${placeholder[1]} is not something the page fills in: keep ${placeholder[2]} exactly as written`;
  if (issue.code === "too_small" && issue.origin === "string")
    return perLanguage ? "empty: every language needs this text" : "empty: fill it in";
  if (!ZOD_WORDING.test(issue.message)) return issue.message;
  if (issue.code === "too_small" && issue.origin === "number")
    return issue.inclusive ? `must be at least ${issue.minimum}` : `must be more than ${issue.minimum}`;
  if (issue.code === "too_big" && issue.origin === "string")
    return `too long: at most ${issue.maximum} characters`;
  if (issue.code === "too_big" && issue.origin === "number") return `must be at most ${issue.maximum}`;
  if (issue.code === "too_big" && issue.origin === "array") return `at most ${issue.maximum} items`;
  if (issue.code === "invalid_type" && issue.expected === "number") return "must be a number";
  if (issue.code === "invalid_type" && issue.expected === "int") return "must be a whole number";
  if (issue.code === "invalid_value")
    return `must be one of: ${issue.values.map((value) => String(value)).join(", ")}`;
  return issue.message;
}

/** What is wrong with a copy file's or the facts' data, one line per problem; none when it passes. */
export function checkCopy(file: string, data: unknown): string[] {
  const known = fileTitle(file);
  if (!known) return [`${file}: not a copy file`];
  const schema = known.document === "facts" ? factsSchema : COPY_DOCUMENTS[known.document];
  const result = schema.safeParse(data);
  return result.success
    ? []
    : result.error.issues.map(
        (issue) =>
          `${describeKey(file, pathByIds(data, issue.path))}: ${plainMessage(issue, known.document)}`,
      );
}

const isEmpty = (value: unknown): boolean =>
  value === null ||
  value === undefined ||
  value === "" ||
  (typeof value === "object" && !Array.isArray(value) && Object.values(value).every(isEmpty));

/**
 * A value as the file writes what is unset: Decap sends an emptied choice or figure as `null`, and
 * an optional group whose fields the marketer left empty as a group of empties. The facts' file
 * writes an unset fact as "" (the way it starts); a copy file leaves an optional key out.
 */
function withUnset(schema: z.ZodType, value: unknown, unset: "" | undefined): unknown {
  if (schema instanceof z.ZodPipe)
    return withUnset(
      (schema.in instanceof z.ZodTransform ? schema.out : schema.in) as z.ZodType,
      value,
      unset,
    );
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault)
    return isEmpty(value) ? unset : withUnset(schema.unwrap() as z.ZodType, value, unset);
  if (value === null) return unset;
  if (schema instanceof z.ZodArray && Array.isArray(value))
    return value.map((item) => withUnset(schema.element as z.ZodType, item, unset));
  if (schema instanceof z.ZodObject && typeof value === "object" && !Array.isArray(value)) {
    const shape = schema.shape as Record<string, z.ZodType>;
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).flatMap(([name, child]) => {
        const written = shape[name] ? withUnset(shape[name], child, unset) : child;
        return written === undefined ? [] : [[name, written]];
      }),
    );
  }
  return value;
}

/** The editor's version of a file's data with what it left empty written as the file writes it. */
export function normaliseSave(file: string, data: unknown): unknown {
  const known = fileTitle(file);
  if (!known) return data;
  return known.document === "facts"
    ? withUnset(factsSchema, data, "")
    : withUnset(COPY_DOCUMENTS[known.document], data, undefined);
}

/** The problems of one file on disk, each naming the file. */
function fileProblems(path: string, file: string): string[] {
  let data: unknown;
  try {
    data = parse(readFileSync(path, "utf8"));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return [`${file}: ${missing ? "missing" : (error as Error).message.split("\n")[0]}`];
  }
  return checkCopy(file, data).map((problem) => `${file}: ${problem}`);
}

/** Every problem of every copy file and of the facts' file on disk: what a dev page shows. */
export function copyProblems(dir = COPY_DIR): string[] {
  return [
    ...LOCALES.flatMap(({ code }) =>
      (Object.keys(COPY_DOCUMENTS) as CopyDocument[]).flatMap((document) =>
        fileProblems(copyFile(document, code, dir), `${document}.${code}.yaml`),
      ),
    ),
    ...fileProblems(join(dir, FACTS_NAME), FACTS_NAME),
  ];
}
