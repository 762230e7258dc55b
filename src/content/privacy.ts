import type { PublicConfig } from "@/config/public-env.ts";
import type { ExternalLinkCopy } from "./landing.ts";

/*
 * The privacy page (GDPR Art. 13, LGPD Art. 9), built from the configuration so that it is true
 * for each deployment: who the controller is, where the data goes, how long it stays. No company
 * fact is invented: what is not configured is not claimed. The words are in `PrivacyCopy` (English
 * here, the other languages in src/content/i18n/, checked for completeness like the landing page);
 * `buildPrivacyContent` decides which of them a configuration shows.
 */

/** What the privacy page needs beyond the public configuration. */
export interface PrivacySettings {
  /** Days after which stored leads are deleted (LEAD_RETENTION_DAYS); 0 keeps them until someone asks. */
  retentionDays: number;
}

/** One block of a privacy section: a paragraph (optionally ending in a link) or a bullet list. */
export type PrivacyBlock =
  | { type: "paragraph"; text: string; link?: ExternalLinkCopy }
  | { type: "list"; items: string[] }
  | { type: "address"; lines: string[] };

export interface PrivacySection {
  id: string;
  heading: string;
  blocks: PrivacyBlock[];
}

export interface PrivacyContent {
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** Shown at the top of a development build that lacks the controller's values. */
  missingValuesNotice: string | undefined;
  sections: PrivacySection[];
}

/**
 * Every sentence the privacy page can show, for one configuration. A sentence that a configuration
 * does not show is still written (with the values it has), so that every catalogue is complete for
 * every configuration; `buildPrivacyContent` picks what applies.
 */
export interface PrivacyCopy {
  title: string;
  description: string;
  heading: string;
  intro: string;
  /** Shown at the top of a development build that lacks the controller's values. */
  missingValuesNotice: string;
  controller: {
    heading: string;
    lead: string;
    /** Followed by the DPO's e-mail link. */
    dpoReachAt: string;
    /** When only the DPO's name is configured. */
    dpoNamed: string;
    /** Followed by the privacy e-mail link. */
    questionsByEmail: string;
    questionsByForm: string;
  };
  purpose: { heading: string; paragraphs: string[] };
  recipients: {
    heading: string;
    hosting: string;
    ownServer: string;
    supabase: string;
    ownDatabase: string;
    /** One per PUBLIC_DATA_RECIPIENTS entry, in order. */
    others: string[];
    onlyUs: string;
    transfers: string;
  };
  retention: { heading: string; automatic: string; onRequest: string };
  rights: {
    heading: string;
    items: string[];
    /** Followed by the privacy e-mail link. */
    useByEmail: string;
    useByForm: string;
    deadline: string;
  };
  complaints: { heading: string; body: string };
  /** The measurement section, shown when PUBLIC_ANALYTICS is on (issue 13, decision 027). */
  measurement: { heading: string; lead: string; items: string[]; visitors: string; basis: string };
  cookies: { heading: string; body: string };
}

/** The values of a configuration that the privacy copy names, prepared for every language. */
export const privacyValues = (c: PublicConfig, { retentionDays }: PrivacySettings) => ({
  brand: c.brandName,
  controller: c.controllerName ?? c.brandName,
  /** The names of the variables a development build still lacks. */
  missing: [!c.controllerName && "PUBLIC_CONTROLLER_NAME", !c.privacyEmail && "PUBLIC_PRIVACY_EMAIL"].filter(
    (name): name is string => Boolean(name),
  ),
  dpoName: c.dpoName ?? "",
  hostingProvider: c.hostingProvider ?? "",
  dataRecipients: c.dataRecipients,
  retentionDays,
  bookingOverlay: c.bookingOverlay,
});

