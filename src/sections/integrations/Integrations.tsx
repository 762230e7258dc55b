import { Webhook } from "lucide-react";
import type { IntegrationsContent } from "./content.ts";
import { IntegrationMark } from "#src/components/brand/IntegrationMark.tsx";
import { SectionLandmark } from "#src/components/layout/Section.tsx";
import { SectionHeader } from "#src/components/layout/SectionHeader.tsx";
import { Card } from "#src/components/ui/card.tsx";

export interface IntegrationsProps {
  content: IntegrationsContent;
}

/**
 * 'Plug in your stack': the six named integrations as labelled tiles, then the webhook note and how
 * a practice-management system connects, as plain text (no box that looks like a button).
 */
export function Integrations({ content }: IntegrationsProps) {
  return (
    <SectionLandmark id={content.id} className="py-14 sm:py-28">
      <div className="page-container grid grid-cols-1 items-center gap-12 lg:grid-cols-[2fr_3fr] lg:gap-16">
        <div>
          <SectionHeader content={content} align="start" />
          <p className="mt-6 flex items-center gap-3 font-medium text-ink-soft">
            <Webhook aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
            {content.more}
          </p>
          <p className="mt-2 ps-8 text-[0.9375rem]/relaxed text-pretty text-muted">
            {content.practiceSystems}
          </p>
        </div>
        <ul className="grid gap-4 sm:grid-cols-2">
          {content.items.map((item) => (
            <Card as="li" key={item.mark} className="flex items-center gap-4 p-4">
              <IntegrationMark mark={item.mark} />
              <span className="min-w-0">
                <span className="block font-semibold text-ink">{item.name}</span>
                <span className="block text-sm text-muted">{item.role}</span>
              </span>
            </Card>
          ))}
        </ul>
      </div>
    </SectionLandmark>
  );
}
