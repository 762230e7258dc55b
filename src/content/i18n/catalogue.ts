/*
 * A translation catalogue is a partial copy of the English content: the same shape, with any
 * string left out. English (landing.ts) is the complete source; `withFallback` lays a catalogue
 * over it string by string, so a missing translation shows the English text instead of nothing,
 * and `missingStrings` lists what a catalogue lacks (the completeness test fails on any).
 */

/** The shape of `T` with every string optional, down to array items (matched by index). */
export type Catalogue<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly (Catalogue<Item> | undefined)[]
    : T extends object
      ? { [K in keyof T]?: Catalogue<T[K]> }
      : T;

/**
 * Values that are the same in every language, by dotted path (array items by index): links,
 * fragment ids, icon and mark keys, clock times, and names that are never translated (the brand,
 * product names). Everything else a visitor can read must be in every shipped catalogue.
 */
const UNTRANSLATED: RegExp[] = [
  /(^|\.)(href|id|icon|mark|from|kind|time|duration|code|brandName|siteName|locale)$/,
  /^integrations\.items\.\d+\.name$/,
];

const isUntranslated = (path: string): boolean => UNTRANSLATED.some((pattern) => pattern.test(path));

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The English value with every string the catalogue has replaced by its translation. Only strings
 * that English has are taken (a stale key in a catalogue changes nothing), and untranslated values
 * (links, ids, brand names) always come from English.
 */
export function withFallback<T>(english: T, catalogue: Catalogue<T> | undefined, path = ""): T {
  if (catalogue === undefined || isUntranslated(path)) return english;
  if (typeof english === "string") return (typeof catalogue === "string" ? catalogue : english) as T;
  if (Array.isArray(english)) {
    const items = Array.isArray(catalogue) ? (catalogue as unknown[]) : [];
    return english.map((item, index) =>
      withFallback(item, items[index] as Catalogue<unknown>, `${path}.${index}`),
    ) as T;
  }
  if (isRecord(english)) {
    const entries: Record<string, unknown> = isRecord(catalogue) ? catalogue : {};
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [
        key,
        withFallback(value, entries[key] as Catalogue<unknown>, path ? `${path}.${key}` : key),
      ]),
    ) as T;
  }
  return english;
}

/** Dotted paths of every translatable English string the catalogue does not provide. */
export function missingStrings(english: unknown, catalogue: unknown, path = ""): string[] {
  if (isUntranslated(path)) return [];
  if (typeof english === "string") return typeof catalogue === "string" && catalogue !== "" ? [] : [path];
  const child = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (Array.isArray(english)) {
    const items = Array.isArray(catalogue) ? (catalogue as unknown[]) : [];
    return english.flatMap((item, index) => missingStrings(item, items[index], child(index)));
  }
  if (isRecord(english)) {
    const entries: Record<string, unknown> = isRecord(catalogue) ? catalogue : {};
    return Object.entries(english).flatMap(([key, value]) => missingStrings(value, entries[key], child(key)));
  }
  return [];
}

/** Dotted paths of strings a catalogue has that English no longer has (left over after an edit). */
export function staleStrings(english: unknown, catalogue: unknown, path = ""): string[] {
  const child = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof catalogue === "string") return typeof english === "string" ? [] : [path];
  if (Array.isArray(catalogue)) {
    const items = Array.isArray(english) ? (english as unknown[]) : [];
    return catalogue.flatMap((item, index) =>
      item === undefined ? [] : staleStrings(items[index], item, child(index)),
    );
  }
  if (isRecord(catalogue)) {
    const entries: Record<string, unknown> = isRecord(english) ? english : {};
    return Object.entries(catalogue).flatMap(([key, value]) => staleStrings(entries[key], value, child(key)));
  }
  return [];
}
