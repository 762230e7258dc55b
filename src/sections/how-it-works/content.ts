import { LIST_IDS } from "#src/content/copy/landing-schema.ts";
import { SECTION_IDS, sectionIntro, type PageContext } from "#src/sections/page-context.ts";

/** 'How it works': the steps in order (the section numbers them in an ordered list). */
export const buildHowItWorks = (ctx: PageContext) => ({
  ...sectionIntro(ctx, SECTION_IDS.howItWorks, ctx.copy.howItWorks),
  steps: LIST_IDS.steps.map((id) => ({ ...ctx.copy.howItWorks.steps[id] })),
});

export type HowItWorksContent = ReturnType<typeof buildHowItWorks>;
