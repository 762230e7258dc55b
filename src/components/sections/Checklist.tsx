import { Check } from "lucide-react";
import type { ChecklistCopy } from "@/content/landing.ts";
import { breakAfterSlashes } from "@/lib/break-after-slashes.tsx";
import { Section } from "../layout/Section.tsx";

export interface ChecklistProps {
  content: ChecklistCopy;
}

/** The seven capabilities included for every clinic, as a checklist. */
export function Checklist({ content }: ChecklistProps) {
  return (
    <Section content={content} className="pb-20 sm:pb-28">
      <ul className="mx-auto mt-12 grid max-w-5xl grid-cols-1 gap-x-12 gap-y-7 rounded-3xl bg-white p-6 shadow-card ring-1 ring-line sm:p-10 md:grid-cols-2">
        {content.items.map((item) => (
          <li key={item.title} className="flex gap-4">
            <span className="mt-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
              <Check aria-hidden="true" className="size-4" strokeWidth={3} />
            </span>
            <span className="min-w-0">
              <span className="block font-semibold text-ink">{breakAfterSlashes(item.title)}</span>
              <span className="mt-1 block text-[0.9375rem]/relaxed text-muted">{item.body}</span>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
