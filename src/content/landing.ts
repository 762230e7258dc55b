import { localeSettings, type PublicConfig } from "@/config/public-env.ts";
import {
  CLINIC_NAME_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  type ContactMessages,
} from "@/lib/contact-schema.ts";
import { whatsappUrl } from "@/lib/links.ts";
import { moneyFormat } from "@/lib/money.ts";
import { DEFAULT_ASSUMPTIONS, type EstimateInputs } from "@/lib/revenue-estimate.ts";
import { fill, loadLocaleCopy } from "./copy/load.ts";
import { buildChatScenarios, type ChatScenario } from "./hero-chat.ts";
import { LIST_IDS, type LandingCopy } from "./copy/schema.ts";
import { DEFAULT_LOCALE, intlTag, LOCALE_INFO, type Locale } from "./i18n/locales.ts";

/*
 * The landing page's shape as the sections receive it (each section gets its slice through props
 * and holds no literal marketing text), and how it is assembled from one locale's copy file
 * (src/content/copy/landing.<locale>.yaml, checked by copy/schema.ts) and the configuration: the
 * brand, links and figures fill the placeholders, Intl writes the numbers, and the lists' order,
 * icons, marks and links come from here, keyed by the ids the files use. Strings quoted in the
 * spec ('...') are exact copy: the unit and browser tests check them verbatim. This build's
 * instance is in site.ts; search-engine data is in seo.ts.
 */

/** Path of the privacy page (src/pages/privacy.astro). */
export const PRIVACY_PATH = "/privacy/";

/** A title and a lead-in line above the WhatsApp and booking links. */
export interface UnavailableMessage {
  title: string;
  description: string;
}

/** Copy of the contact form island (the only copy that is shipped to the browser). */
export interface ContactCopy {
  form: {
    /** Accessible name of the form landmark. */
    formLabel: string;
    labels: { name: string; email: string; phone: string; clinicName: string; message: string };
    placeholders: { name: string; email: string; phone: string; clinicName: string; message: string };
    optionalHint: string;
    /** Under the message field: the form is for clinic staff, never for health data. */
    messageHint: string;
    /** Label of the optional, unticked consent to be messaged on WhatsApp (naming the business). */
    whatsappOptIn: string;
    /** One line next to the submit button: who receives the data and why, then a link to the privacy page. */
    notice: { text: string; link: InternalLinkCopy };
    /** The validation messages of spec section 5, one per rule (the rules: contact-schema.ts). */
    validation: ContactMessages;
    submit: string;
    submitting: string;
    success: { title: string; description: string };
    /** Shown in place of the form after a successful submit (the success toast appears too). */
    thankYou: { title: string; body: string; whatsapp: string; sendAnother: string };
    failure: { title: string; description: string };
    dismissToast: string;
    /** Label of the honeypot input: hidden from people and assistive technology, read only by bots. */
    honeypotLabel: string;
    /**
     * The other ways in, offered wherever the form cannot work: to visitors without JavaScript
     * (`noScript`), and if the form fails to load or throws (`crashed`, titled with the spec's copy
     * for an unexpected application error).
     */
    unavailable: {
      noScript: UnavailableMessage;
      crashed: UnavailableMessage;
      whatsappLabel: string;
      bookingLabel: string;
    };
  };
}

// ── Landing page ──────────────────────────────────────────────────────────────────────────────

/** A link that leaves the site; rendered with target="_blank" and rel="noopener noreferrer". */
export interface ExternalLinkCopy {
  label: string;
  href: string;
}

/** A link to a place on our own pages (an anchor such as `#pricing`, or `/`). */
export interface InternalLinkCopy {
  label: string;
  href: string;
}

/** Icons the feature cards may use; the section maps each key to a lucide-react icon. */
export type FeatureIcon = "knowledge" | "voice" | "calendar" | "followUp";

/** Icons of the pricing points; the section maps each key to a lucide-react icon. */
export type PricingIcon = "setup" | "noFees" | "share";

/** Marks drawn by `IntegrationMark`, one per integration tile. */
export type IntegrationMarkKey = "googleCalendar" | "gmail" | "whatsapp" | "telegram" | "zapier" | "hubspot";

export type { ChatLine, ChatScenario } from "./hero-chat.ts";

