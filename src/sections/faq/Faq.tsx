import { ChevronDown } from "lucide-react";
import type { FaqContent } from "./content.ts";
import { SectionLandmark } from "#src/components/layout/Section.tsx";
import { SectionHeader } from "#src/components/layout/SectionHeader.tsx";
import { Card } from "#src/components/ui/card.tsx";

export interface FaqProps {
  content: FaqContent;
}

/**
 * The questions a clinic owner asks before giving their details, as native disclosures: they open
 * with a click, Enter or Space and no JavaScript, and find-in-page reaches closed answers. One
 * column read top to bottom from the page's start edge, so an opened answer never leaves a hole
 * beside it and the section lines up with the others. Each question has
 * an anchor (`#faq-<id>`). A question this language's file lacks is shown in the default language,
 * marked with its `lang` and a visible note (decision 092). The FAQPage JSON-LD (seo.ts) repeats
 * each answer's text exactly, the link's label included.
 */
export function Faq({ content }: FaqProps) {
  return (
    <SectionLandmark id={content.id} className="pb-14 sm:pb-28">
      {/* Wide screens: the header beside the questions, so one readable column fills the width. */}
      <div className="page-container lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <SectionHeader content={content} align="start" className="lg:sticky lg:top-28 lg:self-start" />
        <div className="mt-10 grid max-w-3xl gap-3 sm:mt-12 lg:mt-0">
          {content.items.map(({ id, question, answer, link, lang }) => (
            <Card as="details" key={id} id={`faq-${id}`} lang={lang} className="group scroll-mt-24">
              {/* list-none and the marker rule hide the browser's triangle; the chevron turns instead.
                  The question and its answer keep the floating button's corner clear (decision 086). */}
              <summary className="clear-of-corner flex cursor-pointer items-center justify-between gap-4 rounded-2xl p-5 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                <h3>
                  {question}
                  {lang && (
                    // In the page's language, whatever the question's.
                    <span
                      lang={content.untranslated.lang}
                      className="ms-2 inline-block rounded-full bg-amber-50 px-2 py-0.5 align-middle text-xs font-medium text-amber-900 ring-1 ring-amber-200"
                    >
                      {content.untranslated.text}
                    </span>
                  )}
                </h3>
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
      </div>
    </SectionLandmark>
  );
}
