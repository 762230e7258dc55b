import { fill } from "#src/core/fill.ts";
import { companyBehind } from "#src/content/company.ts";
import { SECTION_IDS, type PageContext } from "#src/sections/page-context.ts";

/**
 * Who is behind the site (decision 062): the founders and the company as configured, or
 * undefined when nothing of it is, and then nothing renders.
 */
export function buildTeam({ config, copy, t }: PageContext) {
  const brand = config.brandName;
  const { entity, address } = companyBehind(config);
  if (!entity && config.founders.length === 0) return undefined;
  return {
    id: SECTION_IDS.team,
    eyebrow: copy.team.eyebrow,
    heading: t(copy.team.heading),
    /** "{brand} is a service of {entity}.", when a company is configured. */
    entity: entity && fill(copy.team.entity, { brand, entity }),
    address: address ? { label: copy.team.addressLabel, text: address } : undefined,
    founders: config.founders.map((founder) => ({
      ...founder,
      /** Accessible name of the founder's profile link. */
      profileLabel: founder.url && fill(copy.team.profile, { name: founder.name }),
    })),
  };
}

export type TeamContent = NonNullable<ReturnType<typeof buildTeam>>;
