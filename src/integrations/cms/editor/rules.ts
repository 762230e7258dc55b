import type { Rules } from "./decap.ts";

/*
 * The build's rules for a text, as the marketer types it (decision 082): never empty unless the
 * schema allows it, only the placeholders the page fills in, at most its length budget. They
 * mirror `text()` in src/content/copy/text.ts; the server's check is the schema itself.
 */

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** What is wrong with a text, in plain words; nothing when the build would take it. */
export function problems(value: string, rules: Rules): string[] {
  if (value.length === 0) {
    if (rules.optional) return [];
    return [
      rules.literal ? "Empty: fill it in, or remove the item." : "Empty: every language needs this text.",
    ];
  }
  const found: string[] = [];
  const allowed = rules.placeholders.map((name) => `{${name}}`).join(", ");
  if (!rules.literal)
    for (const [whole, name = ""] of value.matchAll(PLACEHOLDER))
      if (!rules.placeholders.includes(name))
        found.push(
          rules.placeholders.length === 0
            ? `${whole} is not something the page fills in: remove the braces.`
            : `${whole} is not something the page fills in: keep ${allowed} exactly as written.`,
        );
  const length = [...value].length;
  if (rules.max !== undefined && length > rules.max)
    found.push(`Too long: ${length} of ${rules.max} characters.`);
  return found;
}
