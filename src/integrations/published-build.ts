import type { AstroIntegration } from "astro";
import { EnvError } from "#src/core/settings/env.ts";
import { publishedBuildProblems, type PublicConfig } from "#src/core/settings/public-env.ts";

/**
 * Stops `astro build` for a published site (PUBLIC_SITE_URL not this machine) before anything is
 * built, when it would ship the local-dev anon key (decision 071). `astro dev` is not stopped.
 */
export function publishedBuild(config: PublicConfig): AstroIntegration {
  return {
    name: "chattobook:published-build",
    hooks: {
      "astro:config:setup": ({ command }) => {
        if (command !== "build") return;
        const problems = publishedBuildProblems(config);
        if (problems.length > 0) throw new EnvError("public configuration", problems);
      },
    },
  };
}
