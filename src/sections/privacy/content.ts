import { isPublishedSite, type PublicConfig } from "#src/core/settings/public-env.ts";
import { fill, loadLocaleCopy } from "#src/content/copy/load.ts";
import type { PrivacyFileCopy } from "#src/content/copy/schema.ts";
import { DEFAULT_LOCALE, intlTag, type Locale } from "#src/core/locales.ts";
import type { LinkContent } from "#src/lib/urls.ts";

/*
 * The privacy page (GDPR Art. 13, LGPD Art. 9), built from the configuration so that it is true
 * for each deployment: who the controller is, where the data goes, how long it stays. No company
 * fact is invented: what is not configured is not claimed. The words are each locale's
 * src/content/copy/privacy.<locale>.yaml, filled in by `privacyCopy`; `buildPrivacyContent`
 * decides which of them a configuration shows.
 */

/** What the privacy page needs beyond the public configuration. */
export interface PrivacySettings {
  /** Days after which stored leads are deleted (LEAD_RETENTION_DAYS); 0 keeps them until someone asks. */
  retentionDays: number;
}

/** One block of a privacy section: a paragraph (optionally ending in a link) or a bullet list. */
export type PrivacyBlock =
  | { type: "paragraph"; text: string; link?: LinkContent }
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
 * does not show is still written (with the values it has), so that every locale is complete for
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

/** The privacy page's sentences in one locale, for one configuration: its file's, filled in. */
export function privacyCopy(
  c: PublicConfig,
  { retentionDays }: PrivacySettings,
  locale: Locale = DEFAULT_LOCALE,
  file: PrivacyFileCopy = loadLocaleCopy(locale).privacy,
): PrivacyCopy {
  const tag = intlTag(locale);
  const values = {
    brand: c.brandName,
    controller: c.controllerName ?? c.brandName,
    /** The names of the variables a development build still lacks, as the language lists things. */
    missing: new Intl.ListFormat(tag, { type: "conjunction" }).format(
      [!c.controllerName && "PUBLIC_CONTROLLER_NAME", !c.privacyEmail && "PUBLIC_PRIVACY_EMAIL"].filter(
        (name): name is string => Boolean(name),
      ),
    ),
    dpoName: c.dpoName ?? "",
    hostingProvider: c.hostingProvider ?? "",
    days: new Intl.NumberFormat(tag, { useGrouping: "min2" }).format(retentionDays),
  };
  // Every sentence is filled in, shown or not, so that every file is checked for every configuration.
  const t = (template: string) => fill(template, values);
  const { controller, purpose, recipients, retention, rights, measurement, cookies } = file;
  return {
    title: t(file.title),
    description: t(file.description),
    heading: file.heading,
    intro: file.intro,
    missingValuesNotice: t(file.missingValuesNotice),
    controller: {
      heading: controller.heading,
      lead: controller.lead,
      dpoReachAt: t(c.dpoName ? controller.dpoNamedReachAt : controller.dpoReachAt),
      dpoNamed: t(controller.dpoNamed),
      questionsByEmail: controller.questionsByEmail,
      questionsByForm: controller.questionsByForm,
    },
    purpose: { heading: purpose.heading, paragraphs: Object.values(purpose.paragraphs) },
    recipients: {
      heading: recipients.heading,
      hosting: t(recipients.hosting),
      ownServer: recipients.ownServer,
      supabase: recipients.supabase,
      ownDatabase: recipients.ownDatabase,
      others: c.dataRecipients.map((recipient) => fill(recipients.other, { recipient })),
      onlyUs: t(recipients.onlyUs),
      transfers: recipients.transfers,
    },
    retention: {
      heading: retention.heading,
      automatic: t(retention.automatic),
      onRequest: retention.onRequest,
    },
    rights: {
      heading: rights.heading,
      items: Object.values(rights.items),
      useByEmail: rights.useByEmail,
      useByForm: rights.useByForm,
      deadline: rights.deadline,
    },
    complaints: { ...file.complaints },
    measurement: {
      heading: measurement.heading,
      lead: measurement.lead,
      items: Object.values(measurement.items),
      visitors: measurement.visitors,
      basis: measurement.basis,
    },
    cookies: { heading: cookies.heading, body: c.bookingOverlay ? cookies.bodyWithOverlay : cookies.body },
  };
}

const mailto = (email: string): LinkContent => ({ label: email, href: `mailto:${email}` });
const paragraph = (text: string): PrivacyBlock => ({ type: "paragraph", text });

/**
 * The privacy page for one configuration, in the language of `copy` (English when not given).
 * Which sentences show, and the links and addresses, depend on the configuration alone.
 */
export function buildPrivacyContent(
  c: PublicConfig,
  settings: PrivacySettings,
  copy: PrivacyCopy = privacyCopy(c, settings),
): PrivacyContent {
  const controllerName = c.controllerName ?? c.brandName;
  // Never on a published site: loadPublicConfig refuses to build one without both (decision 063).
  const missing = (!c.controllerName || !c.privacyEmail) && !isPublishedSite(c.siteUrl);
  // How to reach us about privacy: the e-mail address when configured, else the contact form.
  const writeTo = (byEmail: string, byForm: string): PrivacyBlock =>
    c.privacyEmail ? { type: "paragraph", text: byEmail, link: mailto(c.privacyEmail) } : paragraph(byForm);
  const { controller, purpose, recipients, retention, rights, complaints, measurement, cookies } = copy;

  return {
    title: copy.title,
    description: copy.description,
    heading: copy.heading,
    intro: copy.intro,
    missingValuesNotice: missing ? copy.missingValuesNotice : undefined,
    sections: [
      {
        id: "controller",
        heading: controller.heading,
        blocks: [
          paragraph(controller.lead),
          { type: "address", lines: [controllerName, ...(c.controllerAddress ? [c.controllerAddress] : [])] },
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
        blocks: [paragraph(settings.retentionDays > 0 ? retention.automatic : retention.onRequest)],
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
