import type { PublicConfig } from "@/config/public-env.ts";
import { absoluteUrl, whatsappUrl } from "@/lib/links.ts";
import type { LandingContent } from "./landing.ts";

/** The social card every page shares (public/og-image.png, drawn by scripts/brand-images/render.ts). */
export const OG_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/**
 * JSON-LD for search engines: the organisation behind the site and the service it sells, built from
 * the same copy the page shows so the two cannot disagree.
 */
export function buildStructuredData(c: PublicConfig, content: LandingContent) {
  const home = absoluteUrl(c, "/");
  const organizationId = `${home}#organization`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organizationId,
        name: c.brandName,
        url: home,
        logo: absoluteUrl(c, "/apple-touch-icon.png"),
        description: content.footer.tagline,
        sameAs: [c.socialUrl],
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "sales",
          url: whatsappUrl(c),
          availableLanguage: ["English"],
        },
      },
      {
        "@type": "Service",
        "@id": `${home}#service`,
        name: `${c.brandName} ${content.hero.badge}`,
        serviceType: content.hero.badge,
        description: content.meta.description,
        url: home,
        provider: { "@id": organizationId },
        audience: { "@type": "BusinessAudience", audienceType: content.meta.audience },
        offers: {
          "@type": "Offer",
          description: content.pricing.points.map((point) => point.title).join(", "),
          url: c.bookingUrl,
        },
      },
    ],
  };
}

/** JSON-LD serialised for a `<script type="application/ld+json">`; `<` is escaped so it cannot end the script. */
export const serializeJsonLd = (data: unknown): string => JSON.stringify(data).replace(/</g, "\\u003c");
