import { z } from "zod";
import { PAGES, type PageKey } from "#src/core/pages.ts";
import { byId, listOf, text } from "./text.ts";

/*
 * The landing page's copy (src/content/copy/landing.<locale>.yaml): the page, its 404 page and the
 * contact form, in one locale. Every object is strict, so a missing or an extra key fails with its
 * path. Lists whose items carry code (icons, marks, links) are maps keyed by fixed ids, ordered by
 * LIST_IDS; lists a marketer may change are `listOf` lists, ordered by the file.
 */

/** A section's header; its heading has room for two lines at phone width (the longest today: 62). */
const heading = () => ({ eyebrow: text(), heading: text(["brand"], 70), intro: text(["brand"]) });
const titleBody = z.strictObject({ title: text(), body: text() });

/** What an FAQ answer may state after its own words: the share, the billing facts, the patient-data facts. */
export const FAQ_FACTS = ["share", "billing", "patientData"] as const;

/** What processors of patients' messages do (facts.yaml `patientData.processors`), each named in the copy. */
export const PROCESSOR_ROLES = ["messaging", "ai", "speech", "hosting"] as const;

/**
 * The hero's example conversations (their scenes' shape and timing: hero-chat.ts): the scenarios
 * in the picker's order (the first is shown on load), and one scenario's messages in order.
 */
export const CHAT_SCENARIO_IDS = ["newPatient", "reschedule", "afterHours"] as const;
export const CHAT_LINE_IDS = ["request", "offer", "choice", "booked", "reminder"] as const;

