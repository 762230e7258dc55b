import { z } from "zod";

/*
 * The one schema of every locale's copy files (src/content/copy/<document>.<locale>.yaml), used by
 * the Astro content collection (src/content.config.ts), by plain Node (load.ts: tests, scripts,
 * the server) and to write the CMS's fields. Every object is strict, so a missing or an extra key
 * fails with its path. Lists are maps keyed by stable ids: the order, icons, marks and links of
 * their items live in code (landing.ts), so reordering a file can never mispair a translation.
 * Strings may use only the placeholders listed for them; numbers, money and dates are filled in by
 * code with Intl, never written in copy.
 */

/** Placeholders a string may contain, `{name}`, each filled in by code. */
export const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Copy text: non-empty, with only the given placeholders, at most `max` characters if given. */
export function text(placeholders: readonly string[] = [], max?: number) {
  return z
    .string()
    .min(1, "must not be empty")
    .superRefine((value, ctx) => {
      for (const [, name = ""] of value.matchAll(PLACEHOLDER)) {
        if (!placeholders.includes(name))
          ctx.addIssue({
            code: "custom",
            message:
              placeholders.length === 0
                ? `unknown placeholder {${name}}: this text takes none`
                : `unknown placeholder {${name}}: this text takes ${placeholders.map((p) => `{${p}}`).join(", ")}`,
          });
      }
      // Budgets count what the visitor sees, so placeholders count as written.
      if (max !== undefined && [...value].length > max)
        ctx.addIssue({
          code: "custom",
          message: `is ${[...value].length} characters; its budget is ${max} (the room the layout has for it)`,
        });
    })
    .meta({ placeholders, max });
}

/** What `text()` allows, for tools that describe the fields (the CMS's hints). */
export interface TextRules {
  placeholders: readonly string[];
  max: number | undefined;
}

/** A map with exactly these ids, each holding the same shape. */
const byId = <const Ids extends readonly [string, ...string[]], T extends z.ZodType>(ids: Ids, item: T) =>
  z.strictObject(Object.fromEntries(ids.map((id) => [id, item])) as { [K in Ids[number]]: T });

const heading = () => ({ eyebrow: text(), heading: text(["brand"]), intro: text(["brand"]) });
const titleBody = z.strictObject({ title: text(), body: text() });
const qa = z.strictObject({ question: text(), answer: text(["brand", "storedIn"]) });

/**
 * The hero's example conversations (their scenes' shape and timing: hero-chat.ts): the scenarios
 * in the picker's order (the first is shown on load), and one scenario's messages in order.
 */
export const CHAT_SCENARIO_IDS = ["newPatient", "reschedule", "afterHours"] as const;
export const CHAT_LINE_IDS = ["request", "offer", "choice", "booked", "reminder"] as const;

/** The ids of the landing page's lists, in page order (their icons, marks and links: landing.ts). */
export const LIST_IDS = {
  nav: ["features", "how-it-works", "integrations", "pricing", "contact"],
  highlights: ["freeSetup", "noMonthlyFees", "alwaysOn"],
  confirmationDetails: ["service", "when", "practitioner"],
  features: ["knowledge", "voice", "calendar", "followUp"],
  steps: ["connect", "listen", "book"],
  integrations: ["googleCalendar", "gmail", "whatsapp", "telegram", "zapier", "hubspot"],
  pricingPoints: ["setup", "noFees", "share"],
  checklist: ["ads", "crm", "conversation", "qualification", "appointments", "coldLeads", "channels"],
  faq: ["mistakes", "languages", "number", "calendars", "cost", "setup", "switchOff"],
  trust: ["storage", "access", "noPatientData", "takeOver"],
} as const;

const formFields = z.strictObject({
  name: text(),
  email: text(),
  phone: text(),
  clinicName: text(),
  message: text(),
});

