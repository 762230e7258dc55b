import { z } from "zod";

/*
 * How every environment variable is read, for the build's PUBLIC_* settings (public-env.ts) and
 * the server's (server/config.ts) alike: a value is trimmed, an empty one counts as unset (so a
 * blank line in `.env` keeps the default), flags take the same words everywhere, and one error
 * lists every bad variable by name.
 */

/** Thrown when environment variables are invalid; the message names each one and what is wrong. */
export class EnvError extends Error {
  override name = "EnvError";
  constructor(title: string, problems: Array<[variable: string, message: string]>) {
    super(
      `Invalid ${title}:\n${problems.map(([variable, message]) => `  - ${variable}: ${message}`).join("\n")}`,
    );
  }
}

/** An on/off setting: true/false, yes/no, on/off or 1/0, in any case. */
export const flag = () =>
  z.stringbool({
    truthy: ["true", "yes", "on", "1"],
    falsy: ["false", "no", "off", "0"],
    error: "must be true or false (also yes/no, on/off, 1/0)",
  });

/**
 * What the configuration docs say about a setting: docs/configuration.md and .env.example are
 * generated from these (`npm run docs:env`), and scripts/env-docs.test.ts fails when they are
 * stale or a setting has no description or example.
 */
export interface SettingDocs {
  /** What it does, for whoever deploys the site. Optional here so a new setting compiles; the docs test requires it. */
  description?: string;
  /** A realistic value. Optional here; the docs test requires it. */
  example?: string;
  /** The default as written in .env, when the schema's output differs from it (e.g. a path it resolves). */
  defaultValue?: string;
  /** Words for a default that is not a value to copy (a published key, a computed text); .env.example leaves it blank. */
  defaultNote?: string;
}

/** One setting: the variable it is read from, the schema that validates and converts it, its docs. */
export interface Setting<S extends z.ZodType = z.ZodType> {
  variable: string;
  schema: S;
  docs: SettingDocs;
}

export const setting = <S extends z.ZodType>(
  variable: string,
  schema: S,
  docs: SettingDocs = {},
): Setting<S> => ({
  variable,
  schema,
  docs,
});

/** The values a set of settings produces, typed by their schemas' outputs. */
export type SettingValues<T extends Record<string, Setting>> = { [K in keyof T]: z.output<T[K]["schema"]> };

/**
 * Reads `settings` from `env` (anything that is not a non-blank string counts as unset: Vite's
 * import.meta.env also holds booleans). Throws EnvError naming every invalid variable at once.
 */
export function readSettings<T extends Record<string, Setting>>(
  settings: T,
  env: Record<string, unknown>,
  title: string,
): SettingValues<T> {
  const entries = Object.entries(settings);
  const schema = z.object(Object.fromEntries(entries.map(([, { variable, schema }]) => [variable, schema])));
  const raw = Object.fromEntries(
    entries.map(([, { variable }]) => {
      const value = env[variable];
      return [variable, typeof value === "string" && value.trim() !== "" ? value.trim() : undefined];
    }),
  );
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new EnvError(
      title,
      parsed.error.issues.map((issue) => [String(issue.path[0] ?? "environment"), issue.message]),
    );
  }
  const values = parsed.data as Record<string, unknown>;
  return Object.fromEntries(
    entries.map(([field, { variable }]) => [field, values[variable]]),
  ) as SettingValues<T>;
}

/** The variable names of a set of settings, e.g. for tools that must clear them all. */
export const variablesOf = (settings: Record<string, Setting>): string[] =>
  Object.values(settings).map((entry) => entry.variable);
