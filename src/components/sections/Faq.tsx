import { ChevronDown } from "lucide-react";
import type { FaqCopy } from "@/content/landing.ts";
import { Section } from "../layout/Section.tsx";
import { Card } from "../ui/card.tsx";

export interface FaqProps {
  content: FaqCopy;
}

/**
 * The questions a clinic owner asks before giving their details, as native disclosures: they open
 * with a click, Enter or Space and no JavaScript, and find-in-page reaches closed answers. The
 * FAQPage JSON-LD (seo.ts) repeats each answer's text exactly, the link's label included.
 */
export function Faq({ content }: FaqProps) {
  return (
    <Section content={content} className="pb-14 sm:pb-28">
      <div className="mt-10 grid gap-3 sm:mt-12 lg:grid-cols-2 lg:items-start">
        {content.items.map(({ question, answer, link }) => (
          <Card as="details" key={question} className="group">
            {/* list-none and the marker rule hide the browser's triangle; the chevron turns instead.
                The question and its answer keep the floating button's corner clear (decision 086). */}
            <summary className="clear-of-corner flex cursor-pointer items-center justify-between gap-4 rounded-2xl p-5 font-semibold text-ink [&::-webkit-details-marker]:hidden">
              <h3>{question}</h3>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <p className="clear-of-corner px-5 pb-5 text-[0.9375rem]/relaxed text-muted">
              {answer}
              {link && (
                <>
                  {" "}
                  <a
                    href={link.href}
                    className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
                  >
                    {link.label}
                  </a>
                </>
              )}
            </p>
          </Card>
        ))}
      </div>
    </Section>
  );
}
