import {
  siGmail,
  siGooglecalendar,
  siHubspot,
  siTelegram,
  siWhatsapp,
  siZapier,
  type SimpleIcon,
} from "simple-icons";
import type { LIST_IDS } from "#src/content/copy/landing-schema.ts";
import { IconTile } from "#src/components/ui/icon-tile.tsx";

/*
 * The integrations' own marks, from the simple-icons package (CC0-1.0; the marks stay trademarks
 * of their owners and only name the integration, decision 039). Each is a static SVG file built by
 * src/pages/marks/[mark].svg.ts: referenced by <img>, a mark costs ~20 bytes of the page's HTML
 * instead of ~370 (its path data, which compresses poorly), and loads lazily below the fold.
 */
/** Marks drawn by `IntegrationMark`, one per integration tile. */
export type IntegrationMarkKey = (typeof LIST_IDS.integrations)[number];

const ICONS: Record<IntegrationMarkKey, SimpleIcon> = {
  googleCalendar: siGooglecalendar,
  gmail: siGmail,
  whatsapp: siWhatsapp,
  telegram: siTelegram,
  zapier: siZapier,
  hubspot: siHubspot,
};

/** The marks as the endpoint writes them: one file per integration, named by its simple-icons slug. */
export const MARK_FILES = Object.values(ICONS).map((icon) => ({
  slug: icon.slug,
  svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="#${icon.hex}"><path d="${icon.path}"/></svg>`,
}));

/** The mark's side in CSS pixels, also its intrinsic size, so it shifts nothing while it loads. */
const SIZE = 24;

export interface IntegrationMarkProps {
  mark: IntegrationMarkKey;
  className?: string;
}

/** Decorative mark of one integration, in its brand colour; the caller shows the name as text. */
export function IntegrationMark({ mark, className }: IntegrationMarkProps) {
  return (
    <IconTile aria-hidden="true" tone="neutral" className={className}>
      <img
        src={`/marks/${ICONS[mark].slug}.svg`}
        alt=""
        width={SIZE}
        height={SIZE}
        loading="lazy"
        decoding="async"
      />
    </IconTile>
  );
}
