import { LIST_IDS } from "#src/content/copy/landing-schema.ts";
import { SECTION_IDS, sectionIntro, type PageContext } from "#src/sections/page-context.ts";

/** The four feature cards; each id is also the key of its icon (Features.tsx). */
export const buildFeatures = (ctx: PageContext) => ({
  ...sectionIntro(ctx, SECTION_IDS.features, ctx.copy.features),
  cards: LIST_IDS.features.map((icon) => ({ icon, ...ctx.copy.features.cards[icon] })),
});

export type FeaturesContent = ReturnType<typeof buildFeatures>;
export type FeatureIcon = FeaturesContent["cards"][number]["icon"];
