import type { PublicConfig } from "@/config/public-env.ts";
import type { ContactMessages } from "@/lib/contact-schema.ts";
import { whatsappUrl } from "@/lib/links.ts";
import { LOCALE_INFO } from "./i18n/locales.ts";
import { revenueShareFigures, type RevenueShareFigures } from "./revenue-share.ts";

/*
 * All copy and links of the site, and their types. Sections receive their slice through props and
 * hold no literal marketing text, so changing a headline or a link is an edit to this file (or a
 * PUBLIC_* variable). Strings quoted in the spec ('...') are exact copy: the unit and browser tests
 * check them verbatim. This build's instance is in site.ts; search-engine data is in seo.ts.
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

/** The contact form's copy; the island receives it through props, never this module. */
export function buildContactCopy(config: PublicConfig): ContactCopy {
  const brand = config.brandName;
  return {
    form: {
      formLabel: "Contact form",
      labels: {
        name: "Your Name",
        email: "Email Address",
        phone: "Phone Number",
        clinicName: "Clinic Name",
        message: "Message",
      },
      placeholders: {
        name: "Dr. Jane Smith",
        email: "jane@yourclinic.com",
        phone: "+1 555 555 0123",
        clinicName: "Smile Dental Clinic",
        message: "Tell us about your clinic and how you book appointments today",
      },
      optionalHint: "(optional)",
      messageHint: "Please don't include patient details.",
      whatsappOptIn: `${brand} may contact me on WhatsApp`,
      notice: {
        text: `${brand} uses your details only to answer this request.`,
        link: { label: "Privacy policy", href: PRIVACY_PATH },
      },
      validation: {
        nameRequired: "Name is required",
        nameTooLong: "Name must be less than 100 characters",
        emailInvalid: "Invalid email address",
        emailTooLong: "Email must be less than 255 characters",
        phoneRequired: "Phone number is required",
        phoneTooLong: "Phone number must be less than 20 characters",
        clinicNameRequired: "Clinic name is required",
        clinicNameTooLong: "Clinic name must be less than 100 characters",
        messageTooLong: "Message must be less than 1000 characters",
        unsupportedCharacters: "Please remove unsupported characters",
      },
      submit: "Get Started",
      submitting: "Submitting...",
      success: { title: "Success!", description: "We'll get back to you within 24 hours." },
      thankYou: {
        title: "Thank you, your request is in",
        body: "Expect our reply within 24 hours. For a faster answer, message us on WhatsApp.",
        whatsapp: "Message us on WhatsApp",
        sendAnother: "Send another request",
      },
      failure: { title: "Error", description: "Something went wrong. Please try again." },
      dismissToast: "Dismiss notification",
      honeypotLabel: "Leave this field empty",
      unavailable: {
        noScript: {
          title: "This form needs JavaScript",
          description: "You can still reach us straight away:",
        },
        crashed: {
          title: "Unexpected Application Error!",
          description: "The contact form couldn't load. You can still reach us straight away:",
        },
        whatsappLabel: "Chat with us on WhatsApp",
        bookingLabel: "Book a demo",
      },
    },
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

/** One line of the stylised conversation in the hero. */
export type ChatLine =
  | { from: "patient"; kind: "voice"; duration: string; transcript: string; time: string }
  | { from: "patient" | "assistant"; kind: "text"; text: string; time: string };

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
}

export interface HeroCopy {
  badge: string;
  heading: string;
  body: string;
  primaryCta: ExternalLinkCopy;
  secondaryCta: InternalLinkCopy;
  highlights: string[];
  visual: {
    /** What the decorative conversation shows, for screen readers. */
    description: string;
    contactName: string;
    contactStatus: string;
    transcribedLabel: string;
    lines: ChatLine[];
    confirmation: { title: string; details: string[]; synced: string };
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
  cta: ExternalLinkCopy;
  ctaNote: string;
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
  /** The example's arithmetic, e.g. "Example: 20 new patients × €80 first visit = €1,600". */
  calculation: string;
  /** Its result, e.g. "You pay €240". */
  result: string;
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
  checklist: ChecklistCopy;
  faq: FaqCopy;
  contact: ContactSectionCopy;
  footer: FooterCopy;
  /** The WhatsApp link pinned to every page, and the name of the landmark that holds it. */
  floatingChat: ExternalLinkCopy & { regionLabel: string };
  notFound: NotFoundCopy;
}

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
  return SOCIAL_NETWORKS.find(([pattern]) => pattern.test(host))?.[1] ?? "social media";
}

/** The English share copy around the example's figures; undefined when no percentage is set. */
function englishShare(f: RevenueShareFigures | undefined): PricingShareCopy | undefined {
  return (
    f && {
      percent: f.percent,
      title: `Our share: ${f.percent} of each new patient's first visit`,
      newPatient:
        "A new patient is someone who contacts your clinic for the first time through the assistant and books a first visit.",
      calculation: `Example: ${f.newPatients} new patients × ${f.firstVisitPrice} first visit = ${f.revenue}`,
      result: `You pay ${f.fee}`,
    }
  );
}

/** Builds every slice of the site's copy for one configuration (brand, links) and build year. */
export function buildLandingContent(c: PublicConfig, now: Date = new Date()): LandingContent {
  const brand = c.brandName;
  const bookDemo = { label: "Book a demo", href: c.bookingUrl };
  const share = englishShare(revenueShareFigures(c, LOCALE_INFO.en.tag));
  // Where contact requests are kept: the same choice the privacy page's list of recipients makes.
  const storedIn = c.supabaseUrl ? "in our Supabase database" : "in our own database, on our own server";
  const sectionLinks = [
    { label: "Features", href: "#features" },
    { label: "How it works", href: "#how-it-works" },
    { label: "Integrations", href: "#integrations" },
    { label: "Pricing", href: "#pricing" },
  ];

  return {
    meta: {
      title: `${brand} | Turn chats into confirmed bookings`,
      description: `${brand} answers your clinic's WhatsApp messages and voice notes in seconds, qualifies new patients and books them into your calendar. Free setup, no monthly fees.`,
      siteName: brand,
      locale: "en_US",
      ogImageAlt:
        "Turn chats into confirmed bookings: a WhatsApp conversation that ends in a confirmed appointment",
      audience: "Clinics and appointment-based businesses",
    },
    ui: {
      skipLink: "Skip to main content",
      newTabHint: "Opens in a new tab",
      languageLabel: "Language",
    },
    topBar: {
      brandName: brand,
      navLabel: "Main",
      links: [...sectionLinks, { label: "Contact", href: "#contact" }],
      menuLabel: "Menu",
      bookDemo,
    },
    hero: {
      badge: "AI-Powered Booking Assistant",
      heading: "Turn chats into confirmed bookings",
      body: `${brand} answers every WhatsApp message and voice note in seconds, qualifies new patients and books them straight into your calendar, day and night. Your front desk stops chasing chats.`,
      primaryCta: bookDemo,
      secondaryCta: { label: "See how it works", href: "#how-it-works" },
      highlights: ["Free setup", "No monthly fees", "Replies 24/7"],
      visual: {
        description: `Example: a patient sends a voice note asking for a cleaning on Thursday after work. ${brand} transcribes it, offers two free slots with Dr. Patel, books 18:15 and confirms the appointment, which is added to Google Calendar.`,
        contactName: "Bright Smile Dental",
        contactStatus: "replies instantly",
        transcribedLabel: "Transcribed",
        lines: [
          {
            from: "patient",
            kind: "voice",
            duration: "0:07",
            transcript: "Hi! Can I get a cleaning this Thursday after work?",
            time: "19:42",
          },
          {
            from: "assistant",
            kind: "text",
            text: "Of course! On Thursday Dr. Patel is free at 17:30 or 18:15. Which suits you?",
            time: "19:42",
          },
          { from: "patient", kind: "text", text: "18:15 please", time: "19:43" },
          {
            from: "assistant",
            kind: "text",
            text: "You're booked! I'll send you a reminder the day before.",
            time: "19:43",
          },
        ],
        confirmation: {
          title: "Appointment confirmed",
          details: ["Teeth cleaning", "Thu, 18:15", "Dr. Patel"],
          synced: "Added to Google Calendar",
        },
      },
    },
    features: {
      id: "features",
      eyebrow: "Features",
      heading: "WhatsApp AI Built Around Your Business Workflows",
      intro:
        "Everything your best receptionist does in a chat, done instantly for every enquiry, at any hour and without adding headcount.",
      cards: [
        {
          icon: "knowledge",
          title: "Knows your business",
          body: "Learns your treatments, prices, opening hours and policies from your website and FAQs, so every answer is accurate and sounds like your clinic.",
        },
        {
          icon: "voice",
          title: "Understands voice notes",
          body: "Transcribes the voice messages patients love to send and extracts what they want: a new booking, a reschedule or a question about prices.",
        },
        {
          icon: "calendar",
          title: "Schedules appointments",
          body: "Syncs with your calendar to offer only real free slots, then books, reschedules and reminds, so double bookings and no-shows drop.",
        },
        {
          icon: "followUp",
          title: "Customized follow-ups",
          body: "Sends the right message at the right moment via WhatsApp, email and SMS: reminders, aftercare check-ins and nudges for patients who went quiet.",
        },
      ],
    },
    howItWorks: {
      id: "how-it-works",
      eyebrow: "Three steps",
      heading: "How it works",
      intro: "Go live in days, not months. We do the setup with you; your team keeps looking after patients.",
      steps: [
        {
          title: "Connect & train",
          body: "Link your WhatsApp number and calendar, and point us to your website and FAQs. We train your assistant on your services, prices and booking rules.",
        },
        {
          title: "Listen & understand",
          body: "Your assistant reads every message and transcribes every voice note, works out what the patient needs and answers in your clinic's tone of voice.",
        },
        {
          title: "Book & confirm",
          body: "It offers free slots, books the appointment in your calendar and sends the confirmation and reminders, with no back-and-forth for your team.",
        },
      ],
    },
    integrations: {
      id: "integrations",
      eyebrow: "Integrations",
      heading: "Plug in your stack",
      intro: `${brand} works with the tools your clinic already uses, so bookings, leads and messages land where your team already looks.`,
      items: [
        { mark: "googleCalendar", name: "Google Calendar", role: "Live availability and bookings" },
        { mark: "gmail", name: "Gmail", role: "Confirmations and follow-ups" },
        { mark: "whatsapp", name: "WhatsApp", role: "Chats and voice notes" },
        { mark: "telegram", name: "Telegram", role: "Chats with patients abroad" },
        { mark: "zapier", name: "Zapier", role: "Automations with thousands of apps" },
        { mark: "hubspot", name: "HubSpot", role: "Leads and pipeline in your CRM" },
      ],
      more: "Plus more via Zapier and webhooks",
    },
    pricing: {
      id: "pricing",
      eyebrow: "Pricing",
      heading: "Pay for performance",
      intro: `No setup fee and no subscription. ${brand} earns a share of the sales from the new patients it brings in, so we only win when your calendar fills up.`,
      points: [
        {
          icon: "setup",
          title: "Free setup",
          body: "We connect your channels, train your assistant on your clinic and test it with you, at no cost.",
        },
        {
          icon: "noFees",
          title: "No monthly fees",
          body: "No subscription, no per-seat licences and no charge per message.",
        },
        {
          icon: "share",
          title: "Shared success",
          body: "We take a cut of the sales from new patients we bring in, and nothing else.",
        },
      ],
      noLockIn: "No lock-in, cancel any time",
      share,
      cta: { label: "Get Started for Free", href: c.bookingUrl },
      ctaNote: "Pick a time for a short call and we'll set everything up for you.",
      overlay: {
        title: "Book your free setup call",
        frameTitle: "Booking calendar",
        close: "Close",
        fallback: "Open in a new tab",
      },
    },
    testimonials: {
      id: "testimonials",
      eyebrow: "Customer stories",
      heading: "What clinics say",
      intro: "In their own words, shared with their permission.",
    },
    checklist: {
      id: "included",
      eyebrow: "All included",
      heading: "Everything you need to fill your calendar",
      intro: "One assistant covers the whole journey, from the first ad click to the booked appointment.",
      items: [
        {
          title: "Ad campaign connection",
          body: "Leads from your ads get an instant reply instead of waiting for office hours.",
        },
        {
          title: "CRM sync",
          body: "Every contact, conversation and booking is logged in your CRM automatically.",
        },
        {
          title: "ChatGPT-style conversation",
          body: "Natural, friendly replies instead of rigid menus and button trees.",
        },
        {
          title: "Lead qualification",
          body: "Asks the right questions, so your team knows who is ready to book.",
        },
        {
          title: "Appointment setting",
          body: "Books, reschedules and confirms in your calendar, around the clock.",
        },
        {
          title: "Follow-up on cold leads",
          body: "Re-engages enquiries that went silent, before they book somewhere else.",
        },
        {
          title: "WhatsApp/Facebook/Instagram",
          body: "One assistant for every chat channel your patients already use.",
        },
      ],
      demo: {
        title: "See it on your own chats",
        body: "We'll show you the whole journey with your clinic's services and calendar.",
        cta: bookDemo,
      },
    },
    faq: {
      id: "faq",
      eyebrow: "FAQ",
      heading: "Questions clinic owners ask us",
      intro: "Straight answers before you share your details. Anything else, ask us on the demo call.",
      items: [
        {
          question: "What if the assistant gets something wrong?",
          answer:
            "Your team can take over any chat at any moment. The assistant answers only from what it learned about your clinic, and we test it with you before it talks to patients.",
        },
        {
          question: "Which languages does it speak?",
          answer:
            "English, Spanish and Brazilian Portuguese, in your clinic's tone of voice. If your patients write in another language, ask us on the demo call.",
        },
        {
          question: "Do we need a new WhatsApp number?",
          answer:
            "No. We connect the number your patients already know through the official WhatsApp Business API.",
        },
        {
          question: "Which calendars and practice systems does it work with?",
          answer:
            "Google Calendar, Gmail, WhatsApp, Telegram and HubSpot out of the box. Other calendars and practice systems connect through Zapier or webhooks: tell us which one you use and we'll check it with you.",
        },
        {
          question: "What exactly does it cost?",
          answer: `Setup is free, and there is no monthly fee, no per-seat licence and no charge per message. You pay only a share of the sales from the new patients it brings in; your existing patients cost you nothing.${share ? ` Our share is ${share.percent} of each new patient's first visit.` : ""}`,
        },
        {
          question: "How long does setup take?",
          answer:
            "Days, not months. We connect your WhatsApp number and calendar, train the assistant on your services, prices and booking rules, and test it with you.",
        },
        {
          question: "How do we switch it off?",
          answer:
            "Tell us, at any time: there is no lock-in and no subscription to cancel. Your WhatsApp number and your calendar stay yours.",
        },
        {
          question: "Where are the details I send you stored?",
          answer: `The details you send on this page are stored ${storedIn}, and only the ${brand} team can read them. We use them only to answer your request.`,
          link: { label: "Read our privacy policy", href: PRIVACY_PATH },
        },
      ],
    },
    contact: {
      id: "contact",
      eyebrow: "Contact",
      heading: `Get started with ${brand}`,
      intro: "Fill out the form below and we'll get back to you within 24 hours",
      ...buildContactCopy(c),
      trust: {
        title: "Your request stays with us",
        points: [
          { icon: "storage", text: `Stored ${storedIn}.` },
          {
            icon: "access",
            text: `Only the ${brand} team can read it: this page can add requests, never read them.`,
          },
          { icon: "noPatientData", text: "Please don't enter any patient details." },
          { icon: "takeOver", text: "Once live, your staff can take over any patient chat." },
        ],
        privacy: { label: "How we handle your data", href: PRIVACY_PATH },
      },
    },
    footer: {
      brandName: brand,
      tagline: "The AI booking assistant that turns your clinic's chats into confirmed bookings.",
      navLabel: "Footer",
      links: [...sectionLinks, { label: "Contact", href: "#contact" }],
      social: { label: `Follow ${brand} on ${socialNetworkName(c.socialUrl)}`, href: c.socialUrl },
      copyright: `© ${now.getFullYear()} ${brand}. All rights reserved.`,
      legalNavLabel: "Legal",
      privacy: { label: "Privacy", href: PRIVACY_PATH },
      imprint: c.imprintUrl ? { label: "Imprint", href: c.imprintUrl } : undefined,
    },
    floatingChat: { label: `Talk with ${brand}`, href: whatsappUrl(c), regionLabel: "Chat with us" },
    notFound: {
      title: `Page not found | ${brand}`,
      description: "The page you are looking for does not exist.",
      code: "404",
      heading: "Oops! Page not found",
      body: "The link may be broken, or the page may have moved. Let's get you back on track.",
      home: { label: "Return to Home", href: "/" },
      logMessage: "404 Error: User attempted to access non-existent route:",
    },
  };
}
