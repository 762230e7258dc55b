import { EMAIL_TEXTS } from "./labels/email.ts";
import { FACTS_TEXTS } from "./labels/facts.ts";
import { LANDING_BOTTOM } from "./labels/landing-bottom.ts";
import { LANDING_OFFER } from "./labels/landing-offer.ts";
import { LANDING_TOP } from "./labels/landing-top.ts";
import { LANDING_TRUST } from "./labels/landing-trust.ts";
import { PRIVACY_TEXTS } from "./labels/privacy.ts";
import type { FieldText } from "./labels/words.ts";

/*
 * What the content editor calls each text of the copy files and each company fact, and where a
 * visitor sees it (decision 082): one entry per YAML path, `*` standing for any id or list position
 * (`faq.items.*.question`), so a list's items share one entry and new items need none. The words
 * live in labels/, a module per document or part of the page; this module is their one entry
 * point. The editor's configuration reads it (cms.ts); a test checks that every key of every schema
 * has a label and a where-hint. Words a marketer uses: no key names, no developer terms.
 */

export { CONDITIONS, shownWhenNote, type ConditionName, type EditorState } from "./labels/conditions.ts";
export { COLLECTION_PAGES, LANDING_SECTIONS } from "./labels/sections.ts";
export type { FieldText } from "./labels/words.ts";

/** The landing page's texts, by YAML path, in page order. */
export const LANDING_TEXTS: Record<string, FieldText> = {
  ...LANDING_TOP,
  ...LANDING_OFFER,
  ...LANDING_TRUST,
  ...LANDING_BOTTOM,
};

/** Every document's words: the copy documents, and the company's facts. */
export const TEXTS = {
  landing: LANDING_TEXTS,
  privacy: PRIVACY_TEXTS,
  email: EMAIL_TEXTS,
  facts: FACTS_TEXTS,
} as const;

/** A document the editor has words for. */
export type LabelledDocument = keyof typeof TEXTS;

/** The entry for a YAML path, exact or through `*`; undefined when none matches. */
export function fieldText(document: LabelledDocument, path: readonly string[]): FieldText | undefined {
  const texts: Record<string, FieldText> = TEXTS[document];
  const exact = texts[path.join(".")];
  if (exact) return withId(exact, path);
  // The entry with the fewest `*` wins: an id named on its own beats the list's pattern.
  let best: [number, FieldText] | undefined;
  for (const [pattern, text] of Object.entries(texts)) {
    const parts = pattern.split(".");
    if (parts.length !== path.length || !parts.every((part, i) => part === "*" || part === path[i])) continue;
    const stars = parts.filter((part) => part === "*").length;
    if (!best || stars < best[0]) best = [stars, text];
  }
  return best && withId(best[1], path);
}

/** `{id}` in a label: the key it stands for, in words ("followUp" → "follow up"). */
function withId(text: FieldText, path: readonly string[]): FieldText {
  if (!text.label.includes("{id}")) return text;
  const id = path.at(-1) ?? "";
  const words = id
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]/g, " ")
    .toLowerCase();
  return { ...text, label: text.label.replace("{id}", words) };
}
