import { type FieldText, t, adv, long, sectionHeader } from "./words.ts";

/**
 * The landing page's texts that build trust: customer stories, who we are, what is included,
 * patient data, the FAQ and the billing facts' sentences. Many show only once Company facts
 * (facts.yaml) states what they say.
 */
export const LANDING_TRUST: Record<string, FieldText> = {
  testimonials: t("Customer stories", "the customer stories section", { shownWhen: "testimonials" }),
  "testimonials.eyebrow": t("Small label above the heading", "above the customer stories' heading", {
    shownWhen: "testimonials",
  }),
  "testimonials.heading": t("Section heading", "the heading of the customer stories section", {
    shownWhen: "testimonials",
  }),
  "testimonials.intro": long("Introduction", "under the customer stories' heading", {
    shownWhen: "testimonials",
  }),

  team: t("Who we are", "the section about the company and its founders", { shownWhen: "team" }),
  "team.eyebrow": t("Small label above the heading", "above the 'Who we are' heading", { shownWhen: "team" }),
  "team.heading": t("Section heading", "the heading of the 'Who we are' section", { shownWhen: "team" }),
  "team.profile": adv("Profile link name", "read aloud for a founder's profile link", {
    shownWhen: "founders",
  }),

  ...sectionHeader("checklist", "All included"),
  "checklist.items": t("Checklist", "the ticked items of the 'All included' section"),
  "checklist.items.*": t("Item: {id}", "one ticked item of the 'All included' section"),
  "checklist.items.*.title": t("Item title", "the bold line of a ticked item"),
  "checklist.items.*.body": long("Item text", "the text of a ticked item"),
  "checklist.demo": t("Demo box", "the box with the 'Book a demo' button in the 'All included' section"),
  "checklist.demo.title": t("Demo box title", "the bold line of the demo box"),
  "checklist.demo.body": long("Demo box text", "the text of the demo box"),

  ...sectionHeader("faq", "FAQ"),
  "faq.items": t("Questions", "the questions and answers of the FAQ section, in order"),
  "faq.items.*": t("Question: {id}", "one question of the FAQ section"),
  "faq.items.*.id": t(
    "Id",
    "nowhere: a short name that pairs a question's versions in every language; give a new question the same id in each language, and never change it",
  ),
  "faq.items.*.question": t("Question", "a question in the FAQ section"),
  "faq.items.*.answer": long("Answer", "the answer that opens under its question"),
  "faq.items.*.link": t("Link after the answer", "a link at the end of this answer, to a page of the site"),
  "faq.items.*.link.label": t("Link text", "the link at the end of this answer"),
  "faq.items.*.link.page": t(
    "Page it opens",
    "the page of the site the link at the end of this answer opens",
  ),
  "faq.items.*.facts": t(
    "Facts added after the answer",
    "sentences added after this answer from the settings or Company facts; a question about patient data shows only once a patient-data fact is set",
    {
      choices: {
        share: "The revenue share (PUBLIC_REVENUE_SHARE_PERCENT)",
        billing: "The billing facts (Company facts › Billing)",
        patientData: "The patient-data facts (Company facts › Patient data)",
      },
    },
  ),

  billing: t("Billing facts' sentences", "added to the FAQ answer whose 'Facts added' is billing", {
    shownWhen: "billingFacts",
  }),
  "billing.statement": t("Statement", "the billing answer in the FAQ, when statements are set", {
    shownWhen: "billingStatement",
  }),
  "billing.statement.monthly": long(
    "Monthly statement",
    "the billing answer in the FAQ, when statements come monthly",
    {
      shownWhen: "billingStatement",
    },
  ),
  "billing.noShows": t("Missed first visits", "the billing answer in the FAQ", {
    shownWhen: "billingNoShows",
  }),
  "billing.noShows.billed": long(
    "Missed first visits billed",
    "the billing answer in the FAQ, when they are billed",
    {
      shownWhen: "billingNoShows",
    },
  ),
  "billing.noShows.notBilled": long(
    "Missed first visits not billed",
    "the billing answer in the FAQ, when they are not billed",
    { shownWhen: "billingNoShows" },
  ),
  "billing.freeFirstVisits": t("Free first visits", "the billing answer in the FAQ", {
    shownWhen: "billingFreeFirstVisits",
  }),
  "billing.freeFirstVisits.billed": long(
    "Free first visits billed",
    "the billing answer in the FAQ, when they are billed",
    { shownWhen: "billingFreeFirstVisits" },
  ),
  "billing.freeFirstVisits.notBilled": long(
    "Free first visits not billed",
    "the billing answer in the FAQ, when they are not billed",
    { shownWhen: "billingFreeFirstVisits" },
  ),
  "billing.cap": t(
    "Cap per new patient",
    "the billing answer in the FAQ; {amount} is the cap, in its currency",
    {
      shownWhen: "billingCap",
    },
  ),

  ...sectionHeader("patientData", "Patient data", { shownWhen: "patientData" }),
  "patientData.processorsHeading": t(
    "Processors heading",
    "above the list of who processes patients' messages",
    {
      shownWhen: "processors",
    },
  ),
  "patientData.roles": t("What each processor does", "before each processor's name", {
    shownWhen: "processors",
  }),
  "patientData.roles.*": t("Role: {id}", "before the name of a processor with this role", {
    shownWhen: "processors",
  }),
  "patientData.processor": t("Processor line", "one line per processor: its role, name and region", {
    shownWhen: "processors",
  }),
  "patientData.agreement": t("Data processing agreement", "the patient-data section and its FAQ answer", {
    shownWhen: "agreement",
  }),
  "patientData.agreement.*": long(
    "Agreement: {id}",
    "the patient-data section, when the answer is this one",
    {
      shownWhen: "agreement",
    },
  ),
  "patientData.training": t("Training AI models", "the patient-data section and its FAQ answer", {
    shownWhen: "training",
  }),
  "patientData.training.*": long("Training: {id}", "the patient-data section, when the answer is this one", {
    shownWhen: "training",
  }),
  "patientData.retention": t("Retention", "the patient-data section; {period} is the number of days", {
    shownWhen: "retention",
  }),
  "patientData.humanTakeover": t("Taking over", "the patient-data section and its FAQ answer", {
    shownWhen: "humanTakeover",
  }),
  "patientData.humanTakeover.*": long(
    "Taking over: {id}",
    "the patient-data section, when the answer is this one",
    {
      shownWhen: "humanTakeover",
    },
  ),
};
