import { ArrowRight, Check } from "lucide-react";
import type { ChecklistContent } from "./content.ts";
import { breakAfterSlashes } from "#src/lib/break-after-slashes.tsx";
import { Section } from "#src/components/layout/Section.tsx";
import { buttonVariants } from "#src/components/ui/button.tsx";
import { Card } from "#src/components/ui/card.tsx";
import { ExternalLink } from "#src/components/ui/external-link.tsx";

export interface ChecklistProps {
  content: ChecklistContent;
}

/**
 * The seven capabilities included for every clinic, as a checklist, and a way to book a demo. On a
 * phone the list is the titles alone (the features above already said the rest, and the page is
 * long there), two to a row from 400 px: narrower, a two-column cell is too narrow for a word such
 * as "Sincronización". The explanations stay for screen readers.
 */
export function Checklist({ content }: ChecklistProps) {
  return (
    <Section content={content} className="pb-14 sm:pb-28">
      {/*
        The list keeps its seven items (a subgrid of the card's grid); the demo tile takes the eighth
        cell, which two columns would otherwise leave empty.
      */}
      <div className="mt-10 grid grid-cols-1 gap-x-12 gap-y-7 rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:mt-12 sm:p-10 md:grid-cols-2 md:grid-rows-[repeat(4,auto)]">
        <ul className="grid grid-cols-1 gap-x-4 gap-y-5 min-[25rem]:grid-cols-2 sm:grid-cols-1 sm:gap-y-7 md:col-span-2 md:col-start-1 md:row-span-4 md:row-start-1 md:grid-cols-subgrid md:grid-rows-subgrid md:gap-x-12">
          {content.items.map((item) => (
            <li key={item.title} className="flex gap-2.5 sm:gap-4">
              <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white sm:size-7">
                <Check aria-hidden="true" className="size-3 sm:size-4" strokeWidth={3} />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-ink sm:text-base">
                  {breakAfterSlashes(item.title)}
                </span>
                <span className="mt-1 block text-[0.9375rem]/relaxed text-muted max-sm:sr-only">
                  {item.body}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <Card
          tone="tint"
          data-checklist-demo=""
          className="flex flex-col items-start gap-3 p-5 md:col-start-2 md:row-start-4"
        >
          <p>
            <span className="block font-semibold text-ink">{content.demo.title}</span>
            <span className="mt-1 block text-[0.9375rem]/relaxed text-muted">{content.demo.body}</span>
          </p>
          <ExternalLink href={content.demo.cta.href} data-cta="book_demo" className={buttonVariants()}>
            {content.demo.cta.label}
            <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          </ExternalLink>
        </Card>
      </div>
    </Section>
  );
}
