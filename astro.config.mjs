// @ts-check
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { loadEnv } from "vite";
import { devBackend } from "#server/dev-backend.ts";
import { DEFAULT_LOCALE } from "#src/core/locales.ts";
import { loadPublicConfig } from "#src/core/settings/public-env.ts";
import { analyticsBuild } from "#src/analytics/integration.ts";
import { arabicFace } from "#src/integrations/arabic-face.ts";
import { clientNear } from "#src/integrations/client-near/integration.ts";
import { cmsAdmin } from "#src/integrations/cms.ts";
import { contentChecks } from "#src/integrations/content-checks.ts";
import { postBuild } from "#src/integrations/post-build.ts";

// Validate the PUBLIC_* overrides (process env, then .env files) before anything is built, so a
// typo fails the build with a clear message. The pages read the same values via import.meta.env.
const config = loadPublicConfig(loadEnv(process.env.NODE_ENV ?? "production", process.cwd(), "PUBLIC_"));

export default defineConfig({
  site: config.siteUrl,
  output: "static",
  // Tests build a second variant of the site next to dist/ (see scripts/test.ts).
  outDir: process.env.ASTRO_OUT_DIR ?? "dist",
  trailingSlash: "ignore",
  // English at /, the other locales of PUBLIC_LOCALES under /<locale>/ (registry: src/core/locales.ts).
  i18n: { locales: config.locales, defaultLocale: DEFAULT_LOCALE, routing: { prefixDefaultLocale: false } },
  // devBackend: `npm run dev` answers the form's REST calls itself (server/dev-backend.ts).
  integrations: [
    react(),
    clientNear(),
    contentChecks(config),
    // Before postBuild, so nothing it removes gets precompressed.
    analyticsBuild(config.analytics),
    postBuild(config),
    devBackend({ supabaseUrl: config.supabaseUrl, anonKey: config.supabaseAnonKey }),
    // `npm run cms`: the content editor at /admin/ on the dev server (decisions 052 and 081).
    cmsAdmin({ local: process.env.CMS_LOCAL === "1", config }),
  ],
  build: {
    // Small stylesheets are cheaper inlined than fetched: no render-blocking request on first view.
    inlineStylesheets: "always",
  },
  vite: {
    // The Arabic face, cut down to the Arabic copy's characters (decision 065).
    plugins: [tailwindcss(), arabicFace(config)],
    // `astro dev` only: the island's packages are bundled when the server starts. Found one by
    // one as a first page asked for them, each was bundled in a run of its own, and a page still
    // loading could ask for a bundle a later run had replaced: Vite answers 504 and the contact
    // form falls back to the links (seen in CI).
    optimizeDeps: {
      include: [
        "react",
        "react/jsx-dev-runtime",
        "react-dom",
        "react-dom/client",
        "lucide-react",
        "zod/mini",
        "@supabase/postgrest-js",
      ],
    },
  },
  devToolbar: { enabled: false },
});
