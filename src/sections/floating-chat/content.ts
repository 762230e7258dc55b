import { fill } from "#src/core/fill.ts";
import type { PageContext } from "#src/sections/page-context.ts";
import { whatsappUrl } from "#src/lib/urls.ts";

/** The 'Talk with <brand>' WhatsApp link pinned to every page, and the landmark that holds it. */
export function buildFloatingChat({ config, copy, own, t }: PageContext) {
  // English greets with PUBLIC_WHATSAPP_GREETING (its default is the English file's sentence);
  // another locale with its own setting, else its copy file's greeting (decision 058).
  const greeting = own.whatsappGreeting ?? fill(copy.whatsappGreeting, { brand: config.brandName });
  const label = t(copy.floatingChat.label);
  return {
    /** The spec's 'Talk with <brand>', shown on wide, tall screens. */
    label,
    /** The link's accessible name: the label, then the app ("… on WhatsApp"). */
    name: `${label} ${copy.floatingChat.via}`,
    /** Its tooltip: the label, then who answers there (the team). */
    title: `${label}. ${copy.floatingChat.team}`,
    href: whatsappUrl({ whatsappNumber: own.whatsappNumber, whatsappGreeting: greeting }),
    regionLabel: copy.floatingChat.regionLabel,
  };
}

export type FloatingChatContent = ReturnType<typeof buildFloatingChat>;
