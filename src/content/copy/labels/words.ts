import type { ConditionName } from "./conditions.ts";

/** How the editor presents one text (or one group of texts, or one fact). */
export interface FieldText {
  /** A plain name: "Big heading". */
  label: string;
  /** Where a visitor sees it: "the big heading at the top of the page". */
  where: string;
  /** Technical texts (screen readers, error logs, spam traps): shown under "Advanced". */
  advanced?: true;
  /** Shown on the page only when a setting is on, or a fact is set. */
  shownWhen?: ConditionName;
  /** A text of several sentences: a larger box. */
  long?: true;
  /** A picture's address: uploaded to the media folder from the editor. */
  image?: true;
  /** A region, picked from the list of regions by name (stored as its code, "IE"). */
  region?: true;
  /** The words for each value of a choice ("yes" → "Yes"). */
  choices?: Readonly<Record<string, string>>;
}

type Extra<Omitted extends keyof FieldText = never> = Omit<FieldText, "label" | "where" | Omitted>;

export const t = (label: string, where: string, extra: Extra = {}): FieldText => ({ label, where, ...extra });
export const adv = (label: string, where: string, extra: Extra<"advanced"> = {}) =>
  t(label, where, { ...extra, advanced: true });
export const long = (label: string, where: string, extra: Extra<"long"> = {}) =>
  t(label, where, { ...extra, long: true });

/** A section's small label, heading and introduction, which most sections have. */
export const sectionHeader = (section: string, name: string, extra: Extra = {}) => {
  // "the features section", but "the FAQ section".
  const named = name === name.toUpperCase() ? name : name.toLowerCase();
  return {
    [section]: t(name, `the ${named} section`, extra),
    [`${section}.eyebrow`]: t("Small label above the heading", `above the ${named} section's heading`, extra),
    [`${section}.heading`]: t("Section heading", `the heading of the ${named} section`, extra),
    [`${section}.intro`]: long("Introduction", `the paragraph under the ${named} section's heading`, extra),
  };
};
