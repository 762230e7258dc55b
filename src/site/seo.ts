import type { PublicConfig } from "#src/core/settings/public-env.ts";
import { absoluteUrl } from "#src/lib/urls.ts";
import { OG_CARD_SIZE, type OgCardText } from "#src/lib/og-card.ts";
import { LOCALE_INFO, type Locale } from "#src/core/locales.ts";
import type { FaqItem } from "#src/sections/faq/content.ts";
import type { HomePageContent } from "#src/sections/home.ts";

/** Each language's social card, drawn at build time from its copy (src/pages/og/[locale].png.ts). */
export const ogImage = (locale: Locale) => ({ path: `/og/${locale}.png`, ...OG_CARD_SIZE }) as const;

/**
 * The words of a language's social card: the hero's badge and heading, the hero's highlights (what
 * the offer adds to the heading, where a tagline only repeated it), the first three lines of the
 * hero's first example conversation and its confirmation. `meta.ogImageAlt` describes this.
 */
export function ogCardText(content: Pick<HomePageContent, "hero">, locale: Locale): OgCardText {
  const { hero } = content;
  const [scenario] = hero.visual.scenarios;
  if (!scenario) throw new Error("The hero needs at least one example conversation for the social card");
  const [request, offer, choice] = scenario.lines.map((line) =>
    line.kind === "voice" ? line.transcript : line.text,
  );
  const { confirmation } = scenario;
  return {
    dir: LOCALE_INFO[locale].dir,
    badge: hero.badge,
    heading: hero.heading,
    // A no-break space before each separator, so that no line of the card starts with one.
    points: hero.highlights.join("\u00a0· "),
    contactName: hero.visual.contactName,
    lines: [request ?? "", offer ?? "", choice ?? ""],
    confirmation: { title: confirmation.title, detail: confirmation.details.slice(0, 2).join(" · ") },
  };
}

/** Which page of which language the structured data describes. */
export interface StructuredDataPage {
  /** Absolute URL of the page, e.g. https://example.com/es/. */
  url: string;
  /** BCP 47 tag of the page's language ("pt-BR"). */
  language: string;
  /** Tags of every language the site is built in (the organisation answers in all of them). */
  languages: string[];
}

/**
 * An FAQ answer as the page shows it, in plain text: the answer, then the label of its link (the
 * Faq section renders the link inside the answer's paragraph, after a space).
 */
export const faqAnswerText = ({ answer, link }: FaqItem): string =>
  link ? `${answer} ${link.label}` : answer;

/**
 * JSON-LD for search engines: the page in its language, the organisation behind the site, the
 * service it sells and the FAQ, built from the same copy the page shows so the two cannot disagree.
 * The organisation is one entity (same @id) on every language's page.
 */
export function buildStructuredData(c: PublicConfig, content: HomePageContent, page: StructuredDataPage) {
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
          url: content.floatingChat.href,
          availableLanguage: page.languages,
        },
      },
      {
        "@type": "Service",
        "@id": `${page.url}#service`,
        // The brand names the service and the badge says what it is: no phrase is glued across
        // languages ("ChatToBook Asistente de citas con IA" was not Spanish).
        name: c.brandName,
        serviceType: content.hero.badge,
        description: content.meta.description,
        url: page.url,
        provider: { "@id": organizationId },
        audience: { "@type": "BusinessAudience", audienceType: content.meta.audience },
        offers: {
          "@type": "Offer",
          // The points are titles, each capitalised: listed with a middle dot, not as one sentence.
          // With a configured share, its title states the billing rule the page and calculator use.
          description: [...content.pricing.points.map((point) => point.title), content.pricing.share?.title]
            .filter(Boolean)
            .join(" · "),
          url: content.pricing.cta.href,
        },
      },
      {
        "@type": "WebPage",
        "@id": page.url,
        url: page.url,
        name: content.meta.title,
        description: content.meta.description,
        inLanguage: page.language,
        about: { "@id": `${page.url}#service` },
      },
      {
        "@type": "FAQPage",
        "@id": `${page.url}#${content.faq.id}`,
        url: page.url,
        inLanguage: page.language,
        isPartOf: { "@id": page.url },
        mainEntity: content.faq.items.map((item) => ({
          "@type": "Question",
          name: item.question,
          acceptedAnswer: { "@type": "Answer", text: faqAnswerText(item) },
        })),
      },
    ],
  };
}

/** JSON-LD serialised for a `<script type="application/ld+json">`; `<` is escaped so it cannot end the script. */
export const serializeJsonLd = (data: unknown): string => JSON.stringify(data).replace(/</g, "\\u003c");
