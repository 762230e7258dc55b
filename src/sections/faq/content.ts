import type { LandingCopy } from "#src/content/copy/landing-schema.ts";
import { fill } from "#src/core/fill.ts";
import { LOCALE_INFO } from "#src/core/locales.ts";
import { PAGES } from "#src/core/pages.ts";
import { listWithMissing } from "#src/sections/list-fallback.ts";
import { SECTION_IDS, sectionIntro, type PageContext } from "#src/sections/page-context.ts";
import { patientDataStatements, processorsSentence } from "#src/sections/patient-data/content.ts";
import { billingStatements, buildShare } from "#src/sections/pricing/content.ts";
import type { LinkContent } from "#src/lib/urls.ts";

/** One question, shown as a disclosure and repeated word for word in the FAQPage JSON-LD. */
export interface FaqItem {
  /** The item's id in the copy: the anchor `#faq-<id>`. */
  id: string;
  question: string;
  /** The answer's words, then the facts it states. */
  answer: string;
  /** A link after the answer, in the same paragraph: its label is part of the answer's text. */
  link?: LinkContent;
  /** Set when the item is missing from this language's file: its words are the default language's. */
  lang?: string;
}

type CopyItem = LandingCopy["faq"]["items"][number];

/** The facts an item states after its own words (facts.yaml, the configured share). */
function factsOf(ctx: PageContext, kind: CopyItem["facts"], copy: LandingCopy): string[] {
  if (kind === "share") {
    const share = buildShare(ctx);
    return share ? [fill(copy.pricing.share.faqNote, share)] : [];
  }
  if (kind === "billing") return billingStatements({ ...ctx, copy });
  if (kind === "patientData") {
    const processors = processorsSentence({ ...ctx, copy });
    return [...(processors ? [processors] : []), ...patientDataStatements({ ...ctx, copy })];
  }
  return [];
}

/**
 * The questions in this language's order. A question the default language has and this one lacks
 * is shown in the default language, marked (decision 092); a patient-data question shows only when
 * facts.yaml states something about patients' data.
 */
export function buildFaq(ctx: PageContext) {
  const { copy, sourceCopy, t } = ctx;
  const items = listWithMissing(copy.faq.items, sourceCopy.faq.items).flatMap(
    ({ item, missing }): FaqItem[] => {
      const words = missing ? sourceCopy : copy;
      const facts = factsOf(ctx, item.facts, words);
      if (item.facts === "patientData" && facts.length === 0) return [];
      return [
        {
          id: item.id,
          question: item.question,
          answer: [t(item.answer), ...facts].join(" "),
          link: item.link && { label: item.link.label, href: ctx.pageUrl(PAGES[item.link.page]) },
          lang: missing ? LOCALE_INFO[ctx.sourceLocale].tag : undefined,
        },
      ];
    },
  );
  return {
    ...sectionIntro(ctx, SECTION_IDS.faq, copy.faq),
    items,
    /** The mark of a question shown in the default language, in the page's own (`lang`). */
    untranslated: { text: copy.ui.untranslated, lang: LOCALE_INFO[ctx.locale].tag },
  };
}

export type FaqContent = ReturnType<typeof buildFaq>;
