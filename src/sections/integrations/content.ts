import { LIST_IDS } from "#src/content/copy/landing-schema.ts";
import type { Locale } from "#src/core/locales.ts";
import { SECTION_IDS, sectionIntro, type PageContext } from "#src/sections/page-context.ts";

import type { IntegrationMarkKey } from "#src/components/brand/IntegrationMark.tsx";

/** Product names, never translated. */
const INTEGRATION_NAMES: Record<IntegrationMarkKey, string> = {
  googleCalendar: "Google Calendar",
  gmail: "Gmail",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  zapier: "Zapier",
  hubspot: "HubSpot",
};

/** A product's own name in a market, where it has one: Google's calendar is "Google Agenda" in Brazil. */
const LOCAL_INTEGRATION_NAMES: Partial<Record<Locale, Partial<Record<IntegrationMarkKey, string>>>> = {
  "pt-br": { googleCalendar: "Google Agenda" },
};

/** 'Plug in your stack': one tile per integration, its name and what it is used for. */
export const buildIntegrations = (ctx: PageContext) => ({
  ...sectionIntro(ctx, SECTION_IDS.integrations, ctx.copy.integrations),
  items: LIST_IDS.integrations.map((mark) => ({
    mark,
    name: LOCAL_INTEGRATION_NAMES[ctx.locale]?.[mark] ?? INTEGRATION_NAMES[mark],
    role: ctx.copy.integrations.roles[mark],
  })),
  more: ctx.copy.integrations.more,
  /** How a practice-management system connects: named only once one is verified. */
  practiceSystems: ctx.copy.integrations.practiceSystems,
});

export type IntegrationsContent = ReturnType<typeof buildIntegrations>;
