import { BellRing, BookOpenText, CalendarCheck, MicVocal, type LucideIcon } from "lucide-react";
import type { FeatureIcon, FeaturesContent } from "./content.ts";
import { Section } from "#src/components/layout/Section.tsx";
import { Card } from "#src/components/ui/card.tsx";
import { IconTile } from "#src/components/ui/icon-tile.tsx";

const ICONS: Record<FeatureIcon, LucideIcon> = {
  knowledge: BookOpenText,
  voice: MicVocal,
  calendar: CalendarCheck,
  followUp: BellRing,
};

export interface FeaturesProps {
  content: FeaturesContent;
}

/** 'WhatsApp AI Built Around Your Business Workflows': the four capability cards. */
export function Features({ content }: FeaturesProps) {
  return (
    <Section content={content} className="py-12 sm:pt-16 sm:pb-24">
      {/* Two columns at most: four narrow ones gave 8-line paragraphs at 1024 px. Not links: no hover lift. */}
      <ul className="mt-10 grid gap-5 sm:mt-14 sm:grid-cols-2">
        {content.cards.map((card) => {
          const Icon = ICONS[card.icon];
          return (
            <Card as="li" key={card.title} className="flex flex-col gap-5 p-6 lg:flex-row lg:p-8">
              <IconTile>
                <Icon aria-hidden="true" className="size-6" />
              </IconTile>
              <div>
                <h3 className="text-lg font-semibold text-ink">{card.title}</h3>
                <p className="mt-2 text-[0.9375rem]/relaxed text-muted">{card.body}</p>
              </div>
            </Card>
          );
        })}
      </ul>
    </Section>
  );
}
