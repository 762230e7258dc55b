import { z } from "zod";
import { landingCopySchema, type LandingCopy } from "./landing-schema.ts";
import { byId, text } from "./text.ts";

/*
 * The copy documents of every locale (src/content/copy/<document>.<locale>.yaml) and their
 * schemas: the landing page's (landing-schema.ts), the privacy notice's and the visitor's e-mail's
 * (here). Used by the Astro content collection (src/content.config.ts), by plain Node (load.ts:
 * tests, scripts, the server) and to write the CMS's fields. Strings may use only the placeholders
 * listed for them; numbers, money and dates are filled in by code with Intl, never written in copy.
 */

/** A calendar date as ISO 8601 writes it ("2026-11-28"), quoted in YAML so it stays a string. */
const isoDate = () => z.iso.date({ error: "must be a date written YYYY-MM-DD, in quotes" });

/** The GDPR a notice names, by where the controller is established (PUBLIC_CONTROLLER_JURISDICTION). */
const gdprVariant = z.strictObject({
  /** The law's full name for {law}, as the intro's sentence needs it (with its article or preposition). */
  law: text(),
  /** Its short name for the citations, {gdpr}: "GDPR Art. 6(1)(b)". */
  name: text(),
  /** Its transfer rule, for {gdprTransfers}. */
  transfers: text(),
  /** Its authority, for {gdprComplaint}. */
  complaint: text(),
});

/**
 * The privacy page in one locale (which sentences show depends on the configuration: privacy.ts).
 * Each notice states the laws of the markets its language is written for (decision 076). A value
 * with a blank line in it shows as two paragraphs.
 */
export const privacyCopySchema = z.strictObject({
  document: z.literal("privacy"),
  title: text(["brand"]),
  description: text(["brand"]),
  heading: text(),
  /** When this notice's text last changed: set it with every change of substance. Written by Intl. */
  updated: isoDate(),
  updatedLine: text(["date"]),
  /** {law}: the GDPR variant's `law`. */
  intro: text(["law"]),
  /** {missing}: the names of the variables still unset, joined as the language lists things. */
  missingValuesNotice: text(["missing"]),
  gdpr: byId(["eu", "uk"], gdprVariant),
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
    /** {gdpr}: the GDPR variant's short name, for citations. */
    paragraphs: byId(["collected", "noHealthData", "legalBasis", "noSale"], text(["gdpr"])),
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
    /** Shown only when a service provider is listed above. */
    processors: text(),
    /** {gdprTransfers}: the GDPR variant's transfer rule, placed where the language puts it. */
    transfers: text(["gdprTransfers"]),
  }),
  retention: z.strictObject({
    heading: text(),
    /** {period}: the retention period, `period` in the plural form the number takes. */
    automatic: text(["period"]),
    onRequest: text(),
    /**
     * "{days} days" in each of Intl.PluralRules' forms: one for 1, two for 2 (Arabic's dual), few
     * and many (Arabic's 3–10 and 11–99), other for the rest. A language fills in all six, with
     * `other`'s words where its grammar has no such form.
     */
    period: z.strictObject({
      zero: text(["days"]),
      one: text(["days"]),
      two: text(["days"]),
      few: text(["days"]),
      many: text(["days"]),
      other: text(["days"]),
    }),
  }),
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
  /** {gdprComplaint}: the GDPR variant's authority, placed where the language puts it. */
  complaints: z.strictObject({ heading: text(), body: text(["gdprComplaint"]) }),
  measurement: z.strictObject({
    heading: text(),
    lead: text(),
    items: byId(["pageviews", "clicks", "leads", "vitals"], text()),
    visitors: text(),
    basis: text(["gdpr"]),
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

export type PrivacyFileCopy = z.infer<typeof privacyCopySchema>;
export type EmailCopy = z.infer<typeof emailCopySchema>;

/** Every document of one locale. */
export interface LocaleCopy {
  landing: LandingCopy;
  privacy: PrivacyFileCopy;
  email: EmailCopy;
}
