import { buildLayout } from "#src/sections/frame.ts";
import type { PageContext } from "./page-context.ts";
import { buildChecklist } from "./checklist/content.ts";
import { buildContact } from "./contact/content.ts";
import { buildFaq } from "./faq/content.ts";
import { buildFeatures } from "./features/content.ts";
import { buildHero } from "./hero/content.ts";
import { buildHowItWorks } from "./how-it-works/content.ts";
import { buildIntegrations } from "./integrations/content.ts";
import { buildPatientData } from "./patient-data/content.ts";
import { buildPricing } from "./pricing/content.ts";
import { buildTeam } from "./team/content.ts";
import { buildTestimonials } from "./testimonials/content.ts";

/*
 * The home page's sections in page order, each by its builder (the `content.ts` beside its
 * component). src/pages/index.astro places the components; the build's link check, the structured
 * data and the tests read the same content from here.
 */
export const HOME_SECTIONS = {
  hero: buildHero,
  features: buildFeatures,
  howItWorks: buildHowItWorks,
  integrations: buildIntegrations,
  pricing: buildPricing,
  testimonials: buildTestimonials,
  team: buildTeam,
  checklist: buildChecklist,
  patientData: buildPatientData,
  faq: buildFaq,
  contact: buildContact,
} as const;

export type HomeContent = { [K in keyof typeof HOME_SECTIONS]: ReturnType<(typeof HOME_SECTIONS)[K]> };

/** Every section of the home page, built for one page context. */
export const buildHome = (ctx: PageContext): HomeContent =>
  Object.fromEntries(Object.entries(HOME_SECTIONS).map(([key, build]) => [key, build(ctx)])) as HomeContent;

/** A home page's words, its sections and its frame: what the link check, the JSON-LD and the tests read. */
export const buildHomePage = (ctx: PageContext) => ({ ...buildHome(ctx), ...buildLayout(ctx) });

export type HomePageContent = ReturnType<typeof buildHomePage>;