/** The privacy page's words in English, the complete source of every other language. */
export function englishPrivacyCopy(c: PublicConfig, settings: PrivacySettings): PrivacyCopy {
  const v = privacyValues(c, settings);
  return {
    title: `Privacy policy | ${v.brand}`,
    description: `How ${v.brand} handles the details you send through the contact form: who receives them, why, for how long, and your rights.`,
    heading: "Privacy policy",
    intro: `This page explains what happens to the details you send us through the contact form on this site, and the rights you have over them, under the GDPR and Brazil's LGPD.`,
    missingValuesNotice: `Development build: set ${v.missing.join(" and ")} before you publish. A production build fails without them.`,
    controller: {
      heading: "Who is responsible for your data",
      lead: "The controller of the personal data collected on this site is:",
      dpoReachAt: `Our data protection officer (in Brazil, the encarregado)${v.dpoName ? `, ${v.dpoName},` : ""} can be reached at`,
      dpoNamed: `Our data protection officer (in Brazil, the encarregado) is ${v.dpoName}.`,
      questionsByEmail: "For any question about your data, write to",
      questionsByForm: "For any question about your data, use the contact form on our home page.",
    },
    purpose: {
      heading: "What we collect, and why",
      paragraphs: [
        "When you send the contact form we receive your name, email address, phone number, clinic name, your message if you write one, and whether you ticked the WhatsApp box. We use them only to answer your request: to reply, to arrange a demo and to tell you about our service for your clinic.",
        "Please don't enter patient details or any health information. The form is meant for clinic staff, not for patients.",
        "Legal basis: the steps you ask for before a possible contract (GDPR Art. 6(1)(b), LGPD Art. 7(V)) and our legitimate interest in answering business enquiries (GDPR Art. 6(1)(f), LGPD Art. 7(IX)). If you tick the WhatsApp box, we message you there on the basis of your consent (GDPR Art. 6(1)(a), LGPD Art. 7(I)), which you can withdraw at any time.",
        "We do not sell your details, use them for advertising or make automated decisions about you. To deliver the pages, the web server processes your IP address and browser details, as every web server must; this technical data is not combined with your request.",
      ],
    },
    recipients: {
      heading: "Who receives it",
      hosting: `${v.hostingProvider}: hosts this website and processes the technical data needed to deliver it.`,
      ownServer: "This website is served from our own server.",
      supabase: "Supabase, Inc.: stores the contact requests in its database, as our processor.",
      ownDatabase: "The contact requests are stored in a database on our own server.",
      others: v.dataRecipients.map(
        (recipient) => `${recipient}: receives each new request so that we can answer it.`,
      ),
      onlyUs: `Visitors of this site cannot read the requests; only ${v.controller} can. Every service provider above works on our instructions, as our processor.`,
      transfers:
        "If a provider processes data outside your country, for example in the United States, we transfer it only with the safeguards the law requires: an adequacy decision or standard contractual clauses (GDPR Art. 44 to 49, LGPD Art. 33).",
    },
    retention: {
      heading: "How long we keep it",
      automatic: `Each contact request is deleted automatically ${v.retentionDays} days after it arrives, or earlier if you ask us.`,
      onRequest: "We keep contact requests until you ask us to delete them.",
    },
    rights: {
      heading: "Your rights",
      items: [
        "Access: ask whether we hold data about you, and get a copy of it.",
        "Correction of data that is wrong or incomplete.",
        "Erasure of your data.",
        "Restriction of, or objection to, how we use it.",
        "Portability: receive your data in a machine-readable format.",
        "Withdrawal of your consent to WhatsApp messages at any time, without affecting what was done before.",
        "In Brazil, also the other rights of LGPD Art. 18, such as information about whom we share your data with.",
      ],
      useByEmail: "To use any of these rights, write to",
      useByForm: "To use any of these rights, use the contact form on our home page.",
      deadline:
        "We answer within one month at the latest, and within 15 days when you ask for a full copy under the LGPD.",
    },
    complaints: {
      heading: "Complaints",
      body: "You have the right to complain to a data protection supervisory authority, in particular in the EU country where you live or work, or in Brazil to the ANPD (Autoridade Nacional de Proteção de Dados).",
    },
    // Maintained with the beacon in src/analytics/ (issue 13, decision 027).
    measurement: {
      heading: "How we measure visits",
      lead: "To learn whether this site works for the clinics that visit it, the page counts its own use, in our own database, with no cookie and nothing stored in your browser. It records:",
      items: [
        "that a page was viewed: its address without any query, the language, and the name of the site you came from (never the page);",
        "clicks on 'Book a demo', 'Get Started for Free' and the WhatsApp button;",
        "that the contact form was sent (not what you wrote);",
        "how fast the page loaded and responded for you (Core Web Vitals).",
      ],
      visitors:
        "To count visitors rather than page views, the database makes a code from a random value that changes every day, the site, your IP address and your browser's user agent, and keeps only that code. The IP address and the user agent are not stored, the random value is deleted at the end of the day, and so the code cannot be traced back to you or linked to your visits on other days. Robots and automated browsers are not counted.",
      basis:
        "The legal basis is our legitimate interest in knowing whether the site reaches the people it is for and loads quickly (GDPR Art. 6(1)(f); LGPD Art. 7, IX). These records are not shared with anyone and are not used to profile you.",
    },
    cookies: {
      heading: "No cookies, no third parties",
      body: `This site sets no cookies and stores nothing in your browser. It loads nothing from other companies: no fonts, scripts, trackers or embedded content. WhatsApp, the booking page and our social media profile are only contacted when you follow their links${v.bookingOverlay ? ", and the booking calendar loads inside this page only when you open it" : ""}.`,
    },
  };
}

