import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";
import type { z } from "zod";
import { DEFAULT_LOCALE, isLocale } from "#src/core/locales.ts";
import { fill } from "#src/core/fill.ts";
import { COPY_DOCUMENTS, type CopyDocument, type LocaleCopy } from "./schema.ts";

/*
 * Reads and checks one locale's copy files under plain Node: the same function serves the Astro
 * content collection (src/content.config.ts), the tests, the scripts and the server. Relative
 * imports only, so the server can import it without Vite.
 */

/** The folder of the copy files: `<document>.<locale>.yaml` (Decap CMS's `multiple_files`). */
export const COPY_DIR = fileURLToPath(new URL(".", import.meta.url));

/** The file of one document in one locale. */
export const copyFile = (document: CopyDocument, locale: string, dir = COPY_DIR): string =>
  join(dir, `${document}.${locale}.yaml`);

/** Copy that does not match the schema: every problem, each as `file: key.path: what is wrong`. */
export class CopyError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`The copy files have ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
    this.name = "CopyError";
    this.problems = problems;
  }
}

const formatIssue = (file: string, issue: z.core.$ZodIssue): string => {
  const path = issue.path.join(".") || "(the whole file)";
  // zod names a missing key as "expected string, received undefined", and lists extra keys.
  if (issue.code === "unrecognized_keys")
    return `${file}: ${[path === "(the whole file)" ? "" : `${path}.`].join("")}${issue.keys.join(", ")}: not in the schema (remove it, or add it to src/content/copy/schema.ts)`;
  if (issue.code === "invalid_type" && issue.message.includes("undefined"))
    return `${file}: ${path}: missing (every locale's file has every key)`;
  return `${file}: ${path}: ${issue.message}`;
};

/** Parses and checks one document; its problems, or the data. */
export function readCopyDocument<D extends CopyDocument>(
  document: D,
  locale: string,
  dir = COPY_DIR,
): { data: LocaleCopy[D]; problems: [] } | { data: undefined; problems: string[] } {
  const file = copyFile(document, locale, dir);
  const shown = file.startsWith(process.cwd()) ? file.slice(process.cwd().length + 1) : file;
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, "utf8"));
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === "ENOENT";
    return {
      data: undefined,
      problems: [
        `${shown}: ${missing ? "missing (copy another locale's file and translate it)" : (error as Error).message.split("\n")[0]}`,
      ],
    };
  }
  const result = COPY_DOCUMENTS[document].safeParse(raw);
  return result.success
    ? { data: result.data as LocaleCopy[D], problems: [] }
    : { data: undefined, problems: result.error.issues.map((issue) => formatIssue(shown, issue)) };
}

/** Every document of one locale, checked; throws a CopyError naming each file and key at fault. */
export function loadLocaleCopy(locale: string, dir = COPY_DIR): LocaleCopy {
  const problems: string[] = [];
  const copy: Partial<LocaleCopy> = {};
  for (const document of Object.keys(COPY_DOCUMENTS) as CopyDocument[]) {
    const result = readCopyDocument(document, locale, dir);
    problems.push(...result.problems);
    if (result.data) Object.assign(copy, { [document]: result.data });
  }
  if (problems.length > 0) throw new CopyError(problems);
  return copy as LocaleCopy;
}

// In its own module so the calculator island can fill its templates without this file's fs imports.
export { fill } from "#src/core/fill.ts";

/**
 * The auto-reply to a visitor, in the lead's locale; English for a locale the registry lacks (or
 * none). A broken file throws rather than sending the wrong language quietly.
 */
export function autoreplyCopy(locale: string | null | undefined, brand: string, dir = COPY_DIR) {
  const code = locale?.toLowerCase();
  const result = readCopyDocument("email", isLocale(code) ? code : DEFAULT_LOCALE, dir);
  if (!result.data) throw new CopyError(result.problems);
  const { subject, body } = result.data.autoreply;
  return { subject: fill(subject, { brand }), body: fill(body, { brand }) };
}