/**
 * 'Try it on WhatsApp': a chat with the assistant itself, by the hero and the pricing section.
 * Present only when PUBLIC_DEMO_WHATSAPP_NUMBER is set; nothing of it renders otherwise.
 */
export interface TryOnWhatsAppCopy {
  label: string;
  /** wa.me link with the prefilled message. */
  href: string;
  note: string;
  /** That the floating WhatsApp button reaches the team instead. */
  team: string;
  /** The same link as a QR code (SVG, made at build time), as a data: URL; shown on wide screens. */
  qrSrc: string;
  qrAlt: string;
  qrCaption: string;
}

/** Text shared by several components (accessibility helpers, link hints). */
export interface UiCopy {
  skipLink: string;
  /** The accessible description of every link that opens a new tab. */
  newTabHint: string;
  /** Accessible name of the language switcher (its links are the languages' own names). */
  languageLabel: string;
}

export interface TopBarCopy {
  brandName: string;
  /** Accessible name of the navigation landmark. */
  navLabel: string;
  /** Section links: in the bar on wide screens, in the menu below 1024 px. */
  links: InternalLinkCopy[];
  /** Accessible name of the menu button that opens the section links below 1024 px. */
  menuLabel: string;
  bookDemo: ExternalLinkCopy;
  /** Its label in the bar of a 360-419 px phone. */
  bookDemoShort: string;
}

export interface HeroCopy {
  badge: string;
  heading: string;
  body: string;
  primaryCta: ExternalLinkCopy;
  secondaryCta: InternalLinkCopy;
  highlights: string[];
  /** Replaces the secondary call to action when set. */
  tryIt?: TryOnWhatsAppCopy;
  visual: {
    /** The visible "Example conversation" label (review D22). */
    label: string;
    pickerLabel: string;
    replay: string;
    contactName: string;
    contactStatus: string;
    transcribedLabel: string;
    dayBefore: string;
    synced: string;
    /** The picker's scenes; the first is shown on load. */
    scenarios: ChatScenario[];
  };
}

export interface SectionIntro {
  /** Fragment id of the section, the target of the top bar links. */
  id: string;
  eyebrow: string;
  heading: string;
  intro: string;
}

export interface FeaturesCopy extends SectionIntro {
  cards: { icon: FeatureIcon; title: string; body: string }[];
}

export interface HowItWorksCopy extends SectionIntro {
  /** In order; the section numbers them 1, 2, 3 in an ordered list. */
  steps: { title: string; body: string }[];
}

export interface IntegrationsCopy extends SectionIntro {
  items: { mark: IntegrationMarkKey; name: string; role: string }[];
  more: string;
}

export interface PricingCopy extends SectionIntro {
  points: { icon: PricingIcon; title: string; body: string }[];
  /** Always shown beside the call to action: no contract to get out of. */
  noLockIn: string;
  /**
   * The revenue share and its worked example, present only when PUBLIC_REVENUE_SHARE_PERCENT is
   * set (decision 037); undefined otherwise, and then nothing of it is rendered.
   */
  share?: PricingShareCopy;
  calculator: CalculatorCopy;
  cta: ExternalLinkCopy;
  ctaNote: string;
  tryIt?: TryOnWhatsAppCopy;
  /** Used only when `config.bookingOverlay` is on: the in-page booking dialog. */
  overlay: { title: string; frameTitle: string; close: string; fallback: string };
}

/** The configured revenue share, in the page's language (figures: revenue-share.ts). */
export interface PricingShareCopy {
  /**
   * The percentage as this locale writes it ("15%", "15 %"), for any copy that names the share
   * (a FAQ answer, for example).
   */
  percent: string;
  /** The share as a heading, e.g. "Our share: 15% of each new patient's first visit". */
  title: string;
  /** What counts as a new patient. */
  newPatient: string;
}

/**
 * The revenue calculator island's props (decision 061): its copy, the templates it fills in the
 * browser, and what it formats with (the page's Intl tag, the currency, the configured share).
 */
