import { Database, Headset, LockKeyhole, UserRoundX, type LucideIcon } from "lucide-react";
import type { ContactTrustContent, TrustIcon } from "./content.ts";
import { Card } from "#src/components/ui/card.tsx";

const ICONS: Record<TrustIcon, LucideIcon> = {
  storage: Database,
  access: LockKeyhole,
  noPatientData: UserRoundX,
  takeOver: Headset,
};

export interface ContactTrustProps {
  content: ContactTrustContent;
}

/**
 * What happens to a contact request, in four short lines beside the form (after it on phones, so
 * the first field stays close to the section's heading). Static HTML: it is not part of the island.
 */
export function ContactTrust({ content }: ContactTrustProps) {
  return (
    <Card tone="tint" data-contact-trust="" className="p-5 text-sm/relaxed">
      <h3 className="font-semibold text-ink">{content.title}</h3>
      <ul className="mt-3 grid gap-2.5 text-ink-soft">
        {content.points.map(({ icon, text }) => {
          const Icon = ICONS[icon];
          return (
            <li key={icon} className="flex gap-2.5">
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              {text}
            </li>
          );
        })}
      </ul>
      <a
        href={content.privacy.href}
        className="mt-3 inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {content.privacy.label}
      </a>
    </Card>
  );
}
