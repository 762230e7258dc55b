import type { PublicConfig } from "#src/core/settings/public-env.ts";

/**
 * The company behind the site and its address. The data controller a published site must name
 * (PUBLIC_CONTROLLER_NAME) is usually that company, so it stands in for an unset
 * PUBLIC_LEGAL_ENTITY, with its own address; a different legal entity never takes the
 * controller's address.
 */
export function companyBehind(c: PublicConfig): { entity?: string; address?: string } {
  if (c.legalEntity && c.legalEntity !== c.controllerName) {
    return { entity: c.legalEntity, address: c.legalAddress };
  }
  const entity = c.legalEntity ?? c.controllerName;
  return { entity, address: entity ? (c.legalAddress ?? c.controllerAddress) : undefined };
}
