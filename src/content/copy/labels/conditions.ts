import type { PublicConfig } from "#src/core/settings/public-env.ts";
import type { Facts } from "#src/content/copy/facts.ts";

/*
 * What decides whether a text shows on the page: a PUBLIC_* setting of the build, or a fact of
 * src/content/copy/facts.yaml (the editor's "Company facts", decision 092). Each says when the text
 * shows and what the state is now, so a hint reads "Shown only when … — now not set" instead of
 * leaving the marketer to wonder why an edit changes nothing on the page.
 */

/** What the editor knows when it writes its hints: the build's settings and the facts' file. */
export interface EditorState {
  config?: PublicConfig;
  facts?: Facts;
}

/** A setting or a fact that decides whether a text shows on the page. */
interface Condition {
  /** "a revenue share is configured", completing "Shown only when …". */
  when: string;
  /** The state now, "now not set" or "now 15 %"; undefined when the editor was not told it. */
  state(now: EditorState): string | undefined;
}

const setting = (when: string, state: (config: PublicConfig) => string): Condition => ({
  when,
  state: ({ config }) => config && state(config),
});
const fact = (when: string, state: (facts: Facts) => string): Condition => ({
  when,
  state: ({ facts }) => facts && state(facts),
});

const set = (value: unknown, shown: string) =>
  value === undefined || value === "" ? "now not set" : `now ${shown}`;
/** "now 2 listed", "now 1 listed", "now none listed". */
const listed = (count: number, what = "listed") =>
  count === 0 ? `now none ${what}` : `now ${count} ${what}`;
/** A yes/no fact's state. */
const answer = (value: "yes" | "no" | undefined) => (value ? `now "${value}"` : "now not set");

export const CONDITIONS = {
  revenueShare: setting("a revenue share is configured (PUBLIC_REVENUE_SHARE_PERCENT)", (c) =>
    set(c.revenueSharePercent, `${c.revenueSharePercent} %`),
  ),
  demoWhatsApp: setting(
    "the assistant's own WhatsApp number is configured (PUBLIC_DEMO_WHATSAPP_NUMBER)",
    (c) => set(c.demoWhatsappNumber, "set"),
  ),
  company: setting(
    "the company's legal name is configured (PUBLIC_LEGAL_ENTITY, or PUBLIC_CONTROLLER_NAME)",
    (c) => set(c.legalEntity ?? c.controllerName, `"${c.legalEntity ?? c.controllerName}"`),
  ),
  companyAddress: setting(
    "the company's address is configured (PUBLIC_LEGAL_ADDRESS, or PUBLIC_CONTROLLER_ADDRESS)",
    (c) => set(c.legalAddress ?? c.controllerAddress, "set"),
  ),
  companyNumber: setting("the company's registration number is configured (PUBLIC_COMPANY_NUMBER)", (c) =>
    set(c.companyNumber, c.companyNumber ?? ""),
  ),
  bookingOverlay: setting("the booking calendar opens inside the page (PUBLIC_BOOKING_OVERLAY)", (c) =>
    c.bookingOverlay ? "now on" : "now off",
  ),
  socialNamed: setting(
    "the social link is LinkedIn, Instagram, Facebook, X, YouTube or TikTok (PUBLIC_SOCIAL_URL)",
    (c) => set(c.socialUrl, c.socialUrl ?? ""),
  ),
  socialOther: setting("the social link is another site (PUBLIC_SOCIAL_URL)", (c) =>
    set(c.socialUrl, c.socialUrl ?? ""),
  ),
  imprint: setting("an imprint page is configured (PUBLIC_IMPRINT_URL)", (c) => set(c.imprintUrl, "set")),
  supabase: setting("requests are stored on Supabase (PUBLIC_SUPABASE_URL)", (c) =>
    c.supabaseUrl ? "now Supabase" : "now the own server",
  ),
  ownServer: setting("requests are stored on the site's own server (no PUBLIC_SUPABASE_URL)", (c) =>
    c.supabaseUrl ? "now Supabase" : "now the own server",
  ),

  team: fact("founders are listed in Company facts (Founders)", (f) => listed(f.founders.length)),
  founders: fact("a founder in Company facts has a profile link", (f) =>
    listed(f.founders.filter((founder) => founder.profileUrl).length, "with a link"),
  ),
  testimonials: fact(
    "customer stories, given with consent, are listed in Company facts (Testimonials)",
    (f) => listed(f.testimonials.length),
  ),
  billingFacts: fact("a billing fact is set in Company facts (Billing)", (f) => {
    const count = Object.values(f.billing).filter((value) => value !== undefined).length;
    return count === 0 ? "now none set" : `now ${count} set`;
  }),
  billingStatement: fact("the statement's frequency is set in Company facts (Billing › Statement)", (f) =>
    set(f.billing.statement, f.billing.statement ?? ""),
  ),
  billingNoShows: fact("Company facts says whether missed first visits are billed", (f) =>
    answer(f.billing.noShowsBilled),
  ),
  billingFreeFirstVisits: fact("Company facts says whether free first visits are billed", (f) =>
    answer(f.billing.freeFirstVisitsBilled),
  ),
  billingCap: fact("a cap per new patient is set in Company facts", (f) =>
    set(
      f.billing.capPerNewPatient,
      `${f.billing.capPerNewPatient?.amount} ${f.billing.capPerNewPatient?.currency}`,
    ),
  ),
  patientData: fact("a patient-data fact is set in Company facts (Patient data)", (f) => {
    const { processors, ...rest } = f.patientData;
    const count = (processors.length > 0 ? 1 : 0) + Object.values(rest).filter((v) => v !== undefined).length;
    return count === 0 ? "now none set" : `now ${count} set`;
  }),
  processors: fact("processors are listed in Company facts (Patient data › Processors)", (f) =>
    listed(f.patientData.processors.length),
  ),
  agreement: fact("Company facts says whether clinics get a data processing agreement", (f) =>
    answer(f.patientData.dataProcessingAgreement),
  ),
  training: fact("Company facts says whether patients' messages train AI models", (f) =>
    answer(f.patientData.usedForTraining),
  ),
  retention: fact("Company facts says how many days conversations are kept", (f) =>
    set(f.patientData.retentionDays, `${f.patientData.retentionDays} days`),
  ),
  humanTakeover: fact("Company facts says whether the clinic's team can take conversations over", (f) =>
    answer(f.patientData.humanTakeover),
  ),
} satisfies Record<string, Condition>;

export type ConditionName = keyof typeof CONDITIONS;

/** "Shown only when … — now not set", for a text a setting or a fact hides. */
export function shownWhenNote(name: ConditionName | undefined, now: EditorState): string | undefined {
  if (!name) return undefined;
  const condition: Condition = CONDITIONS[name];
  const state = condition.state(now);
  return `Shown only when ${condition.when}${state ? ` — ${state}` : ""}.`;
}
