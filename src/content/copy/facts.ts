import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "yaml";
import { z } from "zod";
import { COPY_DIR, CopyError } from "./load.ts";
import { PROCESSOR_ROLES } from "./landing-schema.ts";
import { listOf } from "./text.ts";

/*
 * The company's facts (src/content/copy/facts.yaml): what the page may say about billing, about
 * patients' data, about the people behind the service and about the clinics that use it. They are
 * not words to translate but facts to state, so there is one file for every language, and the
 * copy files hold the sentences that state them. Everything starts unset, and what is unset the
 * page does not mention: nothing here may be invented, a value is set only when it is true.
 */

/** The facts' file. */
export const FACTS_FILE = join(COPY_DIR, "facts.yaml");

/** A yes/no fact that may also be unstated: an empty value, or none, says nothing. */
const stated = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

const yesNo = () => stated(z.enum(["yes", "no"], { error: 'must be "yes", "no" or empty' }));

/** A region as ISO 3166 writes it ("IE", "US") or "EU": each page names it in its own language. */
const region = () =>
  z
    .string()
    .transform((value) => value.trim().toUpperCase())
    .refine(
      (code) =>
        /^[A-Z]{2}$/.test(code) &&
        new Intl.DisplayNames("en", { type: "region", fallback: "none" }).of(code) !== undefined,
      {
        error: 'must be a two-letter region code such as "IE", "US", "DE", or "EU" for the European Union',
      },
    );

/** A file the editor uploaded (public/media/), served at /media/<file>. */
const mediaPath = () =>
  z
    .string()
    .regex(
      /^\/media\/[\w.-]+\.(jpe?g|png|webp|avif)$/i,
      "must be an image uploaded to the media folder (/media/<file>.jpg)",
    );

const httpsUrl = () => z.url({ protocol: /^https$/, error: "must be an https URL" });

const name = (max: number) =>
  z.string().trim().min(1, "must not be empty").max(max, `must be at most ${max} characters`);

export const factsSchema = z.strictObject({
  document: z.literal("facts"),
  /** How the share is billed (the rule itself, what counts as a new patient, is the copy's). */
  billing: z.strictObject({
    /** How often the statement of new patients and its invoice come. */
    statement: stated(z.enum(["monthly"], { error: 'must be "monthly" or empty' })),
    /** Whether a new patient who misses or cancels the first visit is billed. */
    noShowsBilled: yesNo(),
    /** Whether a first visit that is free for the patient is billed. */
    freeFirstVisitsBilled: yesNo(),
    /** The most the share costs for one new patient, in its currency. */
    capPerNewPatient: stated(
      z.strictObject({
        amount: z.number().positive("must be more than 0"),
        currency: z
          .string()
          .transform((code) => code.toUpperCase())
          .refine((code) => Intl.supportedValuesOf("currency").includes(code), {
            error: "must be an ISO 4217 currency code such as EUR",
          }),
      }),
    ),
  }),
  /** Where patients' messages and voice notes go (the patient-data block and its FAQ answer). */
  patientData: z.strictObject({
    /** Who processes them, and where. */
    processors: listOf({ role: z.enum(PROCESSOR_ROLES), name: name(120), region: region() }).max(8),
    /** Whether the clinic gets a data processing agreement. */
    dataProcessingAgreement: yesNo(),
    /** Whether patients' messages are used to train AI models. */
    usedForTraining: yesNo(),
    /** How many days conversations are kept. */
    retentionDays: stated(z.number().int().positive().max(3650)),
    /** Whether the clinic's team can read every conversation and take it over. */
    humanTakeover: yesNo(),
  }),
  /** The people behind the service, as they agreed to be shown. */
  founders: listOf({
    name: name(80),
    /** Their role, as they give it ("Co-founder, CEO"). */
    role: name(80),
    photo: stated(mediaPath()),
    /** A public profile (LinkedIn, a personal page). */
    profileUrl: stated(httpsUrl()),
  }).max(8),
  /**
   * Clinics' own words about the service, quoted exactly as their authors approved them, in the
   * language they gave them in: never translated, invented or "representative".
   */
  testimonials: listOf({
    name: name(80),
    role: name(80),
    clinic: name(120),
    quote: name(600),
    /** BCP 47 tag of the quote's language ("es", "pt-BR"); unset: English. */
    lang: stated(
      z.string().regex(/^[a-z]{2,3}(-[A-Za-z0-9]+)*$/, 'must be a language tag such as "es" or "pt-BR"'),
    ),
    /** A result they reported and agreed to publish: never an estimate of ours. */
    figure: stated(z.strictObject({ value: name(20), label: name(80) })),
    /** When and how they consented to publication: kept here, never shown on the page. */
    consent: name(300),
  }).max(12),
});

export type Facts = z.infer<typeof factsSchema>;

/** Nothing stated: what the page says while the file is being fixed. */
export const EMPTY_FACTS: Facts = {
  document: "facts",
  billing: {},
  patientData: { processors: [] },
  founders: [],
  testimonials: [],
};

/** Reads and checks the facts' file; throws a CopyError naming each key at fault. */
export function loadFacts(file = FACTS_FILE): Facts {
  const shown = file.startsWith(process.cwd()) ? file.slice(process.cwd().length + 1) : file;
  let raw: unknown;
  try {
    raw = parse(readFileSync(file, "utf8"));
  } catch (error) {
    throw new CopyError([`${shown}: ${(error as Error).message.split("\n")[0]}`]);
  }
  const result = factsSchema.safeParse(raw);
  if (result.success) return result.data;
  throw new CopyError(
    result.error.issues.map(
      (issue) => `${shown}: ${issue.path.join(".") || "(the whole file)"}: ${issue.message}`,
    ),
  );
}
