import { SECTION_IDS, sectionIntro, type PageContext } from "#src/sections/page-context.ts";

/** Scripts written right to left, as Intl names them (Arabic, Hebrew, Thaana, Syriac, N'Ko, Adlam). */
const RIGHT_TO_LEFT = new Set(["Arab", "Hebr", "Thaa", "Syrc", "Nkoo", "Adlm"]);

/** The direction a language is written in: an entry's text keeps it on a page of the other direction. */
const directionOf = (tag: string): "ltr" | "rtl" =>
  RIGHT_TO_LEFT.has(new Intl.Locale(tag).maximize().script ?? "") ? "rtl" : "ltr";

/**
 * Clinics' own words (facts.yaml `testimonials`, decision 038), or undefined while there are none,
 * and then the section is not rendered at all. Each is shown in the language it was given in, on
 * every page, marked with `lang` and its direction; the consent record stays in the file.
 */
export function buildTestimonials(ctx: PageContext) {
  const entries = ctx.facts.testimonials;
  if (entries.length === 0) return undefined;
  return {
    ...sectionIntro(ctx, SECTION_IDS.testimonials, ctx.copy.testimonials),
    entries: entries.map(({ id, name, role, clinic, quote, lang, figure }) => ({
      id,
      name,
      role,
      clinic,
      quote,
      lang,
      dir: directionOf(lang ?? "en"),
      figure,
    })),
  };
}

export type TestimonialsContent = NonNullable<ReturnType<typeof buildTestimonials>>;