export interface CalculatorCopy {
  heading: string;
  intro: string;
  legend: string;
  inputs: Record<keyof EstimateInputs, string>;
  conversionHint: string;
  resultsHeading: string;
  /** `fee` is present only with a configured share. */
  results: { newPatients: string; revenue: string; keeps: string; fee: string };
  templates: {
    formula: string;
    formulaRevenue: string;
    formulaShare: string;
    announcement: string;
    announcementShare: string;
  };
  /** BCP 47 tag with the locale's numbering system, for Intl. */
  localeTag: string;
  /** ISO 4217 code of every amount. */
  currency: string;
  /** PUBLIC_REVENUE_SHARE_PERCENT; undefined: no share, no "you keep / you pay" (the spec's default). */
  sharePercent: number | undefined;
  /** The inputs' starting values. */
  defaults: EstimateInputs;
}

/** Who is behind the site (decision 062), present only when something of it is configured. */
export interface TeamCopy extends Omit<SectionIntro, "intro"> {
  /** "{brand} is a service of {entity}.", when PUBLIC_LEGAL_ENTITY is set. */
  entity?: string;
  address?: { label: string; text: string };
  founders: Array<PublicConfig["founders"][number] & { profileLabel?: string }>;
}

/** The testimonials section's own copy (the entries themselves: proof.ts). */
export type TestimonialsCopy = SectionIntro;

export interface ChecklistCopy extends SectionIntro {
  items: { title: string; body: string }[];
  /** The tile after the items (it also fills the last cell of the two-column grid). */
  demo: { title: string; body: string; cta: ExternalLinkCopy };
}

/** One question of the FAQ, shown as a disclosure and repeated word for word in the FAQPage JSON-LD. */
export interface FaqItem {
  question: string;
  /** One to three sentences of plain text. */
  answer: string;
  /** A link after the answer, in the same paragraph: its label is part of the answer's text. */
  link?: InternalLinkCopy;
}

export interface FaqCopy extends SectionIntro {
  items: FaqItem[];
}

/** Icons of the trust notes beside the form; ContactTrust maps each key to a lucide-react icon. */
export type TrustIcon = "storage" | "access" | "noPatientData" | "takeOver";

/** The short notes beside the contact form: where a request goes, who reads it, what not to send. */
export interface ContactTrustCopy {
  /** Heading of the notes (an h3 under the contact section's h2). */
  title: string;
  points: { icon: TrustIcon; text: string }[];
  privacy: InternalLinkCopy;
}

/** The contact section: its header (the spec's heading and subtext as the intro), then the form. */
export interface ContactSectionCopy extends SectionIntro, ContactCopy {
  trust: ContactTrustCopy;
}

export interface FooterCopy {
  brandName: string;
  tagline: string;
  /** Accessible name of the footer's navigation landmark. */
  navLabel: string;
  /** Section links, repeated from the top bar (which hides them on phones). */
  links: InternalLinkCopy[];
  social: ExternalLinkCopy;
  copyright: string;
  /** Accessible name of the legal links' navigation landmark. */
  legalNavLabel: string;
  privacy: InternalLinkCopy;
  /** Imprint / legal notice, when PUBLIC_IMPRINT_URL is set. */
  imprint: ExternalLinkCopy | undefined;
}

export interface NotFoundCopy {
  title: string;
  description: string;
  code: string;
  heading: string;
  body: string;
  home: InternalLinkCopy;
  /** Logged with console.error together with the missing path. */
  logMessage: string;
}

/** What the home page tells search engines and social cards (the tags themselves: seo.ts). */
export interface MetaCopy {
  title: string;
  description: string;
  siteName: string;
  /** Open Graph locale, e.g. "en_US". */
  locale: string;
  /** Text alternative of the social card image. */
  ogImageAlt: string;
  /** Who the service is for, as told to search engines (JSON-LD `audienceType`). */
  audience: string;
}

export interface LandingContent {
  meta: MetaCopy;
  ui: UiCopy;
  topBar: TopBarCopy;
  hero: HeroCopy;
  features: FeaturesCopy;
  howItWorks: HowItWorksCopy;
  integrations: IntegrationsCopy;
  pricing: PricingCopy;
  /** Shown only when proof.ts lists real testimonials (decision 038). */
  testimonials: TestimonialsCopy;
  /** Undefined unless the company or its founders are configured (decision 062). */
  team: TeamCopy | undefined;
  checklist: ChecklistCopy;
  faq: FaqCopy;
  contact: ContactSectionCopy;
  footer: FooterCopy;
  /** The WhatsApp link pinned to every page, and the name of the landmark that holds it. */
  floatingChat: ExternalLinkCopy & {
    /** The link's accessible name: the label, then the app ("… on WhatsApp"), review D10. */
    name: string;
    /** Its tooltip: the label, then who answers there. */
    title: string;
    regionLabel: string;
  };
  notFound: NotFoundCopy;
}

