import { readFileSync } from "node:fs";
import { parse } from "yaml";
import type { z } from "zod";
import { LOCALES } from "#src/core/locales.ts";
import { fieldText } from "./labels.ts";
import { COPY_DIR, copyFile } from "./load.ts";
import { COPY_DOCUMENTS, type CopyDocument } from "./schema.ts";

/*
 * The copy schema's verdict in the words of the content editor (decision 082): which language,
 * which text (its label and its key), and what is wrong, phrased for the person who typed it. The
 * editor's file API refuses a save with these lines; a dev page whose files have a mistake shows
 * them in a banner.
 */

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

/** "Spanish · Hero › Big heading (hero.heading)": a key of a copy file in the editor's words. */
export function describeKey(file: string, key: readonly (string | number)[]): string {
  const parts = copyFileParts(file);
  const path = key.map(String);
  const language = parts ? languageName(parts.locale) : file;
  if (!parts || path.length === 0) return `${language} (${file})`;
  const labels = path.map((_, i) => fieldText(parts.document, path.slice(0, i + 1))?.label ?? path[i]);
  return `${language} · ${labels.join(" › ")} (${path.join(".")})`;
}

/** A schema issue in plain words. */
function plainMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === "unrecognized_keys")
    return `${issue.keys.join(", ")}: not a text the page has (remove it from the file)`;
  if (issue.code === "invalid_type" && issue.message.includes("undefined"))
    return "missing: write it in this language";
  if (issue.code === "too_small") return "empty: every language needs this text";
  const budget = /^is (\d+) characters; its budget is (\d+)/.exec(issue.message);
  if (budget) return `too long: ${budget[1]} of ${budget[2]} characters`;
  const placeholder = /^unknown placeholder (\{[^}]*\}): this text takes (.*)$/.exec(issue.message);
  if (placeholder)
    return placeholder[2] === "none"
      ? `${placeholder[1]} is not something the page fills in: remove the braces`
      : `${placeholder[1]} is not something the page fills in: keep ${placeholder[2]} exactly as written`;
  return issue.message;
}

/** What is wrong with a copy file's data, one line per problem; none when it passes the schema. */
export function checkCopy(file: string, data: unknown): string[] {
  const parts = copyFileParts(file);
  if (!parts) return [`${file}: not a copy file`];
  const result = COPY_DOCUMENTS[parts.document].safeParse(data);
  return result.success
    ? []
    : result.error.issues.map(
        (issue) => `${describeKey(file, issue.path as (string | number)[])}: ${plainMessage(issue)}`,
      );
}

/** Every problem of every copy file on disk, each naming its file: what a dev page shows. */
export function copyProblems(dir = COPY_DIR): string[] {
  return LOCALES.flatMap(({ code }) =>
    (Object.keys(COPY_DOCUMENTS) as CopyDocument[]).flatMap((document) => {
      const path = copyFile(document, code, dir);
      const file = `${document}.${code}.yaml`;
      let data: unknown;
      try {
        data = parse(readFileSync(path, "utf8"));
      } catch (error) {
        const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
        return [`${file}: ${missing ? "missing" : (error as Error).message.split("\n")[0]}`];
      }
      return checkCopy(file, data).map((problem) => `${file}: ${problem}`);
    }),
  );
}
