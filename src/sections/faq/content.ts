import { LIST_IDS } from "#src/content/copy/schema.ts";
import { fill } from "#src/core/fill.ts";
import { PAGES } from "#src/core/pages.ts";
import { SECTION_IDS, sectionIntro, type PageContext } from "#src/sections/page-context.ts";
import { buildShare } from "#src/sections/pricing/content.ts";
import type { LinkContent } from "#src/lib/urls.ts";

/** One question, shown as a disclosure and repeated word for word in the FAQPage JSON-LD. */
export interface FaqItem {
  question: string;
  /** One to three sentences of plain text. */
  answer: string;
  /** A link after the answer, in the same paragraph: its label is part of the answer's text. */
  link?: LinkContent;
}

export function buildFaq(ctx: PageContext) {
  const { copy, t } = ctx;
  const share = buildShare(ctx);
  const items: FaqItem[] = [
    ...LIST_IDS.faq.map((id) => {
      const { question, answer } = copy.faq.items[id];
      // The cost answer names the share when one is configured.
      const note = id === "cost" && share ? ` ${fill(copy.pricing.share.faqNote, share)}` : "";
      return { question, answer: `${t(answer)}${note}` };
    }),
    {
      question: copy.faq.items.storage.question,
      answer: t(copy.faq.items.storage.answer),
      link: { label: copy.faq.items.storage.link, href: ctx.pageUrl(PAGES.privacy) },
    },
  ];
  return { ...sectionIntro(ctx, SECTION_IDS.faq, copy.faq), items };
}

export type FaqContent = ReturnType<typeof buildFaq>;
