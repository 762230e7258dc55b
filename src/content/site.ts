import { loadPublicConfig, type PublicConfig } from "@/config/public-env.ts";
import { buildLandingContent, type LandingContent } from "./landing.ts";

/*
 * This build's configuration and the copy made from it: what pages and layouts import. The
 * builders (landing.ts, seo.ts) take both as arguments, so tests can build any configuration.
 */

/** The configuration this build was made with (PUBLIC_* variables, validated). */
export const config: PublicConfig = loadPublicConfig(import.meta.env);

/** The site's copy for this build's configuration. */
export const landing: LandingContent = buildLandingContent(config);
