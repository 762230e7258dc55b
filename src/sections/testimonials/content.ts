import { SECTION_IDS, sectionIntro, type PageContext } from "#src/sections/page-context.ts";

/**
 * Clinics' own words (facts.yaml `testimonials`, decision 038), or undefined while there are none,
 * and then the section is not rendered at all. Each is shown in the language it was given in, on
 * every page, marked with `lang`; the consent record stays in the file.
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
      figure,
    })),
  };
}

export type TestimonialsContent = NonNullable<ReturnType<typeof buildTestimonials>>;