/** The ids of the lists whose items carry code (icons, marks, links), in page order. */
export const LIST_IDS = {
  nav: ["features", "how-it-works", "integrations", "pricing", "contact"],
  highlights: ["freeSetup", "noMonthlyFees", "alwaysOn"],
  confirmationDetails: ["service", "when", "practitioner"],
  features: ["knowledge", "voice", "calendar", "followUp"],
  steps: ["connect", "listen", "book"],
  integrations: ["googleCalendar", "gmail", "whatsapp", "telegram", "zapier", "hubspot"],
  pricingPoints: ["setup", "noFees", "share"],
  checklist: ["ads", "crm", "conversation", "qualification", "appointments", "coldLeads", "channels"],
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
  ui: z.strictObject({
    skipLink: text(),
    newTabHint: text(),
    languageLabel: text(),
    /** Beside a list item shown in the default language because this language's file lacks it. */
    untranslated: text(),
    /** The ribbon of a development build whose links are still stand-ins. */
    previewRibbon: text(),
    /** The ribbon of a language whose texts are mostly another's ({language}: its name), in development. */
    draftLanguage: text(["language"]),
  }),
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
    /** The pill above the heading: one line on a phone. */
    badge: text([], 40),
    /** The page's one big heading: past 60 characters it pushes the buttons below the first view. */
    heading: text([], 60),
    body: text(["brand"]),
    secondaryCta: text(),
    highlights: byId(LIST_IDS.highlights, text()),
    /** The example conversation (its scenes' shape and timing: hero-chat.ts). */
    visual: z.strictObject({
      /** Shown above the chat: it is an example, not a customer. */
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
  integrations: z.strictObject({
    ...heading(),
    roles: byId(LIST_IDS.integrations, text()),
    more: text(),
    /** Under the tiles: how a practice-management system connects. */
    practiceSystems: text(),
  }),
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
        conversionPercent: text(),
        afterHoursPercent: text(),
        firstVisitValue: text(["currency"]),
      }),
      /** Under the conversion input: why its default is low. */
      conversionHint: text(),
      /** Under the after-hours input: why those are the patients the clinic gains. */
      afterHoursHint: text(),
      /**
       * The inputs' starting values in this market (the visitor changes them): booking enquiries a
       * week, the percent that book a first visit, the percent of those after hours, and a first
       * visit's value in the page's currency.
       */
      example: z.strictObject({
        enquiriesPerWeek: z.number().int().min(0).max(10_000),
        conversionPercent: z.number().min(0).max(100),
        afterHoursPercent: z.number().min(0).max(100),
        firstVisitValue: z.number().min(0).max(1_000_000),
      }),
      resultsHeading: text(),
      /** `fee` and `net` are shown only with a configured share. */
      results: z.strictObject({
        newPatients: text(),
        afterHours: text(),
        extraRevenue: text(),
        fee: text(["percent"]),
        net: text(),
      }),
      /** The arithmetic, figures filled in as the locale writes them. */
      formula: text(["enquiries", "conversion", "weeks", "newPatients"]),
      formulaAfterHours: text(["afterHours", "afterHoursPatients", "firstVisit", "extraRevenue"]),
      formulaShare: text(["newPatients", "firstVisit", "percent", "fee", "extraRevenue", "net"]),
      /** The same, when the company's cap per new patient is what the share comes to. */
      formulaShareCapped: text(["newPatients", "cap", "fee", "extraRevenue", "net"]),
      /** Read out by screen readers once the visitor stops typing. */
      announcement: text(["newPatients", "extraRevenue"]),
      announcementShare: text(["fee", "net"]),
      /** Under a field the visitor emptied, or filled with what it cannot take. */
      errors: z.strictObject({ empty: text(), range: text(["min", "max"]) }),
      /** In place of the results while a field is wrong. */
      invalid: text(),
    }),
    cta: text(),
    ctaNote: text(),
    overlay: z.strictObject({ title: text(), frameTitle: text(), close: text(), fallback: text() }),
  }),
  testimonials: z.strictObject(heading()),
  /** The people behind the service (facts.yaml `founders`): shown only when founders are listed. */
  team: z.strictObject({
    eyebrow: text(),
    heading: text(["brand"], 70),
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
    /** The questions in the page's order; each language lists the same ids. */
    items: listOf({
      question: text(),
      answer: text(["brand", "storedIn"]),
      /** A link after the answer, to a page of the site (its label is read as part of the answer). */
      link: z
        .strictObject({ label: text(), page: z.enum(Object.keys(PAGES) as [PageKey, ...PageKey[]]) })
        .optional(),
      /**
       * Facts stated after the answer: the configured share, the billing facts or the patient-data
       * facts (facts.yaml). A question with `patientData` is shown only when one of them is set.
       */
      facts: z.enum(FAQ_FACTS).optional(),
    }).min(1, "must have at least one question"),
  }),
  /** The billing facts' sentences (facts.yaml `billing`), each shown only when its fact is set. */
  billing: z.strictObject({
    statement: z.strictObject({ monthly: text() }),
    noShows: z.strictObject({ billed: text(), notBilled: text() }),
    freeFirstVisits: z.strictObject({ billed: text(), notBilled: text() }),
    /** {amount}: the cap per new patient, written by Intl. */
    cap: text(["amount"]),
  }),
  /**
   * Where patients' messages and voice notes go: a block before the FAQ and an FAQ answer, made
   * of the facts of facts.yaml `patientData`; nothing renders while none is set.
   */
  patientData: z.strictObject({
    eyebrow: text(),
    heading: text(["brand"], 70),
    intro: text(["brand"]),
    /** Heading of the list of processors. */
    processorsHeading: text(),
    roles: byId(PROCESSOR_ROLES, text()),
    /** One processor: what it does, who it is, where ({region} named by Intl in the page's language). */
    processor: text(["role", "name", "region"]),
    agreement: z.strictObject({ yes: text(["brand"]), no: text(["brand"]) }),
    training: z.strictObject({ yes: text(), no: text() }),
    /** {period}: the retention, e.g. "90 days", written by Intl. */
    retention: text(["period"]),
    humanTakeover: z.strictObject({ yes: text(), no: text() }),
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
      /**
       * Beside the submit button, then a link to the privacy page. {controller}: PUBLIC_CONTROLLER_NAME,
       * else the brand; where a market's law needs an act of consent at the form, this says that
       * sending is that act (decision 076).
       */
      notice: z.strictObject({ text: text(["brand", "controller"]), link: text() }),
      /** {max} is the rule's limit (src/core/contact-schema.ts), written by Intl. */
      validation: z.strictObject({
        nameRequired: text(),
        nameTooLong: text(["max"]),
        emailRequired: text(),
        emailInvalid: text(),
        emailTooLong: text(["max"]),
        phoneRequired: text(),
        phoneTooLong: text(["max"]),
        /** {min}: the fewest digits a phone number holds (PHONE_MIN_DIGITS), written by Intl. */
        phoneInvalid: text(["min"]),
        clinicNameRequired: text(),
        clinicNameTooLong: text(["max"]),
        messageTooLong: text(["max"]),
        unsupportedCharacters: text(),
      }),
      submit: text(),
      submitting: text(),
      success: z.strictObject({ title: text(), description: text() }),
      /** The next step after a send: the booking page first, WhatsApp second (decision 093). */
      thankYou: z.strictObject({
        title: text(),
        body: text(),
        book: text(),
        whatsapp: text(),
        sendAnother: text(),
      }),
      failure: z.strictObject({ title: text(), description: text() }),
      dismissToast: text(),
      honeypotLabel: text(),
      unavailable: z.strictObject({
        noScript: z.strictObject({ title: text(), description: text() }),
        crashed: z.strictObject({ title: text(), description: text() }),
        /** When the server is too busy to take the request (a limit or a flood; decision 070). */
        busy: z.strictObject({ title: text(), description: text() }),
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
    /** The company behind the site, when one is configured: "{brand} is a service of {entity}." */
    company: text(["brand", "entity"]),
    addressLabel: text(),
    /** PUBLIC_COMPANY_NUMBER, e.g. "Company number 12345678". */
    companyNumber: text(["number"]),
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

export type LandingCopy = z.infer<typeof landingCopySchema>;
