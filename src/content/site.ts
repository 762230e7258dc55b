import { loadPublicConfig, type PublicConfig } from "@/config/public-env.ts";
import { parseRetentionDays } from "@/lib/retention.ts";
import { buildLandingContent, type LandingContent } from "./landing.ts";
import { buildPrivacyContent, type PrivacyContent } from "./privacy.ts";

/*
 * This build's configuration and the copy made from it: what pages and layouts import. The
 * builders (landing.ts, privacy.ts, seo.ts) take both as arguments, so tests can build any
 * configuration.
 */

/** The configuration this build was made with (PUBLIC_* variables, validated). */
export const config: PublicConfig = loadPublicConfig(import.meta.env);

/** The site's copy for this build's configuration. */
export const landing: LandingContent = buildLandingContent(config);

/**
 * The privacy page. The retention period is the server's LEAD_RETENTION_DAYS, read here at build
 * time, so build and server need the same value (README).
 */
export const privacy: PrivacyContent = buildPrivacyContent(config, {
  retentionDays: parseRetentionDays(import.meta.env.LEAD_RETENTION_DAYS),
});
