import { fill } from "#src/core/fill.ts";
import { SECTION_IDS, type PageContext } from "#src/sections/page-context.ts";

/**
 * The people behind the service (facts.yaml `founders`, decision 062), or undefined while none is
 * listed, and then nothing renders: no heading promises people it cannot show. The company's legal
 * line is the footer's.
 */
export function buildTeam({ config, copy, facts, t }: PageContext) {
  if (facts.founders.length === 0) return undefined;
  return {
    id: SECTION_IDS.team,
    eyebrow: copy.team.eyebrow,
    heading: t(copy.team.heading),
    founders: facts.founders.map(({ id, name, role, photo, profileUrl }) => ({
      id,
      name,
      role,
      photo,
      profileUrl,
      /** Accessible name of the founder's profile link. */
      profileLabel: profileUrl && fill(copy.team.profile, { name, brand: config.brandName }),
    })),
  };
}

export type TeamContent = NonNullable<ReturnType<typeof buildTeam>>;
