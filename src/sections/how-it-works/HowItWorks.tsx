import type { HowItWorksContent } from "./content.ts";
import { Section } from "#src/components/layout/Section.tsx";
import { Card } from "#src/components/ui/card.tsx";

export interface HowItWorksProps {
  content: HowItWorksContent;
}

/** 'How it works': the three steps as an ordered list, numbered visibly and for screen readers. */
export function HowItWorks({ content }: HowItWorksProps) {
  return (
    <Section content={content} className="border-y border-line bg-surface py-14 sm:py-28">
      <ol className="mx-auto mt-10 grid max-w-3xl gap-5 sm:mt-14 lg:max-w-none lg:grid-cols-3 lg:gap-6">
        {content.steps.map((step, index) => (
          <Card as="li" key={step.title} className="flex gap-5 p-6 sm:p-8 lg:flex-col lg:gap-0">
            <span
              aria-hidden="true"
              className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white shadow-lift ring-4 ring-brand-100"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="mt-2.5 text-xl font-semibold text-ink lg:mt-6">{step.title}</h3>
              <p className="mt-2 text-[0.9375rem]/relaxed text-muted">{step.body}</p>
            </div>
          </Card>
        ))}
      </ol>
    </Section>
  );
}
