import type { Facts } from "#src/content/copy/facts.ts";
import type { LandingCopy } from "#src/content/copy/landing-schema.ts";
import { fill } from "#src/core/fill.ts";
import { DEFAULT_LOCALE, intlTag, type Locale } from "#src/core/locales.ts";
import { localeSettings, type LocaleSettings, type PublicConfig } from "#src/core/settings/public-env.ts";
import type { SectionIntro } from "#src/components/layout/SectionHeader.tsx";
import { moneyFormat, type MoneyFormat } from "#src/lib/money.ts";
import type { LinkContent } from "#src/lib/urls.ts";

/*
 * What every section's builder (its `content.ts`) starts from: one locale's copy, this build's
 * settings, and what follows from the two (the locale's own booking page and currency, the brand
 * filled into the copy). A builder turns this into its component's props and nothing else; the
 * home page's builders are listed in page order in home.ts.
 */

export interface PageContext {
  config: PublicConfig;
  locale: Locale;
  /** The locale's landing copy (src/content/copy/landing.<locale>.yaml, checked by the schema). */
  copy: LandingCopy;
  /** The company's facts (src/content/copy/facts.yaml): only what is set may be stated. */
  facts: Facts;
  /** The default language and its copy: where an item this language lacks is taken from, marked. */
  sourceLocale: Locale;
  sourceCopy: LandingCopy;
  /** The locale's booking page, WhatsApp number, greeting and currency (decision 058). */
  own: LocaleSettings;
  /** Money and percentages as this page's market writes them. */
  money: MoneyFormat;
  /** Fills `{brand}` and `{storedIn}` into a template of the copy. */
  t: (template: string) => string;
  /** 'Book a demo': the top bar, the hero and the checklist. */
  bookDemo: LinkContent;
  /** This locale's URL of a page of the site, e.g. `PAGES.privacy` → `/es/privacy/`. */
  pageUrl: (path: string) => string;
  /** The build's date (the copyright year). */
  now: Date;
  /** The QR code of the demo chat's link, made at build time; without it no 'Try it on WhatsApp'. */
  demoQrSvg: string | undefined;
}

export interface PageContextOptions {
  /** The default language's copy, for list items this language lacks; this copy when it is the default. */
  sourceCopy?: LandingCopy;
  /** The site's URL of a path in the locale (astro:i18n in pages); English keeps paths as written. */
  localeUrl?: (path: string) => string;
  now?: Date;
  demoQrSvg?: string;
}

/** Fragment ids of the home page's sections: the targets of the section links (copy `nav`). */
export const SECTION_IDS = {
  features: "features",
  howItWorks: "how-it-works",
  integrations: "integrations",
  pricing: "pricing",
  testimonials: "testimonials",
  team: "team",
  checklist: "included",
  patientData: "patient-data",
  faq: "faq",
  contact: "contact",
} as const;

export function pageContext(
  config: PublicConfig,
  locale: Locale,
  copy: LandingCopy,
  facts: Facts,
  { localeUrl, now = new Date(), demoQrSvg, sourceCopy = copy }: PageContextOptions = {},
): PageContext {
  const brand = config.brandName;
  const storedIn = config.supabaseUrl ? copy.storedIn.supabase : copy.storedIn.ownServer;
  const own = localeSettings(config, locale);
  return {
    config,
    locale,
    copy,
    facts,
    sourceLocale: DEFAULT_LOCALE,
    sourceCopy,
    own,
    money: moneyFormat(intlTag(locale), own.currency),
    t: (template) => fill(template, { brand, storedIn }),
    bookDemo: { label: copy.bookDemo, href: own.bookingUrl },
    pageUrl: (path) => (locale === DEFAULT_LOCALE || !localeUrl ? path : localeUrl(path.slice(1))),
    now,
    demoQrSvg,
  };
}

/** A section's id, eyebrow, heading and intro, the brand filled in. */
export const sectionIntro = (
  ctx: PageContext,
  id: (typeof SECTION_IDS)[keyof typeof SECTION_IDS],
  section: { eyebrow: string; heading: string; intro: string },
): SectionIntro => ({
  id,
  eyebrow: section.eyebrow,
  heading: ctx.t(section.heading),
  intro: ctx.t(section.intro),
});