/** Product names, never translated. */
const INTEGRATION_NAMES: Record<IntegrationMarkKey, string> = {
  googleCalendar: "Google Calendar",
  gmail: "Gmail",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  zapier: "Zapier",
  hubspot: "HubSpot",
};

/** A product's own name in a market, where it has one: Google's calendar is "Google Agenda" in Brazil. */
const LOCAL_INTEGRATION_NAMES: Partial<Record<Locale, Partial<Record<IntegrationMarkKey, string>>>> = {
  "pt-br": { googleCalendar: "Google Agenda" },
};

const GENERIC_NETWORK = "social media";

const SOCIAL_NETWORKS: [RegExp, string][] = [
  [/(^|\.)linkedin\.com$/, "LinkedIn"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)facebook\.com$/, "Facebook"],
  [/(^|\.)(x|twitter)\.com$/, "X"],
  [/(^|\.)youtube\.com$/, "YouTube"],
  [/(^|\.)tiktok\.com$/, "TikTok"],
];

/** "LinkedIn" for a linkedin.com URL and so on; a generic name for anything else. */
export function socialNetworkName(url: string): string {
  const host = new URL(url).hostname.toLowerCase();
  return SOCIAL_NETWORKS.find(([pattern]) => pattern.test(host))?.[1] ?? GENERIC_NETWORK;
}

// ── Assembly ──────────────────────────────────────────────────────────────────────────────────

/** Fragment ids of the sections, the targets of the section links (LIST_IDS.nav, in order). */
const SECTION_IDS = {
  features: "features",
  howItWorks: "how-it-works",
  integrations: "integrations",
  pricing: "pricing",
  testimonials: "testimonials",
  team: "team",
  checklist: "included",
  faq: "faq",
  contact: "contact",
} as const;

/** Options of the builders: the page's locale, the build date and its links into the site. */
export interface BuildOptions {
  locale?: Locale;
  now?: Date;
  /** The site's URL of a path in the locale, e.g. `privacy/` → `/es/privacy/` (astro:i18n in pages). */
  localeUrl?: (path: string) => string;
  /** The locale's landing copy; read from its file when not given. */
  copy?: LandingCopy;
  /**
   * The QR code of the demo chat's link as an SVG (from `demoChatUrl`), made by the async caller
   * at build time; without it no 'Try it on WhatsApp' renders.
   */
  demoQrSvg?: string;
}

/** The wa.me link of 'Try it on WhatsApp', or undefined when PUBLIC_DEMO_WHATSAPP_NUMBER is unset. */
export const demoChatUrl = (c: PublicConfig, copy: LandingCopy): string | undefined =>
  c.demoWhatsappNumber
    ? whatsappUrl({
        whatsappNumber: c.demoWhatsappNumber,
        whatsappGreeting: fill(copy.tryOnWhatsApp.message, { brand: c.brandName }),
      })
    : undefined;

/** Every `href` that points into the site (`/…`), rewritten to the same page in the locale. */
function localizeLinks<T>(value: T, localeUrl: (path: string) => string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => localizeLinks(item, localeUrl)) as T;
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "href" && typeof item === "string" && /^\/(?!\/)/.test(item)
        ? localeUrl(item.slice(1))
        : localizeLinks(item, localeUrl),
    ]),
  ) as T;
}

