import { Check, ShieldCheck } from "lucide-react";
import type { PatientDataContent } from "./content.ts";
import { Section } from "#src/components/layout/Section.tsx";
import { IconTile } from "#src/components/ui/icon-tile.tsx";

export interface PatientDataProps {
  /** Undefined while facts.yaml states nothing about patients' data: then nothing renders. */
  content: PatientDataContent | undefined;
}

/**
 * Where patients' WhatsApp messages and voice notes go: who processes them and where, then what
 * the company states about agreements, training, retention and taking over (decision 091). Only
 * the facts that are set; names and regions are isolated so a right-to-left page keeps them whole.
 */
export function PatientData({ content }: PatientDataProps) {
  if (!content) return null;
  return (
    <Section content={content} className="pb-14 sm:pb-28">
      <div className="mx-auto mt-10 grid max-w-4xl gap-8 rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:mt-12 sm:p-10 md:grid-cols-2">
        {content.processors.length > 0 && (
          <div>
            <h3 className="flex items-center gap-3 font-semibold text-ink">
              <IconTile size={10}>
                <ShieldCheck aria-hidden="true" className="size-5" />
              </IconTile>
              {content.processorsHeading}
            </h3>
            <ul className="mt-4 grid gap-3 text-[0.9375rem]/relaxed text-ink-soft">
              {content.processors.map((line) => (
                <li key={line} className="[unicode-bidi:plaintext]">
                  {line}
                </li>
              ))}
            </ul>
          </div>
        )}
        {content.statements.length > 0 && (
          <ul className="grid content-start gap-3">
            {content.statements.map((statement) => (
              <li key={statement} className="flex gap-3 text-[0.9375rem]/relaxed text-ink-soft">
                <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                {statement}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
