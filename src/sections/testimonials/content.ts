import { SECTION_IDS, sectionIntro, type PageContext } from "#src/sections/page-context.ts";

/** The testimonials section's own copy (the entries themselves: proof.ts). */
export const buildTestimonials = (ctx: PageContext) =>
  sectionIntro(ctx, SECTION_IDS.testimonials, ctx.copy.testimonials);

export type TestimonialsContent = ReturnType<typeof buildTestimonials>;