const mailto = (email: string): ExternalLinkCopy => ({ label: email, href: `mailto:${email}` });
const paragraph = (text: string): PrivacyBlock => ({ type: "paragraph", text });

/**
 * The privacy page for one configuration, in the language of `copy` (English when not given).
 * Which sentences show, and the links and addresses, depend on the configuration alone.
 */
export function buildPrivacyContent(
  c: PublicConfig,
  settings: PrivacySettings,
  copy: PrivacyCopy = englishPrivacyCopy(c, settings),
): PrivacyContent {
  const v = privacyValues(c, settings);
  // How to reach us about privacy: the e-mail address when configured, else the contact form.
  const writeTo = (byEmail: string, byForm: string): PrivacyBlock =>
    c.privacyEmail ? { type: "paragraph", text: byEmail, link: mailto(c.privacyEmail) } : paragraph(byForm);
  const { controller, purpose, recipients, retention, rights, complaints, measurement, cookies } = copy;

  return {
    title: copy.title,
    description: copy.description,
    heading: copy.heading,
    intro: copy.intro,
    missingValuesNotice: v.missing.length === 0 ? undefined : copy.missingValuesNotice,
    sections: [
      {
        id: "controller",
        heading: controller.heading,
        blocks: [
          paragraph(controller.lead),
          { type: "address", lines: [v.controller, ...(c.controllerAddress ? [c.controllerAddress] : [])] },
          ...(c.dpoEmail
            ? [{ type: "paragraph", text: controller.dpoReachAt, link: mailto(c.dpoEmail) } as const]
            : c.dpoName
              ? [paragraph(controller.dpoNamed)]
              : []),
          writeTo(controller.questionsByEmail, controller.questionsByForm),
        ],
      },
      { id: "purpose", heading: purpose.heading, blocks: purpose.paragraphs.map(paragraph) },
      {
        id: "recipients",
        heading: recipients.heading,
        blocks: [
          {
            type: "list",
            items: [
              c.hostingProvider ? recipients.hosting : recipients.ownServer,
              c.supabaseUrl ? recipients.supabase : recipients.ownDatabase,
              ...recipients.others,
            ],
          },
          paragraph(recipients.onlyUs),
          paragraph(recipients.transfers),
        ],
      },
      {
        id: "retention",
        heading: retention.heading,
        blocks: [paragraph(v.retentionDays > 0 ? retention.automatic : retention.onRequest)],
      },
      {
        id: "rights",
        heading: rights.heading,
        blocks: [
          { type: "list", items: rights.items },
          writeTo(rights.useByEmail, rights.useByForm),
          paragraph(rights.deadline),
        ],
      },
      { id: "complaints", heading: complaints.heading, blocks: [paragraph(complaints.body)] },
      ...(c.analytics
        ? [
            {
              id: "measurement",
              heading: measurement.heading,
              blocks: [
                paragraph(measurement.lead),
                { type: "list", items: measurement.items } as const,
                paragraph(measurement.visitors),
                paragraph(measurement.basis),
              ],
            },
          ]
        : []),
      { id: "cookies", heading: cookies.heading, blocks: [paragraph(cookies.body)] },
    ],
  };
}
