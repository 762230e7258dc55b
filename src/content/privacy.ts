import type { PublicConfig } from "@/config/public-env.ts";
import type { ExternalLinkCopy } from "./landing.ts";

/*
 * The privacy page's copy (GDPR Art. 13, LGPD Art. 9), built from the configuration so that it is
 * true for each deployment: who the controller is, where the data goes, how long it stays. No
 * company fact is invented: what is not configured is not claimed.
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

const mailto = (email: string): ExternalLinkCopy => ({ label: email, href: `mailto:${email}` });

/** The privacy page for one configuration. */
export function buildPrivacyContent(c: PublicConfig, { retentionDays }: PrivacySettings): PrivacyContent {
  const brand = c.brandName;
  const controller = c.controllerName ?? brand;
  const missing = [
    !c.controllerName && "PUBLIC_CONTROLLER_NAME",
    !c.privacyEmail && "PUBLIC_PRIVACY_EMAIL",
  ].filter((name): name is string => Boolean(name));

  // How to reach us about privacy: the e-mail address when configured, else the contact form.
  const writeTo = (before: string): PrivacyBlock =>
    c.privacyEmail
      ? { type: "paragraph", text: `${before} write to`, link: mailto(c.privacyEmail) }
      : { type: "paragraph", text: `${before} use the contact form on our home page.` };

  const recipients = [
    c.hostingProvider
      ? `${c.hostingProvider}: hosts this website and processes the technical data needed to deliver it.`
      : "This website is served from our own server.",
    c.supabaseUrl
      ? "Supabase, Inc.: stores the contact requests in its database, as our processor."
      : "The contact requests are stored in a database on our own server.",
    ...c.dataRecipients.map(
      (recipient) => `${recipient}: receives each new request so that we can answer it.`,
    ),
  ];

  return {
    title: `Privacy policy | ${brand}`,
    description: `How ${brand} handles the details you send through the contact form: who receives them, why, for how long, and your rights.`,
    heading: "Privacy policy",
    intro: `This page explains what happens to the details you send us through the contact form on this site, and the rights you have over them, under the GDPR and Brazil's LGPD.`,
    missingValuesNotice:
      missing.length === 0
        ? undefined
        : `Development build: set ${missing.join(" and ")} before you publish. A production build fails without them.`,
    sections: [
      {
        id: "controller",
        heading: "Who is responsible for your data",
        blocks: [
          { type: "paragraph", text: "The controller of the personal data collected on this site is:" },
          { type: "address", lines: [controller, ...(c.controllerAddress ? [c.controllerAddress] : [])] },
          ...(c.dpoName || c.dpoEmail
            ? [
                c.dpoEmail
                  ? ({
                      type: "paragraph",
                      text: `Our data protection officer (in Brazil, the encarregado)${c.dpoName ? `, ${c.dpoName},` : ""} can be reached at`,
                      link: mailto(c.dpoEmail),
                    } satisfies PrivacyBlock)
                  : ({
                      type: "paragraph",
                      text: `Our data protection officer (in Brazil, the encarregado) is ${c.dpoName}.`,
                    } satisfies PrivacyBlock),
              ]
            : []),
          writeTo("For any question about your data,"),
        ],
      },
      {
        id: "purpose",
        heading: "What we collect, and why",
        blocks: [
          {
            type: "paragraph",
            text: "When you send the contact form we receive your name, email address, phone number, clinic name, your message if you write one, and whether you ticked the WhatsApp box. We use them only to answer your request: to reply, to arrange a demo and to tell you about our service for your clinic.",
          },
          {
            type: "paragraph",
            text: "Please don't enter patient details or any health information. The form is meant for clinic staff, not for patients.",
          },
          {
            type: "paragraph",
            text: "Legal basis: the steps you ask for before a possible contract (GDPR Art. 6(1)(b), LGPD Art. 7(V)) and our legitimate interest in answering business enquiries (GDPR Art. 6(1)(f), LGPD Art. 7(IX)). If you tick the WhatsApp box, we message you there on the basis of your consent (GDPR Art. 6(1)(a), LGPD Art. 7(I)), which you can withdraw at any time.",
          },
          {
            type: "paragraph",
            text: "We do not sell your details, use them for advertising or make automated decisions about you. To deliver the pages, the web server processes your IP address and browser details, as every web server must; this technical data is not combined with your request.",
          },
        ],
      },
      {
        id: "recipients",
        heading: "Who receives it",
        blocks: [
          { type: "list", items: recipients },
          {
            type: "paragraph",
            text: `Visitors of this site cannot read the requests; only ${controller} can. Every service provider above works on our instructions, as our processor.`,
          },
          {
            type: "paragraph",
            text: "If a provider processes data outside your country, for example in the United States, we transfer it only with the safeguards the law requires: an adequacy decision or standard contractual clauses (GDPR Art. 44 to 49, LGPD Art. 33).",
          },
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        blocks: [
          {
            type: "paragraph",
            text:
              retentionDays > 0
                ? `Each contact request is deleted automatically ${retentionDays} days after it arrives, or earlier if you ask us.`
                : "We keep contact requests until you ask us to delete them.",
          },
        ],
      },
      {
        id: "rights",
        heading: "Your rights",
        blocks: [
          {
            type: "list",
            items: [
              "Access: ask whether we hold data about you, and get a copy of it.",
              "Correction of data that is wrong or incomplete.",
              "Erasure of your data.",
              "Restriction of, or objection to, how we use it.",
              "Portability: receive your data in a machine-readable format.",
              "Withdrawal of your consent to WhatsApp messages at any time, without affecting what was done before.",
              "In Brazil, also the other rights of LGPD Art. 18, such as information about whom we share your data with.",
            ],
          },
          writeTo("To use any of these rights,"),
          {
            type: "paragraph",
            text: "We answer within one month at the latest, and within 15 days when you ask for a full copy under the LGPD.",
          },
        ],
      },
      {
        id: "complaints",
        heading: "Complaints",
        blocks: [
          {
            type: "paragraph",
            text: "You have the right to complain to a data protection supervisory authority, in particular in the EU country where you live or work, or in Brazil to the ANPD (Autoridade Nacional de Proteção de Dados).",
          },
        ],
      },
      ...(c.analytics ? [measurementSection()] : []),
      {
        id: "cookies",
        heading: "No cookies, no third parties",
        blocks: [
          {
            type: "paragraph",
            text: `This site sets no cookies and stores nothing in your browser. It loads nothing from other companies: no fonts, scripts, trackers or embedded content. WhatsApp, the booking page and our social media profile are only contacted when you follow their links${c.bookingOverlay ? ", and the booking calendar loads inside this page only when you open it" : ""}.`,
          },
        ],
      },
    ],
  };
}

// ── Measurement (issue 13, decision 027; maintained with the beacon in src/analytics/) ──────────

/** What the page's own, cookieless measurement records and why; present only when PUBLIC_ANALYTICS is on. */
function measurementSection(): PrivacySection {
  return {
    id: "measurement",
    heading: "How we measure visits",
    blocks: [
      {
        type: "paragraph",
        text: "To learn whether this site works for the clinics that visit it, the page counts its own use, in our own database, with no cookie and nothing stored in your browser. It records:",
      },
      {
        type: "list",
        items: [
          "that a page was viewed: its address without any query, the language, and the name of the site you came from (never the page);",
          "clicks on 'Book a demo', 'Get Started for Free' and the WhatsApp button;",
          "that the contact form was sent (not what you wrote);",
          "how fast the page loaded and responded for you (Core Web Vitals).",
        ],
      },
      {
        type: "paragraph",
        text: "To count visitors rather than page views, the database makes a code from a random value that changes every day, the site, your IP address and your browser's user agent, and keeps only that code. The IP address and the user agent are not stored, the random value is deleted at the end of the day, and so the code cannot be traced back to you or linked to your visits on other days. Robots and automated browsers are not counted.",
      },
      {
        type: "paragraph",
        text: "The legal basis is our legitimate interest in knowing whether the site reaches the people it is for and loads quickly (GDPR Art. 6(1)(f); LGPD Art. 7, IX). These records are not shared with anyone and are not used to profile you.",
      },
    ],
  };
}
