import { LIST_IDS } from "#src/content/copy/landing-schema.ts";
import { buildTryOnWhatsApp } from "#src/sections/try-on-whatsapp/content.ts";
import { SECTION_IDS, type PageContext } from "#src/sections/page-context.ts";
import { buildChatScenarios } from "./hero-chat.ts";

/** The first view: badge, heading, pitch, calls to action and the example conversations. */
export function buildHero(ctx: PageContext) {
  const { copy, t } = ctx;
  const { hero } = copy;
  const visual = hero.visual;
  return {
    badge: hero.badge,
    heading: hero.heading,
    body: t(hero.body),
    primaryCta: ctx.bookDemo,
    secondaryCta: { label: hero.secondaryCta, href: `#${SECTION_IDS.howItWorks}` },
    highlights: LIST_IDS.highlights.map((id) => hero.highlights[id]),
    /** Replaces the secondary call to action when set. */
    tryIt: buildTryOnWhatsApp(ctx),
    visual: {
      /** The visible "Example conversation" label: it is an example, not a customer. */
      label: visual.label,
      pickerLabel: visual.pickerLabel,
      replay: visual.replay,
      contactName: visual.contactName,
      contactStatus: visual.contactStatus,
      transcribedLabel: visual.transcribedLabel,
      dayBefore: visual.dayBefore,
      synced: visual.synced,
      /** The picker's scenes; the first is shown on load. */
      scenarios: buildChatScenarios(visual, t),
    },
  };
}

export type HeroContent = ReturnType<typeof buildHero>;