/** The landing page, its 404 page and the contact form, in one locale. */
export const landingCopySchema = z.strictObject({
  /** Which document the file is (the CMS tells its collections apart by it). */
  document: z.literal("landing"),
  /** The WhatsApp chat's prefilled text (English: PUBLIC_WHATSAPP_GREETING overrides it). */
  whatsappGreeting: text(["brand"]),
  meta: z.strictObject({
    title: text(["brand"]),
    description: text(["brand"]),
    ogImageAlt: text(),
    audience: text(),
  }),
  ui: z.strictObject({ skipLink: text(), newTabHint: text(), languageLabel: text() }),
  /** The section links of the top bar, its menu and the footer. */
  nav: byId(LIST_IDS.nav, text()),
  /** 'Book a demo': top bar (decision 035: the bar has room for 14 characters beside the menu), hero, checklist. */
  bookDemo: text([], 14),
  /** Where contact requests are kept, for {storedIn}: the Supabase project, or the local server. */
  storedIn: z.strictObject({ supabase: text(), ownServer: text() }),
  topBar: z.strictObject({
    navLabel: text(),
    menuLabel: text(),
    /** 'Book a demo' in the bar of a 360-419 px phone, beside the brand and the menu (decision 087). */
    bookDemoShort: text([], 11),
  }),
  hero: z.strictObject({
    badge: text(),
    heading: text(),
    body: text(["brand"]),
    secondaryCta: text(),
    highlights: byId(LIST_IDS.highlights, text()),
    /** The example conversation (its scenes' shape and timing: hero-chat.ts). */
    visual: z.strictObject({
      /** Shown above the chat: it is an example, not a customer (review D22). */
      label: text(),
      /** Name of the group of scenario buttons. */
      pickerLabel: text(),
      replay: text([], 16),
      contactName: text(),
      contactStatus: text(),
      transcribedLabel: text(),
      /** The divider before the reminder. */
      dayBefore: text(),
      synced: text(),
      scenarios: byId(
        CHAT_SCENARIO_IDS,
        z.strictObject({
          /** The picker's label: three fit side by side at 375 px. */
          tab: text([], 18),
          description: text(["brand"]),
          lines: byId(CHAT_LINE_IDS, text()),
          confirmation: z.strictObject({
            title: text(),
            details: byId(LIST_IDS.confirmationDetails, text()),
          }),
        }),
      ),
    }),
  }),
  /** The call to action that opens a chat with the assistant itself (PUBLIC_DEMO_WHATSAPP_NUMBER). */
  tryOnWhatsApp: z.strictObject({
    label: text([], 24),
    note: text(),
    /** That the other WhatsApp button, the floating one, reaches the team, not the assistant. */
    team: text(),
    /** The chat's prefilled text. */
    message: text(["brand"]),
    qrCaption: text(),
    qrAlt: text(["brand"]),
  }),
  features: z.strictObject({ ...heading(), cards: byId(LIST_IDS.features, titleBody) }),
  howItWorks: z.strictObject({ ...heading(), steps: byId(LIST_IDS.steps, titleBody) }),
  integrations: z.strictObject({ ...heading(), roles: byId(LIST_IDS.integrations, text()), more: text() }),
  pricing: z.strictObject({
    ...heading(),
    points: byId(LIST_IDS.pricingPoints, titleBody),
    noLockIn: text(),
    /** The revenue share, shown when PUBLIC_REVENUE_SHARE_PERCENT is set (figures by Intl). */
    share: z.strictObject({
      title: text(["percent"]),
      newPatient: text(),
      /** Appended to the cost question's answer. */
      faqNote: text(["percent"]),
    }),
    /** The revenue calculator (decision 061): every input an assumption, every result an estimate. */
    calculator: z.strictObject({
      heading: text(),
      /** Says the figures are the visitor's assumptions and the result an estimate, never a promise. */
      intro: text(),
      legend: text(),
      /** Input labels; {currency} is the currency's symbol as the locale writes it. */
      inputs: z.strictObject({
        enquiriesPerWeek: text(),
        afterHoursPercent: text(),
        conversionPercent: text(),
        firstVisitValue: text(["currency"]),
      }),
      /** Under the conversion input: why its default is low. */
      conversionHint: text(),
      resultsHeading: text(),
      results: z.strictObject({
        newPatients: text(),
        revenue: text(),
        keeps: text(),
        fee: text(["percent"]),
      }),
      /** The arithmetic, figures filled in as the locale writes them. */
      formula: text(["enquiries", "afterHours", "conversion", "weeks", "newPatients"]),
      formulaRevenue: text(["newPatients", "firstVisit", "revenue"]),
      formulaShare: text(["revenue", "percent", "fee", "keeps"]),
      /** Read out by screen readers once the visitor stops typing. */
      announcement: text(["newPatients", "revenue"]),
      announcementShare: text(["keeps", "fee"]),
    }),
    cta: text(),
    ctaNote: text(),
    overlay: z.strictObject({ title: text(), frameTitle: text(), close: text(), fallback: text() }),
  }),
  testimonials: z.strictObject(heading()),
  /** Who is behind the site (decision 062): shown only when the company or founders are configured. */
  team: z.strictObject({
    eyebrow: text(),
    heading: text(["brand"]),
    /** {entity}: PUBLIC_LEGAL_ENTITY. */
    entity: text(["brand", "entity"]),
    addressLabel: text(),
    /** Accessible name of a founder's profile link. */
    profile: text(["name"]),
  }),
  checklist: z.strictObject({
    ...heading(),
    items: byId(LIST_IDS.checklist, titleBody),
    demo: z.strictObject({ title: text(), body: text() }),
  }),
  faq: z.strictObject({
    ...heading(),
    items: byId(LIST_IDS.faq, qa).extend({
      /** The last question; its answer ends with a link to the privacy page. */
      storage: z.strictObject({ question: text(), answer: text(["brand", "storedIn"]), link: text() }),
    }),
  }),
  contact: z.strictObject({
    ...heading(),
    form: z.strictObject({
      formLabel: text(),
      labels: formFields,
      placeholders: formFields,
      optionalHint: text(),
      messageHint: text(),
      whatsappOptIn: text(["brand"]),
      notice: z.strictObject({ text: text(["brand"]), link: text() }),
      /** {max} is the rule's limit (src/lib/contact-schema.ts), written by Intl. */
      validation: z.strictObject({
        nameRequired: text(),
        nameTooLong: text(["max"]),
        emailInvalid: text(),
        emailTooLong: text(["max"]),
        phoneRequired: text(),
        phoneTooLong: text(["max"]),
        clinicNameRequired: text(),
        clinicNameTooLong: text(["max"]),
        messageTooLong: text(["max"]),
        unsupportedCharacters: text(),
      }),
      submit: text(),
      submitting: text(),
      success: z.strictObject({ title: text(), description: text() }),
      thankYou: z.strictObject({ title: text(), body: text(), whatsapp: text(), sendAnother: text() }),
      failure: z.strictObject({ title: text(), description: text() }),
      dismissToast: text(),
      honeypotLabel: text(),
      unavailable: z.strictObject({
        noScript: z.strictObject({ title: text(), description: text() }),
        crashed: z.strictObject({ title: text(), description: text() }),
        whatsappLabel: text(),
        bookingLabel: text(),
      }),
    }),
    trust: z.strictObject({
      title: text(),
      points: byId(LIST_IDS.trust, text(["brand", "storedIn"])),
      privacy: text(),
    }),
  }),
  footer: z.strictObject({
    tagline: text(),
    navLabel: text(),
    /** {network}: LinkedIn, Instagram… from PUBLIC_SOCIAL_URL; `socialGeneric` for any other site. */
    social: text(["brand", "network"]),
    socialGeneric: text(["brand"]),
    /** {holder}: the legal entity when PUBLIC_LEGAL_ENTITY is set, else the brand. */
    copyright: text(["holder", "year"]),
    legalNavLabel: text(),
    privacy: text(),
    imprint: text(),
  }),
  /** `via` follows the label in the link's accessible name: "Talk with ChatToBook on WhatsApp". */
  floatingChat: z.strictObject({
    label: text(["brand"]),
    via: text(),
    /** Who answers there (its tooltip): the team, where 'Try it on WhatsApp' reaches the assistant. */
    team: text(),
    regionLabel: text(),
  }),
  notFound: z.strictObject({
    title: text(["brand"]),
    description: text(),
    heading: text(),
    body: text(),
    home: text(),
    logMessage: text(),
  }),
});

