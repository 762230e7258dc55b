import type { LandingCopy } from "#src/content/copy/landing-schema.ts";
import { fill } from "#src/core/fill.ts";
import type { PublicConfig } from "#src/core/settings/public-env.ts";
import type { PageContext } from "#src/sections/page-context.ts";
import { whatsappUrl } from "#src/lib/urls.ts";

/** The wa.me link of 'Try it on WhatsApp', or undefined when PUBLIC_DEMO_WHATSAPP_NUMBER is unset. */
export const demoChatUrl = (c: PublicConfig, copy: LandingCopy): string | undefined =>
  c.demoWhatsappNumber
    ? whatsappUrl({
        whatsappNumber: c.demoWhatsappNumber,
        whatsappGreeting: fill(copy.tryOnWhatsApp.message, { brand: c.brandName }),
      })
    : undefined;

/**
 * 'Try it on WhatsApp': a chat with the assistant itself, by the hero and the pricing section.
 * Undefined (nothing renders) unless PUBLIC_DEMO_WHATSAPP_NUMBER is set and the build made its QR code.
 */
export function buildTryOnWhatsApp({ config, copy, t, demoQrSvg }: PageContext) {
  const href = demoChatUrl(config, copy);
  if (!href || !demoQrSvg) return undefined;
  return {
    label: copy.tryOnWhatsApp.label,
    /** wa.me link with the prefilled message. */
    href,
    note: copy.tryOnWhatsApp.note,
    /** That the floating WhatsApp button reaches the team instead. */
    team: copy.tryOnWhatsApp.team,
    /** The same link as a QR code (SVG made at build time), as a data: URL; shown on wide screens. */
    qrSrc: `data:image/svg+xml,${encodeURIComponent(demoQrSvg)}`,
    qrAlt: t(copy.tryOnWhatsApp.qrAlt),
    qrCaption: copy.tryOnWhatsApp.qrCaption,
  };
}

export type TryOnWhatsAppContent = NonNullable<ReturnType<typeof buildTryOnWhatsApp>>;
