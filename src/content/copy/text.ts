import { z } from "zod";
import { PLACEHOLDER } from "#src/core/fill.ts";

/*
 * The building blocks of the copy schemas: a text with its placeholders and length budget, a map
 * with fixed ids, a list a marketer may change. The CMS reads the rules back from each field.
 */

/** Copy text: non-empty, with only the given placeholders, at most `max` characters if given. */
export function text(placeholders: readonly string[] = [], max?: number) {
  return z
    .string()
    .min(1, "must not be empty")
    .superRefine((value, ctx) => {
      for (const [, name = ""] of value.matchAll(PLACEHOLDER)) {
        if (!placeholders.includes(name))
          ctx.addIssue({
            code: "custom",
            message:
              placeholders.length === 0
                ? `unknown placeholder {${name}}: this text takes none`
                : `unknown placeholder {${name}}: this text takes ${placeholders.map((p) => `{${p}}`).join(", ")}`,
          });
      }
      // Budgets count what the visitor sees, so placeholders count as written.
      if (max !== undefined && [...value].length > max)
        ctx.addIssue({
          code: "custom",
          message: `is ${[...value].length} characters; its budget is ${max} (the room the layout has for it)`,
        });
    })
    .meta({ placeholders, max });
}

/** What `text()` allows, for tools that describe the fields (the CMS's hints). */
export interface TextRules {
  placeholders: readonly string[];
  max: number | undefined;
}

/** A map with exactly these ids, each holding the same shape. */
export const byId = <const Ids extends readonly [string, ...string[]], T extends z.ZodType>(
  ids: Ids,
  item: T,
) => z.strictObject(Object.fromEntries(ids.map((id) => [id, item])) as { [K in Ids[number]]: T });

/** What an item id may be: a short name, the same in every language, that never changes. */
export const ITEM_ID = /^[a-z][a-zA-Z0-9-]*$/;

/**
 * A list a marketer may add to, remove from and reorder (the FAQ, founders, testimonials…): each
 * item has an id, unique in its list and the same in every language, that ties its translations
 * together; the order is the file's.
 */
export function listOf<const Shape extends z.ZodRawShape>(shape: Shape) {
  return z
    .array(
      z.strictObject({
        id: z
          .string()
          .regex(ITEM_ID, "must be a short id: a lowercase letter, then letters, digits or dashes"),
        ...shape,
      }),
    )
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      (items as { id: string }[]).forEach((item, index) => {
        if (seen.has(item.id))
          ctx.addIssue({
            code: "custom",
            path: [index, "id"],
            message: `repeats the id "${item.id}": each item needs its own`,
          });
        seen.add(item.id);
      });
    });
}

/** Every string of a value (a copy file, a page's content), depth first, with its dotted path. */
export function textsIn(value: unknown, path = ""): [path: string, text: string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsIn(item, `${path}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => textsIn(item, path ? `${path}.${key}` : key));
  return [];
}