/** The contact form's copy; the island receives it through props, never this module. */
export function buildContactCopy(
  c: PublicConfig,
  copy: LandingCopy = loadLocaleCopy(DEFAULT_LOCALE).landing,
  locale: Locale = DEFAULT_LOCALE,
): ContactCopy {
  const f = copy.contact.form;
  const brand = { brand: c.brandName };
  // Limits are numbers, so Intl writes them in the locale's digits. English keeps the spec's "1000"
  // (no separator below 10,000); the others group as their readers do ("1.000" in Brazil).
  const limit = new Intl.NumberFormat(intlTag(locale), {
    useGrouping: locale === DEFAULT_LOCALE ? "min2" : "always",
  });
  const tooLong = (template: string, max: number) => fill(template, { max: limit.format(max) });
  const v = f.validation;
  const validation: ContactMessages = {
    nameRequired: v.nameRequired,
    nameTooLong: tooLong(v.nameTooLong, NAME_MAX_LENGTH),
    emailInvalid: v.emailInvalid,
    emailTooLong: tooLong(v.emailTooLong, EMAIL_MAX_LENGTH),
    phoneRequired: v.phoneRequired,
    phoneTooLong: tooLong(v.phoneTooLong, PHONE_MAX_LENGTH),
    clinicNameRequired: v.clinicNameRequired,
    clinicNameTooLong: tooLong(v.clinicNameTooLong, CLINIC_NAME_MAX_LENGTH),
    messageTooLong: tooLong(v.messageTooLong, MESSAGE_MAX_LENGTH),
    unsupportedCharacters: v.unsupportedCharacters,
  };
  // Key order matters here: the island's props are serialised into the page as written.
  return {
    form: {
      formLabel: f.formLabel,
      labels: { ...f.labels },
      placeholders: { ...f.placeholders },
      optionalHint: f.optionalHint,
      messageHint: f.messageHint,
      whatsappOptIn: fill(f.whatsappOptIn, brand),
      notice: { text: fill(f.notice.text, brand), link: { label: f.notice.link, href: PRIVACY_PATH } },
      validation,
      submit: f.submit,
      submitting: f.submitting,
      success: { title: f.success.title, description: f.success.description },
      thankYou: {
        title: f.thankYou.title,
        body: f.thankYou.body,
        whatsapp: f.thankYou.whatsapp,
        sendAnother: f.thankYou.sendAnother,
      },
      failure: { title: f.failure.title, description: f.failure.description },
      dismissToast: f.dismissToast,
      honeypotLabel: f.honeypotLabel,
      unavailable: {
        noScript: { title: f.unavailable.noScript.title, description: f.unavailable.noScript.description },
        crashed: { title: f.unavailable.crashed.title, description: f.unavailable.crashed.description },
        whatsappLabel: f.unavailable.whatsappLabel,
        bookingLabel: f.unavailable.bookingLabel,
      },
    },
  };
}

/**
 * Builds every slice of the site's copy in one locale, for one configuration (brand, links) and
 * build year. Links into the site point at the locale's own pages (English keeps them as written).
 */
/**
 * The company behind the site and its address. The data controller a published site must name
 * (PUBLIC_CONTROLLER_NAME) is usually that company, so it stands in for an unset
 * PUBLIC_LEGAL_ENTITY, with its own address; a different legal entity never takes the
 * controller's address.
 */
export function companyBehind(c: PublicConfig): { entity?: string; address?: string } {
  if (c.legalEntity && c.legalEntity !== c.controllerName) {
    return { entity: c.legalEntity, address: c.legalAddress };
  }
  const entity = c.legalEntity ?? c.controllerName;
  return { entity, address: entity ? (c.legalAddress ?? c.controllerAddress) : undefined };
}