/** The privacy page in one locale (which sentences show depends on the configuration: privacy.ts). */
export const privacyCopySchema = z.strictObject({
  document: z.literal("privacy"),
  title: text(["brand"]),
  description: text(["brand"]),
  heading: text(),
  intro: text(),
  /** {missing}: the names of the variables still unset, joined as the language lists things. */
  missingValuesNotice: text(["missing"]),
  controller: z.strictObject({
    heading: text(),
    lead: text(),
    dpoReachAt: text(),
    dpoNamedReachAt: text(["dpoName"]),
    dpoNamed: text(["dpoName"]),
    questionsByEmail: text(),
    questionsByForm: text(),
  }),
  purpose: z.strictObject({
    heading: text(),
    paragraphs: byId(["collected", "noHealthData", "legalBasis", "noSale"], text()),
  }),
  recipients: z.strictObject({
    heading: text(),
    hosting: text(["hostingProvider"]),
    ownServer: text(),
    supabase: text(),
    ownDatabase: text(),
    /** One line per PUBLIC_DATA_RECIPIENTS entry. */
    other: text(["recipient"]),
    onlyUs: text(["controller"]),
    transfers: text(),
  }),
  retention: z.strictObject({ heading: text(), automatic: text(["days"]), onRequest: text() }),
  rights: z.strictObject({
    heading: text(),
    items: byId(
      ["access", "correction", "erasure", "restriction", "portability", "withdrawal", "brazil"],
      text(),
    ),
    useByEmail: text(),
    useByForm: text(),
    deadline: text(),
  }),
  complaints: z.strictObject({ heading: text(), body: text() }),
  measurement: z.strictObject({
    heading: text(),
    lead: text(),
    items: byId(["pageviews", "clicks", "leads", "vitals"], text()),
    visitors: text(),
    basis: text(),
  }),
  cookies: z.strictObject({ heading: text(), body: text(), bodyWithOverlay: text() }),
});

/** The e-mails the server sends to a visitor, in one locale. Nothing the visitor typed goes in. */
export const emailCopySchema = z.strictObject({
  document: z.literal("email"),
  autoreply: z.strictObject({ subject: text(["brand"]), body: text(["brand"]) }),
});

/** Each copy document: its schema, by the file name's first part. */
export const COPY_DOCUMENTS = {
  landing: landingCopySchema,
  privacy: privacyCopySchema,
  email: emailCopySchema,
} as const;
export type CopyDocument = keyof typeof COPY_DOCUMENTS;

export type LandingCopy = z.infer<typeof landingCopySchema>;
export type PrivacyFileCopy = z.infer<typeof privacyCopySchema>;
export type EmailCopy = z.infer<typeof emailCopySchema>;

/** Every document of one locale. */
export interface LocaleCopy {
  landing: LandingCopy;
  privacy: PrivacyFileCopy;
  email: EmailCopy;
}
