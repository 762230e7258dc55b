import { type FieldText, adv, long, t } from "./words.ts";

/*
 * The editor's words for the company's facts (src/content/copy/facts.yaml, "Company facts",
 * decision 091): one file for every language, whose values the page states in each language's
 * words. Every hint says what the page does with the fact, and that an empty one is not mentioned:
 * a fact is set only when it is true.
 */

const YES_NO = { yes: "Yes", no: "No" } as const;
const unstated = "empty: the page does not mention it";

/** The facts' texts, by YAML path, `*` for a list's items. */
export const FACTS_TEXTS: Record<string, FieldText> = {
  document: adv("File kind", "nowhere: it tells the editor which file this is"),

  billing: t(
    "Billing",
    "the FAQ answer about counting and billing new patients (its 'Facts added' is billing)",
  ),
  "billing.statement": t(
    "Statement",
    `how often the clinic gets the list of new patients and its invoice, in the billing answer of the FAQ; ${unstated}`,
    { choices: { monthly: "Monthly" } },
  ),
  "billing.noShowsBilled": t(
    "Missed first visits billed?",
    `whether a new patient who misses or cancels the first visit is billed, in the billing answer of the FAQ; ${unstated}`,
    { choices: YES_NO },
  ),
  "billing.freeFirstVisitsBilled": t(
    "Free first visits billed?",
    `whether a first visit that is free for the patient is billed, in the billing answer of the FAQ; ${unstated}`,
    { choices: YES_NO },
  ),
  "billing.capPerNewPatient": t(
    "Cap per new patient",
    `the most the share costs for one new patient: the billing answer of the FAQ and the calculator apply it; ${unstated}`,
  ),
  "billing.capPerNewPatient.amount": t("Amount", "the cap, a number such as 25"),
  "billing.capPerNewPatient.currency": t(
    "Currency",
    "the cap's currency as a three-letter code: EUR, GBP, USD, MXN, BRL, AED…",
  ),

  patientData: t(
    "Patient data",
    "the 'Patient data' section before the FAQ, and the FAQ question about patients' messages: both appear only once one of these facts is set",
  ),
  "patientData.processors": t(
    "Processors",
    "the 'Who processes them' list of the patient-data section: each company that handles patients' messages or voice notes, and where",
  ),
  "patientData.processors.*": t("Processor: {id}", "one line of the 'Who processes them' list"),
  "patientData.processors.*.id": t(
    "Id",
    "nowhere: a short name for this processor in the file, such as its company's name in lower case",
  ),
  "patientData.processors.*.role": t("What it does", "the start of its line, in each language's words", {
    choices: {
      messaging: "Delivers the WhatsApp messages",
      ai: "Understands and answers them (AI)",
      speech: "Transcribes voice notes",
      hosting: "Hosts the assistant and the conversations",
    },
  }),
  "patientData.processors.*.name": t("Company name", "its line, as the company writes its name"),
  "patientData.processors.*.region": t(
    "Where it processes them",
    "its line, named in each language (the country, or the European Union)",
    { region: true },
  ),
  "patientData.dataProcessingAgreement": t(
    "Data processing agreement for clinics?",
    `a sentence of the patient-data section and its FAQ answer; ${unstated}`,
    { choices: YES_NO },
  ),
  "patientData.usedForTraining": t(
    "Patients' messages used to train AI models?",
    `a sentence of the patient-data section and its FAQ answer; ${unstated}`,
    { choices: YES_NO },
  ),
  "patientData.retentionDays": t(
    "Days conversations are kept",
    `a sentence of the patient-data section and its FAQ answer ("deleted after 90 days"); ${unstated}`,
  ),
  "patientData.humanTakeover": t(
    "Clinic's team can take conversations over?",
    `a sentence of the patient-data section and its FAQ answer; ${unstated}`,
    { choices: YES_NO },
  ),

  founders: t(
    "Founders",
    "the 'Who we are' section, which appears only while at least one founder is listed; list only people who agreed to be shown",
  ),
  "founders.*": t("Founder: {id}", "one person of the 'Who we are' section"),
  "founders.*.id": t("Id", "nowhere: a short name for this person in the file, such as their first name"),
  "founders.*.name": t("Name", "under their photo in the 'Who we are' section, as they write it"),
  "founders.*.role": t("Role", "under their name, as they give it: 'Co-founder, CEO'"),
  "founders.*.photo": t(
    "Photo",
    "a round picture beside their name; upload a square JPEG, PNG or WebP of at least 128 pixels (it goes to the media folder); empty: no photo",
    { image: true },
  ),
  "founders.*.profileUrl": t(
    "Profile link",
    "their name links to it: a public profile starting with https:// (LinkedIn, a personal page); empty: no link",
  ),

  testimonials: t(
    "Testimonials",
    "the 'Customer stories' section, which appears only while at least one is listed: clinics' own words, quoted exactly as their authors approved them, never invented",
  ),
  "testimonials.*": t("Testimonial: {id}", "one story of the 'Customer stories' section"),
  "testimonials.*.id": t("Id", "nowhere: a short name for this story in the file, such as the clinic's"),
  "testimonials.*.name": t("Person's name", "under the quote"),
  "testimonials.*.role": t("Person's role", "under the quote, after their name"),
  "testimonials.*.clinic": t("Clinic", "under the quote, after their role"),
  "testimonials.*.quote": long(
    "Quote",
    "the story itself, exactly as its author approved it, in the language they gave it in: every page shows it untranslated",
  ),
  "testimonials.*.lang": t(
    "Language of the quote",
    "nowhere visible: tells browsers and screen readers the quote's language, as a code such as es or pt-BR; empty: English",
  ),
  "testimonials.*.figure": t(
    "Result they reported",
    "a figure beside the quote, only one the clinic reported and agreed to publish, never an estimate of ours; empty: none",
  ),
  "testimonials.*.figure.value": t("Figure", "the large figure beside the quote: '+32 %'"),
  "testimonials.*.figure.label": t("What it measures", "under the figure: 'more bookings in three months'"),
  "testimonials.*.consent": long(
    "Consent record",
    "never shown on the page: when and how the author agreed to publication ('e-mail of 2026-11-02 from the author, kept in the shared drive')",
  ),
};
