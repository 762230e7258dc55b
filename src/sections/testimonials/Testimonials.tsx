import type { TestimonialsContent } from "./content.ts";
import { Section } from "#src/components/layout/Section.tsx";
import { Card } from "#src/components/ui/card.tsx";

export interface TestimonialsProps {
  /** Undefined while facts.yaml lists no testimonial: then nothing renders at all. */
  content: TestimonialsContent | undefined;
  /** BCP 47 tag of the page (LOCALE_INFO[locale].tag): entries in any other language are marked. */
  pageLang: string;
}

/**
 * What clinics say, in their own words (decision 038). Without entries the section is left out
 * entirely, heading included, so no page ever ships an empty or placeholder block.
 */
export function Testimonials({ content, pageLang }: TestimonialsProps) {
  if (!content) return null;
  return (
    <Section content={content} className="pb-14 sm:pb-28">
      <ul className="mt-10 grid gap-5 sm:mt-12 md:grid-cols-2">
        {content.entries.map((entry) => {
          // The whole entry is in the language it was given in, which may not be the page's: an
          // English quote on an Arabic page keeps its own direction, and its full stop at its end.
          const own = (entry.lang ?? "en") !== pageLang;
          return (
            <li key={entry.id}>
              <Card
                as="figure"
                lang={own ? (entry.lang ?? "en") : undefined}
                dir={own ? entry.dir : undefined}
                className="flex h-full flex-col gap-5 p-6 lg:p-8"
              >
                {entry.figure && (
                  <p>
                    <span className="block text-3xl font-bold tracking-tight text-brand-700">
                      {entry.figure.value}
                    </span>
                    <span className="mt-1 block text-sm text-muted">{entry.figure.label}</span>
                  </p>
                )}
                <blockquote className="text-lg text-pretty text-ink">
                  <p>{entry.quote}</p>
                </blockquote>
                <figcaption className="mt-auto text-[0.9375rem]/relaxed">
                  <span className="block font-semibold text-ink">{entry.name}</span>
                  <span className="block text-muted">
                    {entry.role}, {entry.clinic}
                  </span>
                </figcaption>
              </Card>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