export function buildLandingContent(c: PublicConfig, options: BuildOptions = {}): LandingContent {
  const locale = options.locale ?? DEFAULT_LOCALE;
  const copy = options.copy ?? loadLocaleCopy(locale).landing;
  const now = options.now ?? new Date();
  const brand = c.brandName;
  const storedIn = c.supabaseUrl ? copy.storedIn.supabase : copy.storedIn.ownServer;
  const t = (template: string) => fill(template, { brand, storedIn });
  const intro = (
    key: keyof typeof SECTION_IDS,
    section: { eyebrow: string; heading: string; intro: string },
  ) => ({
    id: SECTION_IDS[key],
    eyebrow: section.eyebrow,
    heading: t(section.heading),
    intro: t(section.intro),
  });
  // The locale's own booking page, number, greeting and currency, else the defaults (decision 058).
  const own = localeSettings(c, locale);
  // English greets with PUBLIC_WHATSAPP_GREETING (its default is the English file's sentence).
  const greeting = own.whatsappGreeting ?? fill(copy.whatsappGreeting, { brand });
  const bookDemo = { label: copy.bookDemo, href: own.bookingUrl };
  // Money and the share as this page's market writes them (decision 058); no share while unset (037).
  const money = moneyFormat(intlTag(locale), own.currency);
  const percent = c.revenueSharePercent === undefined ? undefined : money.percent(c.revenueSharePercent);
  const share: PricingShareCopy | undefined =
    percent === undefined
      ? undefined
      : {
          percent,
          title: fill(copy.pricing.share.title, { percent }),
          newPatient: copy.pricing.share.newPatient,
        };
  const calc = copy.pricing.calculator;
  const calculator: CalculatorCopy = {
    heading: calc.heading,
    intro: calc.intro,
    legend: calc.legend,
    inputs: {
      ...calc.inputs,
      firstVisitValue: fill(calc.inputs.firstVisitValue, { currency: money.symbol }),
    },
    conversionHint: calc.conversionHint,
    resultsHeading: calc.resultsHeading,
    results: { ...calc.results, fee: fill(calc.results.fee, { percent: percent ?? "" }) },
    templates: {
      formula: calc.formula,
      formulaRevenue: calc.formulaRevenue,
      formulaShare: calc.formulaShare,
      announcement: calc.announcement,
      announcementShare: calc.announcementShare,
    },
    localeTag: intlTag(locale),
    currency: own.currency,
    sharePercent: c.revenueSharePercent,
    defaults: { ...DEFAULT_ASSUMPTIONS, firstVisitValue: c.firstVisitPrice },
  };
  const { entity, address } = companyBehind(c);
  const holder = entity ?? brand;
  const team: TeamCopy | undefined =
    entity || c.founders.length > 0
      ? {
          id: SECTION_IDS.team,
          eyebrow: copy.team.eyebrow,
          heading: t(copy.team.heading),
          entity: entity && fill(copy.team.entity, { brand, entity }),
          address: address ? { label: copy.team.addressLabel, text: address } : undefined,
          founders: c.founders.map((founder) => ({
            ...founder,
            profileLabel: founder.url && fill(copy.team.profile, { name: founder.name }),
          })),
        }
      : undefined;
  const sectionLinks = LIST_IDS.nav.map((id) => ({ label: copy.nav[id], href: `#${id}` }));
  const network = socialNetworkName(c.socialUrl);
  const faqItems: FaqItem[] = [
    ...LIST_IDS.faq.map((id) => {
      const { question, answer } = copy.faq.items[id];
      // The cost answer names the share when one is configured.
      const note = id === "cost" && share ? ` ${fill(copy.pricing.share.faqNote, share)}` : "";
      return { question, answer: `${t(answer)}${note}` };
    }),
    {
      question: copy.faq.items.storage.question,
      answer: t(copy.faq.items.storage.answer),
      link: { label: copy.faq.items.storage.link, href: PRIVACY_PATH },
    },
  ];
  const demoUrl = demoChatUrl(c, copy);
  const tryIt: TryOnWhatsAppCopy | undefined =
    demoUrl && options.demoQrSvg
      ? {
          label: copy.tryOnWhatsApp.label,
          href: demoUrl,
          note: copy.tryOnWhatsApp.note,
          team: copy.tryOnWhatsApp.team,
          qrSrc: `data:image/svg+xml,${encodeURIComponent(options.demoQrSvg)}`,
          qrAlt: t(copy.tryOnWhatsApp.qrAlt),
          qrCaption: copy.tryOnWhatsApp.qrCaption,
        }
      : undefined;
  const visual = copy.hero.visual;
  const year = new Intl.NumberFormat(intlTag(locale), { useGrouping: false }).format(now.getFullYear());

  const content: LandingContent = {
    meta: {
      title: t(copy.meta.title),
      description: t(copy.meta.description),
      siteName: brand,
      locale: LOCALE_INFO[locale].ogLocale,
      ogImageAlt: copy.meta.ogImageAlt,
      audience: copy.meta.audience,
    },
    ui: { ...copy.ui },
    topBar: {
      brandName: brand,
      navLabel: copy.topBar.navLabel,
      links: sectionLinks,
      menuLabel: copy.topBar.menuLabel,
      bookDemo,
      bookDemoShort: copy.topBar.bookDemoShort,
    },
    hero: {
      badge: copy.hero.badge,
      heading: copy.hero.heading,
      body: t(copy.hero.body),
      primaryCta: bookDemo,
      secondaryCta: { label: copy.hero.secondaryCta, href: `#${SECTION_IDS.howItWorks}` },
      highlights: LIST_IDS.highlights.map((id) => copy.hero.highlights[id]),
      tryIt,
      visual: {
        label: visual.label,
        pickerLabel: visual.pickerLabel,
        replay: visual.replay,
        contactName: visual.contactName,
        contactStatus: visual.contactStatus,
        transcribedLabel: visual.transcribedLabel,
        dayBefore: visual.dayBefore,
        synced: visual.synced,
        scenarios: buildChatScenarios(visual, t),
      },
    },
    features: {
      ...intro("features", copy.features),
      cards: LIST_IDS.features.map((id) => ({ icon: id, ...copy.features.cards[id] })),
    },
    howItWorks: {
      ...intro("howItWorks", copy.howItWorks),
      steps: LIST_IDS.steps.map((id) => ({ ...copy.howItWorks.steps[id] })),
    },
    integrations: {
      ...intro("integrations", copy.integrations),
      items: LIST_IDS.integrations.map((mark) => ({
        mark,
        name: LOCAL_INTEGRATION_NAMES[locale]?.[mark] ?? INTEGRATION_NAMES[mark],
        role: copy.integrations.roles[mark],
      })),
      more: copy.integrations.more,
    },
    pricing: {
      ...intro("pricing", copy.pricing),
      points: LIST_IDS.pricingPoints.map((icon) => ({ icon, ...copy.pricing.points[icon] })),
      noLockIn: copy.pricing.noLockIn,
      share,
      calculator,
      cta: { label: copy.pricing.cta, href: own.bookingUrl },
      ctaNote: copy.pricing.ctaNote,
      tryIt,
      overlay: { ...copy.pricing.overlay },
    },
    testimonials: intro("testimonials", copy.testimonials),
    team,
    checklist: {
      ...intro("checklist", copy.checklist),
      items: LIST_IDS.checklist.map((id) => ({ ...copy.checklist.items[id] })),
      demo: { ...copy.checklist.demo, cta: bookDemo },
    },
    faq: { ...intro("faq", copy.faq), items: faqItems },
    contact: {
      ...intro("contact", copy.contact),
      ...buildContactCopy(c, copy, locale),
      trust: {
        title: copy.contact.trust.title,
        points: LIST_IDS.trust.map((icon) => ({ icon, text: t(copy.contact.trust.points[icon]) })),
        privacy: { label: copy.contact.trust.privacy, href: PRIVACY_PATH },
      },
    },
    footer: {
      brandName: brand,
      tagline: copy.footer.tagline,
      navLabel: copy.footer.navLabel,
      links: sectionLinks,
      social: {
        label: fill(network === GENERIC_NETWORK ? copy.footer.socialGeneric : copy.footer.social, {
          brand,
          network,
        }),
        href: c.socialUrl,
      },
      copyright: fill(copy.footer.copyright, { holder, year }),
      legalNavLabel: copy.footer.legalNavLabel,
      privacy: { label: copy.footer.privacy, href: PRIVACY_PATH },
      imprint: c.imprintUrl ? { label: copy.footer.imprint, href: c.imprintUrl } : undefined,
    },
    floatingChat: {
      label: t(copy.floatingChat.label),
      name: `${t(copy.floatingChat.label)} ${copy.floatingChat.via}`,
      title: `${t(copy.floatingChat.label)}. ${copy.floatingChat.team}`,
      href: whatsappUrl({ whatsappNumber: own.whatsappNumber, whatsappGreeting: greeting }),
      regionLabel: copy.floatingChat.regionLabel,
    },
    notFound: {
      title: t(copy.notFound.title),
      description: copy.notFound.description,
      code: "404",
      heading: copy.notFound.heading,
      body: copy.notFound.body,
      home: { label: copy.notFound.home, href: "/" },
      logMessage: copy.notFound.logMessage,
    },
  };
  return locale === DEFAULT_LOCALE || !options.localeUrl
    ? content
    : localizeLinks(content, options.localeUrl);
}
